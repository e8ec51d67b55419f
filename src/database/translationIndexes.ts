/**
 * An index on the parent of every table of translations (`…_locales`).
 *
 * Payload's Postgres adapter reads a document's translations, all languages at once, by parent
 * (`where _parent_id = …`), but the only index it makes on such a table is unique on
 * `(_locale, _parent_id)`, which leads with the language. For a list of games that meant a scan
 * of all the games' feature translations per feature: 100 games took PostgreSQL 300 ms, 70 % of
 * it there. With this index the same read takes a fraction of that.
 */
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const indexTranslationsByParent: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!name.endsWith('_locales') || !('_parentID' in table)) continue
    const indexName = `${name}_parent_idx`
    extendTable({
      table,
      extraConfig: (columns) => ({ [indexName]: index(indexName).on(columns._parentID) }),
    })
  }
  return schema
}
