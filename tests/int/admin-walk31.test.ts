/**
 * The admin as walk 30 found it (issue #37): an empty translation's rich text took the English
 * after an autosave (F12), a restore of a scheduled one-language publish failed on a hidden
 * collection's fields (F3), a schedule of a language that cannot go out was accepted and failed
 * unseen at its minute (F11), and the versions list named no version for a language marked ready
 * for review while visitors read it (F5).
 */
import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'
import { readVersionStates } from '@/translation/versions'

import { th } from '@/labels/th'

import { serverFunction } from './adminServerFunctions'
import { englishGame, serverURL, staff, storedDraft, testPayload, type StaffLogin } from './helpers'
import { paragraph } from '../support/richText'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const stamp = Date.now() % 100000
const english = `Beads of moonlight slide across an old abacus ${stamp}.`

const rest = (login: StaffLogin, path: string, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

/** What the admin's autosave sends: the form's values, as a draft of the language on screen. */
const autosave = (login: StaffLogin, id: number, locale: string, data: object) =>
  rest(
    login,
    `/api/games/${id}?autosave=true&depth=0&draft=true&fallback-locale=null&locale=${locale}`,
    { method: 'PATCH', body: JSON.stringify(data) },
  )

/** A game published in English only, with its English description. */
async function englishOnly(offset: number, title: string) {
  const payload = await testPayload()
  const game = await englishGame(created, 991000 + ((stamp + offset) % 900), title)
  return payload.update({
    collection: 'games',
    id: game.id,
    locale: 'en-US',
    data: { description: paragraph(english) } as never,
    overrideAccess: true,
  })
}

describe('an empty translation of a rich text after an autosave (walk 30, F12)', () => {
  it(
    'stays empty in the translator’s form, is stored empty, counts as missing and keeps the mark refused',
    { timeout: 120_000 },
    async () => {
      const game = await englishOnly(1, `Moonlit Abacus ${stamp}`)
      const thai = await staff('translator', ['th-TH'])
      const thaiTitle = `ลูกคิดใต้แสงจันทร์ ${stamp}`

      // The Thai title typed, autosaved; the answer is what the form takes back.
      const saved = await autosave(thai, game.id, 'th-TH', { title: thaiTitle })
      expect(saved.status).toBe(200)
      const { doc } = (await saved.json()) as { doc: Record<string, unknown> }
      expect(doc.title).toBe(thaiTitle)
      expect(doc.description ?? null).toBeNull()

      // The form state the admin builds from that answer after the save.
      const { value } = await serverFunction(thai, 'form-state', {
        collectionSlug: 'games',
        id: game.id,
        data: doc,
        docPermissions: { fields: true, read: true, update: true },
        docPreferences: { fields: {} },
        formState: {},
        operation: 'update',
        renderAllFields: false,
        returnLockStatus: false,
        schemaPath: 'games',
        skipValidation: true,
      })
      const state = (value as { state: Record<string, { value?: unknown }> }).state
      expect(state.title.value).toBe(thaiTitle)
      expect(state.description.value ?? null).toBeNull()
      expect(JSON.stringify(state)).not.toContain(english)

      // The next autosave sends the form's values back: the Thai description stays empty.
      const values = Object.fromEntries(
        ['title', 'subtitle', 'description', 'typeText'].map((path) => [path, state[path]?.value]),
      )
      expect((await autosave(thai, game.id, 'th-TH', values)).status).toBe(200)
      expect((await storedDraft(game.id, 'th-TH')).description ?? null).toBeNull()

      // The sidebar and the status count it missing; the mark is refused.
      const entry = await rest(
        thai,
        `/api/translations/entry?locale=th-TH&collection=games&id=${game.id}`,
      )
      const { texts } = (await entry.json()) as { texts: Record<string, { state: string }> }
      expect(texts.description.state).toBe('missing')
      const mark = await rest(
        thai,
        `/api/translations/review?locale=th-TH&collection=games&id=${game.id}`,
        { method: 'POST', body: JSON.stringify({ ready: true }) },
      )
      expect(mark.status).toBe(409)
    },
  )

  it('a publish’s answer reads the language as stored too, never the English', async () => {
    const game = await englishOnly(2, `Lantern Abacus ${stamp}`)
    const editor = await staff('editor')
    const published = await rest(
      editor,
      `/api/games/${game.id}?depth=0&locale=en-US&publishSpecificLocale=en-US`,
      { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) },
    )
    expect(published.status).toBe(200)
    // The same answer read in Thai, as the editor's form on the Thai screen takes it.
    const thai = await rest(editor, `/api/games/${game.id}?depth=0&draft=true&locale=th-TH`, {
      method: 'PATCH',
      body: JSON.stringify({}),
    })
    const { doc } = (await thai.json()) as { doc: Record<string, unknown> }
    expect(doc.description ?? null).toBeNull()
  })
})

