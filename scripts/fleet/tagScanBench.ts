/**
 * `tsx scripts/fleet/tagScanBench.ts`: what one publish costs the fleet's shared page cache
 * (`src/server/cacheHandler.ts`) as the cache grows. The Redis handler of
 * `@fortedigital/nextjs-cache-handler` keeps every cached entry's tags in one hash and, to expire
 * a tag, reads that whole hash (HSCAN) and parses every entry's tags: the work grows with the
 * number of cached entries, not with what the publish touches. This fills a Redis of its own on
 * loopback (BENCH_REDIS_PORT, 3236) with entries tagged as the site tags them and times
 * `revalidateTag` of one game, as every publish of a game calls it (once per tag, on one instance):
 * with the library's handler as it is, and as the site uses it (`expiringTagsByTime`: one write
 * per tag, whatever the cache holds).
 */
import { spawn } from 'node:child_process'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { expiringTagsByTime } from '../../src/server/cacheHandler'

const port = Number(process.env.BENCH_REDIS_PORT) || 3236
const redis = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  {
    stdio: 'ignore',
  },
)
const client = createClient({ url: `redis://127.0.0.1:${port}` })
try {
  for (let i = 0; i < 50; i++) {
    try {
      await client.connect()
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const keyPrefix = 'bench:'
  const options = { client: client as never, keyPrefix, timeoutMs: 30_000 }
  const scanning = createRedisHandler(options)
  const byTime = expiringTagsByTime(createRedisHandler(options), options)
  const games = 2000
  /** A cached entry as the site tags it: a page or flight data of one game on one site, or a list. */
  const tagsOf = (i: number) =>
    JSON.stringify(
      i % 10 === 0 ? ['site', 'games', 'labels'] : ['site', `game:${i % games}`, 'labels'],
    )
  console.log('  cached entries  revalidateTag(one game) ms, median of 5: scanning / by time')
  let filled = 0
  for (const size of [1_000, 10_000, 50_000, 100_000]) {
    for (let start = filled; start < size; start += 5_000) {
      const batch = client.multi()
      for (let i = start; i < Math.min(size, start + 5_000); i++) {
        batch.hSet(`${keyPrefix}__sharedTags__`, `/page/${i}`, tagsOf(i))
        batch.set(`${keyPrefix}/page/${i}`, 'x')
      }
      await batch.exec()
    }
    filled = size
    const median = async (handler: typeof scanning) => {
      const times: number[] = []
      for (let run = 0; run < 5; run++) {
        // A game whose entries are there: each run expires another one's.
        const tag = `game:${run + 1}`
        const started = performance.now()
        await handler.revalidateTag(tag)
        times.push(performance.now() - started)
      }
      return times.sort((a, b) => a - b)[2].toFixed(1)
    }
    const [byTimeMs, scanningMs] = [await median(byTime), await median(scanning)]
    console.log(`  ${String(size).padStart(14)}  ${scanningMs.padStart(8)} / ${byTimeMs}`)
  }
} finally {
  await client.quit().catch(() => {})
  redis.kill('SIGTERM')
}
