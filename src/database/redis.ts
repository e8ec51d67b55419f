/**
 * Redis clients: the shared page cache's (`src/server/cacheHandler.ts`) and the app's own rate
 * limits. Redis away: commands fail at
 * once (no offline queue) and callers fall back; the client reconnects on its own.
 */
import { createClient } from 'redis'

import { serverLogger } from '../observe/logger'

import { env } from '../lib/env'

type Outage = {
  /** What the client is for, and what happens without it, for the one warning per outage. */
  what: string
  meanwhile: string
}

/** A connecting client (not awaited: a server whose Redis is down still starts). */
export function createRedisClient(url: string, outage?: Outage) {
  const client = createClient({
    url,
    // Fail fast while Redis is away instead of queueing commands.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 2000),
    },
  })
  let down = false
  client.on('error', (error: Error) => {
    if (!down && outage)
      serverLogger().warn(
        `Redis (${outage.what}) unreachable, ${outage.meanwhile}: ${error.message}`,
      )
    down = true
  })
  client.on('ready', () => {
    if (down && outage) serverLogger().info(`Redis (${outage.what}) is back.`)
    down = false
  })
  client.connect().catch(() => {})
  return client
}

type Client = ReturnType<typeof createRedisClient>
const key = Symbol.for('starfin.appRedis')

/** The app's own client (shared rate limits), one per process, when REDIS_URL is set. */
export function redisClient(): Client | null {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return null
  const global = globalThis as Record<symbol, Client | undefined>
  global[key] ??= createRedisClient(REDIS_URL, {
    what: 'rate limits',
    meanwhile: 'counting per instance meanwhile',
  })
  return global[key] ?? null
}
