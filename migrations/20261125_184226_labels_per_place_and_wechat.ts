import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_enquiries_channel" ADD VALUE 'wechat' BEFORE 'skype';
  ALTER TABLE "label_sets_locales" ADD COLUMN "game_menu_new_badge" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "game_detail_introduction" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_game_list_description" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_terms_description" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_play" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "titles_play_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_game_menu_new_badge" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_game_detail_introduction" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_game_list_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_terms_description" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_play" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_titles_play_description" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_wechat" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_trap" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_wechat" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_trap" varchar;
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_skype";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_skype";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_enquiries_channel";
  CREATE TYPE "public"."enum_enquiries_channel" AS ENUM('email', 'telegram', 'whatsapp', 'skype');
  ALTER TABLE "enquiries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_enquiries_channel" USING "channel"::"public"."enum_enquiries_channel";
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_skype" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_skype" varchar;
  ALTER TABLE "label_sets_locales" DROP COLUMN "game_menu_new_badge";
  ALTER TABLE "label_sets_locales" DROP COLUMN "game_detail_introduction";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_game_list_description";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_terms_description";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_play";
  ALTER TABLE "label_sets_locales" DROP COLUMN "titles_play_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_game_menu_new_badge";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_game_detail_introduction";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_game_list_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_terms_description";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_play";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_titles_play_description";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_wechat";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_trap";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_wechat";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_trap";`)
}
