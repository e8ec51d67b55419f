import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The cache tags of the data an answer read, collected while it is made, for the headers that
 * tell the edge what a publish purges (`src/edge/cacheHeaders.ts`). The production server runs
 * each request in a collection (`collectingTags`); the data layer notes the tags of every
 * cached read (`noteTags`). They meet through a process-wide symbol: the server is loaded apart
 * from Next's bundles.
 */
const key = Symbol.for('starfin.responseTags')

type Holder = { [key]?: AsyncLocalStorage<Set<string>> }

const storage = ((globalThis as Holder)[key] ??= new AsyncLocalStorage<Set<string>>())

/** Runs `fn` (a request's handling), adding to `tags` the tags of the data it reads. */
export const collectingTags = <T>(tags: Set<string>, fn: () => T): T => storage.run(tags, fn)

/** Called by the data layer with the tags of what it read. */
export function noteTags(tags: string[]): void {
  const collected = storage.getStore()
  if (collected) for (const tag of tags) collected.add(tag)
}
