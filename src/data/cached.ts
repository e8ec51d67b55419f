import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { registeredContent, tagsOfReads, type Reads } from '@/content/registry'
import { noteTags } from '@/lib/responseTags'
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

/** Every cached getter and what it reads: `tests/unit/content-registry.test.ts` checks them. */
export const cachedGetters: { key: string; reads: Reads }[] = []

/**
 * One read at a time per key: callers that miss the data cache together wait for the first
 * one's read instead of each reading the database. After a publish expired the game lists, 40
 * visitors asking `/api/hotGames` at once each rebuilt the list (2.9–5.7 s cold), and the whole
 * server, staff and health checks included, waited 7–14 s (round 39, F1). Every caller still asks
 * Next's data cache itself, so each page records the getter's tags; only the read on a miss is
 * shared.
 */
export function singleFlight<Result>(
  pending: Map<string, Promise<unknown>>,
  key: string,
  read: () => Promise<Result>,
): Promise<Result> {
  // A copy each: what one caller does to its answer is not another's.
  const running = pending.get(key)
  if (running) return running.then((result) => structuredClone(result) as Result)
  const started = read().finally(() => pending.delete(key))
  pending.set(key, started)
  return started
}
const readsInFlight = new Map<string, Promise<unknown>>()

/**
 * Wraps a data getter in Next's data cache, so the pages built from it stay cached, here and at
 * the edge, until a publish in the CMS expires its tags. The getter says what it reads
 * (`allOf('news')`, `oneOf('games', (gameId) => ({ gameId }))`, from `@/content/registry`) and
 * is tagged with what the registry declares for that content (plus the site-wide tag), so a
 * publish of it expires exactly the pages that show it. Content outside the registry gives its
 * own tag from `@/lib/cacheTags`.
 * `.draft(...)` reads the latest drafts, uncached, for an editor's preview.
 */
export function cached<Args extends (string | number)[], Result>(
  key: string,
  reads: Reads,
  fn: (read: { draft: boolean; connect: Connect }, ...args: Args) => Promise<Result>,
) {
  cachedGetters.push({ key, reads })
  const published = async (connect: Connect, ...args: Args) => {
    const types = registeredContent(await connect())
    const allTags = [...new Set([cacheTags.all, ...tagsOfReads(types, key, reads, args[0])])]
    // The answer being made carries them to the edge (src/lib/responseTags).
    noteTags(allTags)
    // From the primary: what is cached here stays until the next publish (database/primaryReads).
    const keyParts = [buildId, key, ...args.map(String)]
    return unstable_cache(
      () =>
        singleFlight(readsInFlight, JSON.stringify(keyParts), () =>
          readFromPrimary(() => fn({ draft: false, connect }, ...args)),
        ),
      keyParts,
      { tags: allTags },
    )()
  }
  // Asked again within one render (a page's metadata, header and footer each read the site's
  // settings; the game list's layout and its view the catalogue order), the same answer: one
  // lookup of the data cache, its key hashed and its entry parsed once a request. Outside a
  // render (an endpoint, a script) every call reads.
  return Object.assign(cache(published), {
    draft: (connect: Connect, ...args: Args) => fn({ draft: true, connect }, ...args),
  })
}
