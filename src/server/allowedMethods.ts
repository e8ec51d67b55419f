/**
 * The methods each kind of address takes, answered before anything else works on the request.
 *
 * The site's pages and built files are read (GET, HEAD): any other method gets 405 with `Allow`
 * instead of a page. The admin also takes POST (Payload's server functions); the API and the
 * preview routes answer their own methods. Methods no part of the site takes (TRACE, CONNECT,
 * anything unknown) get 405 everywhere.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestClassOf, type What } from './requestClass'

const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The methods a kind of address takes, or undefined where its route handler decides. */
function allowedFor(what: What): string[] | undefined {
  if (what === 'api' || what === 'endpoint') return undefined
  if (what === 'admin') return ['GET', 'HEAD', 'POST']
  return ['GET', 'HEAD']
}

/** True when it answered (405, or 204 to OPTIONS on a page). */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET'
  const path = (req.url ?? '/').split('?')[0]
  const allowed = allowedFor(requestClassOf(req).what)
  if (!allowed ? apiMethods.includes(method) : allowed.includes(method)) return false
  const allow = (allowed ?? apiMethods).join(', ')
  if (method === 'OPTIONS' && allowed) {
    res.writeHead(204, { allow: `${allow}, OPTIONS`, 'cache-control': 'no-store' })
    res.end()
    return true
  }
  res.writeHead(405, {
    allow,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ errors: [{ message: `Method Not Allowed: ${path} takes ${allow}.` }] }))
  return true
}
