/**
 * A fleet's stored responses (lib/storedResponses) follow the shared cache's expiry: every
 * revalidation in this process is published on Redis, and a revalidation published by another
 * instance expires this one's copies. A second expiry a moment later covers a request that
 * re-stored a page from the shared cache before the publishing instance had finished deleting it.
 * Redis away: copies still expire by their safety lifetime; the clients reconnect on their own.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createClient } from 'redis'

import { onStoredResponsesExpired } from '../../src/lib/storedResponses'

export function shareExpiryAcrossFleet(url: string, expireLocal: () => void) {
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
  onStoredResponsesExpired(() => {
    if (publisher.isReady) void publisher.publish(channel, self).catch(() => {})
  })
}
