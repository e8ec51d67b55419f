import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "games_locales" ADD COLUMN "heading" varchar;
  ALTER TABLE "_games_v_locales" ADD COLUMN "version_heading" varchar;`)
  // "999 · Title" for the games and versions there are, as the Games collection writes it.
  await db.execute(sql`
  UPDATE "games_locales" AS l SET "heading" = g."game_id" || ' · ' || btrim(l."title")
    FROM "games" AS g WHERE l."_parent_id" = g."id" AND btrim(coalesce(l."title", '')) <> '';
  UPDATE "_games_v_locales" AS l
    SET "version_heading" = v."version_game_id" || ' · ' || btrim(l."version_title")
    FROM "_games_v" AS v
    WHERE l."_parent_id" = v."id" AND v."version_game_id" IS NOT NULL
      AND btrim(coalesce(l."version_title", '')) <> '';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor';
  ALTER TABLE "games_locales" DROP COLUMN "heading";
  ALTER TABLE "_games_v_locales" DROP COLUMN "version_heading";`)
}
