/**
 * Cached pages at the cost of a static file.
 *
 * Next answers a cached page (or flight data, or one of the site's public API answers) from its
 * cache, but the production server then compresses those 50–100 KB again on every request, and
 * Next's handler itself costs more than the bytes. This store keeps, per cached answer, its body
 * compressed once per encoding (brotli, gzip, none) with a strong ETag each, and answers later
 * requests for it without Next: `serve()` before Next's handler, `record()` around it.
 *
 * Only what Next would give everyone from its cache is kept: a GET without preview, session or
 * authorization, answered 200 without Set-Cookie, by Next's cache (not a stale copy) or with a
 * public/s-maxage Cache-Control, varying on nothing but the headers in the key.
 *
 * A copy is made of an answer the second time it is asked for within a while, not the first: an
 * address nobody asks for twice (a made-up query string or Host on every request) is answered by
 * Next and compressed on the fly as any uncached answer, and neither costs the brotli work of a
 * copy nor evicts the copies visitors use. Addresses longer than `maxKeyLength` are never kept.
 *
 * Expiry: `expireAll()` (a publish committed anywhere, once Next has expired it: `src/publishing`)
 * makes every entry go back to Next before it is served again; a short safety lifetime (for a
 * publish missed while the instance's listener was away) sends one request to Next to re-check an
 * entry while the others are still served. When Next's answer is the same body (by hash), the
 * compressed copies are kept; nothing is compressed twice.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { isInternalHeader } from '../security/headers'

import { isPersonal, isPreview } from './requestClass'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

/** Request headers Next varies its answers on (its `Vary`), besides Accept-Encoding. */
const keyedHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const
const compressible =
  /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/i
/**
 * Pictures drawn at an address that names all they are drawn from (the drawn covers, the share
 * images: `immutable`) are kept as they are, not compressed: each had been drawn again on every
 * request, 0.3–0.7 s of the server's time (round 39, F3).
 */
const drawnPicture = /^image\/(?:webp|jpeg|png|avif)\b/i
/** Headers of Next's answer that the store sets itself for each encoding. */
const replacedHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  // Each request's own (src/server/observeRequests.ts), never the one of the request that stored it.
  'x-request-id',
])

type Copy = { body: Buffer; headers: OutgoingHttpHeaders; etag: string }

type Entry = {
  hash: string
  /**
   * A file at a hashed address (`immutable`, without cache tags): it never changes, so no publish
   * expires it.
   */
  immutable: boolean
  /**
   * The ETag Next sent with this body, if any. A client that got the body from Next holds it,
   * and is answered 304 (with the copy's own ETag) as if it held the copy's.
   */
  nextETag?: string
  copies: Record<Encoding, Copy>
  bytes: number
  /** A drawn picture's copy: kept within a share of the memory of its own (`maxPictureBytes`). */
  picture: boolean
  /** The expiry generation and the time at which Next last gave this body. */
  generation: number
  checkedAt: number
  /** When a request past the safety lifetime went to Next to re-check this entry. */
  recheckSince?: number
}

export type StoredResponsesOptions = {
  /** Memory for all entries, compressed copies included (least recently used go first). */
  maxBytes?: number
  /** Bodies larger than this are not kept. */
  maxEntryBytes?: number
  /**
   * The part of `maxBytes` the drawn pictures may hold: a crawler asking for every share image
   * evicts older pictures, never the pages.
   */
  maxPictureBytes?: number
  /** How long an entry is served before Next is asked again (for a publish missed meanwhile). */
  safetyMs?: number
  brotliQuality?: number
  /** On which ask an answer without a copy is kept: 2 (the default, see above) or 1. */
  keepOnAsk?: 1 | 2
  /** How many addresses asked for once are remembered, waiting for a second ask to be kept. */
  maxCandidates?: number
  /** Requests whose key is longer than this are never kept. */
  maxKeyLength?: number
  now?: () => number
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header
  if (!value) return 'identity'
  const weights = new Map<string, number>()
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    weights.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0)
  if (br > 0 && br >= gz) return 'br'
  if (gz > 0) return 'gzip'
  return br > 0 ? 'br' : 'identity'
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * The key of a request, or undefined when its answer may depend on who asks. `refused`: its
 * credentials were checked and are no staff account's (`requestClass.ts`), so that only a preview
 * makes the answer one person's.
 */
export function keyOf(req: IncomingMessage, refused = false): string | undefined {
  const { headers } = req
  // (Whether it may be one person's answer is the request class's rule.)
  if (headers.range || (refused ? isPreview(headers) : isPersonal(headers))) return undefined
  let key = `${headers.host ?? ''} ${req.url ?? ''}`
  for (const name of keyedHeaders) key += `\n${headers[name] ?? ''}`
  return key
}

