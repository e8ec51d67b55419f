/**
 * Whether a request carries a valid staff session, decided once per request and shared by the
 * server's steps that treat staff apart (their body ceilings, the visitor queue).
 *
 * Payload signs its session tokens with HS256 and a key derived from PAYLOAD_SECRET; checking the
 * signature and expiry here takes no database. (A call with an API key counts as a visitor's:
 * checking the key takes the database, and a made-up one must not pass for staff.)
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { jwtVerify } from 'jose'

export type StaffSession = (req: IncomingMessage) => Promise<boolean>

export function staffSession(secret: string): StaffSession {
  const key = new TextEncoder().encode(
    createHash('sha256').update(secret).digest('hex').slice(0, 32),
  )
  // Keyed by the headers, which a request's replayed copy shares (requestBodies.ts).
  const decided = new WeakMap<IncomingMessage['headers'], Promise<boolean>>()
  return (req) => {
    let verdict = decided.get(req.headers)
    if (!verdict) {
      const token =
        /^JWT (.+)$/.exec(req.headers.authorization ?? '')?.[1] ??
        /(?:^|;\s*)payload-token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1]
      verdict = token
        ? jwtVerify(token, key).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false)
      decided.set(req.headers, verdict)
    }
    return verdict
  }
}
