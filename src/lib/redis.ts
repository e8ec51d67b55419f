/**
 * The Redis client of the app's own code (shared rate limits), one per process, when REDIS_URL
 * is set. Redis away: commands fail at once (no offline queue) and callers fall back; the client
 * reconnects on its own.
 */
import { createClient } from 'redis'

const create = () =>
  createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 2000),
    },
  })
type Client = ReturnType<typeof create>
const key = Symbol.for('starfin.appRedis')

export function redisClient(): Client | null {
  if (!process.env.REDIS_URL) return null
  const global = globalThis as Record<symbol, Client | undefined>
  if (!global[key]) {
    const client = create()
    let down = false
    client.on('error', (error: Error) => {
      if (!down)
        console.warn(
          `Redis (rate limits) unreachable, counting per instance meanwhile: ${error.message}`,
        )
      down = true
    })
    client.on('ready', () => (down = false))
    client.connect().catch(() => {})
    global[key] = client
  }
  return global[key] ?? null
}
