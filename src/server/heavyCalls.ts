/**
 * Which of a signed-in account's calls are heavy: those that keep the server's one JavaScript
 * thread for a long run however lightly the machine is loaded, told from the request alone before
 * any of it is read. The visitor queue (`visitorQueue.ts`) makes them take turns server-wide.
 *
 * Each call within the staff's limits (`src/hooks/visitorLimits.ts`) is bounded, but not how many
 * an account sends one after another: one translator's ten connections of pages of 100 versions or
 * of 90 games in every language with drafts (1.8 MB each) held every visitor's `/en` 0.1–1.2 s and
 * an editor's own calls up to 4 s (round 50, F1 and F2). What makes a call heavy is its own work,
 * not the time it took: on a loaded server every call is slow, and an editor's small calls must not
 * wait behind a colleague's exports.
 */
import type { IncomingMessage } from 'node:http'

import { endpointPaths, isEndpointPath } from '../endpoints/paths'
import { pageCost } from '../lib/pageCost'

/**
 * The page cost (`pageCost`) from which a read is heavy: a page of 100 documents with their
 * relations one deep, or ten in every language with their relations. The admin's own reads over
 * REST (a relation's options, the signed-in user, locks) cost 20 at most.
 */
export const heavyPageCost = 200

/**
 * The site's own calls that read or write a whole language of many entries, or an entry and its
 * version in every language: a translation file's export and import, a restore's look-up.
 */
const heavyEndpoints = ['export', 'import', 'restore'].map(
  (name) => `/api${endpointPaths.translations}/${name}`,
)

/** Whether a signed-in account's request is heavy (see above). */
export function isHeavyCall(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const path = url.pathname.replace(/\/+$/, '')
  // A GraphQL query's cost is known only once it is parsed: the admin sends none.
  if (path === '/api/graphql') return true
  if (heavyEndpoints.includes(path)) return true
  if (req.method !== 'GET' || isEndpointPath(path)) return false
  // A page of a collection's documents, or of a collection's or a global's versions (each a whole
  // document in every language it was saved in); a document read by its id is no page.
  const versions = /^\/api\/(?:globals\/)?[^/]+\/versions$/.test(path)
  if (!versions && !/^\/api\/[^/]+$/.test(path)) return false
  const query = Object.fromEntries(url.searchParams)
  return pageCost(versions ? { ...query, locale: 'all' } : query).cost >= heavyPageCost
}
