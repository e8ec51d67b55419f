import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { noteTags } from '@/edge/responseTags'
import { currentBuildId } from '@/lib/buildId'
import { cacheTags } from '@/lib/cacheTags'
import { readFromPrimary } from '@/database/primaryReads'

// The data cache outlives a deployment; a new build may read different fields, so it starts afresh.
const buildId = currentBuildId()

/**
 * How a getter reaches Payload: `payloadClient` on pages (`./payload.ts`), the request's own
 * instance in an endpoint. Passed in, not imported, so that the config, which registers the
 * endpoints, is never imported back by what they read.
 */
export type Connect = () => Promise<Payload>

/**
 * Wraps a data getter in Next's data cache under the given tags (plus the site-wide one), so the
 * pages built from it stay cached, here and at the edge, until a publish in the CMS expires
 * exactly those tags.
 * `.draft(...)` reads the latest drafts, uncached, for an editor's preview.
 */
export function cached<Args extends (string | number)[], Result>(
  key: string,
  tags: (...args: NoInfer<Args>) => string[],
  fn: (read: { draft: boolean; connect: Connect }, ...args: Args) => Promise<Result>,
) {
  const published = (connect: Connect, ...args: Args) => {
    const allTags = [cacheTags.all, ...tags(...args)]
    // The answer being made carries them to the edge (src/edge/responseTags).
    noteTags(allTags)
    // From the primary: what is cached here stays until the next publish (database/primaryReads).
    return unstable_cache(
      () => readFromPrimary(() => fn({ draft: false, connect }, ...args)),
      [buildId, key, ...args.map(String)],
      { tags: allTags },
    )()
  }
  return Object.assign(published, {
    draft: (connect: Connect, ...args: Args) => fn({ draft: true, connect }, ...args),
  })
}
