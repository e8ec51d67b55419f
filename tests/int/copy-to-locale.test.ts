import type { AcceptedLanguages } from '@payloadcms/translations'
import { createLocalReq, getLocalI18n } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copyToLocaleAsDraft } from '@/admin/serverFunctions'

import { seededMedia, serverURL, staff, testPayload, type StaffLogin } from './helpers'

import { paragraph } from '../support/richText'

/**
 * The admin's "Copy to locale" on a published entry, through the server function the admin calls:
 * the copy is a draft of the target language, for a translator of that language and for an
 * editor alike; nothing is published by it.
 */
describe('Copy to locale', () => {
  const stamp = Date.now() % 100000
  let gameId: number
  let id: number
  let editor: StaffLogin

  const visitors = (locale: string) =>
    fetch(`${serverURL}/api/games/${id}?locale=${locale}&depth=0&fallback-locale=none`).then(
      (response) => response.json() as Promise<{ title?: string | null; subtitle?: string | null }>,
    )
  const latest = async (locale: string) =>
    (await testPayload()).findByID({
      collection: 'games',
      id,
      locale: locale as never,
      fallbackLocale: false,
      draft: true,
      overrideAccess: true,
    })
  const copy = async (
    login: StaffLogin,
    fromLocale: string,
    toLocale: string,
    language: AcceptedLanguages = 'en',
  ) => {
    const payload = await testPayload()
    const user = await payload.findByID({ collection: 'users', id: login.id })
    // The admin's request, in the account's admin language.
    const i18n = await getLocalI18n({ config: payload.config, language })
    const req = await createLocalReq(
      { user: { ...user, collection: 'users' }, req: { i18n } },
      payload,
    )
    return copyToLocaleAsDraft({
      req,
      collectionSlug: 'games',
      docID: String(id),
      fromLocale,
      toLocale,
    } as unknown as Parameters<typeof copyToLocaleAsDraft>[0])
  }

  beforeAll(async () => {
    const payload = await testPayload()
    editor = await staff('editor')
    gameId = 990700 + (stamp % 90)
    const game = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: {
        _status: 'published',
        gameId,
        theme: 'classic',
        title: `Copied Lantern ${stamp}`,
        subtitle: 'Published English.',
        description: paragraph('A test game.'),
        layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
        maxMultiplier: { kind: 'unlimited' },
        sites: ['en'],
      } as never,
    })
    id = game.id
  })

  afterAll(async () => {
    if (id) await (await testPayload()).delete({ collection: 'games', id, overrideAccess: true })
  })

  it('lets a translator copy English into their language as a draft of it; visitors see no change until an editor publishes', async () => {
    const translator = await staff('translator', ['th-TH'])
    await expect(copy(translator, 'en-US', 'th-TH')).resolves.toBeTruthy()

    expect((await latest('th-TH')).title).toBe(`Copied Lantern ${stamp}`)
    expect((await visitors('th-TH')).title ?? null).toBeNull()
    expect((await latest('en-US'))._status).toBe('draft')
  })

  it('counts the copied texts as still to translate until someone writes them (s42 zh reader)', async () => {
    const translator = await staff('translator', ['th-TH'])
    const texts = async () => {
      const response = await fetch(
        `${serverURL}/api/translations/entry?locale=th-TH&collection=games&id=${id}`,
        { headers: translator.headers },
      )
      expect(response.status).toBe(200)
      return ((await response.json()) as { texts: Record<string, { state: string }> }).texts
    }
    // The first test copied the English in: the title holds English words, not a translation.
    expect((await latest('th-TH')).title).toBe(`Copied Lantern ${stamp}`)
    const copied = await texts()
    expect(copied.title.state).toBe('missing')
    expect(copied.subtitle.state).toBe('missing')
    const mark = await fetch(
      `${serverURL}/api/translations/review?locale=th-TH&collection=games&id=${id}`,
      { method: 'POST', headers: translator.headers, body: JSON.stringify({ ready: true }) },
    )
    expect(mark.status).toBe(409)
    // Written in Thai, the title is done; the subtitle still waits.
    const saved = await fetch(
      `${serverURL}/api/games/${id}?locale=th-TH&draft=true&autosave=true`,
      {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ title: `โคมที่คัดลอก ${stamp}` }),
      },
    )
    expect(saved.status).toBe(200)
    const written = await texts()
    expect(written.title.state).toBe('current')
    expect(written.subtitle.state).toBe('missing')
    // A text that stays as copied is kept as it is by name, and counts as translated; "still
    // correct" for all (no names) keeps no copy.
    const confirm = (body: object) =>
      fetch(`${serverURL}/api/translations/confirm?locale=th-TH&collection=games&id=${id}`, {
        method: 'POST',
        headers: translator.headers,
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ confirmed: number }>)
    expect(await confirm({})).toEqual({ confirmed: 0 })
    expect((await texts()).subtitle).toMatchObject({ state: 'missing', copied: true })
    expect(await confirm({ paths: ['subtitle'] })).toEqual({ confirmed: 1 })
    expect((await texts()).subtitle.state).toBe('current')
  })

  it('is refused to a translator for a language that is not theirs, and changes nothing', async () => {
    const translator = await staff('translator', ['th-TH'])
    // Answered with the reason, as the admin's other server functions answer (a throw was a 500).
    await expect(copy(translator, 'en-US', 'ja-JP')).resolves.toEqual({
      error: 'You don’t have permission to edit Japanese text.',
    })
    // In the translator's own admin language (the Thai admin was told in English).
    await expect(copy(translator, 'th-TH', 'ja-JP', 'th')).resolves.toEqual({
      error: 'คุณไม่มีสิทธิ์แก้ไขข้อความภาษาญี่ปุ่น',
    })
    expect((await latest('ja-JP')).title ?? null).toBeNull()
  })

  it("does not publish an editor's copy, nor another language's waiting draft with it", async () => {
    const waiting = `Not yet public ${stamp}`
    const draft = await fetch(`${serverURL}/api/games/${id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ subtitle: waiting }),
    })
    expect(draft.status).toBe(200)

    await copy(editor, 'en-US', 'ko-KR')

    expect((await latest('ko-KR')).subtitle).toBe(waiting)
    expect((await visitors('ko-KR')).title ?? null).toBeNull()
    expect((await visitors('en-US')).subtitle).toBe('Published English.')
  })

  it('says there is nothing to copy when the source fills no empty field, and writes nothing (walk 38, F6)', async () => {
    const translator = await staff('translator', ['th-TH'])
    const before = await latest('th-TH')
    // Vietnamese has no text here; English was copied into the Thai already (the first test).
    for (const from of ['vi-VN', 'en-US'])
      expect(await copy(translator, from, 'th-TH')).toEqual({
        error: expect.stringMatching(
          /^Nothing to copy\. Every Thai field already has text, or its (Vietnamese|English) field is empty\.$/,
        ),
        nothingToCopy: true,
      })
    expect(await copy(translator, 'vi-VN', 'th-TH', 'th')).toEqual({
      error: 'ไม่มีอะไรให้คัดลอก ช่องภาษาไทยทุกช่องมีข้อความอยู่แล้ว หรือไม่มีข้อความภาษาเวียดนามให้คัดลอก',
      nothingToCopy: true,
    })
    // English is named as the admin names it, as the other copy messages do.
    expect(await copy(translator, 'en-US', 'th-TH', 'th')).toEqual({
      error: expect.stringContaining('ภาษาอังกฤษ'),
      nothingToCopy: true,
    })
    expect((await latest('th-TH')).updatedAt).toBe(before.updatedAt)
    // An empty Thai field again: the English fills it.
    const payload = await testPayload()
    await payload.update({
      collection: 'games',
      id,
      locale: 'th-TH',
      draft: true,
      overrideAccess: true,
      data: { subtitle: null } as never,
    })
    expect(await copy(translator, 'en-US', 'th-TH')).not.toHaveProperty('error')
    expect((await latest('th-TH')).subtitle).toBeTruthy()
  })

  it('copies the language asked for, not English, into a field empty in the target', async () => {
    const payload = await testPayload()
    await payload.update({
      collection: 'games',
      id,
      locale: 'vi-VN',
      draft: true,
      overrideAccess: true,
      data: { subtitle: `Phụ đề tiếng Việt ${stamp}` } as never,
    })
    const editorCopy = await copy(editor, 'vi-VN', 'id-ID')
    expect(editorCopy).not.toHaveProperty('error')
    expect((await latest('id-ID')).subtitle).toBe(`Phụ đề tiếng Việt ${stamp}`)
  })

  it('fills a translator’s texts and leaves the language’s cover to the editors (round 51, F5)', async () => {
    const payload = await testPayload()
    const cover = await seededMedia()
    await payload.update({
      collection: 'games',
      id,
      locale: 'hi-IN',
      overrideAccess: true,
      data: { title: `हिन्दी ${stamp}`, cover: cover.id } as never,
    })
    // Payload's copy was refused whole ("Cover art is shared by every language") on every game
    // whose target language had no cover yet: each new game an editor makes in English.
    const translator = await staff('translator', ['pt-BR'])
    expect(await copy(translator, 'hi-IN', 'pt-BR')).not.toHaveProperty('error')
    const copied = await latest('pt-BR')
    expect(copied.title).toBe(`हिन्दी ${stamp}`)
    expect(copied.cover ?? null).toBeNull()
    // An editor's copy takes the cover too.
    expect(await copy(editor, 'hi-IN', 'zh-TW')).not.toHaveProperty('error')
    const editors = await latest('zh-TW')
    expect(editors.title).toBe(`हिन्दी ${stamp}`)
    expect(editors.cover).toBeTruthy()
  })

  it('copies a global too, as a draft: visitors still read what was published', async () => {
    const payload = await testPayload()
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const published = await payload.findGlobal({ slug: 'terms-page', locale: 'vi-VN', depth: 0 })
    await expect(
      copyToLocaleAsDraft({
        req,
        globalSlug: 'terms-page',
        fromLocale: 'en-US',
        toLocale: 'vi-VN',
      } as unknown as Parameters<typeof copyToLocaleAsDraft>[0]),
    ).resolves.toBeTruthy()
    const after = await payload.findGlobal({ slug: 'terms-page', locale: 'vi-VN', depth: 0 })
    expect(after.updatedAt).toBe(published.updatedAt)
  })
})
