import { createHmac } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { siteOrigin } from './site'
import { expireStoredResponses } from './storedResponses'

/** The token the server's revalidation route accepts, derived from the Payload secret. */
export function revalidationToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('revalidate').digest('hex')
}

/**
 * Expires the given tags so the next request renders fresh content. Inside a Next request
 * (admin saves, REST and GraphQL calls) that is direct. Anything else (scheduled publishing
 * jobs, the seed CLI, local-API calls) asks the running server's route: a job runs on a timer
 * that may still carry the context of the long-finished request that started Payload, where
 * `revalidateTag` would quietly do nothing.
 */
export async function revalidate(
  tags: string[],
  req?: Pick<PayloadRequest, 'payloadAPI'>,
): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  if (req?.payloadAPI === 'REST' || req?.payloadAPI === 'GraphQL') {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
    expireStoredResponses()
    return
  }
  await fetch(new URL('/next/revalidate', siteOrigin()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidationToken()}` },
    body: JSON.stringify({ tags: unique }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => {
    // No server running (e.g. seeding before the first start): nothing is cached yet.
  })
}
