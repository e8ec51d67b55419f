import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import compression from 'compression'
import { describe, expect, it } from 'vitest'

import {
  chooseEncoding,
  createStoredResponses,
  isShared,
  matchesETag,
  type StoredResponsesOptions,
} from '../../src/server/storedResponses'
import { honourPreviewId } from '../../src/server/requestClass'
import { listen } from '../support/localServer'

type Answer = { status?: number; headers?: OutgoingHttpHeaders; body: string }

/** The production server's arrangement, with a stand-in for Next that counts what it is asked. */
async function serverWith(
  answer: (req: IncomingMessage) => Answer | Promise<Answer>,
  options: StoredResponsesOptions = {},
) {
  // Most cases here are about one copy: kept on the first ask (the default, the second, has its own).
  const stored = createStoredResponses({ keepOnAsk: 1, ...options })
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void
  const asked: string[] = []
  const { send } = await listen((req, res) => {
    if (stored.serve(req, res)) return
    compress(req, res, async () => {
      stored.record(req, res)
      asked.push(req.url ?? '')
      const { status = 200, headers = {}, body } = await answer(req)
      res.statusCode = status
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value)
      // In two pieces, as a stream would send it.
      res.write(body.slice(0, 100))
      res.end(body.slice(100))
    })
  })
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(path, { headers, method })
  /** One request that Next answers and the store keeps (once its compressed copies are made). */
  const warm = async (path: string, headers: Record<string, string> = {}) => {
    await get(path, headers)
    await stored.settled()
  }
  return { stored, asked, get, warm }
}

const page = (text: string) => `<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`
const cachedPage = (text: string, extra: OutgoingHttpHeaders = {}): Answer => ({
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'x-nextjs-cache': 'HIT',
    'cache-control': 's-maxage=31536000',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
    'x-custom': 'kept',
    ...extra,
  },
  body: page(text),
})

