import { createHash } from 'node:crypto'

/**
 * The security headers of every response, in one place. The production server
 * (src/server/serve.ts, through src/server/secureResponses.ts) sends them, with the hashes of each
 * page's inline scripts; `next dev` gets them from next.config.ts, with what development needs.
 *
 * Kinds of response, by path:
 * - `site`: the public pages (and everything else Next serves: its scripts, fonts, files);
 * - `demo`: the built-in demo server (`/demo/…`), which game operators may frame;
 * - `admin`: Payload's admin, which frames the public site for live preview;
 * - `api`: Payload's REST and GraphQL and the site's endpoints: data and uploaded files, never a page.
 */
export type ResponseKind = 'site' | 'demo' | 'admin' | 'api'

export function responseKindOf(pathname: string): ResponseKind {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/demo/')) return 'demo'
  return 'site'
}

export type PolicyOptions = {
  kind: ResponseKind
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: string[]
  /** Origins (besides the site's own) that may frame a demo: operators' lobbies. */
  demoFrameAncestors?: string[]
  /** `next dev`: its scripts are evaluated and its own inline scripts change on every edit. */
  development?: boolean
  /** The site is served over https (NEXT_PUBLIC_SERVER_URL). */
  https?: boolean
}

/**
 * An operator origin as a CSP source: `https://lobby.example.com` (with a port if given), or a
 * wildcard host such as `https://*.example.com`. Anything else (paths, keywords, `*`) is refused.
 */
export function frameAncestorSource(value: string): string | null {
  const match = /^(https?):\/\/((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.exec(
    value.trim(),
  )
  return match ? `${match[1].toLowerCase()}://${match[2].toLowerCase()}${match[3] ?? ''}` : null
}

/** A list of operator origins, separated by spaces, commas or new lines, as valid sources only. */
export function parseFrameAncestors(list: string | null | undefined): string[] {
  const sources = (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(frameAncestorSource)
  return [...new Set(sources.filter((source): source is string => source !== null))]
}

export function contentSecurityPolicy({
  kind,
  scriptHashes = [],
  demoFrameAncestors = [],
  development = false,
  https = false,
}: PolicyOptions): string {
  const ancestors = kind === 'demo' ? ["'self'", ...demoFrameAncestors] : ["'self'"]
  if (kind === 'api') {
    // JSON, GraphQL and uploaded files: nothing in them may run, load or be framed elsewhere.
    return [
      "default-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors 'self'`,
    ].join('; ')
  }
  // Pages run their own scripts and the inline scripts of the page, each by its hash; Next's dev
  // server evaluates modules (React's dev tools and fast refresh need eval and inline scripts).
  const scripts = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...scriptHashes]
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React, next/image and Payload's admin set style attributes and <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Blur placeholders and Payload's upload previews are data: and blob: images.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The demos' sounds are made in the page (Web Audio, blob: or data: URLs).
    "media-src 'self' data: blob:",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // The free-trial page frames a game's demo, which may come from a studio's own demo server
    // (a launch URL set per game or in Site settings); the admin frames the site (live preview).
    kind === 'site' ? "frame-src 'self' https:" : "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** No camera, microphone, position, payment, sensors or ad topics; full screen for the site's own documents. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** All security headers of a response of this kind (the CSP with the hashes given). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
  }
  // X-Frame-Options only where it says what frame-ancestors says: it cannot name other origins,
  // so a demo that operators may frame has none (browsers follow frame-ancestors first anyway).
  if (options.kind !== 'demo' || !options.demoFrameAncestors?.length)
    headers['x-frame-options'] = 'SAMEORIGIN'
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000'
  return headers
}

/**
 * The `x-nextjs-*` headers the browser's router reads (a partial prerender, how long a prefetch
 * stays fresh, whether an answer was prerendered, an unknown server action): they stay.
 */
const clientRouterHeaders = new Set([
  'x-nextjs-postponed',
  'x-nextjs-stale-time',
  'x-nextjs-prerender',
  'x-nextjs-action-not-found',
])

/**
 * Whether a header tells a visitor only about the server's internals: the framework, a rewrite's
 * route and content locale (`x-nextjs-rewritten-path`, `x-middleware-rewrite`), the cache's state.
 * Every `x-nextjs-*` and `x-middleware-*` header is, except those the browser's router reads.
 */
export const isInternalHeader = (name: string) => {
  const lower = name.toLowerCase()
  return (
    lower === 'x-powered-by' ||
    lower.startsWith('x-middleware-') ||
    (lower.startsWith('x-nextjs-') && !clientRouterHeaders.has(lower))
  )
}

/**
 * The CSP sources of the inline scripts of an HTML document: the `<script>` elements without a
 * `src` (Next's flight data and bootstrap, React's streaming helpers, the site's head scripts),
 * hashed as the browser hashes them, over the text between the tags.
 */
export const inlineScriptHashes = (html: string): string[] => scriptHashes(html, 'utf8')

/**
 * The same, of a document's UTF-8 bytes as the server sends them, read as Latin-1
 * (`body.toString('latin1')`, one character a byte) rather than decoded: the tags and attributes
 * (ASCII) match as they do in the text, and each script's characters are its bytes, hashed as
 * they are. A search's page is some 140 KB with a few letters beyond ASCII (the language menu):
 * decoded as UTF-8 it became a string of two bytes a character, about 2 ms of each search's time
 * and 280 KB for the collector; read as Latin-1 it is a copy of the bytes.
 */
export const inlineScriptHashesOfLatin1 = (bytes: string): string[] => scriptHashes(bytes, 'latin1')

function scriptHashes(html: string, encoding: 'utf8' | 'latin1'): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    // Attributes are parted by HTML's whitespace, which is ASCII (`\s` would take a no-break
    // space, and a byte of a letter read as Latin-1, for one).
    if (/[\t\n\f\r ]src[\t\n\f\r ]*=/i.test(attributes) || !body) continue
    const type = /[\t\n\f\r ]type[\t\n\f\r ]*=[\t\n\f\r ]*["']?([^"'\t\n\f\r >]+)/i
      .exec(attributes)?.[1]
      ?.toLowerCase()
    // Data blocks (JSON-LD, import maps excepted) never run and need no hash.
    if (type && type !== 'module' && type !== 'importmap' && !type.includes('javascript')) continue
    // The HTML parser turns CR LF and lone CR into LF before the script sees its text (in UTF-8,
    // no byte of a letter beyond ASCII is a CR or LF: the Latin-1 reading replaces the same ones).
    const text = body.replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`)
  }
  return [...hashes]
}