/** The editor's request, as the admin's server functions get it, in their admin language. */
async function editorRequest(editor: StaffLogin) {
  const payload = await testPayload()
  const user = await payload.findByID({ collection: 'users', id: editor.id })
  return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
}

const schedule = async (editor: StaffLogin, id: number, locale: string, inMs: number) =>
  guardedSchedulePublish({
    req: await editorRequest(editor),
    type: 'publish',
    date: new Date(Date.now() + inMs),
    doc: { relationTo: 'games', value: String(id) },
    localeToPublish: locale,
    timezone: 'Asia/Bangkok',
  } as unknown as Parameters<typeof guardedSchedulePublish>[0])

describe('a schedule of a language that cannot go out (walk 30, F11)', () => {
  it('is refused when saved, with the fields "Publish in …" names, and queues nothing', async () => {
    const game = await englishOnly(3, `Harbour Drums ${stamp}`)
    const editor = await staff('editor')
    const payload = await testPayload()
    const jobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'schedulePublish' } },
          pagination: false,
          overrideAccess: true,
        })
      ).docs.filter((job) => JSON.stringify(job.input).includes(`"${game.id}"`)).length

    // "Publish in ไทย" now: refused, naming the Thai title.
    const now = await rest(
      editor,
      `/api/games/${game.id}?depth=0&locale=th-TH&publishSpecificLocale=th-TH`,
      { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) },
    )
    expect(now.status).toBe(400)
    const { errors } = (await now.json()) as { errors: { message: string }[] }

    const answer = await schedule(editor, game.id, 'th-TH', 3_600_000)
    expect(answer).toEqual({ error: errors[0].message })
    // As the schedule drawer sends it, over HTTP: the same words, none of them a raw key.
    const drawer = await serverFunction(editor, 'schedule-publish', {
      type: 'publish',
      date: `$D${new Date(Date.now() + 3_600_000).toISOString()}`,
      doc: { relationTo: 'games', value: String(game.id) },
      localeToPublish: 'th-TH',
      timezone: 'Asia/Bangkok',
    })
    expect(drawer.value).toEqual({ error: errors[0].message })
    expect(await jobs()).toBe(0)

    // English, which can go out, is scheduled.
    expect(await schedule(editor, game.id, 'en-US', 3_600_000)).not.toHaveProperty('error')
    expect(await jobs()).toBe(1)
  })
})

