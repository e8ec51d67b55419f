import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The game list's search ignores accents ("tai xiu" finds "Tài Xỉu") and answers a search of one
 * or two characters from an index (issue 35): every searched name is indexed folded by
 * `search_folded`, lower case and without accents, by trigrams (contains) and as a pattern (starts
 * with) (`src/lib/searchIndexes.ts`). `unaccent` is STABLE, so the function that wraps it for the
 * indexes names its dictionary and is declared IMMUTABLE. The extension ships with PostgreSQL and
 * is trusted: the database's owner may create it without being a superuser.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;`)
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION public.search_folded(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));`)
  await db.execute(sql`
   DROP INDEX "games_names_eses_trgm_idx";
  DROP INDEX "games_names_mymm_trgm_idx";
  DROP INDEX "games_names_kmkh_trgm_idx";
  DROP INDEX "games_locales_title_trgm_idx";
  CREATE INDEX "games_names_eses_prefix_idx" ON "games" USING btree (search_folded("names_es_e_s") text_pattern_ops);
  CREATE INDEX "games_names_mymm_prefix_idx" ON "games" USING btree (search_folded("names_my_m_m") text_pattern_ops);
  CREATE INDEX "games_names_kmkh_prefix_idx" ON "games" USING btree (search_folded("names_km_k_h") text_pattern_ops);
  CREATE INDEX "games_locales_title_prefix_idx" ON "games_locales" USING btree (search_folded("title") text_pattern_ops);
  CREATE INDEX "games_names_eses_trgm_idx" ON "games" USING gin (search_folded("names_es_e_s") gin_trgm_ops);
  CREATE INDEX "games_names_mymm_trgm_idx" ON "games" USING gin (search_folded("names_my_m_m") gin_trgm_ops);
  CREATE INDEX "games_names_kmkh_trgm_idx" ON "games" USING gin (search_folded("names_km_k_h") gin_trgm_ops);
  CREATE INDEX "games_locales_title_trgm_idx" ON "games_locales" USING gin (search_folded("title") gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "games_names_eses_prefix_idx";
  DROP INDEX "games_names_mymm_prefix_idx";
  DROP INDEX "games_names_kmkh_prefix_idx";
  DROP INDEX "games_locales_title_prefix_idx";
  DROP INDEX "games_names_eses_trgm_idx";
  DROP INDEX "games_names_mymm_trgm_idx";
  DROP INDEX "games_names_kmkh_trgm_idx";
  DROP INDEX "games_locales_title_trgm_idx";
  CREATE INDEX "games_names_eses_trgm_idx" ON "games" USING gin ("names_es_e_s" gin_trgm_ops);
  CREATE INDEX "games_names_mymm_trgm_idx" ON "games" USING gin ("names_my_m_m" gin_trgm_ops);
  CREATE INDEX "games_names_kmkh_trgm_idx" ON "games" USING gin ("names_km_k_h" gin_trgm_ops);
  CREATE INDEX "games_locales_title_trgm_idx" ON "games_locales" USING gin ("title" gin_trgm_ops);`)
  await db.execute(sql`DROP FUNCTION public.search_folded(text);`)
}
