import { secretToken } from '../lib/secretToken'

/** The token this instance's revalidation route accepts, derived from the Payload secret. */
export function revalidationToken(secret: string): string {
  return secretToken(secret, 'revalidate')
}

/**
 * Step 3 of the publish path (`index.ts`), on one instance: expires the tags in Next's cache
 * through this instance's own route (`/next/revalidate`: Next's cache can be reached only inside a
 * Next request), which answers once the cache has recorded the expiry (`nextCache.ts`); then
 * whatever the instance keeps beside Next (the production server's stored responses). In that
 * order, so that no request in between can store Next's old answer again.
 */
export function expireThisInstance(options: {
  port: number
  secret: string
  expireBesideNext?: () => void
}) {
  const token = revalidationToken(options.secret)
  return async (tags: string[], how?: { stale: boolean }) => {
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/next/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ tags, stale: how?.stale === true }),
      })
      if (!response.ok) throw new Error(`/next/revalidate answered ${response.status}`)
    } finally {
      options.expireBesideNext?.()
    }
  }
}
