import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { endpoints } from '../../src/endpoints'
import { isEndpointPath } from '../../src/endpoints/paths'
import {
  honourPreviewId,
  isPersonal,
  isPreview,
  payloadVerifiesStaff,
  requestClassifier,
  requestClassOf,
  type Credentials,
} from '../../src/server/requestClass'

/** A request as the server receives it, from `address`. */
function request(url: string, headers: Record<string, string> = {}, address = '203.0.113.7') {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: address })
  return { method: 'GET', url, headers: { ...headers }, socket } as unknown as IncomingMessage
}

/** Payload's verdict, played: only the token `live` is a staff session. Counts its calls. */
function verifier() {
  const asked: Credentials[] = []
  return {
    asked,
    verifyStaff: async (credentials: Credentials) => {
      asked.push(credentials)
      return credentials.cookieToken === 'live' || credentials.authorization === 'JWT live'
    },
  }
}

describe('the request class', () => {
  it('tells what a request asks for by its address', async () => {
    const classify = requestClassifier(verifier())
    const table: [string, Record<string, string>, string][] = [
      ['/en', {}, 'page'],
      ['/jp/detail/101', {}, 'page'],
      ['/en/detail/101?_rsc=1x2y', {}, 'flight'],
      ['/en/detail/101', { rsc: '1' }, 'flight'],
      ['/api/games?limit=10', {}, 'api'],
      ['/api/graphql', {}, 'api'],
      ['/api/users/login', {}, 'api'],
      ['/api/hotGames?site=vn', {}, 'endpoint'],
      ['/api/health', {}, 'endpoint'],
      ['/api/health/ready', {}, 'endpoint'],
      ['/api/translations/status', {}, 'endpoint'],
      ['/next/revalidate', {}, 'endpoint'],
      ['/_next/static/chunks/main.js', {}, 'static'],
      ['/favicon.ico', {}, 'static'],
      ['/api/media/file/koi.webp', {}, 'static'],
      ['/cover/eyJpZCI6MTAxfQ.sig.webp', {}, 'image'],
      ['/share/eyJpZCI6MTAxfQ.sig.jpg', {}, 'image'],
      ['/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fkoi.webp&w=640&q=75', {}, 'image'],
      ['/_next/image/x', {}, 'static'],
      ['/admin', {}, 'admin'],
      ['/admin/collections/games/3', {}, 'admin'],
    ]
    for (const [url, headers, what] of table)
      expect([url, (await classify(request(url, headers))).what]).toEqual([url, what])
  })

  it('tells a demo member’s calls from a visitor’s, and staff from both, whatever the address', async () => {
    const classify = requestClassifier(verifier())
    const who = async (url: string, headers: Record<string, string> = {}) =>
      (await classify(request(url, headers))).who
    expect(await who('/en')).toBe('visitor')
    expect(await who('/api/games')).toBe('visitor')
    expect(await who('/api/createMember')).toBe('member')
    expect(await who('/api/demoWallet?account=abcdefgh')).toBe('member')
    expect(await who('/demo/101')).toBe('member')
    expect(await who('/api/games', { cookie: 'i18n_redirected=jp; payload-token=live' })).toBe(
      'staff',
    )
    expect(await who('/api/demoWallet', { authorization: 'JWT live' })).toBe('staff')
    expect(await who('/en', { cookie: 'payload-token=live' })).toBe('staff')
  })

  it('counts a session Payload refuses (logged out, expired, forged) as a visitor’s, whose answer stays personal', async () => {
    const classify = requestClassifier(verifier())
    const loggedOut = request('/api/games', { cookie: 'payload-token=logged-out' })
    expect((await classify(loggedOut)).who).toBe('visitor')
    expect(isPersonal(loggedOut.headers)).toBe(true)
    expect(isPersonal({ cookie: '__prerender_bypass=1' })).toBe(true)
    expect(isPersonal({ authorization: 'users API-Key x' })).toBe(true)
    expect(isPersonal({ cookie: 'i18n_redirected=th' })).toBe(false)
  })

  it('counts a preview cookie only with the value Next honours (round 46, F3)', () => {
    try {
      honourPreviewId('the-builds-id')
      expect(isPreview({ cookie: 'a=1; __prerender_bypass=the-builds-id' })).toBe(true)
      expect(isPreview({ cookie: '__prerender_bypass=made-up' })).toBe(false)
      expect(isPreview({ cookie: '__next_preview_data=x' })).toBe(false)
      expect(isPreview({ cookie: 'i18n_redirected=th' })).toBe(false)
      // Without a build to read, any value counts (no stored copy for it).
      honourPreviewId(null)
      expect(isPreview({ cookie: '__prerender_bypass=made-up' })).toBe(true)
    } finally {
      honourPreviewId(null)
    }
  })

  it('asks Payload nothing for a request without credentials, and once per request', async () => {
    const { asked, verifyStaff } = verifier()
    const classify = requestClassifier({ verifyStaff })
    await classify(request('/en', { cookie: 'i18n_redirected=jp' }))
    await classify(request('/api/games'))
    expect(asked).toEqual([])
    const req = request('/api/games', { cookie: 'payload-token=live', origin: 'https://a.test' })
    await classify(req)
    await classify(req)
    expect(asked).toEqual([{ cookieToken: 'live', origin: 'https://a.test' }])
    // The request's replayed copy (its body received) shares its headers, and its class.
    const replayed = { ...req, headers: req.headers } as IncomingMessage
    expect(requestClassOf(replayed).who).toBe('staff')
  })

  it('keeps the X-Request-Id of a trusted proxy, and makes its own for anyone else', async () => {
    const classify = requestClassifier({
      ...verifier(),
      fromTrustedProxy: (req) => req.socket.remoteAddress === '10.0.0.2',
    })
    const viaProxy = await classify(request('/en', { 'x-request-id': 'edge-42.a' }, '10.0.0.2'))
    expect(viaProxy.id).toBe('edge-42.a')
    const stranger = await classify(request('/en', { 'x-request-id': 'forged' }, '198.51.100.4'))
    expect(stranger.id).not.toBe('forged')
    expect(stranger.id).toMatch(/^[0-9a-f-]{36}$/)
    const malformed = await classify(
      request('/en', { 'x-request-id': 'bad id\u0000<script>' }, '10.0.0.2'),
    )
    expect(malformed.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('throws when a step reads a class no step decided (a wiring mistake, not a visitor)', () => {
    expect(() => requestClassOf(request('/en'))).toThrow(/No request class/)
  })
})

describe('the site’s own endpoints', () => {
  it('are all in the registry the server tells them by', () => {
    for (const { path } of endpoints)
      expect([path, isEndpointPath(`/api${path}`)]).toEqual([path, true])
    expect(isEndpointPath('/api/games')).toBe(false)
    expect(isEndpointPath('/api/hotGamesAndMore')).toBe(false)
  })
})

describe('staff as Payload decides it', () => {
  const holder = globalThis as { _payload?: Map<string, { payload: unknown }> }
  const saved = holder._payload
  afterEach(() => {
    holder._payload = saved
  })

  const secret = 'the-payload-secret'
  /** A session token as Payload signs one (HS256 with its secret), naming `who`. */
  const token = (who: string, key = secret) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ who })}`
    return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`
  }
  const live = token('live')
  const member = token('member')
  const loggedOut = token('logged-out')

  /** A Payload whose sessions are `live` (users), `member` (another collection); counts its calls. */
  function fakePayload() {
    const calls: Headers[] = []
    holder._payload = new Map([
      [
        'default',
        {
          payload: {
            secret,
            config: { collections: [{ auth: {} }] },
            auth: async ({ headers }: { headers: Headers }) => {
              calls.push(headers)
              const cookie = headers.get('cookie') ?? ''
              if (cookie === `payload-token=${live}`) return { user: { collection: 'users' } }
              if (cookie === `payload-token=${member}`) return { user: { collection: 'members' } }
              return { user: null }
            },
          },
        },
      ],
    ])
    return calls
  }

  it('asks Payload with the request’s credentials, and keeps each verdict for a moment', async () => {
    const calls = fakePayload()
    const verify = payloadVerifiesStaff({ ttlMs: 60_000 })
    expect(await verify({ cookieToken: live, origin: 'https://a.test' })).toBe(true)
    expect(await verify({ cookieToken: live, origin: 'https://a.test' })).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0].get('origin')).toBe('https://a.test')
    expect(calls[0].get('disableautologin')).toBe('true')
    expect(await verify({ cookieToken: loggedOut })).toBe(false)
    expect(await verify({ cookieToken: member })).toBe(false)
  })

  it('refuses credentials no one could hold without asking Payload (round 46, F2)', async () => {
    const calls = fakePayload()
    const verify = payloadVerifiesStaff({ ttlMs: 60_000 })
    for (const made of [
      { cookieToken: 'random-bytes' },
      { cookieToken: token('live', 'another-secret') },
      { cookieToken: `${live.slice(0, -4)}AAAA` },
      { authorization: `JWT ${token('live', 'guessed')}` },
      { authorization: 'JWT not.a.token' },
      { authorization: 'Bearer x' },
      // No collection takes API keys.
      { authorization: 'users API-Key 2f1e7f0c-0000-4000-8000-000000000000' },
    ])
      expect(await verify(made), JSON.stringify(made)).toBe(false)
    expect(calls).toHaveLength(0)
    // A signed token is still Payload's to judge, by any of its ways in.
    expect(await verify({ authorization: `JWT ${live}` })).toBe(false)
    expect(await verify({ cookieToken: live })).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('asks again once a verdict is older than its lifetime (a logout then counts)', async () => {
    const calls = fakePayload()
    const verify = payloadVerifiesStaff({ ttlMs: 0 })
    await verify({ cookieToken: live })
    await verify({ cookieToken: live })
    expect(calls).toHaveLength(2)
  })

  it('counts credentials as a visitor’s when Payload has not started within the wait', async () => {
    holder._payload = new Map()
    const verify = payloadVerifiesStaff({ startMs: 100 })
    expect(await verify({ cookieToken: 'live' })).toBe(false)
  })
})
