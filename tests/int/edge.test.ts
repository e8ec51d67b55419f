/**
 * What a shared cache in front of the site is told (src/edge), on the test server, which has no
 * purger configured: each public answer's cache tags, and never a lifetime beyond 60 s.
 */
import { describe, expect, it } from 'vitest'

import { purgeEdge } from '@/edge/purgeEdge'

import { serverURL, staff, testPayload } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(serverURL + path, { headers, redirect: 'manual' }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: await response.text(),
  }))

/** The router's flight-data address for a page (Next redirects to the `_rsc` it expects). */
async function flightAddress(path: string) {
  const first = await get(`${path}?_rsc=x`, { rsc: '1' })
  return first.status === 307 ? first.headers.get('location')! : `${path}?_rsc=x`
}

/** The longest a shared cache may keep an answer, by what the answer says. */
function sharedLifetime(headers: Headers): number {
  const cacheControl = headers.get('cache-control') ?? ''
  if (/private|no-store/.test(cacheControl)) return 0
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl)?.[1]
  const maxAge = /(?:^|[ ,])max-age=(\d+)/.exec(cacheControl)?.[1]
  const surrogate = /max-age=(\d+)/.exec(headers.get('surrogate-control') ?? '')?.[1]
  return Math.max(...[sMaxAge ?? maxAge ?? Infinity, surrogate ?? 0].map(Number))
}

describe('what a shared cache is told', () => {
  const answers: [string, string[], Record<string, string>?][] = [
    ['/en', ['site', 'home', 'games', 'labels']],
    ['/th/game', ['site', 'games', 'labels']],
    ['/en/detail/701', ['site', 'game:701', 'labels']],
    ['/jp/tc', ['site', 'terms']],
    ['/api/typeGames', ['site', 'games']],
    ['/api/hotGames?site=vn', ['site', 'games', 'catalogue-order']],
  ]

  it('pages, their flight data and the game-list API carry their tags, for Varnish, Fastly and Cloudflare', async () => {
    const flight = await flightAddress('/en/detail/701')
    const withFlight: typeof answers = [...answers, [flight, ['site', 'game:701'], { rsc: '1' }]]
    for (const [path, tags, headers] of withFlight) {
      // The first two answers are Next's (the second ask makes the server's copy), the third the
      // stored copy: all say the same.
      for (let i = 0; i < 3; i++) {
        const answer = await get(path, headers)
        expect(answer.status, path).toBe(200)
        const xkey = answer.headers.get('xkey')?.split(' ') ?? []
        expect(xkey, path).toEqual(expect.arrayContaining(tags))
        expect(
          xkey.some((tag) => tag.startsWith('_N_T_')),
          path,
        ).toBe(false)
        expect(answer.headers.get('surrogate-key'), path).toBe(xkey.join(' '))
        expect(answer.headers.get('cache-tag'), path).toBe(xkey.join(','))
      }
    }
    // The terms page is not purged by a game's publish.
    expect((await get('/jp/tc')).headers.get('xkey')).not.toMatch(/\bgames?\b/)
  })

  it('without a purger, keep nothing longer than 60 s (never Next’s year), and browsers check again', async () => {
    const flight = await flightAddress('/en/game')
    const withFlight: typeof answers = [...answers, [flight, [], { rsc: '1' }]]
    for (const [path, , headers] of withFlight) {
      const answer = await get(path, headers)
      expect(sharedLifetime(answer.headers), path).toBeLessThanOrEqual(60)
      expect(answer.headers.get('cache-control'), path).toMatch(/(^|, )max-age=0\b/)
    }
  })

  it('HTML at a flight-data address, or for a signed-in editor, is private', async () => {
    const flight = await flightAddress('/en/tc')
    const html = await get(flight)
    expect(html.headers.get('content-type')).toMatch(/text\/html/)
    expect(html.headers.get('cache-control')).toMatch(/private/)
    const editor = await staff('editor')
    const signedIn = await get('/en/tc', { authorization: editor.headers.authorization })
    expect(signedIn.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(signedIn.headers.get('xkey')).toBeNull()
  })
})

describe('a purge the edge keeps refusing', () => {
  it('is logged and listed in the admin (Failed edge purges), for admins only', async () => {
    const refusing = `http://127.0.0.1:${Number(process.env.TEST_PORT || 3100) + 9}`
    process.env.VARNISH_PURGE_URLS = refusing
    try {
      await purgeEdge(['game:701', 'games'], testPayload, { attempts: 2, retryDelayMs: () => 10 })
    } finally {
      delete process.env.VARNISH_PURGE_URLS
    }
    const admin = await staff('admin')
    const listed = (await (
      await fetch(`${serverURL}/api/failed-purges?sort=-createdAt&limit=1`, {
        headers: { authorization: admin.headers.authorization },
      })
    ).json()) as { docs: { edge: string; tags: string; attempts: number; error: string }[] }
    expect(listed.docs[0]).toMatchObject({
      edge: `Varnish ${refusing}`,
      tags: 'game:701 games',
      attempts: 2,
    })
    expect(listed.docs[0].error).toBeTruthy()
    expect((await fetch(`${serverURL}/api/failed-purges`)).status).toBe(403)
  })
})
