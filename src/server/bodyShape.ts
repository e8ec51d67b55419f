/**
 * Whether a received body can be read as what its Content-Type says, before anything reads it.
 * Payload's REST and GraphQL failed on a body they could not read with a 500 and a stack in the
 * log: a multipart body without its closing boundary ("Unexpected end of form"), JSON that is
 * `null` or a number, a body in a type Payload does not read at all (`text/plain`), which left
 * the document undefined. Such a body is the request's fault: 400, or 415 for a type the route
 * does not take.
 */
import { isEndpointPath } from '../endpoints/paths'
import { maxRequestNesting, nestsDeeperThan } from '../lib/jsonNesting'
import { preferenceFault } from '../lib/preferenceSize'
import {
  notValidJson,
  pageParameters,
  parameterLimit,
  refusedReadParameter,
  refusedReadParameters,
  repeatedPageParameter,
  tooManyParameters,
} from '../lib/requestErrors'

import type { ServerActionKind } from './serverActions'

export type BodyFault = { status: 400 | 413 | 415; message: string }

const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase()

/** The `boundary` parameter of a multipart Content-Type, quoted or not. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

/**
 * A multipart body's structure (RFC 2046): a first delimiter, parts that each have a header
 * block ending in an empty line, and the closing delimiter.
 */
export function isWellFormedMultipart(contentType: string, body: Buffer): boolean {
  const boundary = boundaryOf(contentType)
  if (!boundary) return false
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  const first = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`) + 2
  if (first < 2 && !text.startsWith(delimiter)) return false
  const afterFirst = first + delimiter.length
  // A form without fields: the first delimiter is the closing one.
  if (text.startsWith('--', afterFirst)) return true
  const close = text.indexOf(`\r\n${delimiter}--`, afterFirst)
  if (close < 0) return false
  return text
    .slice(afterFirst, close)
    .split(`\r\n${delimiter}`)
    .every((part) => /^[ \t]*\r\n/.test(part) && part.includes('\r\n\r\n'))
}

/** A part of a form as Payload's parser (busboy) reads it. */
type FormPart = {
  name: string | undefined
  /** A file: a part with a file name, or one busboy takes for a file (`application/octet-stream`). */
  file: boolean
  value: string
  /** Whether its headers are written as browsers write them, so that busboy reads them as here. */
  plain: boolean
}

/**
 * A part's `Content-Disposition` as browsers write it (the HTML standard's form encoding
 * percent-encodes `"`, CR and LF in a name): `form-data; name="…"`, with `; filename="…"` for a
 * file. Busboy reads more: a name unquoted (`name=_payload`), in RFC 2231's form
 * (`name*=utf-8''_payload`) or with a quoted-pair (`name="_pay\load"`), which a reading of the
 * quoted form alone took for no `_payload` at all (round 32).
 */
const plainDisposition = /^form-data; name="([^"\\]*)"(?:; filename="[^"]*")?$/i

/** A header line of a part: a token, a colon, its value (no folded lines). */
const headerLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/

/** A charset other than UTF-8, in which busboy reads a field's text where this check reads UTF-8. */
const otherCharset = /;\s*charset\s*=\s*"?(?!utf-?8"?\s*(?:;|$))/i

function formPart(part: string): FormPart {
  const split = part.indexOf('\r\n\r\n')
  const lines = part.slice(part.indexOf('\r\n') + 2, split).split('\r\n')
  const valueOf = (name: string) =>
    lines
      .filter((line) => line.toLowerCase().startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).trim())
  const dispositions = valueOf('content-disposition')
  const match = dispositions.length === 1 ? plainDisposition.exec(dispositions[0]) : null
  const types = valueOf('content-type')
  const file =
    /;\s*filename=/i.test(dispositions[0] ?? '') ||
    types[0]?.split(';')[0].trim().toLowerCase() === 'application/octet-stream'
  return {
    name: match?.[1],
    file,
    value: Buffer.from(part.slice(split + 4), 'latin1').toString('utf8'),
    plain:
      match !== null &&
      types.length <= 1 &&
      (file || !otherCharset.test(types[0] ?? '')) &&
      lines.every((line) => headerLine.test(line)),
  }
}

