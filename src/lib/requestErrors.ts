import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'

import type { AfterErrorHook, PayloadRequest, SanitizedConfig } from 'payload'

import { writesWithoutSpaces } from '@/i18n/languageNames'

import { lockHolderName, locksOf } from './documentLocks'

/**
 * Errors that a request caused, answered as the request's fault (4xx, with a message saying what
 * was wrong) instead of Payload's "Something went wrong" 500. A stranger can send any id and any
 * parameter: an id that is not a number or is past PostgreSQL's integer range, a negative page,
 * a `where` that is not JSON. Payload passes such values on and the database or the parser
 * refuses them: the request failed, not the server.
 */

/** The largest id PostgreSQL's `serial` (integer) holds. */
const maxId = 2_147_483_647

/** An id as the database stores it: a whole number from 1 to 2147483647. */
export const isValidId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= maxId

type Cause = {
  code?: unknown
  message?: string
  status?: unknown
  isPublic?: unknown
  name?: unknown
  data?: unknown
}

/** The error and its causes (a database error lies under Drizzle's "Failed query"). */
function causes(error: unknown): Cause[] {
  const chain: Cause[] = []
  for (
    let e = error;
    e && typeof e === 'object' && !chain.includes(e);
    e = (e as { cause?: unknown }).cause
  )
    chain.push(e as Cause)
  return chain
}

/** The answer's status and its one error (Payload's `name` and `data` kept where it gave them). */
type Refusal = { status: number; message: string; name?: string; data?: Record<string, unknown> }

/** What the request asked for, as far as its fault depends on it. */
export type Asked = {
  /** The id in the path, if any. */
  id?: unknown
  /** The collection or global asked for (its slug). */
  slug?: string
  /** Whether that collection or global keeps versions, when the path asks for its versions. */
  versionsKept?: boolean
}

/** Why the request, not the server, made this error; undefined for the server's own failures. */
export function requestFault(error: unknown, asked: Asked = {}): Refusal | undefined {
  const chain = causes(error)
  const [outer] = chain
  const status = typeof outer?.status === 'number' ? outer.status : 500
  // Refused access stays refused access, whatever else is wrong with the request.
  if (status === 401 || status === 403) return publicRefusal(outer, status)
  const what = asked.slug ?? 'this collection'
  if (asked.versionsKept === false)
    return { status: 404, message: `Not Found: ${what} keeps no versions.` }
  if (typeof asked.id === 'string' && !isValidId(asked.id))
    return {
      status: 404,
      message: `Not Found: "${asked.id}" is not an id of ${what} (ids are whole numbers from 1 to ${maxId}).`,
    }
  // PostgreSQL's class 22, "data exception": a value of the wrong type or out of range.
  const dataException = chain.find(({ code }) => typeof code === 'string' && code.startsWith('22'))
  if (dataException)
    return {
      status: 400,
      message: `A value in the request is out of range or of the wrong type: ${dataException.message}.`,
    }
  // `where`, `select` or `populate` given as JSON that does not parse.
  const syntax = chain.find((e) => e instanceof SyntaxError)
  if (syntax) return { status: 400, message: notValidJson('The request', syntax) }
  // A query on a path the collection does not have (Payload names it).
  const path = chain.find(({ message }) => message?.startsWith('Cannot find field for path'))
  if (path) return { status: 400, message: `${path.message}.` }
  return status >= 400 && status < 500 ? publicRefusal(outer, status) : undefined
}

/**
 * Payload's own refusals ("Missing ID of version.", 400), whose message its answer loses when the
 * error comes from another bundle's copy of its classes. Their `data` stays: a validation error's
 * is the list of fields and what is wrong with each, which the admin shows beside the fields.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const publicRefusal = (error: Cause, status: number): Refusal | undefined =>
  error.isPublic === true && error.message
    ? {
        status,
        message: error.message,
        ...(typeof error.name === 'string' &&
          error.name !== 'Error' && { name: publicErrorName(error, status) }),
        ...(isRecord(error.data) && { data: error.data }),
      }
    : undefined

/**
 * An error's name as Payload's documentation spells it. Payload sends its error's class name,
 * which a production build minifies (`"name":"rC"`): the name is told from what the error is.
 */
export function publicErrorName(error: Cause, status: number): string {
  if (isRecord(error.data) && Array.isArray(error.data.errors)) return 'ValidationError'
  const byStatus: Record<number, string> = {
    401: 'UnauthorizedError',
    403: 'Forbidden',
    404: 'NotFound',
    423: 'Locked',
  }
  return byStatus[status] ?? 'APIError'
}

