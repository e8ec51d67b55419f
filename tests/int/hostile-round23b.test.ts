/**
 * A penetration test's findings (round 23, the second half), each as what a stranger or a staff
 * account notices: a made-up query string makes no picture again, a translator's note and an
 * import's answer stay small, one line of text is one line, a login e-mail is no longer than an
 * address, and uploaded files are cached as the site's other static files are.
 */
import { createLocalReq } from 'payload'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'
import { generatedCover } from '@/data/generatedCover'
import { toPicture } from '@/data/media'
import type { Media } from '@/payload-types'

import { englishGameData } from '../support/testGame'

import { gameByNumber, randomAddress, serverURL, staff, testPayload } from './helpers'

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0].message

const optimized = (url: string) =>
  `${serverURL}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

/**
 * A picture an editor uploads, as the media record Payload keeps of it: the cover of a game /en
 * shows, so that a stranger may read it (a file no page shows is not theirs: round 39, F4).
 */
async function uploadedPicture(): Promise<Media> {
  const editor = await staff('editor')
  const png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'round23b.png')
  form.append('_payload', JSON.stringify({ alt: 'Round 23b' }))
  const response = await fetch(`${serverURL}/api/media?depth=0`, {
    method: 'POST',
    headers: { authorization: editor.headers.authorization },
    body: form,
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: Media }
  const payload = await testPayload()
  const game = await payload.create({
    collection: 'games',
    locale: 'en-US',
    overrideAccess: true,
    data: {
      ...englishGameData(994000 + Math.floor(Math.random() * 900), 'Round 23b'),
      cover: doc.id,
    } as never,
  })
  coverGames.push(game.id)
  return doc
}

const coverGames: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of coverGames)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a picture the server makes', () => {
  it('is made again for no made-up query string: a drawn cover, a share image or a sitemap goes to its own address', async () => {
    const game = await gameByNumber(182)
    const { url } = generatedCover(game, 'en-US')
    for (const path of [url, '/sitemaps/sitemap/0.xml', '/sitemap.xml']) {
      const response = await fetch(`${serverURL}${path}?v=${Math.random()}`, {
        redirect: 'manual',
      })
      expect(response.status, path).toBe(308)
      expect(response.headers.get('location')).toBe(path)
    }
    expect((await fetch(serverURL + url)).status).toBe(200)
  })

  it('is encoded by the image optimizer at the addresses the pages give, and at no made-up one', async () => {
    const game = await gameByNumber(182)
    const cover = generatedCover(game, 'en-US').url
    const picture = toPicture(await uploadedPicture())!
    const avif = { headers: { accept: 'image/avif,image/webp,*/*' } }
    for (const url of [cover, picture.url]) {
      const response = await fetch(optimized(url), avif)
      expect(response.status, url).toBe(200)
      // WebP even for a browser that takes AVIF: an AVIF took 5–10 times its CPU (round 46, F1).
      expect(response.headers.get('content-type')).toBe('image/webp')
    }
    const bare = picture.url.split('?')[0]
    for (const madeUp of [
      `${cover}?v=1`,
      `${bare}?v=m1`,
      `${bare}?v=${Date.now().toString(36)}`,
      `${picture.url}&x=1`,
      `${picture.url}#2`,
    ]) {
      const response = await fetch(optimized(madeUp), avif)
      expect(response.status, madeUp).toBe(400)
      expect(response.headers.get('content-type')).not.toMatch(/^image\//)
    }
  })
})

