/**
 * Where a publish goes, top to bottom:
 * 1. An editor saves (or a scheduled job publishes): the collection's or global's hook calls
 *    `revalidate(tags)` (`src/lib/revalidate.ts`). Outside a Next request (a job, the seed CLI) it
 *    asks this server's `/next/revalidate` route to do the rest inside one.
 * 2. Inside the request, `revalidateTag` expires the tags in Next's cache: this instance's `.next`,
 *    or in a fleet the shared Redis cache (`cacheHandler.mjs`), for every instance at once; then
 *    `announcePublish()` (`src/lib/publishSignal.ts`) tells this process.
 * 3. Here: the announcement expires this instance's stored responses (`storedResponses.ts`), and,
 *    in a fleet, is relayed on a Redis channel to the other instances, which expire theirs.
 *
 * The relay sends a second expiry a moment after the first: it covers a request that re-stored a
 * page from the shared cache before the publishing instance had finished deleting it. Redis away:
 * copies still expire by their safety lifetime; the clients reconnect on their own.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

import { onPublish } from '../lib/publishSignal'

/** Expires `expireLocal` (the stored responses) on every publish here and, with Redis, in the fleet. */
export function expireOnPublish(expireLocal: () => void, redisURL: string | undefined) {
  onPublish(expireLocal)
  if (redisURL) relayAcrossFleet(redisURL, expireLocal)
}

function relayAcrossFleet(url: string, expireLocal: () => void) {
  const buildId = (() => {
    try {
      return readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      return ''
    }
  })()
  const scope = createHash('sha256')
    .update([buildId, process.env.DATABASE_URL, process.env.NEXT_PUBLIC_SERVER_URL].join('\n'))
    .digest('hex')
    .slice(0, 16)
  const channel = `starfin:expire:${process.env.REDIS_KEY_PREFIX ?? scope}`
  const self = randomUUID()
  const options = {
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 2000),
    },
  }
  const publisher = createClient(options)
  const subscriber = createClient(options)
  for (const client of [publisher, subscriber]) {
    client.on('error', () => {}) // logged once by the cache handler's own client
    client.connect().catch(() => {})
  }
  subscriber.on('ready', () => {
    void subscriber
      .subscribe(channel, (message) => {
        if (message === self) return
        expireLocal()
        setTimeout(expireLocal, 500).unref()
      })
      .catch(() => {})
  })
  onPublish(() => {
    if (publisher.isReady) void publisher.publish(channel, self).catch(() => {})
  })
}
