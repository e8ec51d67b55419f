/**
 * Which of a signed-in account's calls are heavy: those that keep the server's one JavaScript
 * thread for a long run however lightly the machine is loaded, told from the request alone (its
 * address, and the body already received) before any of it is worked on. The visitor queue
 * (`visitorQueue.ts`) makes them take turns server-wide.
 *
 * Each call within the staff's limits (`src/hooks/visitorLimits.ts`) is bounded, but not how many
 * an account sends one after another: one translator's ten connections of pages of 100 versions or
 * of 90 games in every language with drafts (1.8 MB each) held every visitor's `/en` 0.1–1.2 s and
 * an editor's own calls up to 4 s (round 50, F1 and F2). What makes a call heavy is its own work,
 * not the time it took: on a loaded server every call is slow, and an editor's small calls must not
 * wait behind a colleague's exports.
 *
 * A query is read as Payload reads it (`qs`): `limit[0]=90` is a limit of 90 and
 * `locale=all&locale=en-US` reads every language, and a read sent as a POST with
 * `X-Payload-HTTP-Method-Override: GET` carries its query in its body (round 51, F1).
 */
import type { IncomingMessage } from 'node:http'

import { parse } from 'qs-esm'

import { heavyEndpointPaths, isEndpointPath } from '../endpoints/paths'
import { pageCost } from '../lib/pageCost'
import { readsAsGet } from './methodOverride'

/**
 * The page cost (`pageCost`) from which a read is heavy: a page of 100 documents with their
 * relations one deep, or ten in every language with their relations. The admin's own reads over
 * REST (a relation's options, the signed-in user, locks) cost 30 at most.
 */
export const heavyPageCost = 200

/**
 * How many values a `where` may hold before its read is heavy whatever its page: each is a
 * condition the database tests on every row (a `like` on every language of every version), and a
 * hundred of them took 8–15 s of a read, 4 s of it PostgreSQL's (round 51, F4). The admin's own
 * search of a list holds a few.
 */
export const heavyWhereValues = 20

/**
 * The admin's server functions that draw a list (its rows, each with its cells, up to 100 of
 * them): four at once from one editor held a visitor's `/en` up to 4 s (round 51, F2).
 */
const heavyServerFunctions = new Set(['render-list', 'table-state'])

/** Every string a parsed query value holds (`qs` reads `limit[0]=90` as an array). */
const valuesOf = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(valuesOf)
      : []

/**
 * A `where`'s values, one sent as JSON text too (`where={"or":[…]}`), which Payload parses into
 * its conditions: counted as one value, 99 `like`s went through as a light call (round 52, F2).
 */
