import { readFileSync } from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { up } from '../../migrations/20261129_011000_copy_review_texts'

import { testPayload } from './helpers'

const buttonsOf = (locale: string): { play: string } =>
  JSON.parse(readFileSync(`src/seed/content/labels/${locale}.json`, 'utf8')).buttons

type Row = { live: string; latest: string }

describe('the copy review’s texts on a database loaded before it', () => {
  it('replace the words the seed wrote, live and in the latest version, and keep what editors wrote', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const playButton = async (locale: string) => {
      const { rows } = await db.execute<Row>(sql`
        SELECT l."buttons_play" AS live, v."version_buttons_play" AS latest
        FROM "label_sets_locales" AS l, "_label_sets_v_locales" AS v, "_label_sets_v" AS p
        WHERE l."_locale"::text = ${locale} AND v."_locale"::text = ${locale}
          AND p."id" = v."_parent_id" AND p."latest"`)
      return rows[0]
    }
    const setPlayButton = async (locale: string, text: string) => {
      await db.execute(sql`
        UPDATE "label_sets_locales" SET "buttons_play" = ${text} WHERE "_locale"::text = ${locale}`)
      await db.execute(sql`
        UPDATE "_label_sets_v_locales" AS v SET "version_buttons_play" = ${text}
        FROM "_label_sets_v" AS p
        WHERE p."id" = v."_parent_id" AND p."latest" AND v."_locale"::text = ${locale}`)
    }
    const claimValues = async () => {
      const { rows } = await db.execute<{ value: string }>(
        sql`SELECT "value" FROM "home_sections_blocks_about_claims" ORDER BY "_order"`,
      )
      return rows.map((row) => row.value)
    }
    const claims = await claimValues()
    expect(claims).toContain('80+')
    try {
      // The Thai play button as the seed wrote it before the review; the Japanese one an editor's.
      await setPlayButton('th-TH', 'เล่นเลย')
      await setPlayButton('ja-JP', 'An editor’s own words')
      // The games' count as the seed wrote it before the catalogue grew past 80.
      await db.execute(sql`UPDATE "home_sections_blocks_about_claims" SET "value" = '70+'
        WHERE "value" = '80+'`)

      await up({ db, payload, req: {} } as unknown as MigrateUpArgs)

      const thai = buttonsOf('th-TH').play
      expect(await playButton('th-TH')).toEqual({ live: thai, latest: thai })
      expect(await playButton('ja-JP')).toEqual({
        live: 'An editor’s own words',
        latest: 'An editor’s own words',
      })
      expect(await claimValues()).toEqual(claims)
    } finally {
      await setPlayButton('ja-JP', buttonsOf('ja-JP').play)
      await setPlayButton('th-TH', buttonsOf('th-TH').play)
      await db.execute(sql`UPDATE "home_sections_blocks_about_claims" SET "value" = '80+'
        WHERE "value" = '70+'`)
    }
  })
})
