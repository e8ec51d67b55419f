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

import { allOf, oneOf } from '@/content/registry'
import type { ContentLocale, SitePrefix } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { GameKind, GameTheme } from '@/lib/catalogue'
import {
  catalogueTabs,
  kindsOfTab,
  listPageSize,
  type CatalogueTab,
  type ListName,
  type ListView,
} from '@/lib/gameList'

import { relatedCount, relatedGames } from '@/lib/relatedGames'

import { cached, type Connect } from './cached'
import { readCards, type GameCard } from './games'
import { shownOnSite } from './shownSites'

export type ListPage = { cards: GameCard[]; total: number }

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
 * the catalogue.
 */
export const shortQueryLength = 3

/**
 * The games whose name in any language, or whose number, has the search in it, case and accents
 * aside: each name folded by `search_folded`, as the indexes hold them (`src/lib/searchIndexes.ts`).
 */
const matching = (query: string) => {
  // Folded first, then escaped for LIKE: folding may itself make a backslash, `%` or `_` (∖).
  const folded = sql`replace(replace(replace(search_folded(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`
  const pattern =
    [...query].length < shortQueryLength ? sql`(${folded} || '%')` : sql`('%' || ${folded} || '%')`
  const digits = /^\d{1,9}$/.test(query) ? `${query}%` : null
  return sql`(
    listed.id in (
      select t._parent_id from games_locales t
      where search_folded(t.title) like ${pattern}
      union all select n.id from games n where search_folded(n.names_es_e_s) like ${pattern}
      union all select n.id from games n where search_folded(n.names_my_m_m) like ${pattern}
      union all select n.id from games n where search_folded(n.names_km_k_h) like ${pattern})
    ${digits ? sql`or listed.game_id::text like ${digits}` : sql``}
  )`
}

/**
 * The ids of one page of a tab (within a search, if one is given) and the tab's total. "All" is
 * the featured games first, in the editors' order, then every other game by number; a kind's tab
 * is its games in the order of the editors' list of that name, then the rest by number; New and
 * Hot are the editors' lists; a search puts a game whose number is the search first, then by
 * number.
 */
async function pageIds(
  connect: Connect,
  site: SitePrefix,
  list: ListName | 'all',
  query: string,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const rank = list === 'all' ? 'featured' : list
  const kinds = kindsOfTab(list)
  const join = list === 'all' || kinds ? sql`left join` : sql`join`
  const ofKinds = kinds
    ? sql`listed.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql`true`
  const read = async (db: Execute) => {
    const { rows } = await db.execute(sql`
      with listed as (${listedOn(site)})
      select listed.game_id::int as id, count(*) over () as total
      from listed
      ${join} catalogue_order_rels r on r.games_id = listed.id and r.path = ${rank}
      where ${ofKinds} and ${query ? matching(query) : sql`true`}
      order by ${query && /^\d+$/.test(query) ? sql`(listed.game_id::text = ${query}) desc,` : sql``}
        r."order" asc nulls last, listed.game_id asc
      offset ${offset} limit ${limit}`)
    if (rows.length) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) }
    // Past the end: the count alone says whether the page is empty or does not exist.
    const [{ total }] = (
      await db.execute(sql`
        with listed as (${listedOn(site)})
        select count(*)::int as total from listed
        ${join} catalogue_order_rels r on r.games_id = listed.id and r.path = ${rank}
        where ${ofKinds} and ${query ? matching(query) : sql`true`}`)
    ).rows as { total: number }[]
    return { ids: [], total: Number(total) }
  }
  return query ? withinSearchTimeout(connect, read) : read(await drizzleOf(connect))
}

type Waiting = { resolve: (card: GameCard | null) => void; reject: (error: unknown) => void }

/** The cards not in the cache yet, by language: read together once the current turn is over. */
const unread = new Map<ContentLocale, Map<number, Waiting[]>>()

/**
 * One game's card, read with every other card asked for in the same turn of the event loop
 * (a search's page asks for its cards at once, and those the cache lacks arrive together): one
 * query of Payload for a page of cards, not one query a card.
 */
function readCardTogether(connect: Connect, gameId: number, locale: ContentLocale) {
  return new Promise<GameCard | null>((resolve, reject) => {
    let waiting = unread.get(locale)
    if (!waiting) {
      const batch = new Map<number, Waiting[]>()
      unread.set(locale, batch)
      waiting = batch
      setImmediate(() => {
        unread.delete(locale)
        readCards(connect, locale, [...batch.keys()]).then(
          (cards) => {
            const byId = new Map(cards.map((card) => [card.gameId, card]))
            for (const [id, each] of batch)
              for (const one of each) one.resolve(byId.get(id) ?? null)
          },
          (error: unknown) => {
            for (const each of batch.values()) for (const one of each) one.reject(error)
          },
        )
      })
    }
    waiting.set(gameId, [...(waiting.get(gameId) ?? []), { resolve, reject }])
  })
}

/**
 * One game's card, cached: a search's page is made of cards read before, and those that were
 * not are read together (`readCardTogether`). The entries are bounded by the catalogue (a game
 * in a language), however many searches there are.
 */
const getCard = cached<[number, ContentLocale], GameCard | null>(
  'game-card',
  [oneOf('games', (gameId) => ({ gameId })), allOf('games')],
  async ({ connect }, gameId: number, locale: ContentLocale): Promise<GameCard | null> =>
    readCardTogether(connect, gameId, locale),
)

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
    const { ids, total } = await pageIds(connect, site, list, '', (page - 1) * size, size)
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
    select 'all' as tab, count(*)::int as total from shown
    union all
    select r.path, count(*)::int from catalogue_order_rels r
    join shown on shown.id = r.games_id group by r.path
    union all
    select 'kind:' || shown.kind, count(*)::int from shown group by shown.kind`)
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

/**
 * A search's matches in each tab, as the tabs show them without a search: one more query, asked
 * beside the search's page (not after it), within the same time limit, and never cached (see
 * `searchGames`).
 */
export const searchTabCounts = (connect: Connect, site: SitePrefix, query: string) =>
  withinSearchTimeout(connect, (db) => countTabs(db, site, query))

/** The numbers of the games on one page of a search, and how many games it finds. */
export const searchGameIds = (connect: Connect, site: SitePrefix, { tab, page, query }: ListView) =>
  pageIds(connect, site, tab, query, (page - 1) * listPageSize, listPageSize)

/**
 * One page of a search. The search itself is never cached: every search is its own (a visitor
 * may send any words), and kept, they would crowd out the pages everyone reads.
 */
export async function searchGames(
  connect: Connect,
  locale: ContentLocale,
  site: SitePrefix,
  view: ListView,
): Promise<ListPage> {
  const { ids, total } = await searchGameIds(connect, site, view)
  const cards = await Promise.all(ids.map((id) => getCard(connect, id, locale)))
  return { cards: cards.filter((card): card is GameCard => Boolean(card)), total }
}

/**
 * The cards under a game page's "More games like this" on a site (`relatedGames` decides which).
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
