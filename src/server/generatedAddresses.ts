/**
 * A picture or file the server makes is decided by its address alone. The drawn covers, the share
 * images and the sitemaps take no query, and the image optimizer takes the uploaded files only at
 * the versions this server gave out (`src/lib/mediaVersion.ts`; `next.config.ts` already refuses
 * a cover with a query). Otherwise each made-up query string would be a new address: a fresh
 * render or encode (up to a CPU-second for an AVIF) and a new file in the optimizer's cache.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isSignedVersion } from '../lib/mediaVersion'

/** A drawn cover's address as the server writes it: `<what it is drawn from>.<signature>.webp`. */
const drawnCover = /^\/cover\/[\w-]+\.[\w-]+\.webp$/
/** An uploaded file's address: one file name. */
const uploadedFile = /^\/api\/media\/file\/[^/]+$/

/** The files drawn or written on request, whose addresses carry everything they are made from. */
const generated = /^\/(?:cover\/[^/]+|share\/[^/]+|sitemaps\/.+|sitemap\.xml)$/

/**
 * Whether the optimizer's `url` is an address this server gives: written as the server writes it
 * (no fragment, no other spelling), an uploaded file at its signed version, anything else with no
 * query.
 */
function isIssuedPicture(url: string | null): boolean {
  if (!url?.startsWith('/') || url.startsWith('//')) return true // Next's own to refuse
  const { pathname, search } = new URL(url, 'http://same-origin.invalid')
  if (pathname + search !== url) return false
  // One file under the folders the optimizer may read: anything else there (`/cover/x`, a
  // trailing slash) is answered with a redirect, and Next's optimizer failed on that with a 500.
  if (
    (pathname.startsWith('/cover/') && !drawnCover.test(pathname)) ||
    (pathname.startsWith('/api/media/file/') && !uploadedFile.test(pathname))
  )
    return false
  // An uploaded file only at the signed version the pages give (its bare address was a second
  // set of encodes of every file: round 41, F3); a drawn cover at its own address.
  if (pathname.startsWith('/api/media/file/')) return isSignedVersion(pathname, search)
  return !search
}

/**
 * True when it answered: a generated file asked for with a query goes to its own address (308),
 * the optimizer asked for an uploaded file at a version this server never gave is a 400, and any
 * other spelling of the optimizer's address is a 404.
 */
export function answerMadeUpQueries(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/'
  const at = url.indexOf('?')
  // Next hands every path that starts with `/_next/image` to its optimizer (`/_next/image;`,
  // `/_next/image.webp`): those went around the rules below and the picture queue, a fresh encode
  // per made-up query (round 42, F2). The optimizer has one address.
  const path = at < 0 ? url : url.slice(0, at)
  if (path.startsWith('/_next/image') && path !== '/_next/image') {
    res.writeHead(404, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }))
    return true
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (at < 0) return false
  if (generated.test(path)) {
    res.writeHead(308, { location: path, 'cache-control': 'public, max-age=3600' })
    res.end()
    return true
  }
  if (path !== '/_next/image' || isIssuedPicture(new URLSearchParams(url.slice(at)).get('url')))
    return false
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(
    JSON.stringify({
      errors: [
        {
          message:
            'Bad Request: the picture’s address is not one this server gives (a query or fragment of its own; an uploaded file takes only its own "?v=").',
        },
      ],
    }),
  )
  return true
}
