/**
 * Where a publish goes, top to bottom:
 * 1. An editor saves (or a scheduled job publishes): the collection's or global's hook calls
 *    `revalidate(tags)` (`src/lib/revalidate.ts`). Outside a Next request (a job, the seed CLI) it
 *    asks this server's `/next/revalidate` route to do the rest inside one.
 * 2. Inside the request, `revalidateTag` expires the tags in Next's cache: this instance's `.next`,
 *    or in a fleet the shared Redis cache (`cacheHandler.ts`), for every instance at once; then
 *    `announcePublish()` (`src/lib/publishSignal.ts`) tells this process.
 * 3. Here: the announcement expires this instance's stored responses (`storedResponses.ts`), and,
 *    in a fleet, is relayed on a Redis channel to the other instances, which expire theirs.
 *
 * The relay sends a second expiry a moment after the first: it covers a request that re-stored a
 * page from the shared cache before the publishing instance had finished deleting it. Redis away:
 * copies still expire by their safety lifetime; the clients reconnect on their own.
 */
import { randomUUID } from 'node:crypto'

import { currentBuildId } from '../lib/buildId'
import { onPublish } from '../lib/publishSignal'
import { createRedisClient } from '../lib/redis'

import { cacheScope } from './cacheScope'
import { env } from '../lib/env'

/** Expires `expireLocal` (the stored responses) on every publish here and, with Redis, in the fleet. */
export function expireOnPublish(expireLocal: () => void, redisURL: string | undefined) {
  onPublish(expireLocal)
  if (redisURL) relayAcrossFleet(redisURL, expireLocal)
}

function relayAcrossFleet(url: string, expireLocal: () => void) {
  const channel = `starfin:expire:${env().REDIS_KEY_PREFIX || cacheScope(currentBuildId())}`
  const self = randomUUID()
  // Their outages are told once, by the cache handler's own client.
  const publisher = createRedisClient(url)
  const subscriber = createRedisClient(url)
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
