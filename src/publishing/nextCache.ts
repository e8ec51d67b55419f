import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'

/**
 * Expires (or only marks stale) the tags in Next's cache (this instance's `.next`, or the fleet's Redis through
 * `src/server/cacheHandler.ts`) and resolves once the cache has recorded it. Only inside a Next
 * request: the revalidation route.
 *
 * Not `revalidateTag`: it hands the expiry to the cache after the answer has gone, and the Redis
 * handler takes several round trips to apply it. The instance would expire its stored responses
 * meanwhile, and a request in between could store the old page again. This is the call
 * `revalidateTag` ends in (the request's incremental cache, the tags expiring now), awaited.
 */
export async function expireInNextCache(tags: string[], how?: { stale: boolean }): Promise<void> {
  const cache = workAsyncStorage.getStore()?.incrementalCache
  if (!cache) throw new Error('Next’s cache can be expired only inside a Next request.')
  // Stale (no `expire`): the next request is answered from the cache while a fresh render
  // replaces it, and if that render fails the cached page stays. (The fleet's Redis handler
  // deletes either way; the edge's grace keeps serving there.)
  await cache.revalidateTag([...new Set(tags)], how?.stale ? {} : { expire: 0 })
}
