import type { CollectionSlug, FlattenedField, GlobalSlug } from 'payload'

import type { ContentLocale } from '@/i18n/locales'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  missingRows,
  roleMatrix,
  roleMatrixCells,
  type Actor,
  type Cell,
  type FieldPath,
  type MatrixRole,
} from '../support/roleMatrix'
import { serverURL, staff, testPayload } from './helpers'

/**
 * The role table (tests/support/roleMatrix.ts), cell by cell, through the running server's REST
 * API (and GraphQL for the games and the terms page): an allowed write answers 2xx and is
 * stored; a refused one answers 4xx JSON and leaves the document as it was, read back through
 * Payload's local API. Touched entries are put back as they were at the end.
 */

type Doc = Record<string, unknown>
type Entry = Cell['entry']

const ownLanguage: ContentLocale = 'th-TH'
const otherLanguage: ContentLocale = 'ja-JP'
const languageOf = (actor: Actor) =>
  actor === 'translator (other language)' ? otherLanguage : ownLanguage
const roleOf = (actor: Actor): MatrixRole =>
  actor === 'translator (other language)' ? 'translator' : actor

const headers: Partial<Record<MatrixRole, Record<string, string>>> = {}
const userIds: Partial<Record<MatrixRole, number>> = {}
/** The document each entry's cells write to; a collection's own test record where it has none. */
const targets: Record<string, number | undefined> = {}
const made: { collection: CollectionSlug; id: number }[] = []
const snapshots: { entry: Entry; id?: number; doc: Doc }[] = []
let stamp = 0

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const system = ['id', 'createdAt', 'updatedAt', 'globalType', 'sizes', 'url', 'thumbnailURL']
const withoutSystem = (doc: Doc) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !system.includes(key)))

async function read(
  entry: Entry,
  locale: ContentLocale = ownLanguage,
  draft = true,
): Promise<Doc | undefined> {
  const payload = await testPayload()
  const options = { locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true } as const
  if (entry.kind === 'global')
    return (await payload.findGlobal({
      slug: entry.slug as GlobalSlug,
      ...options,
    })) as unknown as Doc
  const id = targets[entry.slug]
  if (id === undefined) return undefined
  return (await payload
    .findByID({ collection: entry.slug as CollectionSlug, id, ...options })
    .catch(() => undefined)) as Doc | undefined
}

/** A test record of a collection, made through the local API. */
async function makeRecord(slug: string): Promise<number | undefined> {
  const payload = await testPayload()
  const n = `${Date.now()}${stamp++}`
  const create = async (collection: CollectionSlug, data: Doc, extra: object = {}) => {
    const doc = await payload.create({
      collection,
      data: data as never,
      overrideAccess: true,
      ...extra,
    })
    made.push({ collection, id: doc.id as number })
    return doc.id as number
  }
  switch (slug) {
    case 'games':
      return create(
        'games',
        { gameId: 990000 + (stamp % 9000), theme: 'classic', title: `Matrix ${n}` },
        { draft: true, locale: 'en-US' },
      )
    case 'media':
      return create(
        'media',
        { alt: `Matrix ${n}` },
        { file: { data: png, mimetype: 'image/png', name: `matrix-${n}.png`, size: png.length } },
      )
    case 'members':
      return create('members', {
        account: `9${n}`.slice(0, 15),
        currency: 'CNY',
        lastSeenAt: new Date().toISOString(),
      })
    case 'enquiries':
      return create('enquiries', {
        type: 'other',
        name: 'Matrix',
        company: 'Matrix Ltd',
        email: `matrix-${n}@test.example.com`,
        country: 'TH',
        channel: 'email',
        message: 'A test of the role table.',
      })
    case 'users':
      return create('users', {
        email: `matrix-${n}@test.example.com`,
        password: `a-long-password-${n}`,
        name: 'Matrix',
        role: 'translator',
        languages: [ownLanguage],
      })
    case 'failed-purges':
      return create('failed-purges', { edge: 'matrix', tags: 'matrix', attempts: 1, error: 'test' })
    case 'translation-states':
      return create('translation-states', { entry: `matrix/${n}`, locale: ownLanguage })
    case 'translation-status':
      return create('translation-status', {
        entry: `matrix/${n}`,
        locale: ownLanguage,
        kind: 'collection',
        type: 'matrix',
        publication: 'draft',
      })
    default: {
      const sample = roleMatrix[slug]?.sample
      return sample
        ? create(
            slug as CollectionSlug,
            { ...sample(n), _status: 'published' },
            { locale: 'en-US' },
          )
        : undefined
    }
  }
}

