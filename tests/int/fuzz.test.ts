/**
 * A stranger's random requests, generated: REST queries of every shape (operators Payload knows
 * and junk, fields of every type, relations' subfields, nested and/or, sort, paging, depth,
 * locale, select, populate), random addresses under the API and the public pages, and every
 * method on the API. Whatever they send, the answer is never a 5xx and never shows a stack
 * trace or SQL. Anonymous only: no call here may write with a staff account.
 */
import { request } from 'node:http'

import config from '@payload-config'
import fc from 'fast-check'
import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { sitePrefixes } from '@/i18n/locales'

import { serverURL } from './helpers'

const resolved = await config
const slugs = [
  ...resolved.collections.map((collection) => collection.slug),
  'payload-preferences',
  'payload-locked-documents',
  'payload-jobs',
  'no-such-thing',
]

/** Each collection's field paths: groups' and arrays' subfields, and a few of relations' subfields. */
function pathsOf(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if ('flattenedFields' in field && field.flattenedFields)
      return [path, ...pathsOf(field.flattenedFields, `${path}.`)]
    if (field.type === 'relationship' || field.type === 'upload')
      return [path, `${path}.id`, `${path}.filename`, `${path}.email`, `${path}.title`]
    return [path]
  })
}
const fieldPaths = [
  ...new Set([
    ...resolved.collections.flatMap((collection) => pathsOf(collection.flattenedFields)),
    'id',
    '_status',
    'title.en-US',
    'version.title',
    'version._status',
    'parent',
    'latest',
  ]),
]

const operators = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
]
const junk = ['', 'eq', 'EQUALS', '__proto__', 'constructor', 'toString', '0', '$ne', 'equals ']

/** Text that breaks parsers: quotes, SQL, percent signs, control characters, far-away Unicode. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(
    "'",
    '"',
    '%',
    '%25',
    '\\',
    "' or 1=1 --",
    '1,2',
    '1,2,3,4',
    '[1,2]',
    '{"a":1}',
    'null',
    'true',
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999',
    '2024-13-45',
    '2025-01-01T00:00:00Z',
    '\u0000',
    '\r\nX: 1',
    '💥',
  ),
  fc.integer().map(String),
  fc.double().map(String),
)

/** A `where` object, nested through and/or a little way. */
const where: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{ where: Record<string, unknown> }>(
  (tie) => ({
    where: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.dictionary(
        fc.oneof(fc.constantFrom(...fieldPaths), fc.string({ maxLength: 6 })),
        fc.oneof(
          fc.dictionary(
            fc.oneof(fc.constantFrom(...operators), fc.constantFrom(...junk)),
            fc.oneof(nastyText, fc.array(nastyText, { maxLength: 3 })),
            { minKeys: 1, maxKeys: 2 },
          ),
          nastyText,
        ),
        { minKeys: 1, maxKeys: 2 },
      ),
      fc.record({ and: fc.array(tie('where'), { maxLength: 2 }) }),
      fc.record({ or: fc.array(tie('where'), { maxLength: 2 }) }),
    ),
  }),
).where

/** Serialises nested objects the way qs and Payload read them: `where[or][0][title][like]=x`. */
function toQuery(key: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => toQuery(`${key}[${i}]`, item))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => toQuery(`${key}[${encodeURIComponent(k)}]`, v))
  return [`${key}=${encodeURIComponent(String(value))}`]
}

const sortTerm = fc
  .tuple(fc.boolean(), fc.oneof(fc.constantFrom(...fieldPaths), fc.string({ maxLength: 6 })))
  .map(([descending, path]) => `${descending ? '-' : ''}${path}`)

/** Mostly a value the visitor limits let through (so the query runs), now and then junk. */
const mostly = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: nastyText, weight: 1 })

const query = fc
  .record(
    {
      where,
      sort: fc.array(sortTerm, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(',')),
      limit: mostly(fc.integer({ min: 1, max: 10 }).map(String)),
      page: mostly(fc.integer({ min: 1, max: 3 }).map(String)),
      depth: mostly(fc.integer({ min: 0, max: 2 }).map(String)),
      locale: mostly(fc.constantFrom('en-US', 'ja-JP', 'zh-TW', 'xx')),
      draft: fc.constantFrom('true', 'false', 'x'),
      select: fc.dictionary(fc.constantFrom(...fieldPaths), fc.constantFrom('true', 'false', 'x'), {
        maxKeys: 2,
      }),
      populate: fc.dictionary(
        fc.constantFrom('media', 'games', 'users', 'x'),
        fc.dictionary(fc.constantFrom(...fieldPaths), fc.constant('true'), { maxKeys: 2 }),
        { maxKeys: 1 },
      ),
    },
    { requiredKeys: ['where'] },
  )
  .map((parameters) =>
    Object.entries(parameters)
      .flatMap(([key, value]) => toQuery(key, value))
      .join('&'),
  )

