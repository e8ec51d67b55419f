import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The count over a search's results names what was searched (`search.matches`: "3 games found
 * for “koi”", 「koi」に一致するゲーム：3件…), a label of its own beside the list's plain count. On a database
 * whose labels were loaded before, each language gets the seed's wording where the label is still
 * empty, in the published entry and in its latest version (what the admin edits), and is recorded
 * as translated from the English, so the translation status does not list it as missing.
 */

/** [language, label] */
const labels: [string, string][] = [
  ["en-US", "{count, plural, one {# game} other {# games}} found for “{query}”"],
  ["hi-IN", "“{query}” खोजने पर {count, plural, one {# गेम मिला} other {# गेम मिले}}"],
  ["id-ID", "{count, plural, other {# game cocok dengan “{query}”}}"],
  ["ja-JP", "{count, plural, other {「{query}」に一致するゲーム：#件}}"],
  ["ko-KR", "{count, plural, other {“{query}” 검색 결과: 게임 #개}}"],
  ["pt-BR", "{count, plural, one {# jogo encontrado} other {# jogos encontrados}} para “{query}”"],
  ["th-TH", "{count, plural, other {พบ # เกมจากคำค้น “{query}”}}"],
  ["vi-VN", "{count, plural, other {Tìm thấy # game phù hợp với “{query}”}}"],
  ["zh-CN", "{count, plural, other {找到#款与“{query}”相关的游戏}}"],
  ["zh-TW", "{count, plural, other {找到#款與「{query}」相關的遊戲}}"],
]

const english = 'en-US'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  await execute(sql`
    ALTER TABLE "label_sets_locales" ADD COLUMN "search_matches" varchar;
    ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_matches" varchar;`)
  for (const [locale, text] of labels) {
    await execute(sql`
      UPDATE "label_sets_locales" SET "search_matches" = ${text}
      WHERE "_locale"::text = ${locale} AND "search_matches" IS NULL`)
    await execute(sql`
      UPDATE "_label_sets_v_locales" AS l SET "version_search_matches" = ${text}
      FROM "_label_sets_v" AS v
      WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${locale}
        AND l."version_search_matches" IS NULL`)
  }
  const [, source] = labels.find(([locale]) => locale === english)!
  await execute(sql`
    UPDATE "translation_states"
    SET "sources" = jsonb_set("sources", ARRAY['search.matches'], to_jsonb(${source}::text))
    WHERE "entry" = 'label-sets' AND "locale"::text <> ${english}
      AND "sources" -> 'search.matches' IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "label_sets_locales" DROP COLUMN "search_matches";
    ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_matches";`)
}