const clone = <T>(value: T): T => structuredClone(value)

const valueAt = (doc: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (at, key) => (at as Record<string | number, unknown> | undefined)?.[key],
    doc,
  )

/** The top-level field of `path` in `doc`, with the value at `path` replaced. */
function dataWith(doc: Doc, path: FieldPath, value: unknown): Doc {
  const top = clone(doc[path[0] as string])
  if (path.length === 1) return { [path[0]]: value }
  let at = top as Record<string | number, unknown>
  for (const key of path.slice(1, -1)) at = at[key] as Record<string | number, unknown>
  at[path[path.length - 1]] = value
  return { [path[0]]: top }
}

/** Another value a field accepts, for a field whose value is `current`. */
function changed(field: FlattenedField, current: unknown, tag: string): unknown {
  switch (field.type) {
    case 'checkbox':
      return !current
    case 'number': {
      const value = Number(current ?? field.min ?? 1)
      return field.max !== undefined && value + 1 > field.max ? value - 1 : value + 1
    }
    case 'select':
    case 'radio': {
      const values = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      if ('hasMany' in field && field.hasMany) {
        const list = (current as string[] | null) ?? []
        return list.length ? list.slice(0, -1) : values.slice(0, 1)
      }
      return values.find((value) => value !== current)
    }
    case 'relationship':
    case 'upload':
      if ('hasMany' in field && field.hasMany) {
        const list = (current as unknown[] | null) ?? []
        return list.length > 1 ? [...list].reverse() : []
      }
      return current ? null : 1
    case 'date':
      return new Date(Date.parse(String(current ?? '2020-01-01')) + 86_400_000).toISOString()
    case 'email':
      return `matrix-${tag}@test.example.com`
    case 'json':
      return { matrix: tag }
    case 'point':
      return [1, 2]
    default:
      return `${String(current ?? '')} ${tag}`.trim()
  }
}

type Answer = { status: number; body: { errors?: unknown[]; data?: Record<string, unknown> } }

async function restWrite(cell: Cell, data: Doc, draft: boolean): Promise<Answer> {
  const { entry } = cell
  const query = `?locale=${languageOf(cell.actor)}&depth=0${draft ? '&draft=true' : ''}`
  const url =
    entry.kind === 'global'
      ? `/api/globals/${entry.slug}${query}`
      : `/api/${entry.slug}/${targets[entry.slug]}${query}`
  const response = await fetch(`${serverURL}${url}`, {
    method: entry.kind === 'global' ? 'POST' : 'PATCH',
    headers: { 'content-type': 'application/json', ...headers[roleOf(cell.actor)] },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: await response.json() }
}

/** A GraphQL input literal; `_status` is an enum. */
const literal = (value: unknown, key?: string): string => {
  if (key === '_status') return String(value)
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map((item) => literal(item)).join(', ')}]`
  if (typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([name, item]) => `${name}: ${literal(item, name)}`)
      .join(', ')} }`
  return JSON.stringify(value)
}

const graphQLName = (slug: string) =>
  slug === 'games'
    ? 'updateGame'
    : `update${slug.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`

async function graphQLWrite(cell: Cell, data: Doc, draft: boolean): Promise<Answer> {
  const { entry } = cell
  const args = [
    entry.kind === 'collection' ? `id: ${targets[entry.slug]}` : '',
    `locale: ${languageOf(cell.actor).replace('-', '_')}`,
    `draft: ${draft}`,
    `data: ${literal(data)}`,
  ].filter(Boolean)
  const query = `mutation { ${graphQLName(entry.slug)}(${args.join(', ')}) { updatedAt } }`
  const response = await fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers[roleOf(cell.actor)] },
    body: JSON.stringify({ query }),
  })
  return { status: response.status, body: await response.json() }
}

/** Refused: a 4xx JSON answer (GraphQL: an error that names no unknown field, and no data). */
function expectRefused(cell: Cell, answer: Answer, what: string) {
  if (cell.door === 'GraphQL') {
    expect(answer.status, what).toBeLessThan(500)
    expect(answer.body.errors?.length, what).toBeGreaterThan(0)
    expect(JSON.stringify(answer.body.errors), what).not.toMatch(
      /Cannot query field|has invalid value|Unknown argument|Expected type/,
    )
    for (const value of Object.values(answer.body.data ?? {})) expect(value, what).toBeNull()
  } else {
    expect(answer.status, what).toBeGreaterThanOrEqual(400)
    expect(answer.status, what).toBeLessThan(500)
    expect(answer.body.errors?.length, what).toBeGreaterThan(0)
  }
}

