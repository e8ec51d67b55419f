/**
 * The game list as PostgreSQL pages it: which games a tab or a search shows, in which order, how
 * many there are, one page at a time. Only the ids are chosen here, in SQL (Payload's queries can
 * neither order "the editors' list first, then the rest by id" nor match a name in any language);
 * the cards of a page are then read through Payload, with its access rules, like every public read.
 *
 * The tables are Payload's for the Games collection and the Catalogue order global: `games`
 * (published row: `_status`), `games_sites` (the sites a game is listed on), `games_locales` (the
 * texts in each content language: a site shows a game only with its title and description there), the extra names' columns on `games`, and `catalogue_order_rels`
 * (each list's games, `path` = the list, in `order`).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { allOf } from '@/content/registry'
import { defaultContentLocale, type ContentLocale, type SitePrefix } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { GameKind, GameTheme } from '@/lib/catalogue'
import type { Media } from '@/payload-types'
import {
  catalogueTabs,
  kindsOfTab,
  listPageSize,
  type CatalogueTab,
  type ListName,
  type ListView,
} from '@/lib/gameList'

import { relatedCount, relatedGames } from '@/lib/relatedGames'
import { textsWritten } from '@/lib/shownGames'

import { cached, type Connect } from './cached'
import { generatedCover } from './generatedCover'
import { mediaSelect, readCards, type GameCard } from './games'
import { toPicture } from './media'
import { shownOnSite } from './shownSites'

/** A card of the list: what it shows of a game (a search reads no more). */
export type ListCard = Omit<GameCard, 'sites'>

export type ListPage = { cards: ListCard[]; total: number }

type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }
type Database = Execute & { transaction: <T>(work: (tx: Execute) => Promise<T>) => Promise<T> }

const drizzleOf = async (connect: Connect) =>
  ((await connect()).db as unknown as PostgresAdapter).drizzle as unknown as Database

/**
 * How long PostgreSQL may work on a search before it stops (`statement_timeout`): a search that
 * is slow, or waits on a lock, ends in the error page instead of a page that never comes.
 */
export const searchTimeoutMs = 2000

