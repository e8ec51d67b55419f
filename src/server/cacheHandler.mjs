/**
 * Next's cache handler for a fleet (REDIS_URL): rendered pages, route-handler answers and
 * `unstable_cache` data live in Redis, shared by every instance, so a tag expired on one instance
 * (a publish) is expired for all of them at once. serve.ts points Next at this file only
 * when REDIS_URL is set; otherwise Next keeps its own cache in `.next`.
 *
 * Redis unreachable: every lookup misses (pages are rendered, not served from cache) and nothing
 * is stored; the client reconnects on its own, and the cache fills again once Redis is back.
 *
 * Plain JavaScript: Next imports it at run time, and the Docker image bundles it with esbuild.
 */
import { createHash } from 'node:crypto'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

/** One client per process, however many times Next creates the handler. */
function sharedClient() {
  const key = Symbol.for('starfin.cacheRedis')
  if (!globalThis[key]) {
    const client = createClient({
      url: process.env.REDIS_URL,
      // Fail fast while Redis is away (a miss renders the page) instead of queueing commands.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2000),
      },
    })
    let down = false
    client.on('error', (error) => {
      if (!down)
        console.warn(
          `Redis (page cache) unreachable, rendering without the shared cache: ${error.message}`,
        )
      down = true
    })
    client.on('ready', () => {
      if (down) console.log('Redis (page cache) is back.')
      down = false
    })
    // Not awaited: a server whose Redis is down still starts, and serves uncached.
    client.connect().catch(() => {})
    globalThis[key] = client
  }
  return globalThis[key]
}

/**
 * Keys are scoped by build, database and public address: a new deployment starts with an empty
 * cache, and two sites sharing one Redis never see each other's pages.
 */
export function keyPrefix(buildId = '') {
  if (process.env.REDIS_KEY_PREFIX) return process.env.REDIS_KEY_PREFIX
  const scope = createHash('sha256')
    .update(
      [buildId.trim(), process.env.DATABASE_URL, process.env.NEXT_PUBLIC_SERVER_URL].join('\n'),
    )
    .digest('hex')
    .slice(0, 16)
  return `starfin:${scope}:`
}

CacheHandler.onCreation(async ({ buildId }) => {
  const client = sharedClient()
  // The first requests wait a moment for the connection rather than miss for nothing.
  if (!client.isReady)
    await Promise.race([
      new Promise((resolve) => client.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
  return {
    handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: 1000 })],
  }
})

export default CacheHandler