/** The path's collection or global, and whether it keeps the versions the path asks for. */
function askedOf(req: PayloadRequest): Asked {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  const match = /\/api\/(globals\/)?([^/]+)(\/versions(?:\/|$))?/.exec(path)
  const asked: Asked = { id: req.routeParams?.id, slug: match?.[2] }
  if (match?.[3]) {
    const entities = match[1] ? req.payload.config.globals : req.payload.config.collections
    const entity = entities.find((candidate) => candidate.slug === match[2])
    if (entity) asked.versionsKept = Boolean(entity.versions)
  }
  return asked
}

/** The root afterError hook: REST answers get the status and message, GraphQL errors the message. */
/** Payload's own answer with each error's name readable (see `publicErrorName`). */
function withPublicNames(error: unknown, result: unknown) {
  const errors = isRecord(result) && Array.isArray(result.errors) ? result.errors : undefined
  if (!errors?.some((entry) => isRecord(entry) && typeof entry.name === 'string')) return
  const status =
    typeof (error as Cause).status === 'number' ? ((error as Cause).status as number) : 500
  return {
    response: {
      ...(result as Record<string, unknown>),
      errors: errors.map((entry) =>
        isRecord(entry) && typeof entry.name === 'string'
          ? { ...entry, name: publicErrorName(entry as Cause, status) }
          : entry,
      ),
    },
  }
}

/** The name of whoever holds the newest lock of the document, if anyone does. */
async function lockHolder(req: PayloadRequest, collection: string, id: unknown) {
  if (typeof id !== 'string' || !isValidId(id)) return undefined
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    where: locksOf({ collection, id: Number(id) }),
    sort: '-updatedAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const user = docs[0]?.user?.value
  return typeof user === 'object' && user && 'name' in user
    ? lockHolderName(
        user,
        req.i18n.language,
        (parts) =>
          (req.t as (key: string, vars: object) => string)(
            'starfin:editorial:lockHolderTranslator',
            parts,
          ),
        { withEmail: ['admin', 'editor'].includes(String(req.user?.role)) },
      )
    : undefined
}

/**
 * "Entry locked: Malee (Thai) is editing", as each language joins the words: Japanese and
 * Chinese with a full-width colon and no spaces, except between a name in Latin letters and the
 * words after it (「項目已鎖定：陳美玲正在編輯」, "…：Anna Reed 正在編輯": s42 readers).
 */
function lockedBy(language: string, locked: string, holder: string, isEditing: string) {
  if (!writesWithoutSpaces(language)) return `${locked}: ${holder} ${isEditing}`
  const spaced = /[\p{Script=Latin}\d]$/u.test(holder) ? ' ' : ''
  return `${locked}：${holder}${spaced}${isEditing}`
}

/**
 * A save refused because a colleague holds the document (423), in the saver's admin language and
 * naming the colleague: Payload's own message is English and names the database id ("Document
 * with ID 2 is currently locked by another user…"), shown as is in the Thai and Hindi admin to
 * whoever a colleague had just taken over from.
 */
async function lockedRefusal(req: PayloadRequest, collection: string | undefined, error: Cause) {
  const holder = collection ? await lockHolder(req, collection, req.routeParams?.id) : undefined
  const locked = req.t('general:documentLocked')
  return {
    status: 423,
    response: {
      errors: [
        {
          name: publicErrorName(error, 423),
          message: holder
            ? lockedBy(req.i18n.language, locked, holder, req.t('general:isEditing'))
            : locked,
        },
      ],
    },
  }
}

export const answerRequestFaults: AfterErrorHook = ({
  collection,
  error,
  req,
  graphqlResult,
  result,
}) => {
  const cause = (error as { originalError?: unknown }).originalError ?? error
  if (!graphqlResult && (cause as Cause).status === 423)
    return lockedRefusal(req, collection?.slug, cause as Cause)
  const fault = requestFault(cause, graphqlResult ? {} : askedOf(req))
  if (graphqlResult) {
    const status = fault?.status ?? (cause as Cause).status
    const extensions: Record<string, unknown> & { statusCode?: number } = {
      ...graphqlResult.extensions,
      ...(fault && { statusCode: fault.status }),
    }
    // The error's name as documented, not the production build's minified class name.
    if (typeof extensions.name === 'string')
      extensions.name = publicErrorName(cause as Cause, typeof status === 'number' ? status : 500)
    return {
      graphqlResult: { ...graphqlResult, ...(fault && { message: fault.message }), extensions },
    }
  }
  if (!fault) return withPublicNames(cause, result)
  const { status, ...answer } = fault
  return { status, response: { errors: [answer] } }
}

/**
 * Payload's API routes, with what gets past Payload's own error answers: an error it throws with
 * a 4xx status outside its handlers (GraphQL's unreadable body) answered as JSON with that status;
 * its 501 for a collection without REST routes (`/api/payload-migrations`) as 404; and a 4xx
 * without a body (the S3 storage's missing file) given the JSON error every other one has.
 */
