import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { labelDefaults } from '@/globals/LabelSets/defaults'
import { loadLabels } from '@/seed/content/load'

import { up } from '../../migrations/20261129_101500_web_platform_label'

import { testPayload } from './helpers'

type Row = { live: string | null; latest: string | null }

describe('the web platform’s label on a database loaded before it', () => {
  it('names the web platform where the seed wrote "HTML5", and keeps what editors wrote', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const text = async (locale: string) => {
      const { rows } = await db.execute<Row>(sql`
        SELECT l."platforms_html5" AS live, v."version_platforms_html5" AS latest
        FROM "label_sets_locales" AS l, "_label_sets_v_locales" AS v, "_label_sets_v" AS p
        WHERE l."_locale" = ${locale} AND v."_locale" = ${locale} AND p."id" = v."_parent_id"
          AND p."latest"`)
      return rows[0]
    }
    const setText = async (locale: string, value: string) => {
      await db.execute(sql`UPDATE "label_sets_locales" SET "platforms_html5" = ${value}
        WHERE "_locale" = ${locale}`)
      await db.execute(sql`UPDATE "_label_sets_v_locales" AS v SET "version_platforms_html5" = ${value}
        FROM "_label_sets_v" AS p
        WHERE p."id" = v."_parent_id" AND p."latest" AND v."_locale" = ${locale}`)
    }
    const labels = loadLabels()
    const both = (value: string) => ({ live: value, latest: value })
    try {
      // As the seed wrote them before; the Korean label as an editor rewrote it.
      await setText('en-US', 'HTML5')
      await setText('zh-CN', 'HTML5')
      await setText('ja-JP', 'HTML5')
      await setText('ko-KR', 'HTML5 웹')

      await up({ db, payload, req: {} } as unknown as MigrateUpArgs)

      expect(await text('en-US')).toEqual(both('Web (HTML5)'))
      expect(await text('zh-CN')).toEqual(both('网页（HTML5）'))
      expect(await text('ja-JP')).toEqual(both(labels['ja-JP'].platforms.html5))
      expect(await text('ko-KR')).toEqual(both('HTML5 웹'))
    } finally {
      await setText('en-US', labelDefaults.platforms.html5)
      for (const locale of ['zh-CN', 'ja-JP', 'ko-KR'] as const)
        await setText(locale, labels[locale].platforms.html5)
    }
  })
})
