/**
 * Rate limits per client. One server process counts in memory (a sliding window); a fleet
 * (REDIS_URL) counts in Redis, so the limit holds across every instance behind the load balancer
 * (rate-limiter-flexible, fixed windows). While Redis is unreachable each instance counts on its
 * own in memory rather than letting everything through. Each refusal is counted in the metrics
 * (`starfin_rate_limit_refusals_total`, by the limit's name).
 */
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { rateLimitRefused } from '../observe/metrics'

import { redisClient } from '../database/redis'
import { env } from '../lib/env'

export type RateLimit = {
  limit: number
  windowMs: number
  /** Names the counter in Redis. */ name: string
}
/** allowed, or not with the seconds until the client may try again. */
export type Verdict = { allowed: true } | { allowed: false; retryAfter: number }
export type RateLimiter = {
  hit(key: string, now?: number): Promise<Verdict>
  /** Forgets a key's count (a login that succeeded clears its account's failures). */
  reset(key: string): Promise<void>
}

/** A sliding window in this process's memory. */
export function createMemoryRateLimiter({ limit, windowMs }: Omit<RateLimit, 'name'>): RateLimiter {
  const hits = new Map<string, number[]>()
  /** Keys past which the map is swept of keys with no recent hit: doubled after each sweep. */
  const sweepFrom = 50_000
  let sweepAt = sweepFrom
  return {
    async hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return {
          allowed: false,
          retryAfter: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)),
        }
      }
      recent.push(now)
      hits.set(key, recent)
      // A sweep costs the map's size: it runs once the map has doubled since the last, so each
      // hit pays for it once at most, however many clients a window brings.
      if (hits.size > sweepAt) {
        for (const [k, times] of hits) if (!times.some((t) => now - t < windowMs)) hits.delete(k)
        sweepAt = Math.max(sweepFrom, hits.size * 2)
      }
      return { allowed: true }
    },
    async reset(key) {
      hits.delete(key)
    },
  }
}

function createRedisRateLimiter({ limit, windowMs, name }: RateLimit): RateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000))
  const limiter = new RateLimiterRedis({
    storeClient: redisClient(),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `starfin:rl:${name}`,
    points: limit,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
  })
  return {
    async hit(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection
        const msBeforeNext = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
      }
    },
    async reset(key) {
      await limiter.delete(key).catch(() => {})
    },
  }
}

/** Shared by the fleet when REDIS_URL is set, in memory otherwise. Refusals are counted by name. */
export function createRateLimiter(options: RateLimit): RateLimiter {
  const limiter = env().REDIS_URL
    ? createRedisRateLimiter(options)
    : createMemoryRateLimiter(options)
  return {
    async hit(key, now) {
      const verdict = await limiter.hit(key, now)
      if (!verdict.allowed) rateLimitRefused(options.name)
      return verdict
    },
    reset: (key) => limiter.reset(key),
  }
}
