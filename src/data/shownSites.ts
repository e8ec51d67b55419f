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

import { sites, type ContentLocale, type SitePrefix } from '@/i18n/locales'

import type { Connect } from './cached'

type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** Each site's prefix and the language whose texts it shows. */
const siteLanguages = sql`(values ${sql.join(
  sites.map((site) => sql`(${site.prefix}, ${site.content})`),
  sql`, `,
)}) as site_language(prefix, locale)`

/** Text that is not only white space (`isBlank('text', …)`). */
const written = '[^[:space:]]'

/** Rich text with any text that is not white space, or an upload or a relationship (`isBlank('richText', …)`). */
const richTextWritten = `$.** ? (@.text like_regex "[^[:space:]]" || @.type == "upload" || @.type == "relationship")`

/** Whether game row `game` has its title and description in the language of site `prefix`. */
const hasTextsFor = (game: SQL, prefix: SQL) => sql`exists (
  select 1 from games_locales l join ${siteLanguages} on site_language.prefix = ${prefix}
  where l._parent_id = ${game} and l._locale::text = site_language.locale
    and l.title ~ ${written}
    and jsonb_path_exists(l.description, ${richTextWritten}::jsonpath))`

/**
 * Whether game row `game` has its title and description in the content language `locale`: the
 * row of that language found by its index (`_locale`, `_parent_id`), so the description is looked
 * through once, not once for each language the game has until the site's turns up.
 */
const hasTextsIn = (game: SQL, locale: ContentLocale | undefined) =>
  locale
    ? sql`exists (
  select 1 from games_locales l
  where l._parent_id = ${game} and l._locale = ${locale}
    and l.title ~ ${written}
    and jsonb_path_exists(l.description, ${richTextWritten}::jsonpath))`
    : sql`false`

const contentOf = new Map(sites.map((site) => [site.prefix as string, site.content]))

/**
 * The published games shown on a site, as `id, game_id, kind` (the `listed` table of the game
 * list's queries).
 */
export const shownOnSite = (site: SitePrefix) => sql`
  select g.id, g.game_id, g.kind::text as kind, g.theme::text as theme from games g
  where g._status = 'published'
    and exists (select 1 from games_sites s where s.parent_id = g.id and s.value = ${site})
    and ${hasTextsIn(sql`g.id`, contentOf.get(site))}`

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