export function answeringRequestFaults<Args extends [Request, ...unknown[]]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  const refuse = (status: number, message: string) =>
    Response.json({ errors: [{ message }] }, { status })
  return async (...args) => {
    try {
      const response = await handler(...args)
      const path = new URL(args[0].url).pathname
      if (response.status === 501) return refuse(404, `Not Found: ${path} is not part of the API.`)
      if (response.status >= 400 && response.status < 500 && response.body === null)
        return refuse(
          response.status,
          `${STATUS_CODES[response.status] ?? 'Refused'}: ${args[0].method} ${path}.`,
        )
      return response
    } catch (error) {
      const { status, message } = error as { status?: unknown; message?: string }
      if (typeof status === 'number' && status >= 400 && status < 500)
        return refuse(status, message ?? STATUS_CODES[status] ?? 'Refused')
      throw error
    }
  }
}

/**
 * A percent-encoded letter, digit or `-._~` (RFC 3986's unreserved characters, which an address
 * never needs to encode and browsers never do). Next decodes them before routing, while the
 * server's and the routes' own checks read the path as sent: `/api/payload-preferences/%6cocale`
 * passed the content-language rule and `/api/globals/site-settings/%76ersions` the versions
 * rules (round 48, F1, F8).
 */
const encodedUnreserved = /%(?:3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2[de]|5f|7e)/i

/**
 * An address the production server refuses (400) before any step reads it:
 * - its percent-encoding does not decode (`/en/%E0%A4%A`): Next fails on it with a bare 500;
 * - it has `.` or `..` segments, or a backslash, plain or encoded (`/api/health/../games`,
 *   `/en/%2e%2e/admin`): Next resolves them, so the server's steps, which decide by the path
 *   (the visitor queue, the methods a path takes, its headers), would judge one address and Next
 *   answer another. Browsers resolve such segments before they ask; only a crafted request has
 *   them;
 * - it is not a path (`GET *`, `GET http://host/en`): Next failed on the first with a 500 and
 *   redirected the second to itself. Browsers and the proxies in front send a path; `OPTIONS *`
 *   asks about the server, and is answered as the other OPTIONS are;
 * - it carries a NUL (`%00`) in its path or query: no address of the site has one, and PostgreSQL
 *   refuses one in any text (the admin's `?locale=%00` was a 500);
 * - its path percent-encodes a letter, digit or `-._~` (`encodedUnreserved`).
 * True when it answered.
 */
export function refuseMalformedAddress(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '/').split('?')[0]
  let problem: string | undefined
  if (!path.startsWith('/') && !(req.method === 'OPTIONS' && path === '*'))
    problem = 'the request target is not a path beginning with "/".'
  else if (/%00|\0/.test(req.url ?? '')) problem = 'the address has a NUL character (%00).'
  else
    try {
      const decoded = decodeURIComponent(path)
      if (/(?:^|\/)\.{1,2}(?:\/|$)/.test(decoded) || /\\/.test(decoded))
        problem = 'the address has "." or ".." segments or a backslash.'
      else if (encodedUnreserved.test(path))
        problem = 'the path percent-encodes a letter, digit or "-._~" (write it as it is).'
    } catch {
      problem = 'the address is not valid percent-encoded UTF-8.'
    }
  if (!problem) return refuseObjectsOwnNames(path, res) || refuseRepeatedPageParameters(req, res)
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ errors: [{ message: `Bad Request: ${problem}` }] }))
  return true
}

/**
 * An API address naming a property every object has (`/api/constructor`, `/api/__proto__`,
 * `/api/games/toString`): Payload's REST route looks its collection, global or endpoint up by
 * the name in an object, finds the property and fails on it, a 500 with an empty body for anyone
 * and any method (round 39, F2). No address of the API has such a segment: a 404.
 */
function refuseObjectsOwnNames(path: string, res: ServerResponse): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false
  const segments = path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  if (!segments.some((segment) => Object.hasOwn(Object.prototype, segment))) return false
  res.writeHead(404, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }))
  return true
}

/**
 * Payload's versions routes answer for every collection and global, also one that keeps no
 * versions (`/api/globals/site-settings/versions`, `/api/translation-status/versions/1`): the
 * database adapter then fails on the missing table, with a stack in the log on every call, and
 * the answer became a 404 only afterwards. Such a path is a 404 before Payload runs.
 */
export function refusingVersionsNotKept<Args extends [Request, ...unknown[]]>(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    const path = new URL(args[0].url).pathname
    // Payload's routes match whatever the letters' case (`/api/users/Versions`: round 53, F6).
    const match = /^\/api\/(globals\/)?([^/]+)\/versions(?:\/|$)/i.exec(path)
    if (match) {
      const { collections, globals } = await config
      const entity = (match[1] ? globals : collections).find((each) => each.slug === match[2])
      if (entity && !entity.versions)
        return Response.json(
          { errors: [{ message: `Not Found: ${match[2]} keeps no versions.` }] },
          { status: 404 },
        )
    }
    return handler(...args)
  }
}

