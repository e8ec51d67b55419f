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
 * 4. Once the request's response has ended, `revalidate.ts` announces the publish again (a copy
 *    re-stored in between was the old answer) and purges the tags at the edge (`src/edge`).
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
  if (!redisURL) return
  // Their outages are told once, by the cache handler's own client.
  const redis = { publisher: createRedisClient(redisURL), subscriber: createRedisClient(redisURL) }
  onPublish(relayAcrossFleet(redis, expiryChannel(), expireLocal))
}

/** The fleet's channel: one per cache scope, as the shared page cache's keys. */
const expiryChannel = () =>
  `starfin:expire:${env().REDIS_KEY_PREFIX || cacheScope(currentBuildId())}`

/** What the relay needs of Redis: a connection to publish on, and one to listen on. */
export type FleetChannel = {
  publisher: { isReady: boolean; publish: (channel: string, message: string) => Promise<unknown> }
  subscriber: {
    on: (event: 'ready', listener: () => void) => unknown
    subscribe: (channel: string, listener: (message: string) => void) => Promise<unknown>
  }
}

/**
 * Listens for the other instances' publishes, expiring this one's copies (twice, see above);
 * returns what tells them of a publish here.
 */
export function relayAcrossFleet(
  { publisher, subscriber }: FleetChannel,
  channel: string,
  expireLocal: () => void,
): () => void {
  const self = randomUUID()
  subscriber.on('ready', () => {
    void subscriber
      .subscribe(channel, (message) => {
        if (message === self) return
        expireLocal()
        setTimeout(expireLocal, 500).unref()
      })
      .catch(() => {})
  })
  return () => {
    if (publisher.isReady) void publisher.publish(channel, self).catch(() => {})
  }
}
