import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 37: a game's English title kept beside every language (what heads it where a language has
 * no title yet), and each account's admin language. Existing games and versions get their English
 * title; existing translators the admin language of their first content language.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'id', 'hi', 'ja', 'ko', 'pt', 'th', 'zh-TW', 'vi', 'zh');
  ALTER TABLE "games" ADD COLUMN "english_title" varchar;
  ALTER TABLE "_games_v" ADD COLUMN "version_english_title" varchar;
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";

  UPDATE "games" SET "english_title" = nullif(trim(l."title"), '')
    FROM "games_locales" l WHERE l."_parent_id" = "games"."id" AND l."_locale" = 'en-US';
  UPDATE "_games_v" SET "version_english_title" = nullif(trim(l."version_title"), '')
    FROM "_games_v_locales" l WHERE l."_parent_id" = "_games_v"."id" AND l."_locale" = 'en-US';
  UPDATE "users" SET "language" = (
    CASE first."value"::text
      WHEN 'en-US' THEN 'en' WHEN 'id-ID' THEN 'id' WHEN 'hi-IN' THEN 'hi' WHEN 'ja-JP' THEN 'ja'
      WHEN 'ko-KR' THEN 'ko' WHEN 'pt-BR' THEN 'pt' WHEN 'th-TH' THEN 'th' WHEN 'zh-TW' THEN 'zh-TW'
      WHEN 'vi-VN' THEN 'vi' WHEN 'zh-CN' THEN 'zh'
    END)::"enum_users_language"
    FROM (
      SELECT DISTINCT ON ("parent_id") "parent_id", "value" FROM "users_languages"
      ORDER BY "parent_id", "order"
    ) first
    WHERE first."parent_id" = "users"."id" AND "users"."role" = 'translator';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" DROP COLUMN "english_title";
  ALTER TABLE "_games_v" DROP COLUMN "version_english_title";
  ALTER TABLE "users" DROP COLUMN "language";
  DROP TYPE "public"."enum_users_language";`)
}
