/**
 * The rule of which site shows a published game, in SQL, for everyone who asks it: the pages
 * (`data/shownSites.ts`, `data/gameList.ts`) and what a stranger reads of the games over REST and
 * GraphQL (`access/shownGamesOrContentStaff.ts`). A site shows a published game listed on it whose
 * title and description are written in the site's language, with the blank rule of
 * `lib/blankText.ts`: a description of white space only is no description.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import {
  defaultContentLocale,
  isContentLocale,
  sites,
  type ContentLocale,
  type SitePrefix,
} from '@/i18n/locales'

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
export const hasTextsFor = (game: SQL, prefix: SQL) => sql`exists (
  select 1 from games_locales l join ${siteLanguages} on site_language.prefix = ${prefix}
  where l._parent_id = ${game} and l._locale::text = site_language.locale
    and l.title ~ ${written}
    and jsonb_path_exists(l.description, ${richTextWritten}::jsonpath))`

/**
 * Whether texts row `row` (of `games_locales`) is a finished translation: its title and its
 * description written. A shown game's name in such a language is public (the game-list API names
 * a game in every language, and the search finds 104, shown on /vn only, by its Portuguese name);
 * a title alone is a translation under way, which the site's search found (a Thai title typed
 * before its description, while /th answered 404 for the game).
 */
export const textsWritten = (row: SQL) => sql`(${row}.title ~ ${written}
    and jsonb_path_exists(${row}.description, ${richTextWritten}::jsonpath))`

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

type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** The language a read asks for (`req.locale`): one of the content's, `all`, or else the default. */
export const languageOfRead = (locale: unknown): ContentLocale | 'all' =>
  locale === 'all' ? 'all' : isContentLocale(locale) ? locale : defaultContentLocale

/**
 * The row ids of the published games that a site of language `locale` shows (on /en or /ph for
 * English, /th for Thai…): what a stranger may read in that language. `all` (a staff read of
 * every language, sales'): the games some site shows.
 */
export async function gamesShownIn(db: unknown, locale: ContentLocale | 'all'): Promise<number[]> {
  const prefixes = sites
    .filter((site) => locale === 'all' || site.content === locale)
    .map((site) => site.prefix)
  const { rows } = await ((db as PostgresAdapter).drizzle as unknown as Execute).execute(sql`
    select g.id::int as id from games g
    where g._status = 'published'
      and exists (
        select 1 from games_sites s
        where s.parent_id = g.id
          and s.value::text in (${sql.join(
            prefixes.map((prefix) => sql`${prefix}`),
            sql`, `,
          )})
          and ${hasTextsFor(sql`g.id`, sql`s.value::text`)})`)
  return rows.map((row) => Number(row.id))
}
