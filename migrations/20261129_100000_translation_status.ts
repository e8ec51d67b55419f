import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The translation status table (collection `translation-status`, issue 35): each translated
 * entry's state in each language, which the status screen filters, counts and pages in
 * PostgreSQL instead of reading every entry. Made here, empty: the server fills it the first time
 * the screen asks (`keepStatusTableCurrent` finds no shape noted) and keeps it current from then
 * on (`src/translation/statusTable.ts`). A migration does not run the app's code: that code reads
 * today's schema, and a migration runs against the schema of its own day.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_status_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_translation_status_kind" AS ENUM('collection', 'global');
  CREATE TABLE "translation_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry" varchar NOT NULL,
  	"locale" "enum_translation_status_locale" NOT NULL,
  	"kind" "enum_translation_status_kind" NOT NULL,
  	"type" varchar NOT NULL,
  	"document" varchar,
  	"title" varchar,
  	"sort_key" varchar,
  	"missing" jsonb,
  	"outdated" jsonb,
  	"left_out" jsonb,
  	"missing_count" numeric DEFAULT 0 NOT NULL,
  	"outdated_count" numeric DEFAULT 0 NOT NULL,
  	"publication" varchar NOT NULL,
  	"ready_for_review_by" varchar,
  	"ready_for_review_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_status_id" integer;
  CREATE INDEX "translation_status_updated_at_idx" ON "translation_status" USING btree ("updated_at");
  CREATE INDEX "translation_status_created_at_idx" ON "translation_status" USING btree ("created_at");
  CREATE UNIQUE INDEX "entry_locale_1_idx" ON "translation_status" USING btree ("entry","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_status_fk" FOREIGN KEY ("translation_status_id") REFERENCES "public"."translation_status"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_status_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_status_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_status" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_status" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_status_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_status_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_status_id";
  DROP TYPE "public"."enum_translation_status_locale";
  DROP TYPE "public"."enum_translation_status_kind";`)
}
