/**
 * The production server's security headers (the policy itself is `src/security/headers.ts`).
 *
 * Every response gets the headers of its kind before anything is written. An HTML document is
 * held until it is complete, and its Content-Security-Policy then lists the hash of each of its
 * inline scripts: Next writes a page's flight data as inline scripts that differ from page to
 * page, and cached pages cannot carry a per-request nonce without becoming dynamic.
 *
 * The origins that may frame the built-in demos are DEMO_FRAME_ANCESTORS plus Site settings'
 * "Operator sites that may embed the demos", read from the site's own API and kept for
 * `ttlMs` (ten seconds).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  inlineScriptHashesOfLatin1,
  isInternalHeader,
  parseFrameAncestors,
  responseKindOf,
  securityHeaders,
} from '../security/headers'
import { env } from '../lib/env'
import { isPageNotFound } from '../lib/pageNotFound'

type Options = { port: number; ttlMs?: number }

export type SecureResponses = ReturnType<typeof secureResponses>

export function secureResponses({ port, ttlMs = 10_000 }: Options) {
  const https = (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:')
  const fromEnvironment = parseFrameAncestors(env().DEMO_FRAME_ANCESTORS)
  let fromSettings: string[] = []
  let readAt = 0
  let reading: Promise<void> | undefined
  let readingSince = 0

  /**
   * Site settings' operator list; the last one read stays in force while the database is away.
   * One read at a time, but never one that has not settled for twice its timeout: a read that
   * never settles (seen once under load, its cause not found) must not freeze the list.
   */
  function refreshOperators(): Promise<void> {
    if (reading && Date.now() - readingSince < 4000) return reading
    readingSince = Date.now()
    reading = fetch(
      `http://127.0.0.1:${port}/api/globals/site-settings?depth=0&select[demo][embedOrigins]=true`,
      { signal: AbortSignal.timeout(2000), cache: 'no-store' },
    )
      .then(async (response) => {
        if (!response.ok) return
        const settings = (await response.json()) as { demo?: { embedOrigins?: string | null } }
        fromSettings = parseFrameAncestors(settings.demo?.embedOrigins)
        readAt = Date.now()
      })
      .catch(() => {})
      .finally(() => (reading = undefined))
    return reading
  }

  const demoFrameAncestors = () => [...new Set([...fromEnvironment, ...fromSettings])]

  /**
   * Sets the headers on `res`; returns the step that, for an HTML document, defers its writing
   * until the hashes are known. Call that last, just before Next writes (after compression wraps
   * `res`), so that it sees the page as Next writes it.
   */
  return async function secure(req: IncomingMessage, res: ServerResponse): Promise<() => void> {
    const pathname = (req.url ?? '/').split('?')[0]
    const kind = responseKindOf(pathname)
    if (kind === 'demo' && Date.now() - readAt > ttlMs) {
      // The first demo after a start waits for the list; later ones use the last list while it is refreshed.
      if (readAt === 0) await refreshOperators()
      else void refreshOperators()
    }
    const options = { kind, https, demoFrameAncestors: kind === 'demo' ? demoFrameAncestors() : [] }
    for (const [name, value] of Object.entries(securityHeaders(options))) res.setHeader(name, value)
    return () => {
      if (kind === 'api') return dropInternalHeadersOnWrite(res)
      holdDocuments(
        res,
        (bytes) =>
          securityHeaders({ ...options, scriptHashes: inlineScriptHashesOfLatin1(bytes) })[
            'content-security-policy'
          ],
      )
    }
  }
}

/** Removes what tells a visitor about the server's internals, just before the headers go out. */
function dropInternalHeaders(res: ServerResponse) {
  for (const name of res.getHeaderNames()) if (isInternalHeader(name)) res.removeHeader(name)
}

function dropInternalHeadersOnWrite(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as WriteHead
  res.writeHead = ((...args: unknown[]) => {
    dropInternalHeaders(res)
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

type Write = (...args: unknown[]) => boolean
type End = (...args: unknown[]) => ServerResponse
type WriteHead = (...args: unknown[]) => ServerResponse

/**
 * Wraps `res` so that an HTML body is collected and sent in one piece once complete, with the
 * Content-Security-Policy that `policyOf(bytes)` gives (the body read as Latin-1); any other body passes straight through.
 * Node writes the head through `res.writeHead` (also implicitly, on the first write), so that is
 * where the internal headers are dropped and where a document's head waits for its body.
 */
function holdDocuments(res: ServerResponse, policyOf: (bytes: string) => string) {
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  const writeHead = res.writeHead.bind(res) as WriteHead
  const flushHeaders = res.flushHeaders.bind(res)
  let holding: boolean | undefined
  let releasing = false
  const chunks: Buffer[] = []

  const isDocument = () =>
    (holding ??=
      /^text\/html/i.test(String(res.getHeader('content-type') ?? '')) && res.statusCode !== 304)
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
        : Buffer.from(chunk as Uint8Array)

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item) => typeof item === 'object' && item !== null)
    if (Array.isArray(headers)) return writeHead(status, ...rest)
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string)
    res.statusCode = status
    if (isDocument() && !releasing) return res
    dropInternalHeaders(res)
    // A 304's headers replace those the browser cached with the body; the policy without the
    // body's hashes must not replace the one that has them.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    return writeHead(status)
  }) as ServerResponse['writeHead']
  res.flushHeaders = () => {
    if (!isDocument()) flushHeaders()
  }
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!isDocument()) return write(chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  }) as ServerResponse['write']
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!isDocument()) return end(chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((item) => typeof item === 'function')
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, encoding))
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
    // Read one byte a character, not decoded (see `inlineScriptHashesOfLatin1`): the marks and
    // tags looked for are ASCII.
    const bytes = body.toString('latin1')
    // A page's own 404 (`lib/pageNotFound`): rendered as a page, answered as what it is.
    if (res.statusCode === 200 && isPageNotFound(bytes)) res.statusCode = 404
    res.setHeader('content-security-policy', policyOf(bytes))
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length)
    releasing = true
    return body.length ? end(body, done) : end(done)
  }) as ServerResponse['end']
}