/** Runs a search's reads in a transaction of their own, each within `searchTimeoutMs`. */
const withinSearchTimeout = async <T>(connect: Connect, read: (db: Execute) => Promise<T>) =>
  (await drizzleOf(connect)).transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${`${searchTimeoutMs}ms`}, true)`)
    return read(tx)
  })

/** The published games a site shows (`./shownSites.ts`): the `listed` table of every query below. */
const listedOn = shownOnSite

/**
 * Searches shorter than this many characters match the start of a name only: a trigram index
 * cannot answer "contains" for one or two characters, and a scan of every name would grow with
 * the catalogue. Not in Chinese, Japanese or Korean (`wordInFewCharacters`).
 */
export const shortQueryLength = 3

/**
 * A search in Han, kana or Hangul: one or two of their characters are a word (虎, 神龍), found
 * anywhere in a name, as a reader of those languages expects (the Hong Kong reader's 神龍 found
 * nothing when it matched the start of a name only). Those names are short, and PostgreSQL's
 * trigrams do not index their scripts anyway: any search in them reads the names.
 */
const wordInFewCharacters =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/**
 * The games whose name in any language it is translated into (`textsWritten`), or whose number,
 * has the search in it, case and accents aside: each name folded by `search_folded`, as the indexes hold them
 * (`src/lib/searchIndexes.ts`).
 */
const matching = (query: string) => {
  // Folded first, then escaped for LIKE: folding may itself make a backslash, `%` or `_` (∖).
  const folded = sql`replace(replace(replace(search_folded(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`
  const pattern =
    [...query].length < shortQueryLength && !wordInFewCharacters.test(query)
      ? sql`(${folded} || '%')`
      : sql`('%' || ${folded} || '%')`
  const digits = /^\d{1,9}$/.test(query) ? `${query}%` : null
  return sql`(
    listed.id in (
      select t._parent_id from games_locales t
      where search_folded(t.title) like ${pattern} and ${textsWritten(sql`t`)}
      union all select n.id from games n where search_folded(n.names_es_e_s) like ${pattern}
      union all select n.id from games n where search_folded(n.names_my_m_m) like ${pattern}
      union all select n.id from games n where search_folded(n.names_km_k_h) like ${pattern})
    ${digits ? sql`or listed.game_id::text like ${digits}` : sql``}
  )`
}

/** What `pageIds` filters and orders by: the tab's kinds and editors' list, and the search. */
function pageClauses(list: ListName | 'all', query: string) {
  const rank = list === 'all' ? 'featured' : list
  const kinds = kindsOfTab(list)
  const join = list === 'all' || kinds ? sql`left join` : sql`join`
  const ofKinds = kinds
    ? sql`listed.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql`true`
  return { rank, join, ofKinds, where: sql`${ofKinds} and ${query ? matching(query) : sql`true`}` }
}

/** The order of a page: a game whose number is the search first, then the editors' list, then by number. */
const pageOrder = (query: string) =>
  sql`${query && /^\d+$/.test(query) ? sql`(listed.game_id::text = ${query}) desc,` : sql``}
        r."order" asc nulls last, listed.game_id asc`

/**
 * The query of one page's ids and the total (`pageIds`), as PostgreSQL is sent it: exported for
 * `scripts/search-time.ts` and the test that the search's indexes answer it.
 */
export function pageIdsQuery(
  site: SitePrefix,
  list: ListName | 'all',
  query: string,
  offset: number,
  limit: number,
): SQL {
  const { rank, join, where } = pageClauses(list, query)
  return sql`
      with listed as (${listedOn(site)})
      select listed.game_id::int as id, count(*) over () as total
      from listed
      ${join} catalogue_order_rels r on r.games_id = listed.id and r.path = ${rank}
      where ${where}
      order by ${pageOrder(query)}
      offset ${offset} limit ${limit}`
}

/**
 * The ids of one page of a tab (within a search, if one is given) and the tab's total. "All" is
 * the featured games first, in the editors' order, then every other game by number; a kind's tab
 * is its games in the order of the editors' list of that name, then the rest by number; New and
 * Hot are the editors' lists; a search puts a game whose number is the search first, then by
 * number.
 */
async function pageIds(
  db: Execute,
  site: SitePrefix,
  list: ListName | 'all',
  query: string,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const { rows } = await db.execute(pageIdsQuery(site, list, query, offset, limit))
  if (rows.length) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) }
  // Past the end: the count alone says whether the page is empty or does not exist.
  const { rank, join, where } = pageClauses(list, query)
  const [{ total }] = (
    await db.execute(sql`
      with listed as (${listedOn(site)})
      select count(*)::int as total from listed
      ${join} catalogue_order_rels r on r.games_id = listed.id and r.path = ${rank}
      where ${where}`)
  ).rows as { total: number }[]
  return { ids: [], total: Number(total) }
}

/** One page of a tab, cached until a game or the catalogue order is published. */
export const getListPage = cached(
  'game-list-page',
  [allOf('games'), cacheTags.catalogueOrder],
  async (
    { connect },
    locale: ContentLocale,
    site: SitePrefix,
    list: ListName | 'all',
    page: number,
    size: number,
  ): Promise<ListPage> => {
    const db = await drizzleOf(connect)
    const { ids, total } = await pageIds(db, site, list, '', (page - 1) * size, size)
    return { cards: await readCards(connect, locale, ids), total }
  },
)

/**
 * The number of games in each tab of a site, or of a search's matches in each tab, counted by
 * PostgreSQL in one query: every game is in a kind's tab.
 */
async function countTabs(
  db: Execute,
  site: SitePrefix,
  query: string,
): Promise<Record<CatalogueTab, number>> {
  const { rows } = await db.execute(sql`
    with listed as (${listedOn(site)}), shown as (
      select listed.id, listed.kind from listed where ${query ? matching(query) : sql`true`})
    ${countsOfShown}`)
  return tabCounts(rows)
}

/** Rows of `tab` and `total` counting the games of a `shown` table (`id`, `kind`) in each tab. */
const countsOfShown = sql`
    select 'all' as tab, count(*)::int as total from shown
    union all
    select r.path::text, count(*)::int from catalogue_order_rels r
    join shown on shown.id = r.games_id group by r.path
    union all
    select 'kind:' || shown.kind, count(*)::int from shown group by shown.kind`

/** The counts of each tab, from rows of `tab` (a list, `all` or `kind:…`) and `total`. */
function tabCounts(rows: Record<string, unknown>[]): Record<CatalogueTab, number> {
  const counts = new Map(rows.map((row) => [String(row.tab), Number(row.total)]))
  const countOf = (tab: CatalogueTab) => {
    const kinds = kindsOfTab(tab)
    if (!kinds) return counts.get(tab) ?? 0
    return kinds.reduce((sum, kind) => sum + (counts.get(`kind:${kind}`) ?? 0), 0)
  }
  return Object.fromEntries(catalogueTabs.map((tab) => [tab, countOf(tab)])) as Record<
    CatalogueTab,
    number
  >
}

/** The number of games in each tab of a site, cached until a game or the catalogue order is published. */
export const getTabCounts = cached(
  'game-list-counts',
  [allOf('games'), cacheTags.catalogueOrder],
  async ({ connect }, site: SitePrefix): Promise<Record<CatalogueTab, number>> =>
    countTabs(await drizzleOf(connect), site, ''),
)

type SearchRow = Pick<ListCard, 'gameId' | 'kind' | 'theme' | 'title' | 'subtitle'> &
  Record<'motif' | 'accent' | 'highlight' | 'background', string | null> & {
    coverId: number | null
  }

/**
 * A search, in one statement: the games it finds (`matching`, among those the site shows), their
 * count in each tab, and the cards of the view's page, in its order (`pageIdsQuery`'s), as `counts`
 * (rows of `tab` and `total`) and `cards` (`SearchRow`s), each a JSON array. The matches are
 * found once and counted and paged from there; the page's total is its tab's count. What the
 * cards show is read as `readCards` reads it through Payload: the subtitle and the cover in
 * English where the language has none (Payload's fallback); not the sites that show each game (a
 * list's card does not show them). Exported for `scripts/search-time.ts`.
 */
export function searchQuery(
  site: SitePrefix,
  locale: ContentLocale,
  { tab, page, query }: ListView,
): SQL {
  const { rank, join, ofKinds } = pageClauses(tab, query)
  return sql`
    with shown as materialized (
      with listed as (${listedOn(site)})
      select listed.id, listed.game_id, listed.kind, listed.theme from listed
      where ${matching(query)}),
    counts as (${countsOfShown}),
    page as (
      select listed.id, listed.game_id, listed.kind, listed.theme,
        row_number() over (order by ${pageOrder(query)}) as position
      from shown listed
      ${join} catalogue_order_rels r on r.games_id = listed.id and r.path = ${rank}
      where ${ofKinds}
      order by position
      offset ${(page - 1) * listPageSize} limit ${listPageSize})
    select
      (select json_agg(counts) from counts) as counts,
      (select coalesce(json_agg(card order by card.position), '[]'::json) from (
        select page.position, page.game_id::int as "gameId", page.kind, page.theme, l.title,
          coalesce(nullif(l.subtitle, ''), f.subtitle, '') as subtitle,
          coalesce(l.cover_id, f.cover_id) as "coverId",
          g.art_motif as motif, g.art_accent as accent, g.art_highlight as highlight,
          g.art_background as background
        from page
        join games g on g.id = page.id
        join games_locales l on l._parent_id = page.id and l._locale::text = ${locale}
        left join games_locales f
          on f._parent_id = page.id and f._locale::text = ${defaultContentLocale}) card) as cards`
}

type Search = { rows: SearchRow[]; total: number; counts: Record<CatalogueTab, number> }

/** A search's one statement (`searchQuery`), within `searchTimeoutMs`. */
const readSearch = (
  connect: Connect,
  site: SitePrefix,
  locale: ContentLocale,
  view: ListView,
): Promise<Search> =>
  withinSearchTimeout(connect, async (db) => {
    const [row] = (await db.execute(searchQuery(site, locale, view))).rows as {
      counts: Record<string, unknown>[] | null
      cards: SearchRow[]
    }[]
    const counts = tabCounts(row?.counts ?? [])
    return { rows: row?.cards ?? [], total: counts[view.tab], counts }
  })

/** The numbers of the games on one page of a search, and how many games it finds. */
export const searchGameIds = async (connect: Connect, site: SitePrefix, view: ListView) => {
  const { rows, total } = await readSearch(connect, site, defaultContentLocale, view)
  return { ids: rows.map((row) => Number(row.gameId)), total }
}

/**
 * The cards of a search's page, in its order. The covers' pictures are read through Payload
 * (their addresses are its storage's), in one read, only when a game of the page has an uploaded
 * cover; the others are drawn (`generatedCover`), as `readCards` does.
 */
async function searchCards(
  connect: Connect,
  locale: ContentLocale,
  rows: SearchRow[],
): Promise<ListCard[]> {
  const coverIds = [...new Set(rows.flatMap((row) => row.coverId ?? []))]
  const { docs: covers } = coverIds.length
    ? await (
        await connect()
      ).find({
        collection: 'media',
        where: { id: { in: coverIds } },
        locale,
        fallbackLocale: defaultContentLocale,
        depth: 0,
        limit: coverIds.length,
        pagination: false,
        overrideAccess: false,
        select: mediaSelect,
      })
    : { docs: [] }
  const coverOf = new Map(covers.map((media) => [media.id, media as Media]))
  return rows.map((row): ListCard => {
    const gameId = Number(row.gameId)
    const { motif, accent, highlight, background } = row
    const art = { motif, accent, highlight, background }
    const cover = row.coverId === null ? null : coverOf.get(row.coverId)
    return {
      gameId,
      kind: row.kind,
      theme: row.theme,
      title: row.title,
      subtitle: row.subtitle,
      cover:
        toPicture(cover) ??
        generatedCover({ gameId, theme: row.theme, title: row.title, art }, locale),
    }
  })
}

/**
 * One page of a search and its matches in each tab: the games, their count in each tab and what
 * the page's cards show in one statement, within `searchTimeoutMs` (`searchQuery`), then the
 * pictures of any uploaded covers. The search itself is never cached: every search is its own (a
 * visitor may send any words), and kept, they would crowd out the pages everyone reads. Nor are
 * its cards: read with the matches, a page of them costs no query of its own, less than looking
 * up (and, when missed, storing) an entry of the data cache for each card and reading the
 * missing ones through Payload.
 */
export async function searchGames(
  connect: Connect,
  locale: ContentLocale,
  site: SitePrefix,
  view: ListView,
): Promise<ListPage & { counts: Record<CatalogueTab, number> }> {
  const { rows, total, counts } = await readSearch(connect, site, locale, view)
  return { cards: await searchCards(connect, locale, rows), total, counts }
}

/**
 * The cards under a game page's "You might also like" on a site (`relatedGames` decides which).
 * PostgreSQL hands it only the candidates: the first games by number of each closeness (same kind
 * and theme, same kind, same theme), which are all `relatedGames` can choose among. So a game's
 * page, rendered again after any publish of a game, reads a few games, not the whole catalogue.
 */
export const getRelatedCards = cached(
  'related-games',
  [allOf('games')],
  async (
    { connect },
    gameId: number,
    locale: ContentLocale,
    site: SitePrefix,
    kind: GameKind,
    theme: GameTheme,
  ): Promise<GameCard[]> => {
    const { rows } = await (
      await drizzleOf(connect)
    ).execute(sql`
      with listed as (${listedOn(site)}), candidates as (
        select listed.game_id::int as "gameId", listed.kind, listed.theme,
          row_number() over (
            partition by listed.kind = ${kind}, listed.theme = ${theme} order by listed.game_id
          ) as nth
        from listed
        where listed.game_id <> ${gameId} and (listed.kind = ${kind} or listed.theme = ${theme}))
      select "gameId", kind, theme from candidates where nth <= ${relatedCount}
      order by "gameId"`)
    const related = relatedGames(
      { gameId, kind, theme },
      rows as { gameId: number; kind: GameKind; theme: GameTheme }[],
    )
    return readCards(
      connect,
      locale,
      related.map((game) => game.gameId),
    )
  },
)
