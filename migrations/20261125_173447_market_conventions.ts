import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each language's naming rule for game titles, in the Glossary. The demos' play money is each
 * site's own currency (the locale table), no longer one Site settings field for every site.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "glossary_locales" ADD COLUMN "naming" varchar;
  ALTER TABLE "site_settings" DROP COLUMN "demo_currency";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "demo_currency" varchar DEFAULT 'CNY' NOT NULL;
  ALTER TABLE "glossary_locales" DROP COLUMN "naming";`)
}
