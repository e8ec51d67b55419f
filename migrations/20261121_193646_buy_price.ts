import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" ADD COLUMN "buy_price" numeric DEFAULT 100;
  ALTER TABLE "_games_v" ADD COLUMN "version_buy_price" numeric DEFAULT 100;
  ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_buy_free_spins" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_buy_free_spins" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" DROP COLUMN "buy_price";
  ALTER TABLE "_games_v" DROP COLUMN "version_buy_price";
  ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_buy_free_spins";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_buy_free_spins";`)
}
