/**
 * The translation status table (collection `translation-status`): each translated entry's state
 * in each language, what the status screen shows of it. Reading every entry's texts in every
 * language took the screen 25 s at 2,000 games; PostgreSQL now filters, counts and pages this
 * table, and the screen reads its 50 entries.
 *
 * It is derived, never edited: an entry's rows are computed again, within the change's own
 * transaction, wherever the entry or its translation states change. That is the save hook of every
 * registered collection and global (saves, publishes, unpublishes, scheduled publishes: see
 * `./plugin.ts`), its delete hook, and `changeEntryState` (confirming, marking ready, importing
 * notes). Bulk writes that skip the hooks (the seed, `withoutTranslationStamps`) call
 * `rebuildTranslationStatus` once they are done; so does the migration that made the table.
 *
 * A change of the registered content's shape (a localised field added, a collection registered)
 * changes what every row should say without a save: the table remembers the shape it was built
 * for, and is rebuilt once when the config's differs (`keepStatusTableCurrent`): by the deploy's
 * migration step, or by the server as it starts, not while an editor's screen waits.
 */
import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { CollectionSlug, Field, Payload, PayloadRequest } from 'payload'

import { contentType, registeredContent, type ContentType } from '@/content/registry'
import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { documentEntry, entryKeyOf, globalEntry, type EntryRef } from './entries'
import {
  changeState,
  readStatesOf,
  savedInAllLanguages,
  withoutTranslationStamps,
  withSources,
  type EntryStates,
  type StateChange,
} from './freshness'
import { statesOf, type PublicationState, type PublicationStates } from './publication'
import { textConverter, type TextConverter } from './sources'
import {
  entriesPerPage,
  statusOf,
  type EntryStatus,
  type TextsByLocale,
  type TextStateFilter,
} from './status'

type Doc = Record<string, unknown>
type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** One row of the table: an entry in one language. */
type StatusRow = {
  entry: string
  locale: ContentLocale
  kind: ContentType['kind']
  type: string
  document: string | null
  title: string | null
  sortKey: string | null
  missing: string[]
  outdated: string[]
  leftOut: string[]
  publication: PublicationState
  readyBy: string | null
  readyAt: string | null
}

type Adapter = { drizzle: unknown; sessions?: Record<string, { db: unknown } | undefined> }

/** The connection of the request's transaction (Payload's adapter keeps each as a session), or the pool's. */
async function databaseOf(req: Pick<PayloadRequest, 'payload' | 'transactionID'>) {
  const adapter = req.payload.db as unknown as Adapter
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  const session = id === undefined || id === null ? undefined : adapter.sessions?.[String(id)]
  return (session?.db ?? adapter.drizzle) as Execute
}

/** How Payload sorts a collection that names no default sort: the newest first. */
const sortOf = (type: ContentType) => type.defaultSort ?? '-createdAt'

/** A document's place in its collection's default sort: numbers padded, so that text sorts them. */
function sortKeyOf(type: ContentType, doc: Doc): string {
  const value = doc[sortOf(type).replace(/^-/, '')]
  return typeof value === 'number' ? String(value).padStart(16, '0') : String(value ?? '')
}

