import { createHmac } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'

import { purgeEdge } from '@/edge/purgeEdge'
import { published, publishedLive } from '@/observe/metrics'
import { currentRequest } from '@/observe/requestContext'

import { announcePublish } from './publishSignal'
import { siteOrigin } from './site'
import { env } from './env'

/** The token the server's revalidation route accepts, derived from the Payload secret. */
export function revalidationToken(secret = env().PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('revalidate').digest('hex')
}

/**
 * Expires the given tags so the next request renders fresh content, here and at the edge.
 * Inside a Next request (admin saves, REST and GraphQL calls) that is direct. Anything else
 * (scheduled publishing jobs, the seed CLI, local-API calls) asks the running server's route: a
 * job runs on a timer that may still carry the context of the long-finished request that started
 * Payload, where `revalidateTag` would quietly do nothing.
 *
 * A hook runs before its change is committed. Asked at once, the server would expire the tags
 * while the database still holds the old content, and a page rendered in between would be cached
 * as current until the next publish (a scheduled publish now and then stayed unseen). So the
 * server is asked once the change's transaction has ended.
 */
export async function revalidate(
  tags: string[],
  req?: Pick<PayloadRequest, 'payloadAPI' | 'payload' | 'transactionID'>,
): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  if (req && (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'))
    return expireInThisRequest(unique, async () => req.payload)
  if (req?.transactionID) {
    void transactionEnded(req).then(() => askTheServer(unique))
    return
  }
  await askTheServer(unique)
}

/** Resolves once Payload has committed or rolled back the request's transaction (and dropped its id). */
async function transactionEnded(req: Pick<PayloadRequest, 'transactionID'>, timeoutMs = 60_000) {
  const started = Date.now()
  while (req.transactionID && Date.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 10))
}

const askTheServer = (tags: string[]) =>
  fetch(new URL('/next/revalidate', siteOrigin()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidationToken()}` },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => {
    // No server running (e.g. seeding before the first start): nothing is cached yet.
  })

/**
 * Inside a Next request: expires the tags in Next's cache (this instance's `.next`, or the fleet's
 * Redis through the cache handler) and announces the publish to the production server, which
 * expires its stored copies and tells the other instances (`src/server/publish.ts`). Next applies
 * the expiry as the response ends; then the publish is announced again (a copy re-stored in
 * between would be the old answer) and the tags are purged at the edge (`src/edge`), which must
 * not fetch the old answer either (a purge that keeps failing is recorded through `connect`).
 */
export function expireInThisRequest(tags: string[], connect: () => Promise<Payload>): void {
  const startedAt = currentRequest()?.startedAt ?? Date.now()
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  announcePublish()
  published()
  after(async () => {
    announcePublish()
    await purgeEdge(tags, connect)
    publishedLive((Date.now() - startedAt) / 1000)
  })
}
