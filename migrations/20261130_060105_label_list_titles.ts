import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_tab" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_page" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_search_results" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_tab" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_page" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_search_results" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_tab";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_page";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_search_results";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_tab";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_page";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_search_results";`)
}