/** Percent-encoding that is malformed, overlong, or decodes to a slash, a dot or a control. */
const encodedJunk = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%00',
  '%0d%0a',
  '%2e%2e',
  '%2f',
  '%5c',
  '%c0%af',
  '%E0%A4%A',
  '%ff',
  '..',
  '.',
  '~',
  ';',
)
const segment = fc.oneof(
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
  encodedJunk,
  fc.integer({ min: -1, max: 2_147_483_648 }).map(String),
  fc.constantFrom('0024', '24', '701', '104', '999999', '1e3', '0x10'),
)

/** A stack frame, a path into the installed packages, or the SQL of a failed query. */
const leak =
  /\n\s+at \S+ \(|\bat .+\.[cm]?js:\d+:\d+|node_modules|Failed query|select "|from "|insert into/i

type Answer = { status: number; body: string }

/** Sent as is: fetch would resolve `..`, re-encode the path and refuse TRACE. */
function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      serverURL + '/',
      {
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

/** The property every answer keeps, with the request in the failure's message. */
function expectSafe(what: string, { status, body }: Answer) {
  expect(status, `${what} → ${status} ${body.slice(0, 300)}`).toBeLessThan(500)
  expect(body.match(leak)?.[0], `${what} leaks: ${body.slice(0, 300)}`).toBeUndefined()
}

/** Bounded for CI: a few hundred runs each, stopped early (and still passing) past the budget. */
const budget = (numRuns: number, ms: number) => ({
  numRuns,
  interruptAfterTimeLimit: ms,
  markInterruptAsFailure: false,
})

describe('random requests from a stranger', () => {
  it('REST queries of any shape on any collection get an answer, not a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...slugs),
        fc.constantFrom('', '/count', '/versions'),
        query,
        async (slug, kind, parameters) => {
          const path = `/api/${slug}${kind}?${parameters}`
          expectSafe(`GET ${path}`, await send('GET', path))
        },
      ),
      budget(500, 20_000),
    )
  }, 60_000)

  it('random addresses under the API and the public pages get an answer, not a 5xx', async () => {
    const address = fc.oneof(
      fc
        .tuple(fc.constantFrom(...sitePrefixes, 'xx'), fc.constantFrom('detail', 'play'), segment)
        .map(([site, page, id]) => `/${site}/${page}/${id}`),
      segment.map((id) => `/demo/${id}`),
      fc
        .tuple(fc.constantFrom(...sitePrefixes), fc.array(segment, { minLength: 1, maxLength: 2 }))
        .map(([site, rest]) => `/${site}/${rest.join('/')}`),
      fc
        .tuple(
          fc.constantFrom(...slugs, 'globals', 'graphql', 'media/file', 'hotGames'),
          fc.array(segment, { maxLength: 3 }),
        )
        .map(([slug, rest]) => `/api/${[slug, ...rest].join('/')}`),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'HEAD'), address, async (method, path) => {
        expectSafe(`${method} ${path}`, await send(method, path))
      }),
      budget(400, 20_000),
    )
  }, 60_000)

  it('any method on the API, with or without a body, gets an answer, not a 5xx', async () => {
    const apiPath = fc
      .tuple(
        fc.constantFrom(...slugs, 'globals/site-settings', 'createMember', 'submitEnquiry'),
        fc.constantFrom('', '/1', '/abc', '/count', '/versions', '/versions/1', '/1/duplicate'),
        fc.oneof(
          fc.constant(''),
          query.map((q) => `?${q}`),
        ),
      )
      .map(([slug, rest, parameters]) => `/api/${slug}${rest}${parameters}`)
    const body = fc.option(
      fc.oneof(fc.json({ maxDepth: 2 }), fc.string({ maxLength: 40 }), fc.constant('{}')),
      { nil: undefined },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        apiPath,
        body,
        async (method, path, payload) => {
          // GET and HEAD go without a body, as clients send them.
          const sent = ['GET', 'HEAD'].includes(method) ? undefined : payload
          expectSafe(`${method} ${path} ${sent ?? ''}`, await send(method, path, sent))
        },
      ),
      budget(400, 15_000),
    )
  }, 60_000)

  it('any method on a page, and TRACE anywhere, gets an answer, not a 5xx: 405 for what a page does not take', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'),
        fc.constantFrom('/en', '/jp/game', '/th/detail/24', '/kr/play/445', '/demo/701', '/cn/tc'),
        async (method, path) => {
          const answer = await send(method, path)
          expectSafe(`${method} ${path}`, answer)
          if (!['GET', 'HEAD', 'OPTIONS'].includes(method))
            expect(answer.status, `${method} ${path}`).toBe(405)
        },
      ),
      budget(100, 15_000),
    )
    for (const path of ['/api/games', '/api/health'])
      expect((await send('TRACE', path)).status).toBe(405)
  })
})
