/**
 * Which uploaded files a stranger may read: those the site shows. An editor uploads a new game's
 * key art weeks before its launch; until a site shows the game, its picture, alt text and file
 * name are the studio's (round 39, F4: `/api/media?sort=-createdAt` was a feed of what the studio
 * was about to announce, and each file downloadable).
 *
 * Each field through which content shows an uploaded file is a source here, as SQL giving the
 * ids it shows: a game's fields once a site shows the game (the rule of `lib/shownGames.ts`),
 * a global's once published. `tests/unit/shown-media.test.ts` finds every upload and rich-text
 * field of the config and fails for one that is neither here nor in `notShown`
 * (`docs/extending.md`).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { defaultContentLocale, sites } from '@/i18n/locales'

import { shownOnSite } from './shownGames'

/**
 * Each published game a site shows and the language it shows it in, as `id, locale`: the pages'
 * own rule, site by site.
 */
const shownGames = sql`shown_games as (${sql.join(
  sites.map(
    (site) =>
      sql`select on_site.id, ${site.content}::text as locale from (${shownOnSite(site.prefix)}) as on_site`,
  ),
  sql` union `,
)})`

/** The media ids that rich text `column` embeds (Lexical's upload nodes), as `id`. */
const embeddedIn = (column: SQL) => sql`
  jsonb_path_query(${column}, '$.** ? (@.type == "upload" && @.relationTo == "media").value') as v(node)
  where coalesce(node ->> 'id', node #>> '{}') ~ '^[0-9]+$'`
const embeddedId = sql`coalesce(node ->> 'id', node #>> '{}')::int`

export type MediaSource = {
  /** The tables whose rows decide what it shows: a change to one is a change of what is shown. */
  tables: string[]
  /** The ids it shows, as one column `id` (with `shown_games` defined). */
  ids: SQL
}

/** Each field that shows an uploaded file, by `<collection or global slug>.<field name>`. */
export const shownMediaSources: Record<string, MediaSource> = {
  // A language's cover where a site shows the game in it, else the English one the page shows
  // instead (a cover of a language no site shows the game in is not public: round 41, F4).
  'games.cover': {
    tables: ['games'],
    ids: sql`select coalesce(l.cover_id, f.cover_id) as id from shown_games g
      left join games_locales l on l._parent_id = g.id and l._locale::text = g.locale
      left join games_locales f on f._parent_id = g.id and f._locale = ${defaultContentLocale}`,
  },
  'games.video': {
    tables: ['games'],
    ids: sql`select video_id as id from games where id in (select id from shown_games)`,
  },
  'games.description': {
    tables: ['games'],
    ids: sql`select ${embeddedId} as id from shown_games g
      join games_locales l on l._parent_id = g.id and l._locale::text = g.locale,
      ${embeddedIn(sql`l.description`)}`,
  },
  // The logo is on every page (site settings are published as they are saved).
  'site-settings.logo': {
    tables: ['site_settings'],
    ids: sql`select logo_id as id from site_settings`,
  },
  'terms-page.content': {
    tables: ['terms_page'],
    ids: sql`select ${embeddedId} as id from terms_page_locales l
      join terms_page t on t.id = l._parent_id and t._status = 'published',
      ${embeddedIn(sql`l.content`)}`,
  },
}

/**
 * Upload and rich-text fields that show no file to strangers, and why (an upload field here is
 * never on a page).
 */
export const notShown: Record<string, string> = {}

type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

const drizzleOf = (db: unknown) => (db as PostgresAdapter).drizzle as unknown as Execute

/** What the sources' tables hold now: their row counts and latest changes, in one short read. */
async function contentVersion(db: Execute): Promise<string> {
  // The media too: a deleted item's rows leave the others without a change of their own (a
  // language's cover set to null falls back to the English one: round 44, F3).
  const tables = [
    ...new Set([...Object.values(shownMediaSources).flatMap((source) => source.tables), 'media']),
  ]
  const { rows } = await db.execute(
    sql`select concat_ws('|', ${sql.join(
      tables.map(
        (table) =>
          sql`(select count(*) || ':' || coalesce(max(updated_at)::text, '') from ${sql.identifier(table)})`,
      ),
      sql`, `,
    )}) as version`,
  )
  return String(rows[0]?.version ?? '')
}

async function readShownIds(db: Execute): Promise<Set<number>> {
  const { rows } = await db.execute(sql`with ${shownGames}
    select distinct id from (${sql.join(
      Object.values(shownMediaSources).map((source) => sql`(${source.ids})`),
      sql` union all `,
    )}) as used(id) where id is not null`)
  return new Set(rows.map((row) => Number(row.id)))
}

let known: { version: string; ids: Promise<Set<number>> } | undefined

/**
 * The tag of one uploaded file's answers (its address, the optimizer's pictures of it), by which
 * a shared cache in front is purged of it once the site stops showing it.
 */
export const mediaFileTag = (id: number | string) => `media:${id}`

/**
 * The files a change in a transaction (`transactionDb`, not yet committed) takes off the site: shown
 * now, not shown once it commits. Their tags go with the change's (`src/publishing`): a withdrawn
 * game's key art leaves the edge's caches, as its page does.
 */
export async function mediaLeaving(db: unknown, transactionDb: unknown): Promise<number[]> {
  const [before, after] = await Promise.all([
    shownMediaIds(db),
    readShownIds(transactionDb as Execute),
  ])
  return [...before].filter((id) => !after.has(id))
}

/**
 * The ids of the uploaded files the site shows. Read again only when the content they come from
 * changed (a publish, a deletion): a stranger's every file read costs one short read of the
 * tables' versions, not the whole rule.
 */
export async function shownMediaIds(db: unknown): Promise<Set<number>> {
  const execute = drizzleOf(db)
  const version = await contentVersion(execute)
  if (known?.version !== version) {
    const ids = readShownIds(execute)
    known = { version, ids }
    // A failed read is not kept.
    ids.catch(() => {
      if (known?.ids === ids) known = undefined
    })
  }
  return known.ids
}
