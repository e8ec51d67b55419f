import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_fish_description" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_slot_description" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_arcade_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_fish_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_slot_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_arcade_description" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_fish_description";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_slot_description";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_arcade_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_fish_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_slot_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_arcade_description";`)
}