/** An entry's rows, from its latest version, its published copy (null if none) and its states. */
function rowsOf(
  type: ContentType,
  latest: Doc,
  published: Doc | null,
  states: EntryStates,
  converter: TextConverter,
): StatusRow[] {
  const plain = type.kind === 'global' ? globalEntry(type, latest) : documentEntry(type, latest)
  const [entry] = withSources([plain], new Map([[plain.key, states]]), converter)
  const { missing, outdated, leftOut } = statusOf(entry)
  const publication = statesOf(type.fields, published, latest, states, type.content.shownIn)
  return contentLocales.map((locale) => ({
    entry: entry.key,
    locale,
    kind: type.kind,
    type: type.slug,
    document: type.kind === 'collection' ? String(latest.id) : null,
    title: typeof entry.title === 'string' ? entry.title : null,
    sortKey: type.kind === 'collection' ? sortKeyOf(type, latest) : null,
    missing: missing[locale],
    outdated: outdated[locale],
    leftOut: leftOut[locale],
    publication: publication[locale],
    // The account, not its name then: the queue names it as it is when read.
    readyBy: states[locale]?.readyForReview?.account ?? null,
    readyAt: states[locale]?.readyForReview?.at ?? null,
  }))
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/**
 * Writes rows, replacing those of the same entry and language, each stamped with the moment it
 * is written (not its transaction's start). With `unlessChangedSince` (a rebuild's start), a row
 * the hooks wrote after it is newer than the one computed here and stays.
 */
async function writeRows(db: Execute, rows: StatusRow[], unlessChangedSince?: Date) {
  if (rows.length === 0) return
  const values = rows.map(
    (row) => sql`(${row.entry}, ${row.locale}, ${row.kind}, ${row.type}, ${row.document},
      ${row.title}, ${row.sortKey}, ${json(row.missing)}, ${json(row.outdated)}, ${json(row.leftOut)},
      ${row.missing.length}, ${row.outdated.length}, ${row.publication}, ${row.readyBy},
      ${row.readyAt}::timestamptz, clock_timestamp())`,
  )
  await db.execute(sql`
    insert into translation_status (entry, locale, kind, "type", "document", title, sort_key,
      missing, outdated, left_out, missing_count, outdated_count, publication,
      ready_for_review_by, ready_for_review_at, updated_at)
    values ${sql.join(values, sql`, `)}
    on conflict (entry, locale) do update set
      kind = excluded.kind, "type" = excluded."type", "document" = excluded."document",
      title = excluded.title, sort_key = excluded.sort_key, missing = excluded.missing,
      outdated = excluded.outdated, left_out = excluded.left_out,
      missing_count = excluded.missing_count, outdated_count = excluded.outdated_count,
      publication = excluded.publication, ready_for_review_by = excluded.ready_for_review_by,
      ready_for_review_at = excluded.ready_for_review_at, updated_at = clock_timestamp()
    ${unlessChangedSince ? sql`where translation_status.updated_at < ${unlessChangedSince.toISOString()}::timestamptz` : sql``}`)
}

const typeOf = (payload: Payload, ref: EntryRef) => {
  const types = registeredContent(payload)
  const type =
    'global' in ref
      ? contentType(types, 'global', ref.global)
      : contentType(types, 'collection', ref.collection)
  if (!type) throw new Error(`${JSON.stringify(ref)} is not registered localised content.`)
  return type
}

/**
 * The published copy in every language, read through the database adapter within the request's
 * transaction (see `latestVersion` for why not the local API); null when it is not public.
 */
async function publishedInAllLanguages(req: PayloadRequest, type: ContentType, ref: EntryRef) {
  const { db } = req.payload
  const doc = (
    'global' in ref
      ? await db.findGlobal({ slug: ref.global, locale: 'all', req })
      : await db.findOne({
          collection: ref.collection as CollectionSlug,
          where: { id: { equals: ref.id } },
          locale: 'all',
          req,
        })
  ) as Doc | null
  if (!type.drafts) return doc
  return doc?._status === 'published' ? doc : null
}

/** Computes an entry's rows again, as it now is within the request's transaction. */
export async function refreshEntryStatus(req: PayloadRequest, ref: EntryRef): Promise<void> {
  if (req.context[withoutTranslationStamps]) return
  const type = typeOf(req.payload, ref)
  const db = await databaseOf(req)
  const saved = await savedInAllLanguages(req, ref)
  if (!saved) return
  // A version holds the document's fields, not its id.
  const latest = 'id' in ref ? { ...saved, id: ref.id } : saved
  const key = type.kind === 'global' ? type.slug : entryKeyOf(type, latest)
  const [published, states, converter] = await Promise.all([
    publishedInAllLanguages(req, type, ref),
    readStatesOf({ payload: req.payload, req }, [key]),
    textConverter(req.payload),
  ])
  await writeRows(db, rowsOf(type, latest, published, states.get(key) ?? {}, converter))
}

/** A deleted entry leaves the table. */
export async function removeEntryStatus(req: PayloadRequest, entry: string): Promise<void> {
  const db = await databaseOf(req)
  await db.execute(sql`delete from translation_status where entry = ${entry}`)
}

/** Changes one language's translation state of an entry, and the entry's status with it. */
export async function changeEntryState(
  req: PayloadRequest,
  entry: { key: string; ref: EntryRef },
  locale: ContentLocale,
  change: StateChange,
): Promise<void> {
  await changeState(req, entry.key, locale, change)
  await refreshEntryStatus(req, entry.ref)
}

/** Raised when the way rows are computed changes (status.ts, publication.ts): the table is rebuilt. */
const rowsVersion = 3

/** What of a field the rows depend on: which texts there are, and which fields a language reads. */
const shapeOf = (fields: Field[]): unknown[] =>
  fields.map((field) => {
    const nested =
      field.type === 'tabs'
        ? field.tabs.map((tab) => ['name' in tab ? tab.name : '', shapeOf(tab.fields)])
        : field.type === 'blocks'
          ? field.blocks.map((block) => [block.slug, shapeOf(block.fields)])
          : 'fields' in field
            ? shapeOf(field.fields)
            : undefined
    return [
      'name' in field ? field.name : '',
      field.type,
      'localized' in field && Boolean(field.localized),
      'required' in field && Boolean(field.required),
      Boolean(field.admin && 'hidden' in field.admin && field.admin.hidden),
      field.custom ?? null,
      nested ?? null,
    ]
  })

/** The registered content's shape, as the rows were computed for it. */
export const statusTableShape = (payload: Pick<Payload, 'config'>): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        rowsVersion,
        registeredContent(payload).map((type) => [
          type.kind,
          type.slug,
          type.drafts,
          type.titleField ?? null,
          type.defaultSort ?? null,
          shapeOf(type.fields),
        ]),
      ]),
    )
    .digest('hex')

