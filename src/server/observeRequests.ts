/**
 * Each request of the production server, seen as it ends: one log line (request id, method, path,
 * status, duration, client and route class) and the request metrics.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import type { RequestClass } from './requestClass'

import { nextCacheAnswered, requestAnswered } from '../observe/metrics'

/** The status of an answer the client gave up on before it began (nginx's convention). */
export const clientClosedRequest = 499

/**
 * The level an answer deserves: the server's failures are `error`; refusals that protect it (a
 * wrong password, a rate limit, a busy API, a draining instance) `warn`; everything else,
 * client mistakes included, `info`.
 */
export function answerLevel(status: number): 'info' | 'warn' | 'error' {
  if (status === 401 || status === 429 || status === 503) return 'warn'
  if (status >= 500) return 'error'
  return 'info'
}

/** Sets the answer's `X-Request-Id`, and logs and counts the request when it ends. */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { id, who, what }: RequestClass,
  log: Logger,
): void {
  const started = performance.now()
  res.setHeader('x-request-id', id)
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000
    const status = res.headersSent ? res.statusCode : clientClosedRequest
    requestAnswered({ route: what, client: who, status }, seconds)
    const path = (req.url ?? '/').split('?')[0]
    log[answerLevel(status)](
      {
        reqId: id,
        method: req.method,
        path,
        status,
        durationMs: Math.round(seconds * 100_000) / 100,
        client: who,
        route: what,
      },
      `${req.method} ${path} ${status}`,
    )
  })
}

/**
 * Counts what Next's cache said of an answer (its `x-nextjs-cache`, which the security step drops
 * before the answer goes out). Install it last, just before Next's handler: it then runs first
 * as Next sends its headers.
 */
export function countNextCache(res: ServerResponse): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const cache = res.getHeader('x-nextjs-cache')
    if (typeof cache === 'string') nextCacheAnswered(cache)
    res.writeHead = writeHead
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
