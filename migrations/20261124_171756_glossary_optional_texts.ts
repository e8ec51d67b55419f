import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_glossary_terms_key" AS ENUM('slot', 'fishingGame', 'arcadeGame', 'boardGame', 'game', 'games', 'freeTrial', 'playNow', 'stake', 'multiplier', 'freeSpins', 'hot', 'new', 'rtp', 'volatility', 'maxWin', 'buyFeature', 'paylines', 'ways', 'jackpot', 'respin', 'boss');
  CREATE TABLE "glossary_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_glossary_terms_key" NOT NULL
  );
  
  CREATE TABLE "glossary_terms_locales" (
  	"term" varchar NOT NULL,
  	"avoid" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "glossary" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "glossary_locales" (
  	"claims_games" varchar NOT NULL,
  	"claims_founded" varchar NOT NULL,
  	"claims_fishing" varchar NOT NULL,
  	"claims_engine" varchar NOT NULL,
  	"claims_partnership" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_sections_blocks_about_locales" ADD COLUMN "partnership_absent" boolean DEFAULT false;
  ALTER TABLE "_home_sections_v_blocks_about_locales" ADD COLUMN "partnership_absent" boolean DEFAULT false;
  ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."glossary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "glossary_terms_locales" ADD CONSTRAINT "glossary_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "glossary_locales" ADD CONSTRAINT "glossary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."glossary"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "glossary_terms_order_idx" ON "glossary_terms" USING btree ("_order");
  CREATE INDEX "glossary_terms_parent_id_idx" ON "glossary_terms" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "glossary_terms_locales_locale_parent_id_unique" ON "glossary_terms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "glossary_locales_locale_parent_id_unique" ON "glossary_locales" USING btree ("_locale","_parent_id");`)
  // Content seeded before: a language that states no partnership sentence leaves it out on
  // purpose (as the seed now says), instead of falling back to the English one.
  await db.execute(sql`
   UPDATE "home_sections_blocks_about_locales" SET "partnership_absent" = true WHERE "_locale" <> 'en-US' AND coalesce(trim("partnership"), '') = '';
  UPDATE "_home_sections_v_blocks_about_locales" SET "partnership_absent" = true WHERE "_locale" <> 'en-US' AND coalesce(trim("partnership"), '') = '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "glossary_terms" CASCADE;
  DROP TABLE "glossary_terms_locales" CASCADE;
  DROP TABLE "glossary" CASCADE;
  DROP TABLE "glossary_locales" CASCADE;
  ALTER TABLE "home_sections_blocks_about_locales" DROP COLUMN "partnership_absent";
  ALTER TABLE "_home_sections_v_blocks_about_locales" DROP COLUMN "partnership_absent";
  DROP TYPE "public"."enum_glossary_terms_key";`)
}
