import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" ADD COLUMN "top_fish_pay" numeric;
  ALTER TABLE "_games_v" ADD COLUMN "version_top_fish_pay" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" DROP COLUMN "top_fish_pay";
  ALTER TABLE "_games_v" DROP COLUMN "version_top_fish_pay";`)
}
