/**
 * The admin as round 28's walk used it (an editor, a Thai and a Hindi translator): restoring an
 * earlier draft keeps a published game on the sites, a save refused for a colleague's lock says
 * who in the saver's language, translators see colleagues by name only, and locks last through
 * autosaves (src/hooks/locksOutliveAutosaves.ts).
 */
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import { afterAll, describe, expect, it } from 'vitest'

import {
  englishGame,
  locksOf,
  page,
  serverURL,
  staff,
  takeLock as lock,
  testPayload,
  type StaffLogin,
} from './helpers'

import { paragraph } from '../support/richText'
import { payloadWordIn } from '../shared/adminWords'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const saveDraft = (
  login: StaffLogin,
  id: number,
  locale: string,
  data: object,
  { autosave = false, language }: { autosave?: boolean; language?: string } = {},
) =>
  fetch(
    `${serverURL}/api/games/${id}?locale=${locale}&draft=true${autosave ? '&autosave=true' : ''}`,
    {
      method: 'PATCH',
      headers: { ...login.headers, ...(language && { cookie: `payload-lng=${language}` }) },
      body: JSON.stringify(data),
    },
  )

describe('restoring an earlier draft', () => {
  it('makes it the newest draft and leaves the published game on its site', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990281, 'Coral Restore')
    expect((await page('/en/detail/990281')).status).toBe(200)
    expect(
      (await saveDraft(editor, game.id, 'en-US', { title: 'Coral Restore (draft)' })).status,
    ).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id }, 'version._status': { equals: 'draft' } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)

    // As the admin's "Restore this version" of a draft version asks it.
    const restored = await fetch(`${serverURL}/api/games/versions/${docs[0].id}?draft=false`, {
      method: 'POST',
      headers: editor.headers,
    })
    expect(restored.status).toBe(200)

    const read = (draft: boolean) =>
      payload.findByID({
        collection: 'games',
        id: game.id,
        locale: 'en-US',
        draft,
        overrideAccess: true,
      })
    expect(await read(false)).toMatchObject({ _status: 'published', title: 'Coral Restore' })
    expect((await read(true)).title).toBe('Coral Restore (draft)')
    const site = await page('/en/detail/990281')
    expect(site.status).toBe(200)
    expect(site.text).toContain('Coral Restore')
  })
})

describe('a save refused for a colleague’s lock', () => {
  it('names the colleague in the saver’s admin language, not a database id', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990282, 'Locked Lantern')
    await lock(thai, game.id)
    const refused = await saveDraft(
      editor,
      game.id,
      'th-TH',
      { title: 'โคมล็อก' },
      { autosave: true, language: 'th' },
    )
    expect(refused.status).toBe(423)
    const [error] = ((await refused.json()) as { errors: { message: string }[] }).errors
    // To an editor, with the e-mail only an admin sets (round 58, F3).
    expect(error.message).toBe(
      `รายการนี้ถูกล็อก: Test translator <${thai.email}> (ผู้แปลภาษาไทย) กำลังแก้ไข`,
    )
    expect(error.message).not.toContain(String(game.id))
    // Chinese joins the words with a full-width colon and brackets, no spaces (s42 readers).
    const inChinese = await saveDraft(
      editor,
      game.id,
      'th-TH',
      { title: 'โคมล็อก' },
      { autosave: true, language: 'zh-TW' },
    )
    const [chinese] = ((await inChinese.json()) as { errors: { message: string }[] }).errors
    const word = (key: string) => payloadWordIn('zh-TW', zhTw, 'general', key)
    expect(chinese.message).toBe(
      `${word('documentLocked')}：Test translator <${thai.email}>（泰文譯者）${word('isEditing')}`,
    )
  })
})

