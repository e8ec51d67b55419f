/**
 * What a request is and who sends it, decided once per request (just after its client address)
 * and read by every later step of the production server: the methods an address takes, the body
 * ceilings, the stored responses, the visitor queue, the reads sent to the primary, the log line
 * and the metrics.
 *
 * - who: `staff` when Payload itself accepts the request's credentials (its own auth strategies:
 *   the session cookie or JWT checked against the user's sessions, so a logged-out token is no
 *   longer staff; an API key), `member` for a demo member's calls, `visitor` otherwise. A staff
 *   request also says whose account it is (`account`): every session of one account is one.
 * - what: `page`, `flight` (a page's React Server Components data), `api` (Payload's REST and
 *   GraphQL), `endpoint` (the site's own calls: `src/endpoints/paths.ts`, and `/next/…`), `image`
 *   (a picture made on request: the image optimizer's, the drawn covers and share images), `static`
 *   (built and uploaded files) or `admin`.
 *
 * A request without credentials costs no database work. Checking credentials takes Payload, and
 * the database: each verdict is kept for a few seconds per credential; credentials no one could
 * hold (a token not signed with Payload's secret) are told apart by a hash alone.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'

import { isEndpointPath } from '../endpoints/paths'
import { addressParts } from '../lib/requestErrors'
import { mentionsPersonalCookie, nextCookie, payloadCookie } from '../lib/cookies'

export type Who = 'visitor' | 'member' | 'staff'
export type What = 'page' | 'flight' | 'api' | 'endpoint' | 'image' | 'static' | 'admin'

/** The pictures made on request: the image optimizer's encodes, the drawn covers and share images. */
const madePictures = /^\/(?:_next\/image$|cover\/|share\/)/

export type RequestClass = {
  who: Who
  what: What
  /** The request's id: a trusted proxy's `X-Request-Id`, else one made here. */
  id: string
  /**
   * Staff only: whose account sends it (`users:<id>` as Payload names it, else the credential
   * itself), so that one account's requests in flight are counted together (`visitorQueue.ts`).
   */
  account?: string
}

/** The credentials Payload reads, or undefined when the request has none. */
export type Credentials = {
  cookieToken?: string
  authorization?: string
  origin?: string
  secFetchSite?: string
}

/**
 * Whether Payload accepts these credentials as a staff account's (`users`): the account's key
 * (`users:<id>`) or `true` when it is staff, `false` when not.
 */
export type VerifyStaff = (credentials: Credentials) => Promise<boolean | string>

/**
 * Whether the answer to a request with these headers may be one person's: it carries a session
 * cookie, an Authorization header or Next's preview cookie, valid or not (Next and Payload decide
 * what they answer by those). No stored copy or shared cache answers it (`storedResponses.ts`).
 */
export const isPersonal = (headers: IncomingMessage['headers']): boolean =>
  Boolean(headers.authorization || mentionsPersonalCookie(headers.cookie))

let honouredPreviewId: string | null = null

/**
 * The build's preview id, the value of the draft-mode cookie Next honours (its prerender
 * manifest), or null where there is no build to read.
 */
export function previewIdOfBuild(distDir = join(process.cwd(), '.next')): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: unknown }
    }
    const id = manifest.preview?.previewModeId
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/** The server tells the preview id it serves with as it starts (`serve.ts`); until then any value counts. */
export function honourPreviewId(id: string | null): void {
  honouredPreviewId = id
}

/**
 * Whether a request carries Next's preview (draft mode) cookie: its pages are drafts. Only the
 * value Next honours (the build's preview id) counts: any value had every page rendered anew,
 * past the stored copies and the queue, and a stranger sending made-up ones slowed every visitor
 * 15–20× (round 46, F3). Next shows such a request the published pages, as the stored copy does.
 */
export function isPreview(headers: IncomingMessage['headers']): boolean {
  const value = nextCookie(headers.cookie, '__prerender_bypass')
  if (value === undefined) return false
  return honouredPreviewId === null || value === honouredPreviewId
}

