/**
 * Read replicas (DATABASE_REPLICA_URLS) lag the primary by a moment. Reads that must see the
 * latest write go to the primary:
 * - the data behind the public pages' cache (`data/cached`): it is read once per publish, and a
 *   page rendered from a lagging replica just after a publish would stay cached, stale, until the
 *   next one;
 * - every request of a signed-in editor or a preview (src/server/serve.ts): an editor's save is
 *   visible to that editor on whichever instance the next request lands.
 * Everything else (anonymous API reads, members' demo accounts) may read from a replica.
 *
 * The flag lives in an AsyncLocalStorage kept on globalThis, so the server script and the Next
 * bundle (which may load this module twice) share it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { env } from '../lib/env'
import { nextCookie } from '../lib/cookies'

const key = Symbol.for('starfin.readsFromPrimary')
const store: AsyncLocalStorage<true> =
  ((globalThis as Record<symbol, unknown>)[key] as AsyncLocalStorage<true> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[key] = new AsyncLocalStorage<true>())

/** Runs `fn` with its database reads sent to the primary. */
export const readFromPrimary = <T>(fn: () => T): T => store.run(true, fn)

export const readsFromPrimary = (): boolean => store.getStore() === true

/** Replica URLs from DATABASE_REPLICA_URLS (comma-separated). */
export const replicaURLs = (): string[] => env().DATABASE_REPLICA_URLS

/**
 * Payload's postgres adapter reads through drizzle's `withReplicas` unless a write happened in the
 * last moments of this process. This makes it also read from the primary inside `readFromPrimary`.
 */
export function routeFlaggedReadsToPrimary(adapter: {
  drizzle: unknown
  primaryDrizzle?: unknown
}) {
  if (!adapter.primaryDrizzle) return
  let replicated = adapter.drizzle
  Object.defineProperty(adapter, 'drizzle', {
    configurable: true,
    enumerable: true,
    get: () => (readsFromPrimary() ? adapter.primaryDrizzle : replicated),
    set: (value) => {
      replicated = value
    },
  })
}

/**
 * A request whose reads must see the latest writes: a write, a signed-in editor's (as the server
 * decided it: `src/server/requestClass.ts`), or a preview's.
 */
export function needsPrimary(
  method: string | undefined,
  { staff, cookie }: { staff: boolean; cookie: string | undefined },
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true
  return staff || nextCookie(cookie, '__prerender_bypass') !== undefined
}