function expectAllowed(cell: Cell, answer: Answer, what: string) {
  if (cell.door === 'GraphQL') expect(answer.body.errors, what).toBeUndefined()
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
}

const hasDrafts = async (entry: Entry) => {
  const { config } = await testPayload()
  const entryConfig =
    entry.kind === 'global'
      ? config.globals.find((g) => g.slug === entry.slug)
      : config.collections.find((c) => c.slug === entry.slug)
  return Boolean(entryConfig?.versions && entryConfig.versions.drafts)
}

/** Publishes (or unpublishes) an entry again as it was before a status cell. */
async function putBackStatus(entry: Entry, status: unknown) {
  const payload = await testPayload()
  const data = { _status: status } as never
  if (entry.kind === 'global')
    await payload.updateGlobal({ slug: entry.slug as GlobalSlug, data, overrideAccess: true })
  else
    await payload.update({
      collection: entry.slug as CollectionSlug,
      id: targets[entry.slug]!,
      data,
      overrideAccess: true,
    })
}

async function tryWrite(cell: Cell) {
  const { entry, operation } = cell
  const what = `${cell.actor} · ${entry.slug} · ${operation}${cell.field ? ` ${cell.field.path.join('.')}` : ''} · ${cell.door}`
  const drafts = await hasDrafts(entry)
  const locale = languageOf(cell.actor)
  const before = await read(entry, locale)
  const published = drafts ? await read(entry, locale, false) : undefined
  expect(before, `${what}: no document to try`).toBeDefined()
  const write = cell.door === 'GraphQL' ? graphQLWrite : restWrite
  const tag = `matrix-${stamp++}`

  let data: Doc
  let draft = drafts
  let stored: () => Promise<unknown>
  let wanted: unknown
  switch (operation) {
    case 'text':
    case 'shared':
    case 'save without draft': {
      const field = cell.field!
      const value = changed(field.config, valueAt(before, field.path), tag)
      data = dataWith(before!, field.path, value)
      // The admin's own draft save sends the status with it.
      if (drafts && operation !== 'save without draft') data._status = 'draft'
      if (operation === 'save without draft') draft = false
      wanted = valueAt({ ...before, ...data }, field.path)
      stored = async () =>
        valueAt(await read(entry, locale, operation !== 'save without draft'), field.path)
      break
    }
    case 'rows': {
      const path = cell.field!.path
      const rows = valueAt(before, path) as Doc[]
      data = dataWith(before!, path, [...rows].reverse())
      if (drafts) data._status = 'draft'
      wanted = [...rows].reverse().map((row) => row.id)
      stored = async () =>
        ((valueAt(await read(entry, locale), path) as Doc[]) ?? []).map((row) => row.id)
      break
    }
    case 'publish':
    case 'publish as draft':
    case 'unpublish': {
      data = { _status: operation === 'unpublish' ? 'draft' : 'published' }
      draft = operation === 'publish as draft'
      wanted = data._status
      stored = async () => (await read(entry, locale, false))?._status
      break
    }
    default:
      throw new Error(`no write for ${operation}`)
  }

  const answer = await write(cell, data, draft)
  if (cell.expected === 'allowed') {
    expectAllowed(cell, answer, what)
    expect(await stored(), what).toEqual(wanted)
    // A game's kind decides which fields it has (a fishing game's own): put back for the cells after.
    if (entry.slug === 'games' && cell.field?.path.join('.') === 'kind')
      await (
        await testPayload()
      ).update({
        collection: 'games',
        id: targets.games!,
        data: { kind: valueAt(before, ['kind']) } as never,
        draft,
        overrideAccess: true,
      })
    if (operation === 'publish' || operation === 'unpublish' || operation === 'publish as draft')
      await putBackStatus(entry, published?._status)
  } else {
    expectRefused(cell, answer, what)
    expect(await read(entry, locale), `${what}: the latest version changed`).toEqual(before)
    if (drafts)
      expect(await read(entry, locale, false), `${what}: the published version changed`).toEqual(
        published,
      )
  }
}