/** Where the table notes the shape it was built for (in Payload's key-value store). */
export const statusTableShapeKey = 'translation-status-shape'
const shapeKey = statusTableShapeKey
const checked = new WeakMap<object, Promise<StatusTableCheck>>()

/** What a check of the table's shape did: nothing (it was current), or a rebuild of so many entries. */
export type StatusTableCheck = { rebuilt: false } | { rebuilt: true; entries: number; ms: number }

/**
 * Rebuilds the table once if it was built for another shape of the registered content (a field
 * or a collection added since); then, in this process, never checks again. Every deploy's
 * migration step runs it (`scripts/migrate.ts`), and a server starts it as Payload starts, in the
 * background (`./plugin.ts`): the rebuild of a large catalogue takes seconds, and the status
 * screen, which asks here too, waits for it only when opened while it runs.
 */
export function keepStatusTableCurrent(payload: Payload): Promise<StatusTableCheck> {
  // Screens opened together wait for the one check (and rebuild), not one each.
  let check = checked.get(payload.config)
  if (!check) {
    check = (async (): Promise<StatusTableCheck> => {
      if ((await payload.kv.get<string>(shapeKey)) === statusTableShape(payload))
        return { rebuilt: false }
      const started = performance.now()
      const entries = await rebuildTranslationStatus(payload)
      return { rebuilt: true, entries, ms: performance.now() - started }
    })()
    checked.set(payload.config, check)
    check.catch(() => checked.delete(payload.config))
  }
  return check
}

/** How many documents the rebuild reads at a time. */
const rebuildBatch = 50