/** A well-formed multipart body's parts (`isWellFormedMultipart`), in order. */
function formParts(contentType: string, body: Buffer): FormPart[] {
  const boundary = boundaryOf(contentType)
  if (!boundary) return []
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  const first = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`) + 2
  const afterFirst = first + delimiter.length
  if (text.startsWith('--', afterFirst)) return []
  const close = text.indexOf(`\r\n${delimiter}--`, afterFirst)
  return text.slice(afterFirst, close).split(`\r\n${delimiter}`).map(formPart)
}

/**
 * A document nested deeper than a GraphQL request may be: Payload's database adapter and a rich
 * text's validation recurse per level, and a preference or a rich text a few thousand levels deep
 * (40 KB) was a 500 with a stack for any staff account (round 31).
 */
const nestingFault = (text: string): BodyFault | undefined =>
  nestsDeeperThan(text, maxRequestNesting)
    ? { status: 400, message: `The document nests more than ${maxRequestNesting} levels deep.` }
    : undefined

/**
 * Whether a multipart write to Payload's API carries a document it can read: Payload takes the
 * document as JSON from the `_payload` field, and without one (or with `null`) it has none and
 * fails with a 500 ("Request is not eligible for file upload"). An upload's file alone is fine.
 * The parts are named as browsers name them, so that the `_payload` checked here is the one
 * Payload reads; two of them Payload reads as a list, and one sent as a file it reads as none
 * (each a 500 and a stack, round 32).
 */
function multipartDocumentFault(contentType: string, body: Buffer): BodyFault | undefined {
  const parts = formParts(contentType, body)
  if (parts.some((part) => !part.plain))
    return {
      status: 400,
      message:
        'Name each part of the form as a browser does: `Content-Disposition: form-data; name="…"`, with `; filename="…"` for a file.',
    }
  const documents = parts.filter((part) => part.name === '_payload')
  if (documents.some((part) => part.file))
    return { status: 400, message: 'The form’s `_payload` is a field, not a file.' }
  if (documents.length > 1)
    return { status: 400, message: 'Send one `_payload` field: the form holds more.' }
  const [document] = documents
  if (document === undefined)
    return parts.some((part) => part.file)
      ? undefined
      : {
          status: 400,
          message: 'Send the document as a JSON object in the form’s `_payload` field.',
        }
  try {
    const value: unknown = JSON.parse(document.value)
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return nestingFault(document.value)
  } catch {
    // Said below.
  }
  return { status: 400, message: 'The form’s `_payload` field must be a JSON object.' }
}

/**
 * A write that creates or changes a document through Payload's REST routes: it needs one
 * (`POST /api/games`, `PATCH /api/games/24`, `POST /api/globals/site-settings`; not a login,
 * a logout or another operation of its own).
 */
function writesDocument(method: string, path: string): boolean {
  const segments = path.split('/').filter(Boolean).slice(1)
  if (segments[0] === 'globals') return method === 'POST' && segments.length === 2
  if (segments.length === 1) return method === 'POST' || method === 'PATCH'
  return method === 'PATCH' && segments.length === 2
}

/**
 * An account's admin preference (`POST /api/payload-preferences/<key>`): Payload writes it
 * straight to the database, past the collection's hooks (`src/hooks/preferenceSize.ts`), so the
 * same ceiling is checked here, on the body as received.
 */
function keyedPreferenceFault(path: string, body: Buffer): BodyFault | undefined {
  const key = /^\/api\/payload-preferences\/([^/]+)$/.exec(path)?.[1]
  return key === undefined ? undefined : preferenceFault(key, body.length)
}

/**
 * A call of the admin's server functions as the admin's client sends it, `[{ "name": …, "args": … }]`
 * (React's encoding of the one argument of the layout's `serverFunction`, the site's only server
 * action), else a 400 before Next decodes it: a body that is no JSON (a gzip body, `x`), `null`,
 * `"x"`, `[]`, `{}` or `[null]` from any staff account was a 500 and a stack in the log, as Next
 * or the layout failed on it (round 33). A call with files is a multipart form, checked as one.
 */
function serverFunctionCallFault(body: Buffer): BodyFault | undefined {
  const fault: BodyFault = {
    status: 400,
    message: 'Call a server function as the admin does: `[{ "name": …, "args": { … } }]`.',
  }
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    if (!Array.isArray(value) || value.length !== 1) return fault
    const [call] = value as unknown[]
    if (typeof call !== 'object' || call === null || Array.isArray(call)) return fault
    // A function named in words, as the admin names it (`render-list`): a name written as a
    // reference to another part of the call (`"$0:0:n"`) was read as one name here and decoded as
    // another by Next (round 53, F3), or failed in Next's decoding, a 500 (F8).
    const { name } = call as { name?: unknown }
    if (!(name === undefined || (typeof name === 'string' && /^[a-z][a-z-]{0,63}$/i.test(name))))
      return fault
    // A call sent as one JSON text has one part, the call itself: a reference to another part
    // (`"$1"`, `"$@1"`, a Map's `"$Q2"`) names nothing, and React's decoding failed on it, a 500
    // (round 56, F4). A string of the user's that starts with `$` is written `"$$…"`.
    const dangling = stringsIn(value).find(
      (text) => text.startsWith('$') && !text.startsWith('$$') && !selfContained.test(text),
    )
    return dangling === undefined
      ? undefined
      : {
          status: 400,
          message: `A server function's call sent as JSON has no other part for “${dangling.slice(0, 24)}” to name.`,
        }
  } catch {
    return fault
  }
}

