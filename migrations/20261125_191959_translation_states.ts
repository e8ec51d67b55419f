import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_translation_states_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TABLE "translation_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry" varchar NOT NULL,
  	"locale" "enum_translation_states_locale" NOT NULL,
  	"sources" jsonb,
  	"notes" jsonb,
  	"ready_for_review_by_id" integer,
  	"ready_for_review_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_states_id" integer;
  ALTER TABLE "translation_states" ADD CONSTRAINT "translation_states_ready_for_review_by_id_users_id_fk" FOREIGN KEY ("ready_for_review_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "translation_states_entry_idx" ON "translation_states" USING btree ("entry");
  CREATE INDEX "translation_states_ready_for_review_ready_for_review_by_idx" ON "translation_states" USING btree ("ready_for_review_by_id");
  CREATE INDEX "translation_states_updated_at_idx" ON "translation_states" USING btree ("updated_at");
  CREATE INDEX "translation_states_created_at_idx" ON "translation_states" USING btree ("created_at");
  CREATE UNIQUE INDEX "entry_locale_idx" ON "translation_states" USING btree ("entry","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_states_fk" FOREIGN KEY ("translation_states_id") REFERENCES "public"."translation_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_translation_states_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "translation_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "translation_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_states_fk";
  
  DROP INDEX "payload_locked_documents_rels_translation_states_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_states_id";
  DROP TYPE "public"."enum_translation_states_locale";`)
}
