import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'

/**
 * Expires the tags in Next's cache (this instance's `.next`, or the fleet's Redis through
 * `src/server/cacheHandler.ts`) and resolves once the cache has recorded it. Only inside a Next
 * request: the revalidation route.
 *
 * Not `revalidateTag`: it hands the expiry to the cache after the answer has gone, and the Redis
 * handler takes several round trips to apply it. The instance would expire its stored responses
 * meanwhile, and a request in between could store the old page again. This is the call
 * `revalidateTag` ends in (the request's incremental cache, the tags expiring now), awaited.
 */
export async function expireInNextCache(tags: string[]): Promise<void> {
  const cache = workAsyncStorage.getStore()?.incrementalCache
  if (!cache) throw new Error('Next’s cache can be expired only inside a Next request.')
  await cache.revalidateTag([...new Set(tags)], { expire: 0 })
}
