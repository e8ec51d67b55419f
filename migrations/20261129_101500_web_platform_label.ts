import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The platform "HTML5" as visitors read it, on a database whose labels were loaded before: the
 * web platform in each language ("Web (HTML5)", 网页（HTML5）, ブラウザ（HTML5）…), the label
 * `platforms.html5`. The games' stored value stays `html5`. A label is replaced only where it is
 * still the "HTML5" the seed wrote, in the published entry and in its latest version (what the
 * admin edits); what an editor has written since is kept.
 *
 * Translation freshness: every language's label says what the new English says, so a
 * translation recorded as made from "HTML5" is recorded as made from the English now.
 */

const seeded = 'HTML5'

/** [language, label now] */
const labels: [string, string][] = [
  ['en-US', 'Web (HTML5)'],
  ['hi-IN', 'वेब (HTML5)'],
  ['id-ID', 'Web (HTML5)'],
  ['ja-JP', 'ブラウザ（HTML5）'],
  ['ko-KR', '웹(HTML5)'],
  ['pt-BR', 'Web (HTML5)'],
  ['th-TH', 'เว็บ (HTML5)'],
  ['vi-VN', 'Web (HTML5)'],
  ['zh-CN', '网页（HTML5）'],
  ['zh-TW', '網頁（HTML5）'],
]

const english = 'en-US'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  for (const [locale, text] of labels) {
    await execute(sql`
      UPDATE "label_sets_locales" SET "platforms_html5" = ${text}
      WHERE "_locale"::text = ${locale} AND "platforms_html5" = ${seeded}`)
    await execute(sql`
      UPDATE "_label_sets_v_locales" AS l SET "version_platforms_html5" = ${text}
      FROM "_label_sets_v" AS v
      WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${locale}
        AND l."version_platforms_html5" = ${seeded}`)
  }
  const [, now] = labels.find(([locale]) => locale === english)!
  await execute(sql`
    UPDATE "translation_states"
    SET "sources" = jsonb_set("sources", ARRAY['platforms.html5'], to_jsonb(${now}::text))
    WHERE "entry" = 'label-sets' AND "locale"::text <> ${english}
      AND "sources" ->> 'platforms.html5' = ${seeded}`)
}

/** Texts are not put back: the earlier wording is in the seed's history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
