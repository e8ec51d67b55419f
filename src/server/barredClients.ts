/**
 * Client addresses that keep being refused, shut out for a while at the connection.
 *
 * A refusal (the visitor queue's 503, its 429 for pages) is cheap, but not free: each is parsed,
 * classified, logged and answered on the server's only thread. One visitor holding 100 connections
 * open sent about 2,000 refused requests a second, and every other visitor's API call waited
 * 1.5–2 s instead of 0.08 s (round 38, F3). An address refused `refusalsPerSecond` times within a
 * second is barred for `barMs`: its connections are closed as they open or send, before any
 * parsing; the address comes back by itself. Only an address the server sees as the connection's
 * own: behind proxies every connection is a proxy's, whose visitors it must not shut out (the
 * edge's own limits are the place for that, docs/security.md).
 */
import type { Socket } from 'node:net'
import { isIP } from 'node:net'

import { limitKeyOf, trustedProxies, type ProxyTrust } from './clientAddress'

export type BarredClientsOptions = {
  refusalsPerSecond?: number
  barMs?: number
  now?: () => number
}

export function barredClients({
  refusalsPerSecond = 200,
  barMs = 10_000,
  now = () => Date.now(),
}: BarredClientsOptions = {}) {
  /** Refusals in the current second, per address; a second past, the count starts again. */
  const recent = new Map<string, { since: number; count: number }>()
  const barredUntil = new Map<string, number>()
  return {
    /** Counts a refusal of the address (as the limits count it: `limitKeyOf`). */
    refused(client: string): void {
      const time = now()
      const seen = recent.get(client)
      if (!seen || time - seen.since >= 1000) {
        // Many addresses refused once each: forget the old seconds rather than grow.
        if (recent.size >= 10_000)
          for (const [address, each] of recent)
            if (time - each.since >= 1000) recent.delete(address)
        recent.set(client, { since: time, count: 1 })
        return
      }
      if (++seen.count < refusalsPerSecond) return
      recent.delete(client)
      barredUntil.set(client, time + barMs)
    },
    isBarred(client: string): boolean {
      const until = barredUntil.get(client)
      if (until === undefined) return false
      if (until > now()) return true
      barredUntil.delete(client)
      return false
    },
  }
}

export type BarredClients = ReturnType<typeof barredClients>

/**
 * Whether a connection comes from a barred address and not through a trusted proxy: closed then,
 * as it opens and at each request it sends (a connection kept open from before the bar).
 */
export function barredConnection({ proxies, hops }: ProxyTrust, barred: BarredClients) {
  const trusted = trustedProxies(proxies)
  return (socket: Socket): boolean => {
    if (hops > 0) return false
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    const family = isIP(address)
    if (family === 0 || trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')) return false
    return barred.isBarred(limitKeyOf(address))
  }
}
