import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "game_detail_max_win_value" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_game_detail_max_win_value" varchar;
  ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_free_demo" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_free_demo" varchar;
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_pages";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_next";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_page";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_pages";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_next";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_page";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "search_pages" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_next" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_page" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_pages" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_next" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_page" varchar;
  ALTER TABLE "label_sets_locales" DROP COLUMN "game_detail_max_win_value";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_game_detail_max_win_value";
  ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_free_demo";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_free_demo";`)
}
