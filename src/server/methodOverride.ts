import type { IncomingMessage } from 'node:http'

/**
 * Whether a POST is a read, as Payload takes it (`handleEndpoints`): either override header,
 * `X-Payload-HTTP-Method-Override` or `X-HTTP-Method-Override`, says `GET`. The first one present
 * alone was read here, and a POST with `X-Payload-HTTP-Method-Override: x` beside
 * `X-HTTP-Method-Override: GET` was a read Payload answered and the heavy line never counted
 * (round 52, F1).
 */
export const readsAsGet = (req: Pick<IncomingMessage, 'method' | 'headers'>): boolean =>
  (req.method ?? '').toUpperCase() === 'POST' &&
  [req.headers?.['x-payload-http-method-override'], req.headers?.['x-http-method-override']].some(
    (value) => value === 'GET',
  )
