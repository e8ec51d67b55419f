import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isSignedVersion } from '../lib/mediaVersion'

import { sharedAnswerHeaders, siteTags, unpurgedMaxAgeSeconds } from './cacheHeaders'
import { collectingTags } from '../lib/responseTags'

/**
 * The production server's step that tells a shared cache in front (the edge) what it may keep:
 * each answer everyone gets alike leaves with its cache tags and a lifetime bounded by the
 * deployment (`sharedMaxAge`); anything else Next marked for shared caches is made private.
 *
 * A page's tags come from Next's cache entry for it, handed to `onCacheEntry` (the request hook
 * a deployment platform uses to capture rendered pages) on a hit as on a render; an API
 * answer's from the data it read (`responseTags`).
 */

/** Where Next keeps a request's internal settings, `onCacheEntry` among them. */
const requestMeta = Symbol.for('NextInternalRequestMeta')

type CacheEntry = { value?: { headers?: Record<string, unknown> } | null }
type WithRequestMeta = IncomingMessage & {
  [requestMeta]?: Record<string, unknown> & { onCacheEntry?: (entry: CacheEntry) => boolean }
}

/** The router's flight-data address: `_rsc`, with or without a value. */
const flightAddress = /[?&]_rsc(?:=|&|$)/

export type EdgeAnswersOptions = {
  /** How long a shared cache may keep a tagged answer (`sharedMaxAge()`). */
  maxAge: number
  /** Whether a request's answer may be everyone's (no session, no authorization, no draft). */
  anonymous: (req: IncomingMessage) => boolean
  /**
   * Whether Next's answer is the same for everyone (the server's stored responses decide
   * alike), a 304 included: its headers replace those of the copy a cache revalidated.
   */
  shared: (status: number, headers: OutgoingHttpHeaders) => boolean
}

/** What is known of a request before Next handles it (and strips its router headers). */
type Asked = {
  method?: string
  flight: boolean
  flightAddress: boolean
  anonymous: boolean
  /** An address of the API (`/api/…`). */
  api?: boolean
  /** An uploaded file (`/api/media/file/…`): at a version the server gave out, or at none. */
  mediaFile?: 'versioned' | 'unversioned'
}

/**
 * An uploaded file a visitor reads (the site shows it: `src/access/shownMediaOrStaff.ts`). A
 * browser keeps it for good at a version the server gave out (`src/lib/mediaVersion.ts`: the
 * address names the file, as a built file's does), an hour at its bare address. A shared cache
 * keeps it by its tags, which a publish that takes it off the site purges (`mediaFileTag`), at
 * most as long as a page; without tags, as long as an answer no purge reaches.
 */
function mediaFileHeaders(
  kind: NonNullable<Asked['mediaFile']>,
  tags: string[],
  maxAge: number,
): Record<string, string> {
  const shared = Math.min(
    tags.length ? maxAge : Math.min(maxAge, unpurgedMaxAgeSeconds),
    kind === 'versioned' ? Infinity : 3600,
  )
  const browser = kind === 'versioned' ? 'max-age=31536000, immutable' : 'max-age=3600'
  return {
    ...sharedAnswerHeaders(tags, shared),
    'cache-control': `public, ${browser}, s-maxage=${shared}`,
  }
}

/** Whether an address is an uploaded file's, and at which kind of version. */
export function mediaFileOf(url: string): Asked['mediaFile'] {
  if (!url.startsWith('/api/media/file/')) return undefined
  const at = url.indexOf('?')
  if (at < 0) return 'unversioned'
  return isSignedVersion(url.slice(0, at), url.slice(at)) ? 'versioned' : 'unversioned'
}

/** What no cache may keep: an answer for one person, or one that sets a cookie. */
const personal = { 'cache-control': 'private, no-store' }

/** What the edge is told about an answer, from its request and Next's headers. */
export function edgeHeaders(
  asked: Asked,
  status: number,
  headers: OutgoingHttpHeaders,
  tags: string[],
  { maxAge, shared }: Pick<EdgeAnswersOptions, 'maxAge' | 'shared'>,
): Record<string, string> {
  const cacheControl = String(headers['cache-control'] ?? '')
  // Built files that never change are left as they are.
  if (/\bimmutable\b/i.test(cacheControl)) return {}
  // An uploaded file a visitor gets, or a 304 for it.
  if (
    asked.mediaFile &&
    asked.anonymous &&
    headers['set-cookie'] === undefined &&
    (asked.method === 'GET' || asked.method === 'HEAD') &&
    (status === 200 || status === 304)
  )
    return mediaFileHeaders(asked.mediaFile, tags, maxAge)
  // A signed-in answer or one that sets a cookie is kept by no cache, whatever Next said (a cache
  // applying a default lifetime would otherwise keep `/api/users/me`).
  if (!asked.anonymous || headers['set-cookie'] !== undefined)
    return /\bno-store\b/i.test(cacheControl) && /\bprivate\b/i.test(cacheControl) ? {} : personal
  if (!/\b(?:public|s-maxage)/i.test(cacheControl))
    // Every other API answer that is not public is kept by no cache either; pages Next marked
    // private are left as they are.
    return asked.api && !/\bno-store\b/i.test(cacheControl) ? personal : {}
  // HTML at a flight-data address (`_rsc` without the `rsc` header): a cache keying on the URL
  // would hand it to the router.
  const htmlAtFlightAddress = asked.flightAddress && !asked.flight
  if (
    (asked.method !== 'GET' && asked.method !== 'HEAD') ||
    htmlAtFlightAddress ||
    !shared(status, headers)
  )
    return { 'cache-control': 'private, no-cache' }
  // An answer without tags cannot be purged: it gets the lifetime of an unpurged edge.
  return sharedAnswerHeaders(tags, tags.length ? maxAge : Math.min(maxAge, unpurgedMaxAgeSeconds))
}

export type TellTheEdge = <T>(req: IncomingMessage, res: ServerResponse, handle: () => T) => T

/**
 * Wraps Next's handling of one request (`handle`): the tags are gathered while Next makes the
 * answer, and the headers set as it starts to send it. Install it last, just before Next writes,
 * so that whatever keeps a copy of the answer (the stored responses) keeps these headers too.
 */
export function edgeAnswers(options: EdgeAnswersOptions): TellTheEdge {
  return function tellTheEdge(req, res, handle) {
    const asked: Asked = {
      method: req.method,
      flight: Boolean(req.headers.rsc),
      flightAddress: flightAddress.test(req.url ?? ''),
      anonymous: options.anonymous(req),
      api: (req.url ?? '').startsWith('/api/'),
      mediaFile: mediaFileOf(req.url ?? ''),
    }
    const tags = new Set<string>()
    const meta = ((req as WithRequestMeta)[requestMeta] ??= {})
    meta.onCacheEntry = (entry) => {
      for (const tag of siteTags(String(entry.value?.headers?.['x-next-cache-tags'] ?? '')))
        tags.add(tag)
      return false // Next goes on to send the page itself.
    }
    let told = false
    const tell = (status: number) => {
      if (told || res.headersSent) return
      told = true
      const headers = edgeHeaders(asked, status, res.getHeaders(), [...tags], options)
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    const { writeHead, write, end } = res
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      tell(typeof args[0] === 'number' ? args[0] : res.statusCode)
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as typeof res.writeHead
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      tell(res.statusCode)
      return (write as (...a: unknown[]) => boolean).apply(this, args)
    } as typeof res.write
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      tell(res.statusCode)
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    } as typeof res.end
    return collectingTags(tags, handle)
  }
}
