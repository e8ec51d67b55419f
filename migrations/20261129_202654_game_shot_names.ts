import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games_locales" ADD COLUMN "shot_names_net" varchar;
  ALTER TABLE "games_locales" ADD COLUMN "shot_names_lightning" varchar;
  ALTER TABLE "games_locales" ADD COLUMN "shot_names_bomb" varchar;
  ALTER TABLE "_games_v_locales" ADD COLUMN "version_shot_names_net" varchar;
  ALTER TABLE "_games_v_locales" ADD COLUMN "version_shot_names_lightning" varchar;
  ALTER TABLE "_games_v_locales" ADD COLUMN "version_shot_names_bomb" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games_locales" DROP COLUMN "shot_names_net";
  ALTER TABLE "games_locales" DROP COLUMN "shot_names_lightning";
  ALTER TABLE "games_locales" DROP COLUMN "shot_names_bomb";
  ALTER TABLE "_games_v_locales" DROP COLUMN "version_shot_names_net";
  ALTER TABLE "_games_v_locales" DROP COLUMN "version_shot_names_lightning";
  ALTER TABLE "_games_v_locales" DROP COLUMN "version_shot_names_bomb";`)
}
