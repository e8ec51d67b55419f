import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 36: each site's contact channels in Site settings (LINE, KakaoTalk, Zalo and Viber join
 * the channels an enquiry may ask for, with their labels), the 404's help and link to the
 * catalogue, a claim's value as each language writes it (20年以上), and the glossary's one name
 * for the fishing games' special shots. The texts follow in the next migration.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_contacts_channels" AS ENUM('email', 'telegram', 'whatsapp', 'wechat', 'line', 'kakaotalk', 'zalo', 'viber');
  CREATE TYPE "public"."enum_site_settings_contacts_site" AS ENUM('en', 'ph', 'id', 'in', 'jp', 'kr', 'pt', 'th', 'hk', 'vn', 'cn');
  ALTER TYPE "public"."enum_enquiries_channel" ADD VALUE 'line' BEFORE 'skype';
  ALTER TYPE "public"."enum_enquiries_channel" ADD VALUE 'kakaotalk' BEFORE 'skype';
  ALTER TYPE "public"."enum_enquiries_channel" ADD VALUE 'zalo' BEFORE 'skype';
  ALTER TYPE "public"."enum_enquiries_channel" ADD VALUE 'viber' BEFORE 'skype';
  ALTER TYPE "public"."enum_glossary_terms_key" ADD VALUE 'specialShot' BEFORE 'cascade';
  CREATE TABLE "site_settings_contacts_channels" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_site_settings_contacts_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site" "enum_site_settings_contacts_site" NOT NULL,
  	"phone_example" varchar NOT NULL
  );
  
  ALTER TABLE "home_sections_blocks_about_claims_locales" ADD COLUMN "value_text" varchar;
  ALTER TABLE "_home_sections_v_blocks_about_claims_locales" ADD COLUMN "value_text" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "not_found_help" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "not_found_catalog" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_not_found_help" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_not_found_catalog" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_line" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_kakaotalk" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_zalo" varchar;
  ALTER TABLE "form_labels_locales" ADD COLUMN "form_channel_viber" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_line" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_kakaotalk" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_zalo" varchar;
  ALTER TABLE "_form_labels_v_locales" ADD COLUMN "version_form_channel_viber" varchar;
  ALTER TABLE "site_settings_contacts_channels" ADD CONSTRAINT "site_settings_contacts_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_contacts" ADD CONSTRAINT "site_settings_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_contacts_channels_order_idx" ON "site_settings_contacts_channels" USING btree ("order");
  CREATE INDEX "site_settings_contacts_channels_parent_idx" ON "site_settings_contacts_channels" USING btree ("parent_id");
  CREATE INDEX "site_settings_contacts_order_idx" ON "site_settings_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_contacts_parent_id_idx" ON "site_settings_contacts" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_contacts_channels" CASCADE;
  DROP TABLE "site_settings_contacts" CASCADE;
  ALTER TABLE "enquiries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_enquiries_channel";
  CREATE TYPE "public"."enum_enquiries_channel" AS ENUM('email', 'telegram', 'whatsapp', 'wechat', 'skype');
  ALTER TABLE "enquiries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_enquiries_channel" USING "channel"::"public"."enum_enquiries_channel";
  ALTER TABLE "glossary_terms" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_glossary_terms_key";
  CREATE TYPE "public"."enum_glossary_terms_key" AS ENUM('slot', 'fishingGame', 'arcadeGame', 'boardGame', 'game', 'games', 'freeTrial', 'playNow', 'stake', 'multiplier', 'freeSpins', 'hot', 'new', 'rtp', 'volatility', 'maxWin', 'buyFeature', 'paylines', 'ways', 'jackpot', 'respin', 'boss', 'cascade', 'expandingWild', 'stickyWild');
  ALTER TABLE "glossary_terms" ALTER COLUMN "key" SET DATA TYPE "public"."enum_glossary_terms_key" USING "key"::"public"."enum_glossary_terms_key";
  ALTER TABLE "home_sections_blocks_about_claims_locales" DROP COLUMN "value_text";
  ALTER TABLE "_home_sections_v_blocks_about_claims_locales" DROP COLUMN "value_text";
  ALTER TABLE "label_sets_locales" DROP COLUMN "not_found_help";
  ALTER TABLE "label_sets_locales" DROP COLUMN "not_found_catalog";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_not_found_help";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_not_found_catalog";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_line";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_kakaotalk";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_zalo";
  ALTER TABLE "form_labels_locales" DROP COLUMN "form_channel_viber";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_line";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_kakaotalk";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_zalo";
  ALTER TABLE "_form_labels_v_locales" DROP COLUMN "version_form_channel_viber";
  DROP TYPE "public"."enum_site_settings_contacts_channels";
  DROP TYPE "public"."enum_site_settings_contacts_site";`)
}
