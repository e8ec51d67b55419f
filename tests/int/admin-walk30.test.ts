/**
 * The admin as walk 29 found it (issue #37): a scheduled publish of one language took off every
 * language's "ready for review" mark (F6), and restoring a version answered a bare 400 that the
 * admin could only call "a problem" (F7).
 */
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'
import { readReviewQueue } from '@/translation/statusTable'

import { th } from '@/labels/th'

import {
  englishGame,
  gameByNumber,
  page,
  serverURL,
  staff,
  storedDraft,
  testPayload,
  type StaffLogin,
} from './helpers'
import { paragraph } from '../support/richText'

/** A seeded game no other test file changes, published in every language. */
const gameNumber = 447

const rest = (login: StaffLogin, path: string, init: RequestInit = {}) =>
  fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })

const saveDraft = (login: StaffLogin, id: number, locale: string, data: object) =>
  rest(login, `/api/games/${id}?locale=${locale}&draft=true`, {
    method: 'PATCH',
    body: JSON.stringify(data),
  })

const markReady = (login: StaffLogin, id: number, locale: string) =>
  rest(login, `/api/translations/review?locale=${locale}&collection=games&id=${id}`, {
    method: 'POST',
    body: JSON.stringify({ ready: true }),
  })

/** Each language's publication state, as the header, the list and the matrix show it. */
async function states(login: StaffLogin, id: number) {
  const response = await rest(login, `/api/translations/publication?collection=games&id=${id}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { states: Record<string, string> }).states
}

/** The review marks of the entry, as the editor's form reads them. */
async function marks(login: StaffLogin, id: number) {
  const response = await rest(
    login,
    `/api/translations/entry?locale=en-US&collection=games&id=${id}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { readyForReview: Record<string, unknown> }).readyForReview
}

describe('a scheduled publish of one language, run at its minute', () => {
  let editor: StaffLogin
  let game: { id: number; subtitle?: string | null }
  const stamp = Date.now() % 100000
  const thai = `คำโปรยที่ตั้งเวลาไว้ ${stamp}`
  const hindi = `समीक्षा के लिए तैयार उपशीर्षक ${stamp}`
  let englishSubtitle: string | null | undefined
  let hindiPublished: string | null | undefined

  beforeAll(async () => {
    editor = await staff('editor')
    game = (await gameByNumber(gameNumber)) as typeof game
    englishSubtitle = game.subtitle
    hindiPublished = (await gameByNumber(gameNumber, 'hi-IN')).subtitle
  })

  it(
    'publishes that language alone: the other language’s draft, its mark and the review queue stay',
    { timeout: 180_000 },
    async () => {
      const thaiTranslator = await staff('translator', ['th-TH'])
      const hindiTranslator = await staff('translator', ['hi-IN'])
      expect((await saveDraft(thaiTranslator, game.id, 'th-TH', { subtitle: thai })).status).toBe(
        200,
      )
      expect((await saveDraft(hindiTranslator, game.id, 'hi-IN', { subtitle: hindi })).status).toBe(
        200,
      )
      expect((await markReady(thaiTranslator, game.id, 'th-TH')).status).toBe(200)
      expect((await markReady(hindiTranslator, game.id, 'hi-IN')).status).toBe(200)
      expect(await states(editor, game.id)).toMatchObject({ 'th-TH': 'ready', 'hi-IN': 'ready' })

      // What the schedule drawer sends from the Thai screen; the site's own job runner runs it.
      const payload = await testPayload()
      const user = await payload.findByID({ collection: 'users', id: editor.id })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      const answer = await guardedSchedulePublish({
        req,
        type: 'publish',
        date: new Date(Date.now() + 2_000),
        doc: { relationTo: 'games', value: String(game.id) },
        localeToPublish: 'th-TH',
        timezone: 'Asia/Bangkok',
      } as unknown as Parameters<typeof guardedSchedulePublish>[0])
      expect(answer).not.toHaveProperty('error')

      let thaiPage = ''
      for (let waited = 0; waited < 150_000 && !thaiPage.includes(thai); waited += 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        thaiPage = (await page(`/th/detail/${gameNumber}`)).text
      }
      expect(thaiPage).toContain(thai)

      // Hindi's draft, its mark and its place in the queue are as the translator left them.
      expect((await storedDraft(game.id, 'hi-IN')).subtitle).toBe(hindi)
      expect((await storedDraft(game.id, 'th-TH')).subtitle).toBe(thai)
      const after = await marks(editor, game.id)
      expect(after['hi-IN']).toMatchObject({ by: 'Test translator' })
      expect(after['th-TH']).toBeUndefined()
      const now = await states(editor, game.id)
      expect(now['hi-IN']).toBe('ready')
      expect(now['th-TH']).toBe('published')
      const { waiting } = await readReviewQueue(payload, 10_000)
      const queued = waiting
        .filter((item) => item.entry.key === `games/${gameNumber}`)
        .map((item) => item.locale)
      expect(queued).toEqual(['hi-IN'])
      // The Hindi site still shows what was published, not the draft.
      const hindiPage = (await page(`/in/detail/${gameNumber}`)).text
      expect(hindiPage).not.toContain(hindi)
      if (hindiPublished) expect(hindiPage).toContain(hindiPublished)
      expect((await page(`/en/detail/${gameNumber}`)).text).toContain(englishSubtitle ?? '')
    },
  )

  it('answers a translator’s restore with why, in their admin language', async () => {
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    const thai = await staff('translator', ['th-TH'])
    const refused = await rest(thai, `/api/games/versions/${docs[0].id}?draft=false`, {
      method: 'POST',
      headers: { 'accept-language': 'th' },
    })
    expect(refused.status).toBe(403)
    const { errors } = (await refused.json()) as { errors: { message: string }[] }
    expect(errors[0].message).toBe(th.editorial.versions.restoreIsEditors)
  })
})

