/**
 * The game list's one address per view (`src/lib/gameList.ts`), judged on the query as it was
 * sent. Next's proxy sees the query decoded and encoded again, so `?tab=ho%74` and `?tab=hot`
 * look the same to it and both were answered; here, before Next, another spelling of a view is
 * sent to the view's own address. The proxy keeps its own check for what it can see (`next dev`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isSitePrefix } from '../i18n/locales'
import { chunkReloadWindowMs } from '../lib/constants'
import { listSearch, parseListQuery } from '../lib/gameList'

/** True when it answered: a 308 to the view's own address. */
/** A game list address with a query (`/{site}/game?…`): its path and its query as sent. */
function listAddressOf(url = '/'): { path: string; sent: string } | undefined {
  const at = url.indexOf('?')
  if (at < 0) return undefined
  const path = url.slice(0, at)
  const [, site, page, ...rest] = path.split('/')
  if (page !== 'game' || rest.length || !isSitePrefix(site)) return undefined
  return { path, sent: url.slice(at + 1) }
}

export function redirectToListAddress(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const address = listAddressOf(req.url)
  if (!address) return false
  const { path, sent } = address
  const params = new URLSearchParams(sent)
  // The browser's router asks for a view's flight data with `_rsc` beside the view's own query
  // (and an `RSC` header): Next reads it, and it is no other spelling of the view.
  if (req.headers.rsc !== undefined || params.has('_rsc')) return false
  const parsed = parseListQuery(params)
  // A page that does not exist or a search too long is the proxy's to answer (404, 400).
  if (!parsed.ok) return false
  const search = listSearch(parsed.view)
  if (search === sent) return false
  res.writeHead(308, {
    location: `${path}${search ? `?${search}` : ''}`,
    // The same spelling always leads to the same view, for as long as this build runs.
    'cache-control': 'public, max-age=3600',
  })
  res.end()
  return true
}

/** Whether the request is a search of the game list (`/{site}/game?q=…`, a page or its flight data). */
export function isSearch(req: IncomingMessage): boolean {
  const address = listAddressOf(req.url)
  return !!address && !!new URLSearchParams(address.sent).get('q')
}

/**
 * A search the server could not answer is a 503 with `Retry-After`, not a 500: the usual cause
 * is a busy database (each search stops at `searchTimeoutMs`, `src/data/gameList.ts`), and the
 * error page the visitor sees tries again by itself after `chunkReloadWindowMs`. The failure is
 * still logged as the server's error. Installed just before Next, so the steps outside see 503.
 */
export function searchFailureIsBusy(req: IncomingMessage, res: ServerResponse) {
  if (!isSearch(req)) return
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    res.writeHead = writeHead
    if (status !== 500)
      return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
    this.setHeader('retry-after', String(chunkReloadWindowMs / 1000))
    // Node's own reason phrase for 503, in place of the one Next may pass for 500.
    const headers = rest.find((arg) => typeof arg === 'object')
    return (writeHead as (...a: unknown[]) => ServerResponse).call(
      this,
      503,
      ...(headers ? [headers] : []),
    )
  } as ServerResponse['writeHead']
}
