/**
 * A penetration test's findings (round 28), each as a visitor or a staff member notices it: the
 * admin's server functions answer only their own names, one account's locks on a document are
 * one lock, a list's saved page size and sort are ones the list can use, a stranger learns no
 * title in a language no site shows a game in (not by a filter, the game lists or the search), a
 * global's versions come a page at a time, and an upload's picture is measured before it is decoded.
 */
import { deflateSync } from 'node:zlib'

import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { maxUploadPixels } from '@/collections/Media'
import { staffVersionsLimits } from '@/hooks/visitorLimits'

import { englishGameData } from '../support/testGame'

import { serverFunction } from './adminServerFunctions'
import { serverURL, staff, testPayload, type StaffLogin } from './helpers'

const get = async (path: string, login?: StaffLogin) => {
  const response = await fetch(`${serverURL}${path}`, { headers: login?.headers })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {}
  return { status: response.status, text, body }
}

const send = async (method: string, path: string, login: StaffLogin, body: unknown) => {
  const response = await fetch(`${serverURL}${path}`, {
    method,
    headers: login.headers,
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the admin’s server functions', () => {
  it('answer a name that is none of theirs with { error }, running nothing', async () => {
    const sales = await staff('sales')
    // `constructor` answered the call's own arguments: its headers, the account's sessions and
    // permissions (66 KB); the others were a 500 with an error in the log.
    for (const name of ['constructor', 'toString', 'valueOf', 'no-such-function']) {
      const { status, value, text } = await serverFunction(sales, name, {})
      expect(status, name).toBe(200)
      expect(value, name).toEqual({ error: 'No such server function.' })
      expect(text, name).not.toMatch(/authorization|sessions|permissions/)
    }
    // A name that is not a word never reaches them: the call is refused as malformed (round 53).
    const proto = await serverFunction(sales, '__proto__', {})
    expect(proto.status).toBe(400)
    expect(JSON.parse(proto.text)).toHaveProperty('errors')
    expect(proto.text).not.toMatch(/authorization|sessions|permissions/)
    // Payload's slugify, for a site without a slug field: a 500 for every call.
    const slug = await serverFunction(sales, 'slugify', { valueToSlugify: 'a'.repeat(100_000) })
    expect(slug.value).toEqual({ error: 'No such server function.' })
    // The admin's own functions still answer.
    const schedule = await serverFunction(sales, 'schedule-publish', { type: 'publish' })
    expect(schedule.value).toHaveProperty('error', 'You are not allowed to perform this action.')
  })
})

describe('document locks', () => {
  it('are one per account and document, however many it writes', async () => {
    const translator = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: 24 } },
      limit: 1,
      overrideAccess: true,
    })
    const game = docs[0].id
    const lock = {
      document: { relationTo: 'games', value: game },
      user: { relationTo: 'users', value: translator.id },
    }
    // 300 of one account's locks on one game made each autosave of it put back all 300 (8–14 s).
    for (let i = 0; i < 5; i++)
      expect((await send('POST', '/api/payload-locked-documents', translator, lock)).status).toBe(
        201,
      )
    const mine: Where = {
      and: [{ 'document.value': { equals: game } }, { 'user.value': { equals: translator.id } }],
    }
    const count = async () =>
      (await payload.count({ collection: 'payload-locked-documents', where: mine })).totalDocs
    expect(await count()).toBe(1)
    await payload.delete({ collection: 'payload-locked-documents', where: mine })
  })
})

