/**
 * Trigram indexes on the game names the list's search matches (`src/data/gameList.ts`): the title
 * in each content language and the three extra names. `ILIKE '%…%'` then reads the index instead
 * of every name, however many games there are (for three characters or more; shorter searches
 * are a scan of short names, still quick). The `pg_trgm` extension comes with PostgreSQL; its
 * migration creates it.
 */
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

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
          columns.map((column) => {
            const name = `${tableName}_${column.toLowerCase()}_trgm_idx`
            return [name, index(name).using('gin', t[column].op('gin_trgm_ops'))]
          }),
        ),
    })
  }
  return schema
}