/** A demo member's calls: their account, their play money, the demo itself. */
const memberPaths = /^\/(?:api\/(?:createMember|demoWallet)(?:\/|$)|demo\/)/

/** What a request asks for, by its address and Next's RSC header. */
export function whatOf(pathname: string, headers: IncomingMessage['headers'], query = ''): What {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/api/media/file/')) return 'static'
  if (madePictures.test(pathname)) return 'image'
  if (pathname.startsWith('/next/') || isEndpointPath(pathname)) return 'endpoint'
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  if (pathname.startsWith('/_next/') || /\/[^/]*\.[^/]+$/.test(pathname)) return 'static'
  if (headers.rsc === '1' || /(?:^|&)_rsc=/.test(query)) return 'flight'
  return 'page'
}

export function credentialsOf(headers: IncomingMessage['headers']): Credentials | undefined {
  // Payload's own reading of the header: the token it will check is the one judged here.
  const cookieToken = payloadCookie(headers.cookie, 'payload-token') || undefined
  const authorization = headers.authorization || undefined
  if (!cookieToken && !authorization) return undefined
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  return {
    cookieToken,
    authorization,
    origin: one(headers.origin),
    secFetchSite: one(headers['sec-fetch-site']),
  }
}

const ids = /^[\w.:@/+=-]{1,128}$/

// Keyed by the headers, which a request's replayed copy shares (requestBodies.ts).
const decided = new WeakMap<IncomingMessage['headers'], RequestClass>()

/** The request's class, as `classify` decided it. Throws when no step decided it: a wiring mistake. */
export function requestClassOf(req: IncomingMessage): RequestClass {
  const found = decided.get(req.headers)
  if (!found) throw new Error(`No request class was decided for ${req.method} ${req.url}.`)
  return found
}

export type ClassifyOptions = {
  verifyStaff: VerifyStaff
  /** Whether the connection is a proxy the operator trusts, whose `X-Request-Id` is kept. */
  fromTrustedProxy?: (req: IncomingMessage) => boolean
}

/** The step that decides a request's class and keeps it with the request. */
export function requestClassifier({
  verifyStaff,
  fromTrustedProxy = () => false,
}: ClassifyOptions) {
  return async function classify(req: IncomingMessage): Promise<RequestClass> {
    const known = decided.get(req.headers)
    if (known) return known
    const { path: pathname, query } = addressParts(req.url)
    const given = req.headers['x-request-id']
    const id =
      typeof given === 'string' && ids.test(given) && fromTrustedProxy(req) ? given : randomUUID()
    const credentials = credentialsOf(req.headers)
    const staff = credentials !== undefined && (await verifyStaff(credentials).catch(() => false))
    const who: Who = staff ? 'staff' : memberPaths.test(pathname) ? 'member' : 'visitor'
    const verdict: RequestClass = {
      who,
      what: whatOf(pathname, req.headers, query),
      id,
    }
    if (staff)
      verdict.account =
        typeof staff === 'string'
          ? staff
          : `credential:${credentials.cookieToken ?? credentials.authorization}`
    decided.set(req.headers, verdict)
    return verdict
  }
}

export type Classify = ReturnType<typeof requestClassifier>

type PayloadLike = {
  auth: (options: {
    headers: Headers
    canSetHeaders?: boolean
  }) => Promise<{ user: { collection?: string; id?: unknown } | null }>
  /** The key Payload signs its session tokens with (derived from the configured secret). */
  secret?: unknown
  config?: { collections?: { auth?: unknown }[] }
}

const hmacOf: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }

/** Whether a token is a JWT signed with `secret` (as Payload's `jwtVerify` checks it first). */
function signedWith(token: string, secret: string): boolean {
  const [header, body, signature, ...rest] = token.split('.')
  if (!header || !body || !signature || rest.length) return false
  let alg: unknown
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg
  } catch {
    return false
  }
  const hash = typeof alg === 'string' ? hmacOf[alg] : undefined
  if (!hash) return false
  const expected = createHmac(hash, secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Whether credentials could be anyone's, told without Payload: a session token (the cookie, or
 * `Authorization: JWT|Bearer …`) signed with this Payload's secret, or an Authorization of
 * another kind where a collection takes API keys (none does). Made-up credentials each ran
 * Payload's whole auth (a fresh one each time is never a kept verdict): one address sending them
 * slowed every visitor and staff 20–50× (round 46, F2). A signed token is still Payload's to
 * judge (its expiry, its session, its account).
 */
