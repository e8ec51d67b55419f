/**
 * Where a published game is shown: on each site it is listed on whose language has its title and
 * description in the published copy. Until then that site behaves as if the game were not listed
 * there (its page a 404, absent from the lists, the counts, the search, the sitemap and the API),
 * rather than show the English that the pages would fall back to. So an editor publishes the
 * English of a new game listed on /th before its Thai is written, and /th shows the game with the
 * publish that brings its Thai.
 *
 * Read from the published tables in SQL (`games`, `games_sites`, `games_locales`): every getter of
 * the catalogue asks here, so a site's list, its counts and a game's page always agree. The
 * sitemap judges the same from the game read in every language (`shownOn` in
 * `collections/Games/fields/sites.ts`), with the same blank rule (`lib/blankText.ts`).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { sites, type SitePrefix } from '@/i18n/locales'
import { hasTextsFor } from '@/lib/shownGames'

import type { Connect } from './cached'

export { shownOnSite } from '@/lib/shownGames'

type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

const drizzleOf = async (connect: Connect) =>
  ((await connect()).db as unknown as PostgresAdapter).drizzle as unknown as Execute

/**
 * The sites each published game is shown on, by game id (`gameIds` to read only those), in the
 * order of the locale table. A game shown nowhere has no entry.
 */
export async function shownSites(
  connect: Connect,
  gameIds?: readonly number[],
): Promise<Map<number, SitePrefix[]>> {
  if (gameIds && !gameIds.length) return new Map()
  const only = gameIds
    ? sql`and g.game_id in (${sql.join(
        gameIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  const { rows } = await (
    await drizzleOf(connect)
  ).execute(sql`
    select g.game_id::int as game_id, s.value::text as site from games g
    join games_sites s on s.parent_id = g.id
    where g._status = 'published' ${only}
      and ${hasTextsFor(sql`g.id`, sql`s.value::text`)}`)
  const order = new Map(sites.map((site, i) => [site.prefix as string, i]))
  const shown = new Map<number, SitePrefix[]>()
  for (const row of rows) {
    const id = Number(row.game_id)
    shown.set(id, [...(shown.get(id) ?? []), row.site as SitePrefix])
  }
  for (const list of shown.values()) list.sort((a, b) => order.get(a)! - order.get(b)!)
  return shown
}
