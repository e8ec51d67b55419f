import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_coins";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_coins";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_coins" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_coins" varchar;`)
}