const whereValuesOf = (value: unknown): string[] =>
  valuesOf(value).flatMap((text) => {
    if (!/^\s*[[{]/.test(text)) return [text]
    try {
      return valuesOf(JSON.parse(text) as unknown)
    } catch {
      return [text]
    }
  })

/**
 * The admin's screens that draw a list or versions: a collection's list (and its trash), a
 * document's or a global's versions (a trashed document's too: round 55, F4), and one version
 * compared with another (each in every language saved). The versions list of 100 and its comparisons from two translators held an
 * editor's call 1–3.6 s (round 52, F4).
 */
const heavyAdminScreens = [
  /^\/admin\/collections\/[^/]+(?:\/trash)?$/,
  /^\/admin\/collections\/[^/]+(?:\/trash)?\/[^/]+\/versions(?:\/[^/]+)?$/,
  /^\/admin\/globals\/[^/]+\/versions(?:\/[^/]+)?$/,
]

/**
 * The largest number among a parameter's values: the most any reading of it could ask for. An
 * empty value is none (`depth=` is Payload's default, 2, not 0: round 53, F7).
 */
function largest(values: string[]): string | undefined {
  const numbers = values
    .filter((value) => value.trim() !== '')
    .map(Number)
    .filter(Number.isFinite)
  return numbers.length ? String(Math.max(...numbers)) : undefined
}

const queryOptions = { depth: 10, arrayLimit: 1000 } as const

/** The admin's server function a body calls (`[{ name, args }]`), if it is one. */
function serverFunctionOf(
  body: Buffer | undefined,
): { name: string; args?: Record<string, unknown> } | undefined {
  try {
    const [call] = JSON.parse(body?.toString('utf8') ?? '') as [
      { name?: unknown; args?: Record<string, unknown> },
    ]
    return typeof call?.name === 'string' ? { name: call.name, args: call.args } : undefined
  } catch {
    return undefined
  }
}

/**
 * A document drawn by the admin's `render-document` at another address's segments: its versions
 * list or a comparison (`paramsOverride.segments` ending in `versions`), which Payload's "select
 * a version" drawer asks for, drawn as those screens are, and counted as they are (round 55, F2).
 */
function drawsVersions(args: Record<string, unknown> | undefined): boolean {
  const segments = (args?.paramsOverride as { segments?: unknown } | undefined)?.segments
  return (
    Array.isArray(segments) &&
    segments.some((segment) => typeof segment === 'string' && /^versions$/i.test(segment))
  )
}

/**
 * Whether a call's arguments hold a React reference (`"$0:0:s"`, `"$1"`; a string of the user's
 * that starts with `$` is written `"$$…"`): React resolves it before Payload reads the
 * arguments, so what they name is not what this check reads (round 56, F3). Such a call is
 * counted as heavy: the admin's own `render-document` calls carry none.
 */
const referenceIn = (value: unknown): boolean =>
  typeof value === 'string'
    ? /^\$[^$]/.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(referenceIn)

/**
 * The query a read sent as a POST carries in its body: search parameters, or JSON (Payload reads
 * both).
 */
function bodyQuery(req: Pick<IncomingMessage, 'headers'>, body: Buffer): Record<string, unknown> {
  const text = body.toString('utf8')
  if (!String(req.headers?.['content-type'] ?? '').includes('json'))
    return parse(text, queryOptions) as Record<string, unknown>
  try {
    const data = JSON.parse(text) as unknown
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Whether a signed-in account's request is heavy (see above); `body`, the body it arrived with. */
export function isHeavyCall(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  body?: Buffer,
): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const path = url.pathname.replace(/\/+$/, '')
  if (path === '/admin' || path.startsWith('/admin/')) {
    // A list's or versions' page, or a server function that draws one; one whose call cannot
    // be read (a multipart body) counts as one. A HEAD draws the page as a GET does (round 52, F3).
    if (req.method === 'GET' || req.method === 'HEAD')
      return heavyAdminScreens.some((screen) => screen.test(path))
    if (req.method !== 'POST' || req.headers?.['next-action'] === undefined) return false
    const call = serverFunctionOf(body)
    return (
      call === undefined ||
      heavyServerFunctions.has(call.name) ||
      (call.name === 'render-document' && (drawsVersions(call.args) || referenceIn(call.args)))
    )
  }
  // A GraphQL query's cost is known only once it is parsed: the admin sends none. Payload finds
  // its routes whatever their letters' case (`/api/translations/EXPORT`).
  const lower = path.toLowerCase()
  if (lower === '/api/graphql' || heavyEndpointPaths.includes(lower)) return true
  const readsAsPost = readsAsGet(req)
  const reads = req.method === 'GET' || req.method === 'HEAD' || readsAsPost
  if (!reads || isEndpointPath(path)) return false
  // A page of a collection's documents, or of a collection's or a global's versions (each a whole
  // document in every language it was saved in); a document read by its id is no page.
  // Whatever the letters' case, as Payload's routes (`/api/games/Versions`: round 53, F4).
  const versions = /^\/api\/(?:globals\/)?[^/]+\/versions$/.test(lower)
  if (!versions && !/^\/api\/[^/]+$/.test(lower)) return false
  const queries = [parse(url.search.slice(1), queryOptions) as Record<string, unknown>]
  if (readsAsPost && body) queries.push(bodyQuery(req, body))
  const all = (name: string) => queries.flatMap((query) => valuesOf(query[name]))
  const { cost } = pageCost({
    limit: largest(all('limit')),
    depth: largest(all('depth')),
    // `locale=*` reads every language as `all` does (round 53, F1).
    locale:
      versions || all('locale').some((locale) => locale === 'all' || locale === '*')
        ? 'all'
        : undefined,
  })
  const where = queries.flatMap((query) => whereValuesOf(query.where))
  return cost >= heavyPageCost || where.length >= heavyWhereValues
}
