/**
 * Next's cache handler for a fleet (REDIS_URL): rendered pages, route-handler answers and
 * `unstable_cache` data live in Redis, shared by every instance, so a tag expired on one instance
 * (a publish) is expired for all of them at once. serve.ts points Next at this file only when
 * REDIS_URL is set; otherwise Next keeps its own cache in `.next`.
 *
 * Redis unreachable: every lookup misses (pages are rendered, not served from cache) and nothing
 * is stored; the client reconnects on its own, and the cache fills again once Redis is back.
 *
 * Next imports it at run time (through tsx in a checkout; the Docker image bundles it with esbuild).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { createRedisClient } from '../database/redis'
import { redisCacheLookup } from '../observe/metrics'
import { inSpan } from '../observe/tracing'

import { showsNothing } from './cacheEntries'
import { cacheScope } from './cacheScope'
import { env } from '../lib/env'

type Client = ReturnType<typeof createRedisClient>

/** One client per process, however many times Next creates the handler. */
function sharedClient(): Client {
  const key = Symbol.for('starfin.cacheRedis')
  const global = globalThis as Record<symbol, Client | undefined>
  global[key] ??= createRedisClient(env().REDIS_URL ?? '', {
    what: 'page cache',
    meanwhile: 'rendering without the shared cache',
  })
  return global[key]
}

/**
 * Keys are scoped by build, database and public address: a new deployment starts with an empty
 * cache, and two sites sharing one Redis never see each other's pages.
 */
const keyPrefix = (buildId = '') => env().REDIS_KEY_PREFIX || `starfin:${cacheScope(buildId)}:`

type Handler = ReturnType<typeof createRedisHandler>
type RedisClient = Parameters<typeof createRedisHandler>[0]['client']

/** Where the Redis handler keeps each expired tag's time (its `REVALIDATED_TAGS_KEY`). */
export const expiredTagsKey = (prefix: string) => `${prefix}__revalidated_tags__`

/** How often the lifetimes of stored entries are swept for those past their expiry. */
const sweepEvery = 10 * 60_000

/**
 * The Redis handler expires a tag by reading every stored entry's tags (an HSCAN of one hash)
 * and deleting the entries that carry it, and then sweeps every entry's lifetime the same way:
 * one publish cost as much as the whole cache, not as what it changed
 * (`scripts/fleet/tagScanBench.ts`, docs/benchmark.md). Here expiring a tag is one write, the
 * time it expired, whatever the size of the cache. The handler's `get` already compares an
 * entry's tags with those times: an entry stored before its tag expired is a miss, and is
 * removed then. The sweep of lifetimes runs at most every ten minutes, in the background.
 */
export function expiringTagsByTime(
  handler: Handler,
  { client, keyPrefix, timeoutMs }: { client: RedisClient; keyPrefix: string; timeoutMs: number },
): Handler {
  let swept = Date.now()
  return {
    ...handler,
    name: 'redis-strings-tag-times',
    async revalidateTag(tag) {
      if (!client.isReady)
        throw new Error('Redis client is not ready yet or connection is lost. Keep trying...')
      await withTimeout(client.hSet(expiredTagsKey(keyPrefix), tag, Date.now()), timeoutMs)
      if (Date.now() - swept > sweepEvery) {
        swept = Date.now()
        void handler.prepare?.().catch(() => {})
      }
    },
  }
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms).unref(),
    ),
  ])

CacheHandler.onCreation(async ({ buildId }) => {
  const client = sharedClient()
  // The first requests wait a moment for the connection rather than miss for nothing.
  if (!client.isReady)
    await Promise.race([
      new Promise((resolve) => client.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
  const options = { client, keyPrefix: keyPrefix(buildId), timeoutMs: 1000 }
  return { handlers: [expiringTagsByTime(createRedisHandler(options), options)] }
})

type Entry = Awaited<ReturnType<CacheHandler['get']>>

/**
 * Next takes a cached page's lifetime (`cacheControl`) from the entry the handler returns, else
 * from what this process itself rendered. The Redis handler keeps it only as
 * `lifespan.revalidate`: without it being handed back, an instance answering a page another one
 * rendered sent it without Cache-Control, so no edge kept it or learnt its tags.
 */
export function withLifetime(entry: Entry): Entry {
  const revalidate = entry?.lifespan?.revalidate
  if (!entry || entry.value?.kind === 'FETCH' || revalidate === undefined) return entry
  return { ...entry, cacheControl: { revalidate, expire: undefined } }
}

class SharedCacheHandler extends CacheHandler {
  async get(...args: Parameters<CacheHandler['get']>) {
    // A span of its own in a trace (the Redis lookup), and a hit or miss in the metrics.
    const entry = await inSpan('redis.cache.get', { 'db.system': 'redis' }, () =>
      super.get(...args),
    )
    redisCacheLookup(entry !== null && entry !== undefined)
    return withLifetime(entry)
  }

  /** An answer that shows nothing is not stored: made-up addresses must not fill Redis. */
  async set(...args: Parameters<CacheHandler['set']>) {
    if (showsNothing(args[1] as Parameters<typeof showsNothing>[0])) return
    return super.set(...args)
  }
}

export default SharedCacheHandler