describe('the version a scheduled publish of one language wrote', () => {
  const created: number[] = []
  afterAll(async () => {
    const payload = await testPayload()
    for (const id of created)
      await payload.delete({ collection: 'games', id, overrideAccess: true })
  })

  it(
    'is restored, or its restore refused with why in the editor’s admin language',
    { timeout: 180_000 },
    async () => {
      // As walk 29 made it: English published, Thai and Hindi drafts never published.
      const payload = await testPayload()
      const stamp = Date.now() % 100000
      const editor = await staff('editor')
      const game = await englishGame(created, 990900 + (stamp % 90), `Lantern Tide ${stamp}`)
      await payload.update({
        collection: 'games',
        id: game.id,
        data: { sites: ['en', 'th', 'in'] } as never,
        overrideAccess: true,
      })
      const hindi = `घाट की लालटेन ${stamp}`
      for (const [locale, title] of [
        ['th-TH', `โคมลอยกลางท่า ${stamp}`],
        ['hi-IN', hindi],
      ])
        expect(
          (
            await saveDraft(editor, game.id, locale, {
              title,
              description: paragraph(title),
            })
          ).status,
        ).toBe(200)
      const user = await payload.findByID({ collection: 'users', id: editor.id })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      await guardedSchedulePublish({
        req,
        type: 'publish',
        date: new Date(Date.now() + 2_000),
        doc: { relationTo: 'games', value: String(game.id) },
        localeToPublish: 'th-TH',
        timezone: 'Asia/Bangkok',
      } as unknown as Parameters<typeof guardedSchedulePublish>[0])
      const publishedVersion = async () =>
        (
          await payload.findVersions({
            collection: 'games',
            where: {
              and: [
                { parent: { equals: game.id } },
                { snapshot: { not_equals: true } },
                { publishedLocale: { equals: 'th-TH' } },
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
      // The Hindi draft stays the latest draft's.
      expect(
        (
          await payload.findByID({
            collection: 'games',
            id: game.id,
            locale: 'hi-IN',
            draft: true,
            fallbackLocale: false,
            overrideAccess: true,
          })
        ).title,
      ).toBe(hindi)

      const restored = await rest(editor, `/api/games/versions/${version.id}?draft=false`, {
        method: 'POST',
        headers: { 'accept-language': 'th' },
      })
      const body = await restored.text()
      console.log('restore of the Thai publish', restored.status, body.slice(0, 800))
      if (restored.status !== 200) {
        expect(restored.status).toBeGreaterThanOrEqual(400)
        expect(restored.status).toBeLessThan(500)
        const { errors } = JSON.parse(body) as { errors: { message: string }[] }
        expect(errors[0].message).toMatch(/[\u0E00-\u0E7F]/)
      }
    },
  )
})

afterAll(async () => {
  const payload = await testPayload()
  const game = await gameByNumber(gameNumber)
  if (!game) return
  // Every language as it was published, so that no draft waits.
  await payload.update({
    collection: 'games',
    id: game.id,
    data: { _status: 'published' },
    overrideAccess: true,
    context: {},
  })
})
