import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "main_nav_label" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "footer_links" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "terms_updated" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_main_nav_label" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_footer_links" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_terms_updated" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" DROP COLUMN "main_nav_label";
  ALTER TABLE "label_sets_locales" DROP COLUMN "footer_links";
  ALTER TABLE "label_sets_locales" DROP COLUMN "terms_updated";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_main_nav_label";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_footer_links";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_terms_updated";`)
}
