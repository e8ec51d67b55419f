import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { labelDefaults } from '@/globals/LabelSets/defaults'

import { up } from '../../migrations/20261129_034000_us_english_words'

import { serverURL, staff, testPayload, type StaffLogin } from './helpers'

type Row = { live: string; latest: string }
type ExportedText = { state: string; translatedFrom?: string }

/** A translation's state as the export gives it to a translator. */
async function exported(login: StaffLogin, locale: string, key: string) {
  const response = await fetch(
    `${serverURL}/api/translations/export?locale=${locale}&format=json`,
    {
      headers: login.headers,
    },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { texts: Record<string, ExportedText> }).texts[key]
}

describe('the US English words on a database loaded before them', () => {
  it('replace the English the seed wrote, keep what editors wrote, and leave the translations made from it current', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const editor = await staff('editor')
    const english = async (column: string, table = 'label_sets') => {
      const { rows } = await db.execute<Row>(sql`
        SELECT l.${sql.identifier(column)} AS live, v.${sql.identifier(`version_${column}`)} AS latest
        FROM ${sql.identifier(`${table}_locales`)} AS l, ${sql.identifier(`_${table}_v_locales`)} AS v,
          ${sql.identifier(`_${table}_v`)} AS p
        WHERE l."_locale" = 'en-US' AND v."_locale" = 'en-US' AND p."id" = v."_parent_id" AND p."latest"`)
      return rows[0]
    }
    const setEnglish = async (column: string, text: string, table = 'label_sets') => {
      await db.execute(sql`UPDATE ${sql.identifier(`${table}_locales`)}
        SET ${sql.identifier(column)} = ${text} WHERE "_locale" = 'en-US'`)
      await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v_locales`)} AS v
        SET ${sql.identifier(`version_${column}`)} = ${text}
        FROM ${sql.identifier(`_${table}_v`)} AS p
        WHERE p."id" = v."_parent_id" AND p."latest" AND v."_locale" = 'en-US'`)
    }
    const englishTerm = async (key: string) => {
      const { rows } = await db.execute<{ term: string }>(sql`
        SELECT l."term" FROM "glossary_terms_locales" AS l JOIN "glossary_terms" AS t ON t."id" = l."_parent_id"
        WHERE t."key" = ${key} AND l."_locale" = 'en-US'`)
      return rows[0]?.term
    }
    const setEnglishTerm = (key: string, term: string) =>
      db.execute(sql`UPDATE "glossary_terms_locales" AS l SET "term" = ${term}
        FROM "glossary_terms" AS t
        WHERE t."id" = l."_parent_id" AND t."key" = ${key} AND l."_locale" = 'en-US'`)
    const stamps = async () => {
      const { rows } = await db.execute<{ locale: string; sources: unknown }>(sql`
        SELECT "locale", "sources" FROM "translation_states"
        WHERE "entry" = 'label-sets' AND "locale" IN ('ja-JP', 'ko-KR')`)
      return rows
    }
    /** Records the English a language's label translation was made from. */
    const stamp = (locale: string, path: string, madeFrom: string) =>
      db.execute(sql`
        INSERT INTO "translation_states" ("entry", "locale", "sources")
        VALUES ('label-sets', ${locale}, jsonb_build_object(${path}::text, ${madeFrom}::text))
        ON CONFLICT ("entry", "locale") DO UPDATE
        SET "sources" = coalesce("translation_states"."sources", '{}') || EXCLUDED."sources"`)

    const stampsBefore = await stamps()
    const { play, freeTrial } = labelDefaults.buttons
    try {
      // As the seed wrote them before the review; the state chip as an editor rewrote it.
      await setEnglish('buttons_play', 'Play now')
      await setEnglish('demo_bet', 'Stake', 'demo_labels')
      await setEnglish('buttons_free_trial', 'Free to play, right now')
      await setEnglishTerm('stake', 'stake')
      // Japanese translated the play button from the seeded English; Korean from an older one.
      await stamp('ja-JP', 'buttons.play', 'Play now')
      await stamp('ko-KR', 'buttons.play', 'Play')
      expect(await exported(editor, 'ja-JP', 'label-sets/buttons.play')).toMatchObject({
        state: 'current',
      })

      await up({ db, payload, req: {} } as unknown as MigrateUpArgs)

      expect(await english('buttons_play')).toEqual({ live: play, latest: play })
      expect(await english('demo_bet', 'demo_labels')).toEqual({ live: 'Bet', latest: 'Bet' })
      expect(await english('buttons_free_trial')).toEqual({
        live: 'Free to play, right now',
        latest: 'Free to play, right now',
      })
      expect(await englishTerm('stake')).toBe('bet')
      // The Japanese button is still current: it is recorded as made from the new English.
      expect(await exported(editor, 'ja-JP', 'label-sets/buttons.play')).toMatchObject({
        state: 'current',
      })
      // The Korean one was out of date before the change and still is.
      expect(await exported(editor, 'ko-KR', 'label-sets/buttons.play')).toMatchObject({
        state: 'needs-update',
        translatedFrom: 'Play',
      })
    } finally {
      await setEnglish('buttons_free_trial', freeTrial)
      await setEnglish('buttons_play', play)
      await setEnglish('demo_bet', labelDefaults.demo.bet, 'demo_labels')
      await setEnglishTerm('stake', 'bet')
      for (const locale of ['ja-JP', 'ko-KR']) {
        const before = stampsBefore.find((row) => row.locale === locale)
        await db.execute(
          before
            ? sql`UPDATE "translation_states" SET "sources" = ${JSON.stringify(before.sources)}::jsonb
                WHERE "entry" = 'label-sets' AND "locale" = ${locale}`
            : sql`DELETE FROM "translation_states" WHERE "entry" = 'label-sets' AND "locale" = ${locale}`,
        )
      }
    }
  })
})
