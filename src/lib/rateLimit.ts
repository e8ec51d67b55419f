/**
 * A small in-memory sliding-window limiter per client. Enough for one server process; a fleet
 * behind a load balancer would put the same interface on a shared store.
 */
export type RateLimit = { limit: number; windowMs: number }

export function createRateLimiter({ limit, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>()
  return {
    /** Records a hit for `key`; false when the client is over its limit (the hit is not recorded). */
    take(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return false
      }
      recent.push(now)
      hits.set(key, recent)
      if (hits.size > 50_000) for (const [k, times] of hits) if (!times.some((t) => now - t < windowMs)) hits.delete(k)
      return true
    },
    /** Seconds until the oldest hit leaves the window. */
    retryAfter(key: string, now = Date.now()): number {
      const oldest = (hits.get(key) ?? [])[0]
      return oldest ? Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) : 1
    },
  }
}

/**
 * The client's address. Next's server appends the socket address to X-Forwarded-For, so the last
 * entry is trustworthy; behind a proxy (TRUST_PROXY=1) the first entry is the visitor.
 */
export function clientKey(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  const address = process.env.TRUST_PROXY === '1' ? forwarded[0] : forwarded.at(-1)
  return address || headers.get('x-real-ip') || 'unknown'
}
