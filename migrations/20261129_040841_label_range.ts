import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "search_range" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_range" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" DROP COLUMN "search_range";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_range";`)
}