/**
 * Computes every entry's rows again, and drops the rows of entries that are gone: after bulk
 * writes that skip the hooks, and to fill the table the first time. Reads a batch of documents at
 * a time through the database adapter (the latest versions and the published copies). Saves made
 * while it runs are not undone: a row the hooks wrote since it began is neither replaced by an
 * older computation nor dropped.
 */
export async function rebuildTranslationStatus(
  payload: Payload,
  req?: PayloadRequest,
): Promise<number> {
  const request = req ?? ({ payload, context: {} } as PayloadRequest)
  const db = await databaseOf(request)
  const converter = await textConverter(payload)
  // The database's clock: rows the hooks write while the rebuild runs are newer than this.
  const { rows: clock } = await db.execute(sql`select clock_timestamp() as started`)
  const started = new Date(clock[0]?.started as string | Date)
  const keys: string[] = []
  const write = async (type: ContentType, docs: { latest: Doc; published: Doc | null }[]) => {
    const keyOf = (doc: Doc) => (type.kind === 'global' ? type.slug : entryKeyOf(type, doc))
    const states = await readStatesOf(
      { payload, req },
      docs.map(({ latest }) => keyOf(latest)),
    )
    const rows = docs.flatMap(({ latest, published }) =>
      rowsOf(type, latest, published, states.get(keyOf(latest)) ?? {}, converter),
    )
    await writeRows(db, rows, started)
    keys.push(...docs.map(({ latest }) => keyOf(latest)))
  }

  for (const type of registeredContent(payload)) {
    if (type.kind === 'global') {
      const ref = { global: type.slug }
      const latest = (await savedInAllLanguages(request, ref)) ?? {}
      await write(type, [{ latest, published: await publishedInAllLanguages(request, type, ref) }])
      continue
    }
    const collection = type.slug as CollectionSlug
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.db.find({
        collection,
        locale: 'all',
        limit: rebuildBatch,
        page,
        sort: 'id',
        req,
      })
      const ids = docs.map((doc) => doc.id)
      const versions = type.drafts
        ? (
            await payload.db.findVersions({
              collection,
              where: { and: [{ parent: { in: ids } }, { latest: { equals: true } }] },
              locale: 'all',
              pagination: false,
              limit: 0,
              req,
            })
          ).docs
        : []
      const latestOf = new Map(versions.map((version) => [String(version.parent), version]))
      await write(
        type,
        (docs as Doc[]).map((doc) => {
          const version = latestOf.get(String(doc.id))?.version as Doc | undefined
          return {
            latest: version ? { ...version, id: doc.id } : doc,
            published: !type.drafts || doc._status === 'published' ? doc : null,
          }
        }),
      )
      if (!hasNextPage) break
    }
  }
  // Entries gone before the rebuild began; one saved meanwhile (its hook wrote it) stays.
  await db.execute(
    sql`delete from translation_status where not (entry = any(${sql.param(keys)}::text[]))
      and updated_at < ${started.toISOString()}::timestamptz`,
  )
  await payload.kv.set(shapeKey, statusTableShape(payload))
  return keys.length
}

/** Per language: how many entries miss text there and how many texts in all; the same for texts needing update. */
export type LocaleTotals = Record<
  'missing' | 'outdated',
  Record<ContentLocale, { entries: number; texts: number }>
>

/** "Thai, needs translation, page 3": the screen's filters, as its address holds them. */
export type StatusQuery = { locale?: ContentLocale; state?: TextStateFilter; page?: number }

export type StatusPage = {
  /** This page's entries, in the registry's order (globals first), each collection by its default sort. */
  entries: EntryStatus[]
  /** Each entry's publication state per language, by entry key. */
  publication: Map<string, PublicationStates>
  /** How many entries the filters keep, on every page. */
  total: number
  page: number
  pages: number
  /** Over the entries the filters keep. */
  totals: LocaleTotals
  /** How many entries each state would show, in the language chosen (or in any). */
  counts: Record<'any' | TextStateFilter, number>
  /** How many entries the filters keep of each content type, on every page ("global:…", "collection:games"). */
  typeTotals: Record<string, number>
}