describe('who waits for review', () => {
  it('is named to translators without a colleague’s e-mail address, which editors still see', async () => {
    const thai = await staff('translator', ['th-TH'])
    const hindi = await staff('translator', ['hi-IN'])
    const both = await staff('translator', ['hi-IN', 'th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990283, 'Queue Lantern')
    expect(
      (
        await saveDraft(thai, game.id, 'th-TH', {
          title: 'โคมคิว',
          description: paragraph('เกมทดสอบคิว'),
        })
      ).status,
    ).toBe(200)
    const marked = await fetch(
      `${serverURL}/api/translations/review?locale=th-TH&collection=games&id=${game.id}`,
      { method: 'POST', headers: thai.headers, body: JSON.stringify({ ready: true }) },
    )
    expect(marked.status).toBe(200)

    const queueOf = async (login: StaffLogin, language: string) => {
      const response = await fetch(`${serverURL}/admin/translations?missing=all`, {
        headers: {
          cookie: `payload-token=${login.token}; payload-lng=${language}`,
          'sec-fetch-site': 'same-origin',
        },
      })
      expect(response.status).toBe(200)
      const html = await response.text()
      return /<section class="review-queue"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    }
    // A colleague who translates Thai too sees the Thai entry by its Thai heading, as the
    // document's header names it (walk 29, F3), and who marked it by name only.
    const seenByColleague = await queueOf(both, 'hi')
    expect(seenByColleague).toContain('โคมคิว')
    expect(seenByColleague).toContain('Test translator')
    expect(seenByColleague).not.toContain(thai.email)
    // A translator of Hindi alone is shown Hindi's queue, not Thai's (walk 35, F17).
    expect(await queueOf(hindi, 'hi')).not.toContain('โคมคิว')
    const seenByEditor = await queueOf(editor, 'en')
    expect(seenByEditor).toContain('โคมคิว')
    expect(seenByEditor).toContain(thai.email)
  })
})

describe('locks while someone types (locksOutliveAutosaves)', () => {
  it('an autosave keeps its author’s lock, as edited now, and a colleague’s as it was', async () => {
    const thai = await staff('translator', ['th-TH'])
    const hindi = await staff('translator', ['hi-IN'])
    const game = await englishGame(created, 990284, 'Typing Lantern')
    await lock(thai, game.id)
    const [before] = await locksOf(game.id)
    await new Promise((resolve) => setTimeout(resolve, 20))

    expect(
      (await saveDraft(thai, game.id, 'th-TH', { title: 'โคมพิมพ์' }, { autosave: true })).status,
    ).toBe(200)
    const [own] = await locksOf(game.id)
    expect(own.user).toBe(thai.id)
    expect(new Date(own.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime())

    // A translator of another language saves past the lock, and the Thai one keeps it as it was.
    expect(
      (await saveDraft(hindi, game.id, 'hi-IN', { title: 'टाइपिंग' }, { autosave: true })).status,
    ).toBe(200)
    expect(await locksOf(game.id)).toEqual([{ user: thai.id, updatedAt: own.updatedAt }])
  })

  it('a Save draft ends it, and so does a Publish', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990285, 'Saved Lantern')
    await lock(thai, game.id)
    expect((await saveDraft(thai, game.id, 'th-TH', { title: 'โคมบันทึก' })).status).toBe(200)
    expect(await locksOf(game.id)).toEqual([])

    await lock(editor, game.id)
    const published = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title: 'Saved Lantern', _status: 'published' }),
    })
    expect(published.status).toBe(200)
    expect(await locksOf(game.id)).toEqual([])
  })

  it('a refused save writes nothing back: the holder’s lock as it was, none for the refused', async () => {
    const thai = await staff('translator', ['th-TH'])
    const colleague = await staff('translator', ['th-TH', 'vi-VN'])
    const game = await englishGame(created, 990286, 'Refused Lantern')
    await lock(thai, game.id)
    const before = await locksOf(game.id)
    const refused = await saveDraft(
      colleague,
      game.id,
      'th-TH',
      { title: 'ปฏิเสธ' },
      { autosave: true },
    )
    expect(refused.status).toBe(423)
    expect(await locksOf(game.id)).toEqual(before)
    const payload = await testPayload()
    const stored = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      draft: true,
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(stored.title ?? null).toBeNull()
  })
})