async function tryRead(cell: Cell) {
  const { entry } = cell
  const path = entry.kind === 'global' ? `/api/globals/${entry.slug}` : `/api/${entry.slug}`
  const response = await fetch(`${serverURL}${path}?depth=0&limit=5`, {
    headers: headers[roleOf(cell.actor)],
  })
  const what = `${cell.actor} reads ${entry.slug}`
  const body = (await response.json()) as { docs?: Doc[]; errors?: unknown[] }
  if (cell.expected === 'refused') {
    expect(response.status, what).toBeGreaterThanOrEqual(400)
    expect(response.status, what).toBeLessThan(500)
    return
  }
  expect(response.status, what).toBe(200)
  if (cell.expected === 'own') {
    const ids = (body.docs ?? []).map((doc) => doc.id)
    expect(ids, what).toEqual([userIds[roleOf(cell.actor)]])
  }
}

async function tryCreate(cell: Cell) {
  const { slug } = cell.entry
  const n = `${Date.now()}${stamp++}`
  const what = `${cell.actor} creates in ${slug}`
  const auth = headers[roleOf(cell.actor)] ?? {}
  let response: Response
  if (slug === 'media') {
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), `matrix-${n}.png`)
    form.append('_payload', JSON.stringify({ alt: `Matrix ${n}` }))
    // The form sets its own content type.
    const { 'content-type': _, ...authOnly } = auth
    response = await fetch(`${serverURL}/api/media?locale=${ownLanguage}`, {
      method: 'POST',
      headers: authOnly,
      body: form,
    })
  } else {
    const samples: Record<string, Doc> = {
      games: { gameId: 991000 + (stamp % 9000), theme: 'classic', title: `Matrix ${n}` },
      users: {
        email: `matrix-new-${n}@test.example.com`,
        password: `a-long-password-${n}`,
        name: 'Matrix',
        role: 'editor',
      },
    }
    response = await fetch(`${serverURL}/api/${slug}?locale=en-US&draft=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(samples[slug] ?? roleMatrix[slug]?.sample?.(n) ?? {}),
    })
  }
  const body = (await response.json()) as { doc?: { id: number }; errors?: unknown[] }
  const payload = await testPayload()
  if (cell.expected === 'allowed') {
    expect(response.status, `${what}: ${JSON.stringify(body)}`).toBe(201)
    made.push({ collection: slug as CollectionSlug, id: body.doc!.id })
    const found = await payload.count({
      collection: slug as CollectionSlug,
      where: { id: { equals: body.doc!.id } },
      overrideAccess: true,
    })
    expect(found.totalDocs, what).toBe(1)
  } else {
    expect(response.status, what).toBeGreaterThanOrEqual(400)
    expect(response.status, what).toBeLessThan(500)
    expect(body.errors?.length, what).toBeGreaterThan(0)
    expect(body.doc, what).toBeUndefined()
  }
}

async function tryDelete(cell: Cell) {
  const slug = cell.entry.slug as CollectionSlug
  const id = await makeRecord(slug)
  const what = `${cell.actor} deletes from ${slug}`
  const response = await fetch(`${serverURL}/api/${slug}/${id}`, {
    method: 'DELETE',
    headers: headers[roleOf(cell.actor)],
  })
  const body = (await response.json()) as { errors?: unknown[] }
  const payload = await testPayload()
  const left = (
    await payload.count({ collection: slug, where: { id: { equals: id } }, overrideAccess: true })
  ).totalDocs
  if (cell.expected === 'allowed') {
    expect(response.status, what).toBe(200)
    expect(left, what).toBe(0)
  } else {
    expect(response.status, what).toBeGreaterThanOrEqual(400)
    expect(response.status, what).toBeLessThan(500)
    expect(body.errors?.length, what).toBeGreaterThan(0)
    expect(left, what).toBe(1)
  }
}

async function tryOwnProfile(cell: Cell) {
  const role = roleOf(cell.actor)
  const id = userIds[role]!
  const payload = await testPayload()
  const before = await payload.findByID({ collection: 'users', id, overrideAccess: true })
  const data = cell.operation === 'own name' ? { name: `Renamed ${stamp++}` } : { role: 'admin' }
  const response = await fetch(`${serverURL}/api/users/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers[role] },
    body: JSON.stringify(data),
  })
  const after = await payload.findByID({ collection: 'users', id, overrideAccess: true })
  const what = `${cell.actor} · ${cell.operation}`
  if (cell.expected === 'allowed') {
    expect(response.status, what).toBe(200)
    expect(after.name, what).toBe(data.name)
  } else {
    // Payload's field access keeps the stored role and answers as for any other save.
    expect(response.status, what).toBeLessThan(500)
    expect(after.role, what).toBe(before.role)
  }
}

let cells: Cell[] = []
let unknown: string[] = []

