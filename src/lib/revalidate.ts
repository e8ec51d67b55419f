import { createHmac } from 'node:crypto'

import { revalidateTag } from 'next/cache'

/** The token the server's revalidation route accepts, derived from the Payload secret. */
export function revalidationToken(secret = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHmac('sha256', secret).update('revalidate').digest('hex')
}

export function serverURL(): string {
  return process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3000}`
}

/**
 * Expires the given tags so the next request renders fresh content. Inside a Next request
 * (admin saves, REST calls) that is direct; outside one (scheduled publishing jobs, the seed
 * CLI) Next has no cache store, so the running server is asked to do it.
 */
export async function revalidate(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  try {
    for (const tag of unique) revalidateTag(tag, { expire: 0 })
  } catch {
    await fetch(new URL('/next/revalidate', serverURL()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidationToken()}` },
      body: JSON.stringify({ tags: unique }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => {
      // No server running (e.g. seeding before the first start): nothing is cached yet.
    })
  }
}
