import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverURL, seededGame, staff, type StaffLogin } from './helpers'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A response as it travels: headers and the body still in its content coding. */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = request(`${serverURL}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })

const decoded = ({ headers, body }: Raw) => {
  const coding = headers['content-encoding']
  return (
    coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body
  ).toString()
}

const encodings = { br: 'gzip, deflate, br, zstd', gzip: 'gzip', identity: '' } as const
const sent = (encoding: keyof typeof encodings) => (encoding === 'identity' ? undefined : encoding)

/** A page's flight data as the router asks for it (the `_rsc` value Next expects for these headers). */
async function flightPath(path: string) {
  const first = await raw(`${path}?_rsc=x`, { rsc: '1' })
  return first.status === 307 ? String(first.headers.location) : `${path}?_rsc=x`
}

/** Asks until the server answers from its stored copy (its own ETag per coding), as every later visitor gets it. */
async function stored(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 50; i++) {
    const response = await raw(path, { 'accept-encoding': encodings.br, ...headers })
    if (/-br"$/.test(String(response.headers.etag))) return response
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${path} was not stored`)
}

describe('cached pages are kept compressed and still change at once when an editor publishes', () => {
  let editor: StaffLogin
  let game: { id: number; gameId: number; title: string; jaTitle: string }

  beforeAll(async () => {
    editor = await staff('editor')
    game = await seededGame(416)
  })

  const publish = (locale: string, title: string) =>
    fetch(`${serverURL}/api/games/${game.id}?locale=${locale}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })

  afterAll(async () => {
    await publish('en-US', game.title)
    await publish('ja-JP', game.jaTitle)
  })

  it('shows a publish in brotli, gzip and identity alike, in the HTML and the flight data of every locale it touched', async () => {
    const pages = [
      `/en/detail/${game.gameId}`,
      `/ph/detail/${game.gameId}`,
      `/jp/detail/${game.gameId}`,
    ]
    const flights = await Promise.all(pages.map((path) => flightPath(path)))
    const all = [
      ...pages.map((path) => ({ path, headers: {} })),
      ...flights.map((path) => ({ path, headers: { rsc: '1' } })),
    ]
    for (const { path, headers } of all) await stored(path, headers)

    const enTitle = `${game.title} Gold ${Date.now() % 10000}`
    const jaTitle = `${game.jaTitle}・金 ${Date.now() % 10000}`
    expect((await publish('en-US', enTitle)).status).toBe(200)
    expect((await publish('ja-JP', jaTitle)).status).toBe(200)

    for (const { path, headers } of all) {
      const expected = path.startsWith('/jp') ? jaTitle : enTitle
      for (const encoding of Object.keys(encodings) as (keyof typeof encodings)[]) {
        const response = await raw(path, { 'accept-encoding': encodings[encoding], ...headers })
        expect(response.status).toBe(200)
        expect(response.headers['content-encoding']).toBe(sent(encoding))
        expect(decoded(response), `${path} ${encoding}`).toContain(expected)
      }
    }
    // The new body is stored in turn, and served in every coding.
    for (const { path, headers } of all)
      expect(decoded(await stored(path, headers))).toContain(
        path.startsWith('/jp') ? jaTitle : enTitle,
      )
  })

  it('answers a matching If-None-Match with 304, and gives a changed page a new ETag', async () => {
    const path = `/en/detail/${game.gameId}`
    const before = await stored(path)
    const etag = String(before.headers.etag)
    const again = await raw(path, { 'accept-encoding': encodings.br, 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    // Each coding has its own ETag: a gzip client's copy is another representation.
    const gzip = await raw(path, { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.etag).not.toBe(etag)

    expect((await publish('en-US', `${game.title} Silver ${Date.now() % 10000}`)).status).toBe(200)
    const changed = await raw(path, { 'accept-encoding': encodings.br, 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect((await stored(path)).headers.etag).not.toBe(etag)
  })
})

describe('no response is sent compressed to a client that did not ask for it', () => {
  const paths = [
    '/en',
    '/jp/game',
    '/en/tc',
    '/api/hotGames',
    '/api/typeGames?site=jp',
    // A sitemap file (`/sitemap.xml` is their index, rendered per request and not stored).
    '/sitemaps/sitemap/0.xml',
  ]

  it('sends pages, flight data and API answers as they are to a client without Accept-Encoding, or one refusing both codings, from the stored copies too', async () => {
    const all: { path: string; headers: Record<string, string> }[] = [
      ...paths.map((path) => ({ path, headers: {} })),
      { path: await flightPath('/en/game'), headers: { rsc: '1' } },
    ]
    for (const { path, headers } of all) {
      await stored(path, headers)
      const refusals: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br;q=0, gzip;q=0' },
      ]
      for (const refusal of refusals) {
        for (const method of ['GET', 'HEAD']) {
          const response = await raw(path, { ...headers, ...refusal }, method)
          expect(response.status, `${method} ${path}`).toBe(200)
          expect(
            response.headers['content-encoding'],
            `${method} ${path} ${JSON.stringify(refusal)}`,
          ).toBeUndefined()
          expect(String(response.headers.vary)).toContain('Accept-Encoding')
          if (method === 'GET')
            expect(response.body.toString()).toMatch(/^(<!DOCTYPE|<\?xml|\{|\d+:|:)/)
          else expect(response.body.length).toBe(0)
        }
      }
      const gzipOnly = await raw(path, { ...headers, 'accept-encoding': 'gzip' })
      expect(gzipOnly.headers['content-encoding']).toBe('gzip')
      const head = await raw(path, { ...headers, 'accept-encoding': 'gzip' }, 'HEAD')
      expect(head.headers['content-encoding']).toBe('gzip')
      expect(Number(head.headers['content-length'])).toBe(gzipOnly.body.length)
    }
  })

  it('never keeps an answer for one visitor: the language redirect and a draft preview', async () => {
    const redirect = await raw('/', { 'accept-language': 'ja', 'accept-encoding': 'br' })
    expect(redirect.status).toBe(307)
    expect(redirect.headers.location).toBe('/jp')
    const other = await raw('/', { 'accept-language': 'th', 'accept-encoding': 'br' })
    expect(other.headers.location).toBe('/th')
  })
})