/** Whether Next's answer is the same for everyone and came from (or went into) its cache. */
export function isShared(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const type = String(headers['content-type'] ?? '')
  const immutable = /\bimmutable\b/i.test(String(headers['cache-control'] ?? ''))
  if (!compressible.test(type) && !(immutable && drawnPicture.test(type))) return false
  const nextCache = String(headers['x-nextjs-cache'] ?? '').toUpperCase()
  if (nextCache === 'STALE') return false
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false
  if (nextCache !== 'HIT' && !/\b(?:public|s-maxage=\d+)/.test(cacheControl)) return false
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return vary.every(
    (name) => name === 'accept-encoding' || (keyedHeaders as readonly string[]).includes(name),
  )
}

const varyWithEncoding = (vary: unknown) => {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== 'accept-encoding')
  return [...names, 'Accept-Encoding'].join(', ')
}

export function createStoredResponses(options: StoredResponsesOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const maxEntryBytes = options.maxEntryBytes ?? 4 * 1024 * 1024
  const maxPictureBytes = options.maxPictureBytes ?? 16 * 1024 * 1024
  const safetyMs = options.safetyMs ?? 10_000
  const quality = options.brotliQuality ?? 10
  const now = options.now ?? Date.now
  const recheckMs = 5000
  const keepOnAsk = options.keepOnAsk ?? 2
  const maxCandidates = options.maxCandidates ?? 10_000
  const maxKeyLength = options.maxKeyLength ?? 2048
  const entries = new Map<string, Entry>()
  /** Keys asked for once, oldest first: the second ask of one makes its copies. */
  const candidates = new Set<string>()
  /** Compressions under way, by key and body hash, so concurrent misses compress once. */
  const pending = new Map<string, Promise<void>>()
  let generation = 0
  let bytes = 0
  let pictureBytes = 0
  const stats = {
    hits: 0,
    notModified: 0,
    stored: 0,
    revalidated: 0,
    compressions: 0,
    /** Answers that could be kept but were asked for the first time (see above). */
    firstAsks: 0,
  }

  /** Whether an answer without an entry is kept now: on its key's second ask, not its first. */
  function admit(key: string): boolean {
    if (keepOnAsk === 1 || candidates.delete(key)) return true
    candidates.add(key)
    if (candidates.size > maxCandidates) candidates.delete(candidates.values().next().value!)
    stats.firstAsks++
    return false
  }

  /**
   * Whether to answer from this entry. After a publish (a new generation) every request goes to
   * Next until one brings the new answer. Past the safety lifetime, one request goes to Next to
   * re-check it while the others are still answered from the copy (for at most `recheckMs`).
   */
  function isServable(entry: Entry) {
    if (entry.immutable) return true
    if (entry.generation !== generation) return false
    const time = now()
    if (time - entry.checkedAt < safetyMs) return true
    if (entry.recheckSince !== undefined && time - entry.recheckSince < recheckMs) return true
    entry.recheckSince = time
    return false
  }

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
    if (entry.picture) pictureBytes -= entry.bytes
  }

  function insert(key: string, entry: Entry) {
    remove(key)
    if (entry.bytes > (entry.picture ? maxPictureBytes : maxBytes)) return
    entries.set(key, entry)
    bytes += entry.bytes
    if (entry.picture) {
      pictureBytes += entry.bytes
      for (const [oldest, kept] of entries) {
        if (pictureBytes <= maxPictureBytes) break
        if (kept.picture) remove(oldest)
      }
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  async function compressAll(
    key: string,
    body: Buffer,
    hash: string,
    headers: OutgoingHttpHeaders,
    at: { generation: number; checkedAt: number },
  ) {
    stats.compressions++
    const common: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers))
      // What tells a visitor about the server's internals is not sent again (see securityHeaders).
      if (value !== undefined && !replacedHeaders.has(name) && !isInternalHeader(name))
        common[name] = value
    common.vary = varyWithEncoding(headers.vary)
    const copy = (encoded: Buffer, encoding: Encoding): Copy => {
      const etag =
        encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`
      const own: OutgoingHttpHeaders = { ...common, etag, 'content-length': encoded.length }
      if (encoding !== 'identity') own['content-encoding'] = encoding
      return { body: encoded, headers: own, etag }
    }
    const identity = copy(body, 'identity')
    const copies: Record<Encoding, Copy> = { identity, br: identity, gzip: identity }
    // Like the compression middleware: bodies under 1 KB gain nothing from it, nor do pictures.
    if (body.length >= 1024 && compressible.test(String(headers['content-type'] ?? ''))) {
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
      if (br.length < body.length) copies.br = copy(br, 'br')
      if (gz.length < body.length) copies.gzip = copy(gz, 'gzip')
    }
    const size =
      key.length +
      body.length +
      (copies.br === identity ? 0 : copies.br.body.length) +
      (copies.gzip === identity ? 0 : copies.gzip.body.length)
    // An answer with cache tags (an uploaded file) follows the publishes, which may withdraw it.
    const immutable =
      /\bimmutable\b/i.test(String(headers['cache-control'] ?? '')) && headers.xkey === undefined
    const nextETag = headers.etag ? String(headers.etag).replace(/^W\//, '') : undefined
    const picture = !compressible.test(String(headers['content-type'] ?? ''))
    insert(key, { hash, copies, bytes: size, immutable, nextETag, picture, ...at })
    stats.stored++
  }

  /** Next's answer to a request recorded before it: keep it, or confirm the entry it matches. */
  function settle(
    key: string,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    at: { generation: number; checkedAt: number },
  ) {
    if (!isShared(status, headers)) return
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
    const entry = entries.get(key)
    if (entry && entry.hash === hash) {
      // The same body: the compressed copies still hold, as of the request's start.
      if (
        at.generation > entry.generation ||
        (at.generation === entry.generation && at.checkedAt > entry.checkedAt)
      )
        Object.assign(entry, at, { recheckSince: undefined })
      stats.revalidated++
      return
    }
    if (!entry && !admit(key)) return
    const job = `${key}\n${hash}`
    if (pending.has(job)) return
    pending.set(
      job,
      compressAll(key, body, hash, headers, at)
        .catch(() => {})
        .finally(() => pending.delete(job)),
    )
  }

  return {
    /** Answers a GET or HEAD from a fresh entry; false (nothing sent) when Next must answer. */
    /**
     * `refused`: the request's credentials are no staff account's. It is answered as a visitor's:
     * a made-up `Authorization` on every request had sent each to Next, past the copies, and held
     * everyone's `/en` ~0.3 s (round 41, F2). What it brings to Next is never kept.
     */
    serve(req: IncomingMessage, res: ServerResponse, refused = false): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const key = keyOf(req, refused)
      const entry = key === undefined ? undefined : entries.get(key)
      if (!entry || !isServable(entry)) return false
      // Most recently used last: eviction takes the first.
      entries.delete(key!)
      entries.set(key!, entry)
      const copy = entry.copies[chooseEncoding(req.headers['accept-encoding'])]
      const ifNoneMatch = req.headers['if-none-match']
      if (
        matchesETag(ifNoneMatch, copy.etag) ||
        (entry.nextETag !== undefined && matchesETag(ifNoneMatch, entry.nextETag))
      ) {
        stats.notModified++
        // A 304's headers replace the cached ones: the policy set for this request lacks the
        // page's script hashes, which the cached copy's own policy has.
        res.removeHeader('content-security-policy')
        res.writeHead(304, {
          etag: copy.etag,
          vary: copy.headers.vary,
          ...(copy.headers['cache-control']
            ? { 'cache-control': copy.headers['cache-control'] }
            : {}),
        })
        res.end()
        return true
      }
      stats.hits++
      res.writeHead(200, copy.headers)
      res.end(req.method === 'HEAD' ? undefined : copy.body)
      return true
    },

    /**
     * Watches Next's answer to a request that `serve()` did not answer, and keeps it if it may be
     * shared. Call it inside the compression middleware, so it sees the body before compression.
     */
    record(req: IncomingMessage, res: ServerResponse): void {
      if (req.method !== 'GET') return
      const key = keyOf(req)
      if (key === undefined || key.length > maxKeyLength) return
      const at = { generation, checkedAt: now() }
      const chunks: Buffer[] = []
      let size = 0
      let overflow = false
      // Decided at the first of the body: its status and headers are Next's last word then.
      let shared: boolean | undefined
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return
        // An answer that will not be kept (a search: no-store) is not copied either.
        shared ??= isShared(res.statusCode, res.getHeaders())
        if (!shared) {
          overflow = true
          return
        }
        const buffer =
          typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : Buffer.from(chunk as Uint8Array)
        size += buffer.length
        if (size > maxEntryBytes) {
          overflow = true
          chunks.length = 0
        } else chunks.push(buffer)
      }
      const write = res.write
      const end = res.end
      res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        keep(chunk, rest[0])
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
      } as typeof res.write
      res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        keep(chunk, rest[0])
        if (!overflow) settle(key, res.statusCode, res.getHeaders(), Buffer.concat(chunks), at)
        return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
      } as typeof res.end
    },

    /** Every entry goes back to Next once before it is served again (a publish). */
    expireAll(): void {
      generation++
    },

    /** Resolves once the compressions under way are stored (for tests and the benchmark). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.all(pending.values())
    },

    stats: () => ({ ...stats, entries: entries.size, bytes, pictureBytes }),
  }
}

export type StoredResponses = ReturnType<typeof createStoredResponses>
