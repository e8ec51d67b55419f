/**
 * Which of Next's cache entries are worth keeping. An address that shows nothing (a made-up game
 * id, a list page past the last, any 404) costs nothing to render again, while keeping it would
 * let anyone fill the disk, or a fleet's Redis, with one entry per address they make up. Both
 * cache handlers (`localCacheHandler.ts`, `cacheHandler.ts`) refuse such an entry.
 */
import { isPageNotFound } from '../lib/pageNotFound'

/** The part of a Next cache entry this looks at (pages, route handlers; data has neither). */
type Entry = { kind?: unknown; status?: unknown; html?: unknown } | null | undefined

/** Whether an entry is a "not found" answer: status 404 or 410, or a page marked as its 404. */
export function showsNothing(entry: Entry): boolean {
  if (!entry || typeof entry !== 'object') return false
  if (entry.status === 404 || entry.status === 410) return true
  return typeof entry.html === 'string' && isPageNotFound(entry.html)
}
