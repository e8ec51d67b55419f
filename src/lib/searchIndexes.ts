/**
 * Indexes on the game names the list's search matches (`src/data/gameList.ts`): the title in each
 * content language and the three extra names, each folded by `search_folded` (lower case, without
 * accents: "Tài Xỉu" is "tai xiu"). A trigram index answers `LIKE '%…%'` (a search of three
 * characters or more) and a pattern index `LIKE '…%'` (a shorter one, matched at the start of a
 * name), instead of reading every name, however many games there are.
 *
 * `search_folded` wraps `unaccent`, which PostgreSQL marks only STABLE (its rules could change), in
 * an IMMUTABLE function so that it may be indexed. The `pg_trgm` and `unaccent` extensions come
 * with PostgreSQL and are trusted: the migrations that need them create them as the database's
 * owner.
 */
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** The searched columns, by table: the drizzle names here, the SQL names in `gameList.ts`. */
const searchedColumns = {
  games_locales: ['title'],
  games: ['names_esES', 'names_myMM', 'names_kmKH'],
} as const

export const indexGameNamesForSearch: SchemaHook = ({ schema, extendTable }) => {
  for (const [tableName, columns] of Object.entries(searchedColumns)) {
    const table = schema.tables[tableName]
    extendTable({
      table,
      extraConfig: (t) =>
        Object.fromEntries(
          columns.flatMap((column) => {
            const name = `${tableName}_${column.toLowerCase()}`
            return [
              [
                `${name}_trgm_idx`,
                index(`${name}_trgm_idx`).using(
                  'gin',
                  sql`search_folded(${t[column]}) gin_trgm_ops`,
                ),
              ],
              [
                `${name}_prefix_idx`,
                index(`${name}_prefix_idx`).using(
                  'btree',
                  sql`search_folded(${t[column]}) text_pattern_ops`,
                ),
              ],
            ]
          }),
        ),
    })
  }
  return schema
}
