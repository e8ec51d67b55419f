import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { toPicture } from '@/data/media'
import { edgeAnswers } from '@/edge/edgeAnswers'
import { noteTags } from '@/lib/responseTags'
import { isShared, keyOf } from '@/server/storedResponses'

import { listen } from '../support/localServer'

/** Where Next keeps a request's settings; a cache hit hands the entry to `onCacheEntry`. */
const requestMeta = Symbol.for('NextInternalRequestMeta')
type WithMeta = IncomingMessage & {
  [requestMeta]?: { onCacheEntry?: (entry: unknown) => boolean }
}

type Made = {
  type?: string
  cacheControl?: string
  pageTags?: string
  dataTags?: string[]
  setCookie?: string
}

/** The edge's step in front of a stand-in for Next that answers as `made` says. */
async function site(made: Made) {
  const tell = edgeAnswers({
    maxAge: 86_400,
    anonymous: (req) => keyOf(req) !== undefined,
    shared: (status, headers) => isShared(status, headers),
  })
  const next = async (req: IncomingMessage, res: ServerResponse) => {
    // A page from Next's cache: its entry names the tags it was rendered with.
    if (made.pageTags !== undefined)
      (req as WithMeta)[requestMeta]?.onCacheEntry?.({
        value: { headers: { 'x-next-cache-tags': made.pageTags } },
      })
    // An API answer: the data layer notes the tags of what it read.
    await Promise.resolve()
    if (made.dataTags) noteTags(made.dataTags)
    res.setHeader('content-type', made.type ?? 'text/html; charset=utf-8')
    res.setHeader('cache-control', made.cacheControl ?? 's-maxage=31536000')
    res.setHeader('x-nextjs-cache', 'HIT')
    if (made.setCookie) res.setHeader('set-cookie', made.setCookie)
    res.write('<!doctype html><h1>Koi Fortune</h1>')
    res.end('<p>A slot.</p>')
  }
  const { send } = await listen((req, res) => void tell(req, res, () => next(req, res)))
  return send
}

describe('what the edge is told of each answer', () => {
  it('a cached page: its own tags in each vendor’s header and the deployment’s lifetime, not Next’s year', async () => {
    const send = await site({ pageTags: '_N_T_/layout,_N_T_/en/game/182,games,game:182' })
    const { headers } = await send('/en/game/182')
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=86400')
    expect(headers.xkey).toBe('games game:182')
    expect(headers['surrogate-key']).toBe('games game:182')
    expect(headers['cache-tag']).toBe('games,game:182')
  })

  it('an API answer: the tags of the data it read', async () => {
    const send = await site({ type: 'application/json', dataTags: ['games', 'hot-games'] })
    expect((await send('/api/hotGames')).headers.xkey).toBe('games hot-games')
  })

  it('an answer without tags, which no purge can reach: a minute at most', async () => {
    const send = await site({})
    expect((await send('/en')).headers['cache-control']).toMatch(/s-maxage=60$/)
  })

  it('kept by no shared cache: a POST, HTML at a flight-data address', async () => {
    const send = await site({ pageTags: 'games' })
    for (const answer of [await send('/en', { method: 'POST' }), await send('/en?_rsc=1x2y')]) {
      expect(answer.headers['cache-control']).toBe('private, no-cache')
      expect(answer.headers.xkey).toBeUndefined()
    }
  })

  it('kept by no cache at all: a signed-in answer, and an API answer that is not public', async () => {
    const page = await site({ pageTags: 'games' })
    const signedIn = await page('/en', { headers: { cookie: 'payload-token=abc' } })
    expect(signedIn.headers['cache-control']).toBe('private, no-store')
    expect(signedIn.headers.xkey).toBeUndefined()
    // Payload sends /api/users/me and its other answers without any Cache-Control.
    const api = await site({ type: 'application/json', cacheControl: '' })
    expect((await api('/api/users/me')).headers['cache-control']).toBe('private, no-store')
    expect((await api('/api/games/1')).headers['cache-control']).toBe('private, no-store')
    // Even a public answer, once it sets a cookie.
    const cookie = await site({ pageTags: 'games', setCookie: 'i18n_redirected=en; Path=/' })
    expect((await cookie('/en')).headers['cache-control']).toBe('private, no-store')
  })

  it('an uploaded file: kept by browsers for good at its version, by shared caches under its tags; private for staff', async () => {
    // Payload sends its files without any Cache-Control; the file's rule notes its tags.
    const media = await site({
      type: 'image/webp',
      cacheControl: '',
      dataTags: ['site', 'media:17'],
    })
    const versioned = toPicture({
      id: 1,
      alt: '',
      url: '/api/media/file/cover-702-zh-TW.webp',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-25T18:30:00.000Z',
    })!.url
    const atVersion = await media(versioned)
    expect(atVersion.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable, s-maxage=86400',
    )
    // A publish that takes the file off the site purges it by its tag.
    expect(atVersion.headers.xkey).toBe('site media:17')
    expect(atVersion.headers['surrogate-key']).toBe('site media:17')
    for (const bare of [
      '/api/media/file/cover-702-zh-TW.webp',
      '/api/media/file/cover-702-zh-TW.webp?v=m1',
    ])
      expect((await media(bare)).headers['cache-control']).toBe(
        'public, max-age=3600, s-maxage=3600',
      )
    // Without tags no purge reaches it: a shared cache keeps it a minute.
    const untagged = await site({ type: 'image/webp', cacheControl: '' })
    const kept = await untagged(versioned)
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable, s-maxage=60')
    expect(kept.headers.xkey).toBeUndefined()
    const staff = await media(versioned, { headers: { cookie: 'payload-token=abc' } })
    expect(staff.headers['cache-control']).toBe('private, no-store')
    expect(staff.headers.xkey).toBeUndefined()
    expect((await media(versioned, { method: 'POST' })).headers['cache-control']).toBe(
      'private, no-store',
    )
  })

  it('leaves alone what Next gives no shared lifetime, and built files that never change', async () => {
    const personal = await site({ cacheControl: 'private, no-cache, no-store' })
    expect((await personal('/en')).headers['cache-control']).toBe('private, no-cache, no-store')
    const built = await site({ cacheControl: 'public, max-age=31536000, immutable' })
    expect((await built('/_next/static/chunks/main.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})