/**
 * The values React writes with a `$` that need no other part of a call: a path within the call
 * itself (`$0:…`), undefined, NaN, the infinities and -0, a date, a big integer, and a value the
 * client kept (`$T`, a temporary reference).
 */
const selfContained = /^\$(?:0(?::.*)?|undefined|NaN|-?Infinity|-0|D.*|n-?\d+|T)$/s

/** Every string a JSON value holds, at any depth. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : []

/** The query's names Payload writes into the address as they are (`?locale=${data.locale}`). */
const languageNames = ['locale', 'fallbackLocale', 'fallback-locale']

/**
 * A read sent as a POST, its query in a JSON body: Payload writes the body's values into the
 * address unescaped, so `{"locale":"all&limit=100&draft=true"}` carried a whole query past every
 * check of the address (round 53, F2), and so did the same in a list, written as its items joined
 * (`{"locale":["all&…"]}`: round 54, F3). No string anywhere in a value holds `&`, `=`, `?` or
 * `#` (a `where`'s values stay free: Payload reads the `where` as JSON), a language is one
 * string, and a page's size one number.
 */
function readQueryFault(body: Buffer): BodyFault | undefined {
  try {
    const query = JSON.parse(body.toString('utf8')) as Record<string, unknown>
    const refused = refusedReadParameters.find((name) => Object.hasOwn(query, name))
    if (refused) return { status: 400, message: `The API takes no “${refused}” parameter.` }
    const smuggled = Object.entries(query).find(
      ([key, value]) => key !== 'where' && stringsIn(value).some((text) => /[&=?#]/.test(text)),
    )
    if (smuggled)
      return {
        status: 400,
        message: `The query's “${smuggled[0]}” must be one value, without & = ? or #.`,
      }
    const language = languageNames.find(
      (name) => query[name] !== undefined && typeof query[name] !== 'string',
    )
    if (language) return { status: 400, message: `Give ${language} as one language code.` }
    const listed = pageParameters.find(
      (name) => typeof query[name] === 'object' && query[name] !== null,
    )
    return listed ? { status: 400, message: `Give ${listed} once, as one number.` } : undefined
  } catch {
    return undefined
  }
}

/**
 * A call of Payload's language switch as its client sends it: the bound argument Next encrypted
 * (a string) and the language, `["…", "th"]`; anything else failed in Next's decryption of the
 * first, a 500 (round 38, F1).
 */
function languageSwitchFault(body: Buffer): BodyFault | undefined {
  const fault: BodyFault = {
    status: 400,
    message: 'Switch the admin language as the admin does: its key and a language code.',
  }
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    return Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string') &&
      /^[a-zA-Z-]{2,16}$/.test(value[1])
      ? undefined
      : fault
  } catch {
    return fault
  }
}

/** Why a body is no JSON object, or undefined when it is one. */
function jsonObjectFault(body: Buffer): BodyFault | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined
    return { status: 400, message: 'The request body must be a JSON object.' }
  } catch (error) {
    return { status: 400, message: notValidJson('The request body', error as Error) }
  }
}

/** What Payload's own REST and GraphQL read: JSON, forms, and queries sent as a form (method override). */
const payloadBodyTypes = new Set([
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
])