describe('the version a scheduled publish of one language wrote (walk 30, F3)', () => {
  it(
    'is restored while another language waits for review, without a hidden record’s error',
    { timeout: 200_000 },
    async () => {
      const payload = await testPayload()
      const game = await englishOnly(4, `Koi Falls ${stamp}`)
      await payload.update({
        collection: 'games',
        id: game.id,
        data: { sites: ['en', 'th', 'in'] } as never,
        overrideAccess: true,
      })
      const editor = await staff('editor')
      const thai = await staff('translator', ['th-TH'])
      const hindiTitle = `कोई झरना ${stamp}`
      // Thai written and marked ready; an English draft; Hindi written by the editor.
      expect(
        (
          await autosave(thai, game.id, 'th-TH', {
            title: `น้ำตกปลาคาร์ป ${stamp}`,
            description: paragraph(`ปลาคาร์ปว่ายขึ้นน้ำตก ${stamp}`),
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await rest(thai, `/api/translations/review?locale=th-TH&collection=games&id=${game.id}`, {
            method: 'POST',
            body: JSON.stringify({ ready: true }),
          })
        ).status,
      ).toBe(200)
      expect(
        (await autosave(editor, game.id, 'en-US', { subtitle: `EN-DRAFT-31 ${stamp}` })).status,
      ).toBe(200)
      expect(
        (
          await autosave(editor, game.id, 'hi-IN', {
            title: hindiTitle,
            description: paragraph(hindiTitle),
          })
        ).status,
      ).toBe(200)

      expect(await schedule(editor, game.id, 'hi-IN', 2_000)).not.toHaveProperty('error')
      const publishedVersion = async () =>
        (
          await payload.findVersions({
            collection: 'games',
            where: {
              and: [
                { parent: { equals: game.id } },
                { snapshot: { not_equals: true } },
                { publishedLocale: { equals: 'hi-IN' } },
              ],
            },
            limit: 1,
            overrideAccess: true,
          })
        ).docs[0]
      let version = await publishedVersion()
      for (let waited = 0; waited < 150_000 && !version; waited += 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        version = await publishedVersion()
      }
      expect(version).toBeTruthy()

      const restored = await rest(editor, `/api/games/versions/${version.id}?draft=false`, {
        method: 'POST',
      })
      const body = await restored.text()
      expect(body).not.toContain('translation-states')
      expect(restored.status, body.slice(0, 400)).toBe(200)
      // The Hindi title that version published is what visitors read.
      const hindi = await payload.findByID({
        collection: 'games',
        id: game.id,
        locale: 'hi-IN',
        fallbackLocale: false,
        overrideAccess: true,
      })
      expect(hindi.title).toBe(hindiTitle)
    },
  )
})

describe('the versions list’s “visitors read it in …” (walk 30, F5)', () => {
  it('names a language marked ready for review from the version visitors read', async () => {
    const payload = await testPayload()
    const game = await englishOnly(5, `Paper Cranes ${stamp}`)
    const editor = await staff('editor')
    const thai = await staff('translator', ['th-TH'])
    const thaiTitle = `นกกระเรียนกระดาษ ${stamp}`
    const thaiText = { title: thaiTitle, description: paragraph(thaiTitle) }
    // Thai published once, then a new Thai draft marked ready for review.
    expect(
      (
        await rest(
          editor,
          `/api/games/${game.id}?depth=0&locale=th-TH&publishSpecificLocale=th-TH`,
          {
            method: 'PATCH',
            body: JSON.stringify({ ...thaiText, _status: 'published' }),
          },
        )
      ).status,
    ).toBe(200)
    expect(
      (await autosave(thai, game.id, 'th-TH', { subtitle: `คำโปรยใหม่ ${stamp}` })).status,
    ).toBe(200)
    expect(
      (
        await rest(thai, `/api/translations/review?locale=th-TH&collection=games&id=${game.id}`, {
          method: 'POST',
          body: JSON.stringify({ ready: true }),
        })
      ).status,
    ).toBe(200)

    const { live } = await readVersionStates(await editorRequest(editor), {
      collection: 'games',
      id: game.id,
    })
    const thaiFrom = [...live].find(([, locales]) => locales.includes('th-TH'))
    expect(thaiFrom).toBeTruthy()
    const version = await payload.findVersionByID({
      collection: 'games',
      id: String(thaiFrom![0]),
      overrideAccess: true,
    })
    expect(version.version._status).toBe('published')
  })
})

describe('a scheduled publish that fails at its minute anyway (walk 30, F11)', () => {
  it(
    'is shown on the document and above the review queue, with why, in the editor’s language',
    { timeout: 200_000 },
    async () => {
      const payload = await testPayload()
      const game = await englishOnly(6, `Tide Bells ${stamp}`)
      await payload.update({
        collection: 'games',
        id: game.id,
        data: { sites: ['en', 'th'] } as never,
        overrideAccess: true,
      })
      const editor = await staff('editor')
      const thai = await staff('translator', ['th-TH'])
      const thaiText = `ระฆังน้ำขึ้น ${stamp}`
      const write = (title: string) =>
        autosave(thai, game.id, 'th-TH', { title, description: paragraph(thaiText) })
      expect((await write(thaiText)).status).toBe(200)
      // Publishable when scheduled; its Thai title emptied before its minute.
      expect(await schedule(editor, game.id, 'th-TH', 15_000)).not.toHaveProperty('error')
      expect((await write('')).status).toBe(200)

      const failedJob = async () =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: {
              and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }],
            },
            pagination: false,
            overrideAccess: true,
          })
        ).docs.some((job) => JSON.stringify(job.input).includes(`"${game.id}"`))
      let failed = await failedJob()
      for (let waited = 0; waited < 150_000 && !failed; waited += 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        failed = await failedJob()
      }
      expect(failed).toBe(true)

      // "Publish in ไทย" now, in the Thai admin: its refusal is the reason the document gives.
      const inThai = { 'accept-language': 'th' }
      const now = await rest(
        editor,
        `/api/games/${game.id}?depth=0&locale=th-TH&publishSpecificLocale=th-TH`,
        { method: 'PATCH', headers: inThai, body: JSON.stringify({ _status: 'published' }) },
      )
      expect(now.status).toBe(400)
      const reason = ((await now.json()) as { errors: { message: string }[] }).errors[0].message
      expect(reason).toMatch(/[\u0E00-\u0E7F]/)

      const entry = await rest(
        editor,
        `/api/translations/entry?locale=th-TH&collection=games&id=${game.id}`,
        { headers: inThai },
      )
      const { failedSchedules } = (await entry.json()) as {
        failedSchedules?: { locale?: string; at: string; reason?: string }[]
      }
      expect(failedSchedules).toEqual([{ locale: 'th-TH', at: expect.any(String), reason }])
      // A translator's form does not list the editors' schedules.
      const own = await rest(
        thai,
        `/api/translations/entry?locale=th-TH&collection=games&id=${game.id}`,
      )
      expect(await own.json()).not.toHaveProperty('failedSchedules')

      // Above the review queue, in the Thai admin.
      const status = await rest(editor, '/admin/translations', { headers: inThai })
      const html = await status.text()
      expect(html).toContain(th.translationStatus.failedSchedules.split(' (')[0])
      expect(html).toContain(`/admin/collections/games/${game.id}?locale=th-TH`)
    },
  )
})