beforeAll(async () => {
  const payload = await testPayload()
  for (const [role, languages] of [
    ['translator', [ownLanguage]],
    ['sales', []],
    ['editor', []],
    ['admin', []],
  ] as const) {
    const login = await staff(role, [...languages])
    headers[role] = login.headers
    userIds[role] = login.id
  }
  headers.anonymous = {}

  // A published game with rows of features, that no other test is about: a fishing game, whose
  // own fields (the special shots' names, the biggest fish's pay) a game of another kind refuses.
  const { docs } = await payload.find({
    collection: 'games',
    where: {
      _status: { equals: 'published' },
      kind: { equals: 'fish' },
      'features.text': { exists: true },
    },
    sort: '-gameId',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  targets.games = docs.find((game) => (game.features?.length ?? 0) > 1)?.id
  const media = await payload.find({
    collection: 'media',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  targets.media = media.docs[0]?.id ?? (await makeRecord('media'))
  for (const slug of [
    'members',
    'enquiries',
    'users',
    'failed-purges',
    'translation-states',
    'translation-status',
  ])
    targets[slug] = await makeRecord(slug)
  for (const [slug, rules] of Object.entries(roleMatrix))
    if (rules.sample && targets[slug] === undefined) targets[slug] = await makeRecord(slug)

  const stored: Record<string, Doc | undefined> = {}
  for (const collection of payload.config.collections) {
    const entry = { kind: 'collection' as const, slug: collection.slug }
    stored[collection.slug] = await read(entry)
    if (stored[collection.slug] && ['games', 'media'].includes(collection.slug))
      snapshots.push({
        entry,
        id: targets[collection.slug],
        doc: (await read(entry, ownLanguage, false))!,
      })
  }
  for (const global of payload.config.globals) {
    const entry = { kind: 'global' as const, slug: global.slug }
    stored[global.slug] = await read(entry)
    snapshots.push({ entry, doc: (await read(entry, ownLanguage, false))! })
  }
  ;({ cells, unknown } = roleMatrixCells(payload.config, stored))
}, 120_000)

afterAll(async () => {
  const payload = await testPayload()
  for (const { entry, id, doc } of snapshots) {
    const data = withoutSystem(doc) as never
    const options = { data, locale: ownLanguage, overrideAccess: true, context: {} } as const
    if (entry.kind === 'global')
      await payload.updateGlobal({ slug: entry.slug as GlobalSlug, ...options })
    else await payload.update({ collection: entry.slug as CollectionSlug, id: id!, ...options })
  }
  for (const { collection, id } of made)
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
}, 120_000)

describe('the role table', () => {
  it('names every collection and global of the config', async () => {
    expect(
      unknown,
      `give each a row in roleMatrix of tests/support/roleMatrix.ts (see docs/security.md), such as\n${missingRows((await testPayload()).config).join('\n')}\n`,
    ).toEqual([])
    expect(cells.length).toBeGreaterThan(300)
  })

  it('holds for reading, through REST', async () => {
    for (const cell of cells.filter((c) => c.operation === 'read')) await tryRead(cell)
  })

  it('holds for creating and deleting records, through REST', async () => {
    for (const cell of cells.filter((c) => c.operation === 'create')) await tryCreate(cell)
    for (const cell of cells.filter((c) => c.operation === 'delete')) await tryDelete(cell)
  })

  it("holds for one's own account", async () => {
    for (const cell of cells.filter((c) => c.operation.startsWith('own ')))
      await tryOwnProfile(cell)
  })

  it('holds for every write of texts, shared fields, rows and publication, through REST and GraphQL', async () => {
    const writes = cells.filter(
      (c) => !['read', 'create', 'delete', 'own name', 'own role'].includes(c.operation),
    )
    for (const cell of writes) await tryWrite(cell)
    // Some 90 s for the site's own entries on two busy cores; each collection added brings its
    // cells (a news collection took this past 120 s).
  }, 300_000)
})

describe('a Hindi translator', () => {
  it('cannot unpublish a game by saving it as a draft without draft=true', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['hi-IN'])
    const id = targets.games!
    const response = await fetch(`${serverURL}/api/games/${id}?locale=hi-IN`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ _status: 'draft' }),
    })
    expect(response.status).toBe(403)
    expect(
      ((await response.json()) as { errors: { message: string }[] }).errors[0].message,
    ).toMatch(/draft/)
    const game = await payload.findByID({ collection: 'games', id, overrideAccess: true })
    expect(game._status).toBe('published')
    expect((await fetch(`${serverURL}/api/games/${id}?locale=hi-IN`)).status).toBe(200)
  })
})