describe('an uploaded file', () => {
  it('is kept by browsers and shared caches for a visitor, and by no cache for staff', async () => {
    const picture = toPicture(await uploadedPicture())!
    const visitor = await fetch(serverURL + picture.url)
    expect(visitor.status).toBe(200)
    // A browser keeps it for good; a shared cache as long as a page, by the tag that purges it.
    expect(visitor.headers.get('cache-control')).toMatch(
      /^public, max-age=31536000, immutable, s-maxage=\d+$/,
    )
    expect(visitor.headers.get('xkey')).toMatch(/\bmedia:\d+\b/)
    const bare = await fetch(serverURL + picture.url.split('?')[0])
    expect(bare.headers.get('cache-control')).toMatch(/^public, max-age=3600, s-maxage=\d+$/)
    const editor = await staff('editor')
    const signedIn = await fetch(serverURL + picture.url, {
      headers: { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a translations file', () => {
  it('with a translator’s note longer than a note may be is refused, naming the unit, and stores nothing', async () => {
    const translator = await staff('translator', ['th-TH'])
    const exported = await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=xliff`, {
      headers: translator.headers,
    })
    const file = await exported.text()
    const unit = /<trans-unit id="(games\/\d+\/title)"[^>]*>[\s\S]*?<\/trans-unit>/.exec(file)!
    const withNote = (length: number) =>
      file.replace(
        unit[0],
        unit[0].replace('</trans-unit>', `<note>${'ก'.repeat(length)}</note></trans-unit>`),
      )
    const upload = (body: string) =>
      fetch(`${serverURL}/api/translations/import?locale=th-TH`, {
        method: 'POST',
        headers: { ...translator.headers, 'content-type': 'application/x-xliff+xml' },
        body,
      })
    const refused = await upload(withNote(1_000_000))
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { error?: string; code?: string; errors?: unknown }
    expect(body.code).toBe('noteTooLong')
    expect(JSON.stringify(body)).toContain(unit[1])
    const again = await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=xliff`, {
      headers: translator.headers,
    })
    expect((await again.text()).length).toBeLessThan(file.length + 10_000)
    // A note of the longest length is kept, and removed again.
    expect(((await (await upload(withNote(2000))).json()) as { notes: number }).notes).toBe(1)
    expect(((await (await upload(file)).json()) as { notes: number }).notes).toBe(1)
  })

  it('of keys the site does not know gets an answer that lists a few and counts them all', async () => {
    const translator = await staff('translator', ['th-TH'])
    const texts = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [`games/999999/made-up-${i}`, { 'th-TH': 'x' }]),
    )
    const response = await fetch(`${serverURL}/api/translations/import?locale=th-TH`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ locale: 'th-TH', texts }),
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    const summary = JSON.parse(text) as { errors: unknown[]; unknownKeys: number; unlisted: number }
    expect(summary.unknownKeys).toBe(5000)
    expect(summary.errors).toHaveLength(20)
    expect(summary.unlisted).toBe(4980)
    expect(text.length).toBeLessThan(5_000)
  })
})

describe('one line of plain text', () => {
  it('is a staff name and an enquiry field without separators, direction or invisible characters; Hindi keeps its joiners', async () => {
    const translator = await staff('translator', ['hi-IN'])
    const rename = (name: string) =>
      fetch(`${serverURL}/api/users/${translator.id}?depth=0`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ name }),
      })
    for (const name of ['Thai\u2028T', 'Thai\u200bT', 'T\u061cT', 'T\u034fT', 'A\u202eB'])
      expect((await rename(name)).status, JSON.stringify(name)).toBe(400)
    expect((await rename('क्\u200dष हिंदी')).status).toBe(200)
    expect((await rename('Test translator')).status).toBe(200)

    const enquiry = (company: string) =>
      fetch(`${serverURL}/api/submitEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({
          name: 'Mai Tran',
          company,
          email: 'mai@lotus-play.example.com',
          country: 'Vietnam',
          channel: 'telegram',
          handle: '@lotusplay',
          type: 'integration',
          message: 'We run a platform in Vietnam and would like your fishing games.',
          locale: 'vi-VN',
          site: 'vn',
        }),
      })
    for (const company of ['Acme \u202eSTEI\u2066', 'Acme\u2029', 'Acme\u200f'])
      expect((await enquiry(company)).status, JSON.stringify(company)).toBe(400)
    expect((await enquiry('स्टार\u200cफ़िन')).status).toBeLessThan(300)
  })
})

describe('a login', () => {
  it('with an e-mail longer than an address can be is a 400 before anything is counted', async () => {
    const address = randomAddress()
    const login = (email: string) =>
      fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password: 'not the password' }),
      })
    for (let i = 0; i < 30; i++) {
      const response = await login(`${'a'.repeat(i === 0 ? 60_000 : 250)}${i}@example.com`)
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toMatch(/254 characters/)
    }
    // None of those counted against the address: a wrong password is still only wrong.
    expect((await login('nobody@example.com')).status).toBe(401)
  })
})

describe('a scheduled publish', () => {
  it('of a document that does not exist is refused, and queues nothing', async () => {
    const payload = await testPayload()
    const editor = await staff('editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const jobs = async () =>
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'schedulePublish' } },
        })
      ).totalDocs
    const before = await jobs()
    for (const value of ['abc', 999_999, 2_147_483_648, null]) {
      const answer = await guardedSchedulePublish({
        req,
        type: 'publish',
        date: new Date(Date.now() + 86_400_000),
        doc: { relationTo: 'games', value },
      } as unknown as Parameters<typeof guardedSchedulePublish>[0])
      expect(answer, String(value)).toEqual({ error: 'No such document.' })
    }
    expect(await jobs()).toBe(before)
  })
})
