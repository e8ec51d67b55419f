import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_notification" AS ENUM('queued', 'sent', 'retrying', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyEnquiry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyEnquiry' BEFORE 'schedulePublish';
  ALTER TABLE "enquiries" ADD COLUMN "notification" "enum_enquiries_notification" DEFAULT 'queued';
  ALTER TABLE "enquiries" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "enquiries" ADD COLUMN "notification_error" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "demo_embed_origins" varchar;
  -- Enquiries stored before the job queue have no notification record.
  UPDATE "enquiries" SET "notification" = NULL, "notification_attempts" = NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "enquiries" DROP COLUMN "notification";
  ALTER TABLE "enquiries" DROP COLUMN "notification_attempts";
  ALTER TABLE "enquiries" DROP COLUMN "notification_error";
  ALTER TABLE "enquiries" DROP COLUMN "notified_at";
  ALTER TABLE "site_settings" DROP COLUMN "demo_embed_origins";
  DROP TYPE "public"."enum_enquiries_notification";`)
}