describe('stored responses', () => {
  it('answers a cached page from its stored copies in brotli, gzip and identity, without asking Next again', async () => {
    const { asked, get, warm } = await serverWith(() => cachedPage('hello '))
    await warm('/en')
    expect(asked).toEqual(['/en'])
    const br = await get('/en', { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get('/en', { 'accept-encoding': 'gzip' })
    const identity = await get('/en')
    expect(asked).toHaveLength(1)
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(identity.headers['content-encoding']).toBeUndefined()
    for (const response of [br, gzip, identity]) {
      expect(response.text).toBe(page('hello '))
      expect(Number(response.headers['content-length'])).toBe(response.body.length)
      expect(response.headers.vary).toBe(
        'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      )
      expect(response.headers['x-custom']).toBe('kept')
    }
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3)
  })

  it('answers If-None-Match with 304 for the same coding only, and HEAD with the headers alone', async () => {
    const { get, warm } = await serverWith(() => cachedPage('etag '))
    await warm('/en')
    const br = await get('/en', { 'accept-encoding': 'br' })
    const etag = String(br.headers.etag)
    expect((await get('/en', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304)
    expect(
      (await get('/en', { 'accept-encoding': 'br', 'if-none-match': `W/${etag}, "other"` })).status,
    ).toBe(304)
    expect((await get('/en', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(
      200,
    )
    const head = await get('/en', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(br.body.length))
    expect(head.headers['content-encoding']).toBe('br')
  })

  it('answers 304 to a client holding the ETag Next sent with the same body, and 200 once it changed', async () => {
    let text = 'first '
    const { stored, get, warm } = await serverWith(() =>
      cachedPage(text, { etag: `"next-${text.trim()}"` }),
    )
    const fromNext = await get('/en', { 'accept-encoding': 'br' })
    expect(fromNext.headers.etag).toBe('"next-first"')
    await stored.settled()
    const revalidated = await get('/en', {
      'accept-encoding': 'br',
      'if-none-match': '"next-first"',
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.etag).not.toBe('"next-first"')
    text = 'second '
    stored.expireAll()
    await warm('/en', { 'accept-encoding': 'br' })
    const changed = await get('/en', { 'accept-encoding': 'br', 'if-none-match': '"next-first"' })
    expect(changed.status).toBe(200)
    expect(changed.text).toBe(page('second '))
  })

  it('keeps flight data apart from the page, by the router’s headers', async () => {
    const { asked, get, warm } = await serverWith((req) =>
      req.headers.rsc
        ? {
            ...cachedPage('flight '),
            headers: { ...cachedPage('').headers, 'content-type': 'text/x-component' },
          }
        : cachedPage('html '),
    )
    await warm('/en?_rsc=1', { rsc: '1' })
    await warm('/en?_rsc=1')
    expect((await get('/en?_rsc=1', { rsc: '1' })).text).toContain('flight')
    expect((await get('/en?_rsc=1')).text).toContain('html')
    expect((await get('/en?_rsc=1', { rsc: '1', 'next-router-prefetch': '1' })).text).toContain(
      'flight',
    )
    expect(asked).toHaveLength(3)
  })

  it('keeps only what Next gives everyone from its cache', async () => {
    const answers: Record<string, Answer> = {
      '/stale': cachedPage('x', { 'x-nextjs-cache': 'STALE' }),
      '/cookie': cachedPage('x', { 'set-cookie': 'a=b' }),
      '/private': cachedPage('x', {
        'x-nextjs-cache': undefined,
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      }),
      '/dynamic': cachedPage('x', { 'x-nextjs-cache': undefined, 'cache-control': undefined }),
      '/missing': { ...cachedPage('x'), status: 404 },
      '/redirect': { ...cachedPage('x'), status: 307 },
      '/vary-cookie': cachedPage('x', { vary: 'cookie' }),
      '/image': cachedPage('x', { 'content-type': 'image/avif' }),
      '/api': {
        headers: {
          'content-type': 'application/json',
          'cache-control': 'public, max-age=0, must-revalidate',
        },
        body: JSON.stringify({ data: 'x'.repeat(2000) }),
      },
    }
    const { asked, get, warm } = await serverWith((req) => answers[req.url ?? ''])
    for (const path of Object.keys(answers)) {
      await warm(path)
      await get(path)
    }
    // Only the public API answer was kept; the rest went to Next both times.
    expect(asked.filter((path) => path === '/api')).toHaveLength(1)
    expect(asked).toHaveLength(Object.keys(answers).length * 2 - 1)
  })

  it('never answers a visitor with a session, a preview or authorization from the store', async () => {
    const { asked, get, warm } = await serverWith(() => cachedPage('x'))
    await warm('/en')
    await get('/en', { cookie: 'theme=dark; payload-token=abc' })
    await get('/en', { cookie: '__prerender_bypass=1' })
    await get('/en', { authorization: 'users API-Key x' })
    expect(asked).toHaveLength(4)
    await get('/en', { cookie: 'theme=dark' })
    expect(asked).toHaveLength(4)
  })

  it('answers from the store a request whose credentials were refused, unless it previews (round 41, F2)', async () => {
    const stored = createStoredResponses({ keepOnAsk: 1 })
    const asked: string[] = []
    const compress = compression() as unknown as (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void
    const { send } = await listen((req, res) => {
      // Played: a made-up Authorization is no staff account's; `Bearer staff` is one.
      const refused = req.headers.authorization !== 'Bearer staff'
      if (stored.serve(req, res, refused)) return
      compress(req, res, () => {
        stored.record(req, res)
        asked.push(String(req.headers.authorization ?? req.headers.cookie ?? 'none'))
        const { headers = {}, body } = cachedPage('x')
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(name, value)
        res.end(body)
      })
    })
    await send('/en')
    await stored.settled()
    await send('/en', { headers: { authorization: 'users API-Key made-up-1' } })
    await send('/en', { headers: { authorization: 'users API-Key made-up-2' } })
    expect(asked).toEqual(['none'])
    await send('/en', { headers: { authorization: 'Bearer staff' } })
    await send('/en', { headers: { cookie: '__prerender_bypass=1' } })
    expect(asked).toEqual(['none', 'Bearer staff', '__prerender_bypass=1'])
    // Once the server knows the build's preview id, a made-up one is answered from the store
    // (round 46, F3).
    try {
      honourPreviewId('the-builds-id')
      await send('/en', { headers: { cookie: '__prerender_bypass=made-up' } })
      expect(asked).toHaveLength(3)
      await send('/en', { headers: { cookie: '__prerender_bypass=the-builds-id' } })
      expect(asked).toHaveLength(4)
    } finally {
      honourPreviewId(null)
    }
  })

  it('goes back to Next once after expireAll, and keeps the compressed copies when the body is the same', async () => {
    let text = 'one '
    const { stored, asked, get, warm } = await serverWith(() => cachedPage(text))
    await warm('/en')
    expect(stored.stats().compressions).toBe(1)
    stored.expireAll()
    await warm('/en')
    expect(asked).toHaveLength(2)
    expect(stored.stats().compressions).toBe(1)
    await get('/en')
    expect(asked).toHaveLength(2)

    text = 'two '
    stored.expireAll()
    const fresh = await get('/en', { 'accept-encoding': 'br' })
    expect(fresh.text).toBe(page('two '))
    await stored.settled()
    expect((await get('/en', { 'accept-encoding': 'gzip' })).text).toBe(page('two '))
    expect(asked).toHaveLength(3)
  })

  it('keeps a file at a hashed address (immutable) through publishes and past the safety lifetime', async () => {
    let clock = 0
    const css = 'body { margin: 0 }\n'.repeat(100)
    const { stored, asked, get } = await serverWith(
      () => ({
        headers: {
          'content-type': 'text/css; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: css,
      }),
      { safetyMs: 1000, now: () => clock },
    )
    await get('/fonts/abc/latin.css')
    await stored.settled()
    stored.expireAll()
    clock = 5000
    for (const coding of ['br', 'gzip', 'identity']) {
      const answer = await get('/fonts/abc/latin.css', { 'accept-encoding': coding })
      expect(answer.text).toBe(css)
      expect(answer.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding)
    }
    expect(asked).toHaveLength(1)
  })

  it('expires an uploaded file kept at its version (immutable, with cache tags) at the next publish: a withdrawn file is asked of Payload again', async () => {
    const picture = 'PNG'.padEnd(3000, 'x')
    const { stored, asked, get } = await serverWith(() => ({
      headers: {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable, s-maxage=86400',
        xkey: 'site media:17',
      },
      body: picture,
    }))
    await get('/api/media/file/keyart.png?v=k1_abc')
    await stored.settled()
    expect((await get('/api/media/file/keyart.png?v=k1_abc')).text).toBe(picture)
    expect(asked).toHaveLength(1)
    stored.expireAll()
    await get('/api/media/file/keyart.png?v=k1_abc')
    expect(asked).toHaveLength(2)
  })

  it('keeps a picture drawn at an address naming all it is drawn from as it is, uncompressed; an optimized picture varying on Accept is not kept', async () => {
    const picture = 'RIFF\u0000WEBPVP8 '.padEnd(4000, 'x')
    const { asked, get, warm } = await serverWith((req) => ({
      headers: req.url?.startsWith('/_next/image')
        ? { 'content-type': 'image/webp', 'cache-control': 'public, max-age=60', vary: 'Accept' }
        : { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
      body: picture,
    }))
    await warm('/cover/abc.sig.webp')
    for (const coding of ['br', 'gzip', 'identity']) {
      const answer = await get('/cover/abc.sig.webp', { 'accept-encoding': coding })
      expect(answer.status).toBe(200)
      expect(answer.text).toBe(picture)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers['content-type']).toBe('image/webp')
    }
    await warm('/_next/image?url=%2Fa.webp&w=640&q=75')
    await get('/_next/image?url=%2Fa.webp&w=640&q=75')
    expect(asked).toEqual([
      '/cover/abc.sig.webp',
      '/_next/image?url=%2Fa.webp&w=640&q=75',
      '/_next/image?url=%2Fa.webp&w=640&q=75',
    ])
  })

  it('re-checks an entry against Next after its safety lifetime, answering the others from the copy meanwhile', async () => {
    let clock = 0
    let release = () => {}
    let hold = false
    const { asked, get, stored } = await serverWith(
      () =>
        hold
          ? new Promise<Answer>((resolve) => (release = () => resolve(cachedPage('x'))))
          : cachedPage('x'),
      { safetyMs: 1000, now: () => clock },
    )
    await get('/en')
    await stored.settled()
    clock = 999
    await get('/en')
    expect(asked).toHaveLength(1)
    clock = 1000
    hold = true
    const recheck = get('/en')
    while (asked.length === 1) await new Promise((r) => setTimeout(r, 5))
    // While Next is asked, the others still get the copy.
    expect((await get('/en')).status).toBe(200)
    expect(asked).toHaveLength(2)
    release()
    await recheck
    clock = 1500
    await get('/en')
    expect(asked).toHaveLength(2)
  })

  it('does not store as fresh an answer that Next began before an expiry', async () => {
    let release = () => {}
    const { stored, asked, get } = await serverWith(
      () => new Promise<Answer>((resolve) => (release = () => resolve(cachedPage('old ')))),
    )
    const first = get('/en')
    while (asked.length === 0) await new Promise((r) => setTimeout(r, 5))
    // A publish while the page is being rendered: what comes out may predate it.
    stored.expireAll()
    release()
    await first
    await stored.settled()
    const second = get('/en')
    while (asked.length === 1) await new Promise((r) => setTimeout(r, 5))
    release()
    await second
    expect(asked).toHaveLength(2)
  })

  it('bounds its memory, dropping the least recently used', async () => {
    const { stored, get, warm } = await serverWith((req) => cachedPage(`${req.url} `.repeat(5)), {
      maxBytes: 10_000,
    })
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) {
      await warm(path)
      await get('/a')
    }
    expect(stored.stats().bytes).toBeLessThanOrEqual(10_000)
    expect(stored.stats().entries).toBeLessThan(6)
    const before = stored.stats().hits
    await get('/a')
    expect(stored.stats().hits).toBe(before + 1)
  })
})

describe('the drawn pictures kept', () => {
  it('hold their own share of the memory: a crawl of every picture evicts older pictures, never the pages', async () => {
    const picture = (n: string) => 'RIFF\u0000WEBPVP8 '.padEnd(3000, n)
    const { stored, asked, get, warm } = await serverWith(
      (req) =>
        req.url?.startsWith('/share/')
          ? {
              headers: {
                'content-type': 'image/jpeg',
                'cache-control': 'public, max-age=31536000, immutable',
              },
              body: picture(req.url.slice(-1)),
            }
          : cachedPage(`${req.url} `),
      { maxBytes: 40_000, maxPictureBytes: 10_000 },
    )
    await warm('/en')
    for (const n of '0123456789') await warm(`/share/${n}`)
    expect(stored.stats().pictureBytes).toBeLessThanOrEqual(10_000)
    // The page is still answered from its copy; the newest picture too, the oldest not.
    asked.length = 0
    await get('/en')
    await get('/share/9')
    await get('/share/0')
    expect(asked).toEqual(['/share/0'])
  })
})

describe('content negotiation', () => {
  it('keeps a copy on an address’s second ask, so made-up addresses cost no copy and evict none', async () => {
    const { stored, asked, get } = await serverWith((req) => cachedPage(`${req.url} `.repeat(5)), {
      keepOnAsk: 2,
      maxBytes: 200_000,
    })
    await get('/en')
    await stored.settled()
    await get('/en')
    await stored.settled()
    expect(asked).toEqual(['/en', '/en'])
    expect(stored.stats().entries).toBe(1)
    // A stranger's made-up query strings and hosts: each asked once, none kept.
    for (let i = 0; i < 50; i++) {
      await get(`/en?x=${i}`, { host: i % 2 ? `h${i}.example` : 'localhost' })
      await stored.settled()
    }
    expect(stored.stats()).toMatchObject({ entries: 1, compressions: 1, firstAsks: 51 })
    expect((await get('/en')).text).toBe(cachedPage('/en '.repeat(5)).body)
    expect(asked).toHaveLength(52)
    // An address too long to be anyone's page is never kept.
    const long = `/en?${'q'.repeat(3000)}`
    for (let i = 0; i < 3; i++) await get(long)
    await stored.settled()
    expect(stored.stats().entries).toBe(1)
  })

  it('chooses brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
  })

  it('compares ETags weakly', () => {
    expect(matchesETag('"a-br"', '"a-br"')).toBe(true)
    expect(matchesETag('W/"a-br"', '"a-br"')).toBe(true)
    expect(matchesETag('"x", "a-br"', '"a-br"')).toBe(true)
    expect(matchesETag('*', '"a-br"')).toBe(true)
    expect(matchesETag('"a"', '"a-br"')).toBe(false)
    expect(matchesETag(undefined, '"a"')).toBe(false)
  })

  it('shares public and cached answers only', () => {
    expect(isShared(200, { 'content-type': 'text/html', 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(
      isShared(200, {
        'content-type': 'text/html',
        'x-nextjs-cache': 'MISS',
        'cache-control': 's-maxage=31536000',
      }),
    ).toBe(true)
    expect(isShared(200, { 'content-type': 'text/html', 'x-nextjs-cache': 'MISS' })).toBe(false)
    expect(
      isShared(200, {
        'content-type': 'text/html',
        'x-nextjs-cache': 'STALE',
        'cache-control': 's-maxage=1',
      }),
    ).toBe(false)
    expect(
      isShared(200, {
        'content-type': 'text/html',
        'cache-control': 'public, max-age=0',
        vary: '*',
      }),
    ).toBe(false)
    expect(
      isShared(200, {
        'content-type': 'text/css',
        'cache-control': 'public, max-age=31536000, immutable',
      }),
    ).toBe(true)
    expect(
      isShared(200, { 'content-type': 'font/woff2', 'cache-control': 'public, immutable' }),
    ).toBe(false)
    expect(
      isShared(200, {
        'content-type': 'application/xml',
        'cache-control': 'public, max-age=0, must-revalidate',
      }),
    ).toBe(true)
  })
})
