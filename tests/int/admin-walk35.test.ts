/**
 * Walk 35, F9: an editor scheduled a Thai publish; the Thai translator, told nothing, went on
 * writing, and the unreviewed draft went live at the minute. The translator's form now says when
 * their language goes live on schedule (the entry's form data, which the admin's bar shows; the
 * editor's side is in schedule-publish.spec.ts). F4: the status matrix's "✓*" was not in its
 * legend.
 */
import { createLocalReq } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'

import { gameByNumber, randomAddress, serverURL, staff, testPayload, visibleText } from './helpers'

const jobs: (number | string)[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of jobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => {})
})

describe('a publish of Thai scheduled by an editor', () => {
  it('is told to the Thai translator on the game, with its minute; not to the Hindi one', async () => {
    const payload = await testPayload()
    const game = await gameByNumber(433)
    const editor = await staff('editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const minute = new Date(Date.now() + 3 * 60 * 60_000)
    minute.setSeconds(0, 0)
    const answer = await guardedSchedulePublish({
      req,
      type: 'publish',
      date: minute,
      doc: { relationTo: 'games', value: game.id },
      localeToPublish: 'th-TH',
      timezone: 'Asia/Bangkok',
    } as unknown as Parameters<typeof guardedSchedulePublish>[0])
    expect(answer).not.toHaveProperty('error')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    jobs.push(docs[0].id)

    const formOf = async (locale: string, languages: ('th-TH' | 'hi-IN')[]) => {
      const translator = await staff('translator', languages)
      const response = await fetch(
        `${serverURL}/api/translations/entry?locale=${locale}&collection=games&id=${game.id}`,
        { headers: translator.headers },
      )
      expect(response.status).toBe(200)
      return (await response.json()) as { scheduled?: { locale?: string; at: string }[] }
    }
    const thai = await formOf('th-TH', ['th-TH'])
    expect(thai.scheduled).toEqual([{ locale: 'th-TH', at: minute.toISOString() }])
    expect((await formOf('hi-IN', ['hi-IN'])).scheduled).toBeUndefined()
  })
})

describe('the translation status matrix’s legend', () => {
  it('says what ✓ and ✓* mean, in the admin’s language', async () => {
    const editor = await staff('editor')
    const legendIn = async (language: string) => {
      const response = await fetch(`${serverURL}/admin/translations`, {
        headers: {
          cookie: `payload-token=${editor.token}; payload-lng=${language}`,
          'sec-fetch-site': 'same-origin',
        },
      })
      expect(response.status).toBe(200)
      const html = await response.text()
      return visibleText(/<p class="translation-matrix__legend"[\s\S]*?<\/p>/.exec(html)?.[0] ?? '')
    }
    const english = await legendIn('en')
    expect(english).toContain('✓ Complete')
    expect(english).toContain('✓* Complete; some fields intentionally left blank in this language')
    expect(await legendIn('th')).toContain('✓* ครบแล้ว โดยตั้งใจเว้นบางข้อความในภาษานี้')
  })
})

describe('the sign-in page, before anyone signs in (F13)', () => {
  const languageOf = async (headers: Record<string, string>) => {
    const response = await fetch(`${serverURL}/admin/login`, { headers })
    expect(response.status).toBe(200)
    return /<html[^>]*\slang="([^"]+)"/.exec(await response.text())?.[1]
  }

  it('speaks the browser’s language, Hindi too, and the chosen admin language over it', async () => {
    expect(await languageOf({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi')
    expect(await languageOf({ 'accept-language': 'th-TH,th;q=0.9' })).toBe('th')
    expect(await languageOf({ 'accept-language': 'zh-HK,zh;q=0.9' })).toBe('zh-TW')
    expect(await languageOf({ 'accept-language': 'hi-IN', cookie: 'payload-lng=ja' })).toBe('ja')
  })

  it('leaves the language with the browser, so a wrong password is told in it too (walk 36, F7)', async () => {
    const page = await fetch(`${serverURL}/admin/login`, {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    })
    const cookie = page.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-lng=hi;/)
    const login = await fetch(`${serverURL}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': randomAddress(),
        cookie: cookie.split(';')[0],
      },
      body: JSON.stringify({ email: 'nobody@test.example.com', password: 'not-the-password-1' }),
    })
    expect(login.status).toBe(401)
    expect(JSON.stringify(await login.json())).toContain('ईमेल या पासवर्ड ग़लत है')
  })
})