function mayBeSomeone(payload: PayloadLike, credentials: Credentials): boolean {
  const secret = payload.secret
  if (typeof secret !== 'string' || !secret) return true
  const tokens = credentials.cookieToken ? [credentials.cookieToken] : []
  const { authorization } = credentials
  if (authorization) {
    const token = /^(?:JWT|Bearer) (.+)$/.exec(authorization)?.[1]
    if (token) tokens.push(token)
    else if (
      (payload.config?.collections ?? []).some(
        (collection) =>
          typeof collection.auth === 'object' &&
          collection.auth !== null &&
          (collection.auth as { useAPIKey?: unknown }).useAPIKey === true,
      )
    )
      return true
  }
  return tokens.some((token) => signedWith(token, secret))
}

/** This process's Payload, as Next's bundle started it (Payload keeps it on `globalThis`). */
function startedPayload(): PayloadLike | undefined {
  const instances = (globalThis as { _payload?: Map<string, { payload?: PayloadLike | null }> })
    ._payload
  for (const cached of instances?.values() ?? []) if (cached.payload) return cached.payload
  return undefined
}

async function payloadWithin(ms: number): Promise<PayloadLike | undefined> {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 50))) {
    const payload = startedPayload()
    if (payload || Date.now() - started > ms) return payload
  }
}

/**
 * Staff as Payload decides it: `payload.auth` on the request's credentials alone, with the
 * Payload that Next's bundle runs (the server asks its API once as it starts, which starts it).
 * Each verdict is kept for `ttlMs`, so a logout takes at most that long to count here (Payload
 * itself refuses the token at once). Until Payload has started, credentials wait for it (at most
 * `startMs`), then count as a visitor's.
 */
export function payloadVerifiesStaff({ ttlMs = 5000, startMs = 15_000, max = 10_000 } = {}) {
  const verdicts = new Map<string, { staff: Promise<boolean | string>; until: number }>()
  return async (credentials: Credentials): Promise<boolean | string> => {
    // Made-up credentials are no one's, at the cost of a hash: not asked of Payload, not kept.
    const started = startedPayload()
    if (started && !mayBeSomeone(started, credentials)) return false
    const key = JSON.stringify(credentials)
    const now = Date.now()
    const kept = verdicts.get(key)
    if (kept && kept.until > now) return kept.staff
    if (verdicts.size >= max)
      for (const [old, { until }] of verdicts) if (until <= now) verdicts.delete(old)
    // Still full (a flood of made-up credentials): the oldest go, not the staff's kept ones too.
    for (const old of verdicts.keys()) {
      if (verdicts.size < max) break
      verdicts.delete(old)
    }
    const staff = payloadWithin(startMs).then(async (payload) => {
      if (!payload) return false
      const headers = new Headers()
      // As sent: Payload decodes it again (`encodeURI` undoes exactly that).
      if (credentials.cookieToken)
        headers.set('cookie', `payload-token=${encodeURI(credentials.cookieToken)}`)
      if (credentials.authorization) headers.set('authorization', credentials.authorization)
      if (credentials.origin) headers.set('origin', credentials.origin)
      if (credentials.secFetchSite) headers.set('sec-fetch-site', credentials.secFetchSite)
      // Payload would sign in the account of its `autoLogin` setting: this server never does.
      headers.set('disableautologin', 'true')
      const { user } = await payload.auth({ headers, canSetHeaders: false })
      if (user?.collection !== 'users') return false
      // The account, whichever of its sessions or its API key the request carries.
      return user.id === undefined ? true : `users:${String(user.id)}`
    })
    verdicts.set(key, { staff: staff.catch(() => false), until: now + ttlMs })
    return staff.catch(() => false)
  }
}