/** The parameters that size an API read, each one number. */
export const pageParameters = ['limit', 'page', 'depth']

/**
 * The page parameter a query (`a=1&b=2`, as in an address or a form's body) gives more than once
 * or as a list, if any: `limit=5&limit=6`, `limit[0]=5`, and `[limit]=6`, which `qs` reads as
 * `limit` too (round 53, F5).
 */
export function repeatedPageParameter(query: string): string | undefined {
  const names = query.split('&').map((pair) => {
    try {
      return decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')).trim()
    } catch {
      return ''
    }
  })
  // The name as `qs` reads it (a leading bracketed name is the name), and whether a list follows.
  const read = names.map((given) => {
    const [, name = given, rest = ''] = /^\[?([^[\]]*)\]?(.*)$/.exec(given) ?? []
    return { name, list: given.startsWith('[') ? rest.includes('[') : rest !== '' }
  })
  return pageParameters.find(
    (name) =>
      read.some((given) => given.name === name && given.list) ||
      read.filter((given) => given.name === name).length > 1,
  )
}

/**
 * Parameters of Payload's reads that no client of the site sends and that let a read say more
 * than the site shows: `flattenLocales=false` answered every language of a game shown in one
 * (round 57, F1); `data` is the caller's own JSON, handed back and to the games' `sites` hook,
 * which read the stored game behind any id, a draft's too, and told which languages it has (F2),
 * and a `data` that is no object was a 500 (F3). A 400 wherever a read is given one.
 */
export const refusedReadParameters = ['data', 'flattenLocales']

/** The parameter of `refusedReadParameters` a query (`a=1&b=2`) gives, in any spelling `qs` reads. */
export function refusedReadParameter(query: string): string | undefined {
  const names = query.split('&').map((pair) => {
    try {
      return decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')).trim()
    } catch {
      return ''
    }
  })
  const read = names.map((given) => /^\[?([^[\]]*)\]?/.exec(given)?.[1] ?? given)
  return refusedReadParameters.find((name) => read.includes(name))
}

/**
 * An address's path and its whole query: everything after the first `?`, later ones included
 * (`split('?', 2)` dropped what followed a second `?`, and a query hid behind `?x=?&…`: round 55,
 * F1). What Payload and `URLSearchParams` read is the same.
 */
export function addressParts(url: string | undefined): { path: string; query: string } {
  const address = url ?? '/'
  const at = address.indexOf('?')
  return at < 0
    ? { path: address, query: '' }
    : { path: address.slice(0, at), query: address.slice(at + 1) }
}

/**
 * An address of more parameters than `parameterLimit`; or an API read with a page's size given
 * twice or as a list (`?limit=5&limit=6`, `limit[0]=5`):
 * Payload passed the list on to the database as the one number, and the users, locks,
 * preferences and translation states answered any staff account a 500, with the SQL statement
 * in the log (round 52, F7). Each at most once, as one value: a 400.
 */
function refuseRepeatedPageParameters(req: IncomingMessage, res: ServerResponse): boolean {
  const { path, query } = addressParts(req.url)
  if (!query) return false
  const problem = tooManyParameters(query)
    ? `give at most ${parameterLimit} query parameters.`
    : path.toLowerCase().startsWith('/api/') && repeatedPageParameter(query)
      ? `give ${repeatedPageParameter(query)} once, as one number.`
      : path.toLowerCase().startsWith('/api/') && refusedReadParameter(query)
        ? `the API takes no “${refusedReadParameter(query)}” parameter.`
        : undefined
  if (!problem) return false
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ errors: [{ message: `Bad Request: ${problem}` }] }))
  return true
}

/**
 * The most parameters a query (an address's, or a form read's body) may give: as many as `qs`
 * reads (its `parameterLimit`), which the server's checks and Payload's `req.query` parse with.
 * Payload reads the language with `URLSearchParams`, which reads them all: `locale=all` after a
 * thousand others was a page of every language the checks never saw (round 54, F2). Nothing of
 * the site or the admin comes near it.
 */
export const parameterLimit = 1000

/** Whether a query (`a=1&b=2`) gives more parameters than `parameterLimit`. */
export const tooManyParameters = (query: string) => query.split('&').length > parameterLimit

/**
 * A JSON parser's refusal, told back: where the text went wrong when the parser says, never the
 * text itself, which its message quotes (a compressed body's bytes, round 61).
 */
export function notValidJson(what: string, error: Error): string {
  const at = /\bposition (\d+)/.exec(error.message)
  return `${what} is not valid JSON${at ? ` (at character ${at[1]})` : ''}.`
}
