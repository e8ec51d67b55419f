/**
 * The publish path: how a change in the CMS reaches every cache, in one sequence.
 *
 * 1. **Recorded in the change's transaction.** A collection's or global's after-change hook calls
 *    `expireOnCommit(req, tags)` (`expireOnCommit.ts`; the globals use `expireGlobalWhenPublic`,
 *    the games `src/collections/Games/hooks`). It runs `pg_notify` on the transaction's own
 *    connection and notes, from `pg_stat_activity`, which instances are listening.
 * 2. **Told on commit, to every instance.** PostgreSQL delivers the notification when the
 *    transaction commits, and never when it rolls back, to every connection listening on the
 *    database: each instance has one (`listener.ts`, on the primary). Nothing polls the
 *    transaction or waits on a timer. A change made by the worker (scheduled publishing), the
 *    seed or a script reaches the instances the same way.
 * 3. **Each instance expires its caches**, in commit order (`instance.ts`): Next's cache for the
 *    tags, through its own `/next/revalidate` route (Next's cache can be reached only inside a
 *    Next request), which answers once the cache has recorded it (`nextCache.ts`); then the
 *    production server's stored responses. Then it answers on `starfin_expired`. The save that
 *    made the change returns once its own instance has answered (`afterCommit.ts` runs this after
 *    Payload's commit), so the next request sees the change; a process that serves no pages (a
 *    job, the seed) waits for every instance. An instance that stops says goodbye, and one that
 *    starts says hello: nobody waits for an instance that is gone.
 * 4. **The edges are purged, once**, by the process that made the change, when every instance
 *    that was listening has answered (or has gone): an edge fetching a page again gets the new
 *    one from any instance. An edge that refuses is tried again by the job queue with Payload's
 *    back-off; a purge still refused at its last attempt is recorded in the `failed-purges`
 *    collection, listed in the admin (`edge.ts`).
 *
 * In a fleet Next's cache is shared (Redis); every instance has the expiry recorded there before
 * it expires its stored responses, so none can store the old page again after its own expiry, and
 * the edge, purged after all of them, fetches the new one: no second expiry or purge is needed.
 * A listener that lost its connection reconnects on the next request or publish and marks
 * everything stale once, since it may have missed publishes meanwhile: each page is served once
 * more from the cache while it is rendered again, so a database that fails again straight after
 * does not take the cached pages with it.
 */
export { withAfterCommit } from './afterCommit'
export { purgeEdge, purgeEdgeTask } from './edge'
export { expireOnCommit } from './expireOnCommit'
export { expireGlobalWhenPublic } from './hooks'
export { expireThisInstance } from './instance'
export { listenForPublishes } from './listener'
