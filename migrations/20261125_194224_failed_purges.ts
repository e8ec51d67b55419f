import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "failed_purges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edge" varchar NOT NULL,
  	"tags" varchar NOT NULL,
  	"attempts" numeric NOT NULL,
  	"error" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "failed_purges_id" integer;
  CREATE INDEX "failed_purges_updated_at_idx" ON "failed_purges" USING btree ("updated_at");
  CREATE INDEX "failed_purges_created_at_idx" ON "failed_purges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_failed_purges_fk" FOREIGN KEY ("failed_purges_id") REFERENCES "public"."failed_purges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_failed_purges_id_idx" ON "payload_locked_documents_rels" USING btree ("failed_purges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "failed_purges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "failed_purges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_failed_purges_fk";
  
  DROP INDEX "payload_locked_documents_rels_failed_purges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "failed_purges_id";`)
}
