/**
 * The methods each kind of address takes, answered before anything else works on the request.
 *
 * The site's pages and built files are read (GET, HEAD): any other method gets 405 with `Allow`
 * instead of a page. The admin also takes POST as Payload's server functions' calls (with their
 * `Next-Action` header, nothing else); the API and the preview routes answer their own methods.
 * Methods no part of the site takes (TRACE, CONNECT, anything unknown) get 405 everywhere.
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

/**
 * A POST to the admin that is no server function's call: Next draws the page for it as for a GET
 * (an empty, plain-text or url-encoded body), or runs a server function named by a no-JavaScript
 * form's `$ACTION_…` fields, outside the checks that read the call's header (round 54, F1, F4).
 * Payload's admin calls its server functions with `fetch` and `Next-Action` only.
 */
const isStrayAdminPost = (req: IncomingMessage, what: What) =>
  what === 'admin' && req.method === 'POST' && req.headers['next-action'] === undefined

/** True when it answered (405, or 204 to OPTIONS on a page). */
export function refuseUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET'
  const path = (req.url ?? '/').split('?')[0]
  const { what } = requestClassOf(req)
  if (isStrayAdminPost(req, what)) {
    res.writeHead(405, {
      allow: 'GET, HEAD',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(
      JSON.stringify({
        errors: [{ message: `Method Not Allowed: ${path} takes POST only as the admin's call.` }],
      }),
    )
    return true
  }
  const allowed = allowedFor(what)
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