const refOf = (row: Doc): EntryRef =>
  row.kind === 'global'
    ? { global: String(row.type) }
    : {
        collection: String(row.type),
        id: /^\d+$/.test(String(row.document)) ? Number(row.document) : String(row.document),
      }

const labels = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
const count = (value: unknown) => Number(value ?? 0)

/** One page of the translation status, filtered, counted and paged by PostgreSQL. */
export async function readStatusPage(
  payload: Payload,
  { locale, state, page = 1 }: StatusQuery,
): Promise<StatusPage> {
  await keepStatusTableCurrent(payload)
  const db = payload.db.drizzle as unknown as Execute
  const types = registeredContent(payload)
  const inLocale = locale ? sql`locale = ${locale}` : sql`true`
  // Per entry, its work in the language chosen (or in all).
  const work = sql`select entry,
      coalesce(sum(missing_count) filter (where ${inLocale}), 0) as missing,
      coalesce(sum(outdated_count) filter (where ${inLocale}), 0) as outdated
    from translation_status group by entry`
  // Without a language or a state, every entry (the complete ones with their ✓).
  const anyState = locale ? sql`missing > 0 or outdated > 0` : sql`true`
  const kept =
    state === 'missing' ? sql`missing > 0` : state === 'needs-update' ? sql`outdated > 0` : anyState
  const shown = sql`with work as (${work}), shown as (select entry from work where ${kept})`

  const [countsResult, totalsResult, typesResult] = await Promise.all([
    db.execute(sql`with work as (${work}) select
        count(*) filter (where ${anyState}) as "any",
        count(*) filter (where missing > 0) as missing,
        count(*) filter (where outdated > 0) as outdated,
        count(*) filter (where ${kept}) as shown
      from work`),
    db.execute(sql`${shown} select s.locale,
        count(*) filter (where s.missing_count > 0) as missing_entries,
        coalesce(sum(s.missing_count), 0) as missing_texts,
        count(*) filter (where s.outdated_count > 0) as outdated_entries,
        coalesce(sum(s.outdated_count), 0) as outdated_texts
      from translation_status s join shown using (entry) group by s.locale`),
    db.execute(sql`${shown} select s.kind, s."type", count(*) as entries
      from translation_status s join shown using (entry)
      where s.locale = ${defaultContentLocale} group by s.kind, s."type"`),
  ])
  const counts = countsResult.rows[0] ?? {}
  const total = count(counts.shown)
  const pages = Math.max(1, Math.ceil(total / entriesPerPage))
  const current = Math.min(Math.max(1, Math.floor(page)), pages)

  const order = types.map(({ kind, slug }) => `${kind}:${slug}`)
  const descending = types
    .filter((type) => type.kind === 'collection' && sortOf(type).startsWith('-'))
    .map(({ slug }) => slug)
  const { rows: onPage } = await db.execute(sql`${shown}
    select s.entry from translation_status s join shown using (entry)
    where s.locale = ${defaultContentLocale}
    order by array_position(${sql.param(order)}::text[], s.kind::text || ':' || s."type"),
      case when s."type" = any(${sql.param(descending)}::text[]) then s.sort_key end desc,
      s.sort_key, s.entry
    limit ${entriesPerPage} offset ${(current - 1) * entriesPerPage}`)
  const keys = onPage.map((row) => String(row.entry))
  const { rows } = keys.length
    ? await db.execute(
        sql`select * from translation_status where entry = any(${sql.param(keys)}::text[])`,
      )
    : { rows: [] }

  const byEntry = new Map<string, Doc[]>(keys.map((key) => [key, []]))
  for (const row of rows) byEntry.get(String(row.entry))?.push(row)
  const entries: EntryStatus[] = []
  const publication = new Map<string, PublicationStates>()
  for (const [key, entryRows] of byEntry) {
    const first = entryRows[0]
    if (!first) continue
    const ref = refOf(first)
    const type = 'global' in ref ? contentType(types, 'global', ref.global) : undefined
    const texts = (column: string) =>
      Object.fromEntries(
        contentLocales.map((code) => [
          code,
          labels(entryRows.find((row) => row.locale === code)?.[column]),
        ]),
      ) as TextsByLocale
    entries.push({
      key,
      ref,
      title: type ? type.label : String(first.title ?? key),
      missing: texts('missing'),
      outdated: texts('outdated'),
      leftOut: texts('left_out'),
    })
    publication.set(
      key,
      Object.fromEntries(
        entryRows.map((row) => [row.locale, row.publication as PublicationState]),
      ) as PublicationStates,
    )
  }

  const empty = () =>
    Object.fromEntries(contentLocales.map((code) => [code, { entries: 0, texts: 0 }]))
  const totals = { missing: empty(), outdated: empty() } as LocaleTotals
  for (const row of totalsResult.rows) {
    const code = row.locale as ContentLocale
    totals.missing[code] = { entries: count(row.missing_entries), texts: count(row.missing_texts) }
    totals.outdated[code] = {
      entries: count(row.outdated_entries),
      texts: count(row.outdated_texts),
    }
  }

  const typeTotals = Object.fromEntries(
    typesResult.rows.map((row) => [`${row.kind}:${row.type}`, count(row.entries)]),
  )

  return {
    entries,
    publication,
    typeTotals,
    total,
    page: current,
    pages,
    totals,
    counts: {
      any: count(counts.any),
      missing: count(counts.missing),
      'needs-update': count(counts.outdated),
    },
  }
}