/** Why a received body cannot be read, or undefined when it can (or the route reads it itself). */
export function bodyFault(request: {
  method?: string
  path: string
  /** The query string, without its `?`. */
  query?: string
  contentType?: string
  /** `Content-Encoding`: none of the routes decodes a compressed body. */
  contentEncoding?: string
  /** `X-Payload-HTTP-Method-Override` (or `X-HTTP-Method-Override`): a read sent as a POST. */
  methodOverride?: string
  /**
   * Whether the request names a server action (`Next-Action`), and which where it is known
   * (`serverActionKinds`); an action not known is checked as the admin's server functions.
   */
  serverAction?: boolean | ServerActionKind
  body: Buffer
}): BodyFault | undefined {
  const {
    path,
    query = '',
    contentType = '',
    contentEncoding,
    methodOverride,
    serverAction,
    body,
  } = request
  const method = (request.method ?? 'GET').toUpperCase()
  const payloadApi = (path === '/api' || path.startsWith('/api/')) && !isEndpointPath(path)
  const readAsPost = method === 'POST' && methodOverride === 'GET'
  const writes = ['POST', 'PATCH', 'PUT'].includes(method) && !readAsPost
  const mediaType = mediaTypeOf(contentType)
  // A compressed body was read as it came, as JSON or a form, and its bytes quoted back in the
  // parser's refusal (round 61): no route decodes one, so it is refused for what it is.
  if (body.length > 0 && contentEncoding && !/^\s*identity\s*$/i.test(contentEncoding))
    return {
      status: 415,
      message: 'Send the request body without Content-Encoding: the server does not decode it.',
    }
  // An empty body that says it is a multipart form is none: its parser fails ("Unexpected end
  // of form", a 500).
  if (mediaType === 'multipart/form-data' && !isWellFormedMultipart(contentType, body))
    return { status: 400, message: 'The request body is not valid multipart/form-data.' }
  if (serverAction && method === 'POST' && mediaType !== 'multipart/form-data')
    return serverAction === 'switchLanguage'
      ? languageSwitchFault(body)
      : serverFunctionCallFault(body)
  // A read sent as a POST carries its query in its body: an empty JSON one failed in Payload's
  // parsing, a 500 with a stack for a stranger on every address of the API (round 57, F3).
  if (readAsPost && payloadApi && body.length === 0 && mediaType === 'application/json')
    return { status: 400, message: 'A read sent as a POST carries its query as a JSON object.' }
  if (body.length === 0) {
    // Payload marks the document of a draft save before it checks anything, and without a body
    // there is no document: a 500. Other empty writes (a logout, a token refresh) are fine.
    // A version's restore (`POST …/versions/{id}?draft=true`, the admin's Restore) takes none.
    const restore = method === 'POST' && /\/versions\/[^/]+$/.test(path)
    if (
      payloadApi &&
      writes &&
      !restore &&
      (/(?:^|&)draft=/.test(query) || writesDocument(method, path))
    )
      return { status: 400, message: 'Send the document as a JSON object.' }
    return undefined
  }
  // A read sent as a POST: Payload parses its JSON body into the query before anything checks
  // it, and a body that is no JSON object was a 500 with a stack in the log, on every route of
  // the API and the site's own calls (round 49, F1).
  if (readAsPost && path.startsWith('/api/') && mediaType === 'application/json')
    return jsonObjectFault(body) ?? readQueryFault(body)
  // …or as a form, whose page parameters are one each, as the address's are (round 53, F5).
  if (readAsPost && path.startsWith('/api/') && mediaType === 'application/x-www-form-urlencoded') {
    const query = body.toString('utf8')
    if (tooManyParameters(query))
      return { status: 400, message: `Give at most ${parameterLimit} parameters.` }
    const repeated = repeatedPageParameter(query)
    if (repeated) return { status: 400, message: `Give ${repeated} once, as one number.` }
    const refused = refusedReadParameter(query)
    if (refused) return { status: 400, message: `The API takes no “${refused}” parameter.` }
  }
  // The site's own calls check their bodies themselves (src/endpoints); the pages and the admin
  // take forms and server functions.
  if (!payloadApi || !writes) return undefined
  // Payload compares the type as written (`=== 'application/json'`, `includes('multipart/')`):
  // `Application/JSON` left it no document, a 500 and a stack (round 32).
  if (
    payloadBodyTypes.has(mediaType) &&
    path !== '/api/graphql' &&
    contentType.split(';')[0].trim() !== mediaType
  )
    return {
      status: 415,
      message: `Write the Content-Type in lower case, as \`${mediaType}\`.`,
    }
  const preference = keyedPreferenceFault(path, body)
  if (preference) return preference
  if (mediaType === 'multipart/form-data') return multipartDocumentFault(contentType, body)
  // Payload reads a form only as a query sent as a POST; a write's form leaves it no document.
  if (mediaType === 'application/x-www-form-urlencoded')
    return {
      status: 415,
      message:
        'A form is read only as a query (with X-Payload-HTTP-Method-Override: GET); send a document as application/json.',
    }
  if (!payloadBodyTypes.has(mediaType))
    return {
      status: 415,
      message:
        'Send the request body as application/json (or a multipart/form-data form with the document in `_payload`).',
    }
  if (mediaType !== 'application/json') return undefined
  try {
    const text = body.toString('utf8')
    const value: unknown = JSON.parse(text)
    // GraphQL's route says it of its variables itself (`src/app/(payload)/api/graphql/route.ts`).
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return path === '/api/graphql' ? undefined : nestingFault(text)
    return { status: 400, message: 'The request body must be a JSON object.' }
  } catch (error) {
    return { status: 400, message: notValidJson('The request body', error as Error) }
  }
}
