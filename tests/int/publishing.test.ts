import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'

import { gameByNumber, page, serverURL, staff, testPayload, type StaffLogin } from './helpers'

import { paragraph } from '../support/richText'

describe('publishing one language', () => {
  let editor: StaffLogin
  beforeAll(async () => {
    editor = await staff('editor')
  })

  const save = (id: number, locale: string, data: object, query = '') =>
    fetch(`${serverURL}/api/games/${id}?locale=${locale}${query}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify(data),
    })

  it("publishes the locale that is ready and leaves another locale's draft unpublished", async () => {
    const game = await gameByNumber(411)
    const stamp = Date.now() % 100000
    const thai = `ฉบับแปลพร้อมเผยแพร่ ${stamp}`
    const japanese = `未完成の下書き ${stamp}`
    expect((await save(game.id, 'ja-JP', { subtitle: japanese }, '&draft=true')).status).toBe(200)
    expect((await save(game.id, 'th-TH', { subtitle: thai }, '&draft=true')).status).toBe(200)

    const published = await save(
      game.id,
      'th-TH',
      { _status: 'published' },
      '&publishSpecificLocale=th-TH',
    )
    expect(published.status).toBe(200)

    expect((await page('/th/detail/411')).text).toContain(thai)
    expect((await page('/jp/detail/411')).text).not.toContain(japanese)
    const api = await fetch(`${serverURL}/api/games/${game.id}?locale=ja-JP`).then((response) =>
      response.text(),
    )
    expect(api).not.toContain(japanese)
  })

  it('refuses to publish a locale whose required title is empty', async () => {
    const game = await gameByNumber(411)
    const response = await save(
      game.id,
      'ko-KR',
      { title: '', _status: 'published' },
      '&publishSpecificLocale=ko-KR',
    )
    expect(response.status).toBe(400)
    const payload = await testPayload()
    const korean = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'ko-KR',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(korean.title).toBeTruthy()
  })
})

describe('scheduled publishing', () => {
  it(
    "publishes a scheduled draft at its time from the site's own job runner, and the public page shows it",
    { timeout: 150_000 },
    async () => {
      const editor = await staff('editor')
      const game = await gameByNumber(415)
      const title = `${game.title} Night Edition ${Date.now() % 100000}`
      const draft = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
        method: 'PATCH',
        headers: editor.headers,
        body: JSON.stringify({ title }),
      })
      expect(draft.status).toBe(200)
      expect((await page('/en/detail/415')).html).not.toContain(title)

      // What the admin's "Schedule publish" drawer queues.
      const payload = await testPayload()
      const job = await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(Date.now() + 2_000),
        input: {
          type: 'publish',
          doc: { relationTo: 'games', value: game.id },
          user: { relationTo: 'users', value: editor.id },
        },
      })

      // The runner wakes every minute; nothing but it publishes the draft.
      let html = ''
      for (let waited = 0; waited < 130_000 && !html.includes(title); waited += 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        html = (await page('/en/detail/415')).html
      }
      expect(html).toContain(title)
      expect((await page('/en/game')).html).toContain(title)
      // The runner deletes a job once it is done; none is left waiting.
      const pending = await payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: job.id }, completedAt: { exists: false } },
        overrideAccess: true,
      })
      expect(pending.totalDocs).toBe(0)

      await fetch(`${serverURL}/api/games/${game.id}?locale=en-US`, {
        method: 'PATCH',
        headers: editor.headers,
        body: JSON.stringify({ title: game.title, _status: 'published' }),
      })
    },
  )
})

describe('a scheduled publish of the language on screen', () => {
  it(
    'publishes that language alone at its time: another language’s draft stays unpublished',
    { timeout: 150_000 },
    async () => {
      const payload = await testPayload()
      const editor = await staff('editor')
      const stamp = Date.now() % 100000
      const game = await payload.create({
        collection: 'games',
        locale: 'en-US',
        overrideAccess: true,
        data: {
          _status: 'published',
          gameId: 990600 + (stamp % 90),
          theme: 'classic',
          title: `Scheduled Koi ${stamp}`,
          description: paragraph('A test game.'),
          layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
          maxMultiplier: { kind: 'unlimited' },
          // Listed on /th too: a visitor reads the Thai once a Thai site shows it (round 27, F4).
          sites: ['en', 'th'],
        } as never,
      })
      const draft = (locale: string, data: object) =>
        fetch(`${serverURL}/api/games/${game.id}?locale=${locale}&draft=true`, {
          method: 'PATCH',
          headers: editor.headers,
          body: JSON.stringify(data),
        })
      const thai = `ปลาคาร์ปตั้งเวลา ${stamp}`
      const english = `Not yet public ${stamp}`
      expect(
        (await draft('th-TH', { title: thai, description: paragraph('เกมทดสอบ') })).status,
      ).toBe(200)
      expect((await draft('en-US', { subtitle: english })).status).toBe(200)

      // What the schedule drawer sends from the Thai screen, through the admin's server function.
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

      const visitors = (locale: string) =>
        fetch(`${serverURL}/api/games/${game.id}?locale=${locale}&depth=0`).then(
          (response) => response.json() as Promise<{ title?: string; subtitle?: string }>,
        )
      let published = await visitors('th-TH')
      for (let waited = 0; waited < 130_000 && published.title !== thai; waited += 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        published = await visitors('th-TH')
      }
      expect(published.title).toBe(thai)
      expect((await visitors('en-US')).subtitle ?? '').not.toContain(english)

      await payload.delete({ collection: 'games', id: game.id, overrideAccess: true })
    },
  )
})