/** A language of an entry marked ready for review: what the editors publish next. */
export type WaitingForReview = {
  entry: Pick<EntryStatus, 'key' | 'ref' | 'title'>
  locale: ContentLocale
  /** The account that marked it, as it is named now (and its e-mail, which it cannot change). */
  by: string
  email?: string
  at: string
}

/** How many languages waiting for review the screen lists (the longest waiting). */
export const reviewQueueShown = 50

/**
 * The languages of entries waiting for review, the longest waiting first: at most `limit` of
 * them, and how many wait in all. Each names the account that marked it as it is now.
 */
export async function readReviewQueue(
  payload: Payload,
  limit = reviewQueueShown,
  /** Only these languages' (a translator's own), or every language's. */
  locales?: readonly ContentLocale[],
): Promise<{ waiting: WaitingForReview[]; total: number }> {
  const db = payload.db.drizzle as unknown as Execute
  const types = registeredContent(payload)
  const inLocales = locales
    ? sql`and s.locale::text = any(${sql.param([...locales])}::text[])`
    : sql``
  const [{ rows }, counted] = await Promise.all([
    db.execute(sql`
      select s.entry, s.locale, s.kind, s."type", s."document", s.title, s.ready_for_review_at,
        u.name as by_name, u.email as by_email
      from translation_status s left join users u on u.id::text = s.ready_for_review_by
      where s.ready_for_review_at is not null and s.missing_count = 0 ${inLocales}
      order by s.ready_for_review_at, s.entry, s.locale
      limit ${limit}`),
    db.execute(
      sql`select count(*) as total from translation_status s
        where s.ready_for_review_at is not null and s.missing_count = 0 ${inLocales}`,
    ),
  ])
  const waiting = rows.map((row) => {
    const ref = refOf(row)
    const type = 'global' in ref ? contentType(types, 'global', ref.global) : undefined
    return {
      entry: {
        key: String(row.entry),
        ref,
        title: type ? type.label : String(row.title ?? row.entry),
      },
      locale: row.locale as ContentLocale,
      by: String(row.by_name || row.by_email || 'someone'),
      ...(row.by_email ? { email: String(row.by_email) } : {}),
      at: new Date(row.ready_for_review_at as string | Date).toISOString(),
    }
  })
  return { waiting, total: count(counted.rows[0]?.total) }
}