describe('a list’s saved preference', () => {
  it('gives the list page only a page size and sort it can use', async () => {
    const translator = await staff('translator', ['hi-IN'])
    const page = async (query = '') => {
      const response = await fetch(`${serverURL}/admin/collections/games${query}`, {
        headers: { cookie: `payload-token=${translator.token}`, 'sec-fetch-site': 'same-origin' },
      })
      const html = await response.text()
      return {
        status: response.status,
        rows: new Set(html.match(/\/admin\/collections\/games\/\d+/g)).size,
      }
    }
    const save = (value: unknown) =>
      send('POST', '/api/payload-preferences/collection-games', translator, { value })
    // Saved through the keyed route (which writes past every hook): the list page read the whole
    // catalogue on every opening.
    expect((await save({ limit: 100_000 })).status).toBeLessThan(300)
    const saved = await page()
    expect(saved.rows).toBeGreaterThan(0)
    expect(saved.rows).toBeLessThanOrEqual(10)
    // A sort of an object broke the list page on every opening (the SQL in the log).
    await save({ sort: { a: 1 } })
    const sorted = await page()
    expect(sorted.status).toBe(200)
    expect(sorted.rows).toBeGreaterThan(0)
    // A link with a page size saved it for whoever opened it.
    await save({})
    await page('?limit=100000')
    const later = await page()
    expect(later.rows).toBeGreaterThan(0)
    expect(later.rows).toBeLessThanOrEqual(10)
    // Over the preferences' collection such a value is a 400 saying why.
    const refused = await send('POST', '/api/payload-preferences', translator, {
      key: 'collection-games',
      value: { limit: 100_000 },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toMatch(/1 to 100 rows/)
    await save({})
  })
})

describe('a title in a language no site shows the game in', () => {
  const thaiTitle = 'ชื่อลับภาษาไทย'
  let game: number

  beforeAll(async () => {
    const payload = await testPayload()
    await payload.delete({
      collection: 'games',
      where: { gameId: { equals: 880281 } },
      overrideAccess: true,
    })
    // Listed on /en and /th, its Thai title written but not its description: /th answers 404.
    const created = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: { ...englishGameData(880281, 'Round Twenty Eight'), sites: ['en', 'th'] } as never,
    })
    game = created.id
    await payload.update({
      collection: 'games',
      id: game,
      locale: 'th-TH',
      overrideAccess: true,
      data: { title: thaiTitle, _status: 'published' } as never,
    })
  })

  afterAll(async () => {
    const payload = await testPayload()
    await payload.delete({ collection: 'games', id: game, overrideAccess: true })
  })

  it('is not told to a stranger’s filter or sort (REST, counts, GraphQL)', async () => {
    expect((await get('/th/detail/880281')).status).toBe(404)
    for (const path of [
      '/api/games?where[title.th-TH][exists]=true&where[gameId][equals]=880281',
      `/api/games?where[title.th-TH][like]=${encodeURIComponent('ชื่อลับ')}`,
      '/api/games/count?where[title.th-TH][exists]=true&where[gameId][equals]=880281',
      '/api/games?sort=title.th-TH&where[gameId][greater_than]=880000',
      '/api/games?where[or][0][title.th-TH][like]=x',
    ]) {
      const { status, text } = await get(path)
      expect(status, path).toBe(400)
      expect(text, path).toMatch(/language you read/)
    }
    const graphQL = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ Games(sort: "title.th-TH", limit: 5) { docs { gameId } } }',
      }),
    })
    expect(JSON.stringify(await graphQL.json())).toMatch(/language you read/)
    // In the language it reads, a visitor filters as before: no Thai site shows this game.
    const inThai = await get(
      '/api/games?locale=th-TH&where[title][exists]=true&where[gameId][equals]=880281',
    )
    expect(inThai.status).toBe(200)
    expect(inThai.body.docs).toEqual([])
    const english = await get('/api/games?where[title][like]=Twenty&where[gameId][equals]=880281')
    expect((english.body.docs as unknown[]).length).toBe(1)
    // Editors filter on any language.
    const editor = await staff('editor')
    const staffRead = await get(
      '/api/games?where[title.th-TH][exists]=true&where[gameId][equals]=880281',
      editor,
    )
    expect((staffRead.body.docs as unknown[]).length).toBe(1)
  })

  it('is not a name of the game-list API, nor found by the site’s search', async () => {
    const { body } = await get('/api/typeGames')
    const listed = Object.values(
      body.data as Record<string, { gameID: string; gameName: Record<string, string> }[]>,
    )
      .flat()
      .find((item) => item.gameID === '880281')
    expect(listed?.gameName['en-US']).toBe('Round Twenty Eight')
    expect(listed?.gameName['th-TH']).toBe('Round Twenty Eight')
    // The site's search found it on /en by its Thai title.
    const search = await get(`/en/game?q=${encodeURIComponent('ชื่อลับ')}`)
    expect(search.status).toBe(200)
    expect(search.text).not.toContain('/en/detail/880281')
    const byEnglish = await get('/en/game?q=Twenty%20Eight')
    expect(byEnglish.text).toContain('/en/detail/880281')
  })
})

describe('a global’s versions', () => {
  it('are read a page of at most the staff ceiling at a time', async () => {
    const translator = await staff('translator', ['th-TH'])
    // A page of versions holds at most the admin's own page of them (round 34).
    const most = staffVersionsLimits.documents
    for (const path of [
      '/api/globals/home-sections/versions?limit=100000&depth=10&locale=all',
      '/api/globals/label-sets/versions?pagination=false&locale=all',
      '/api/globals/terms-page/versions?limit=0',
    ]) {
      const { status, text } = await get(path, translator)
      expect(status, path).toBe(400)
      expect(text, path).toMatch(new RegExp(`limit ≤ ${most}|1 and ${most}`))
    }
    expect((await get('/api/globals/home-sections/versions?limit=5', translator)).status).toBe(200)
  })
})

describe('an uploaded picture', () => {
  it('is measured from its header: one of 256 megapixels is a 400 and nothing is stored', async () => {
    const editor = await staff('editor')
    // A PNG declaring 16,000 × 16,000 pixels (its first rows are enough: it is never decoded).
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(body))
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(16_000, 0)
    header.writeUInt32BE(16_000, 4)
    header[8] = 8
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(16_001 * 64))),
      chunk('IEND', Buffer.alloc(0)),
    ])
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'round28-huge.png')
    form.append('_payload', JSON.stringify({ alt: 'Too large' }))
    const payload = await testPayload()
    const stored = async () =>
      (
        await payload.count({
          collection: 'media',
          where: { filename: { like: 'round28-huge' } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await stored()
    const response = await fetch(`${serverURL}/api/media`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text).toContain('16000 × 16000 pixels')
    expect(text).toContain(`${maxUploadPixels / 1_000_000} megapixels`)
    expect(await stored()).toBe(before)
  })
})

/** CRC-32 of PNG chunks (the table-free form: a few bytes only). */
function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
