import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { loadLabels } from '@/seed/content/load'

import { up } from '../../migrations/20261129_061340_copy_layout_texts'

import { testPayload } from './helpers'

type Row = { live: string | null; latest: string | null }

describe('the copy-and-layout labels on a database loaded before them', () => {
  it('name the maximum win and the play-money balance where the seed wrote the old words, fill the new labels, and keep what editors wrote', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const text = async (locale: string, column: string, table = 'label_sets') => {
      const { rows } = await db.execute<Row>(sql`
        SELECT l.${sql.identifier(column)} AS live, v.${sql.identifier(`version_${column}`)} AS latest
        FROM ${sql.identifier(`${table}_locales`)} AS l, ${sql.identifier(`_${table}_v_locales`)} AS v,
          ${sql.identifier(`_${table}_v`)} AS p
        WHERE l."_locale" = ${locale} AND v."_locale" = ${locale} AND p."id" = v."_parent_id" AND p."latest"`)
      return rows[0]
    }
    const setText = async (
      locale: string,
      column: string,
      value: string | null,
      table = 'label_sets',
    ) => {
      await db.execute(sql`UPDATE ${sql.identifier(`${table}_locales`)}
        SET ${sql.identifier(column)} = ${value} WHERE "_locale" = ${locale}`)
      await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v_locales`)} AS v
        SET ${sql.identifier(`version_${column}`)} = ${value}
        FROM ${sql.identifier(`_${table}_v`)} AS p
        WHERE p."id" = v."_parent_id" AND p."latest" AND v."_locale" = ${locale}`)
    }
    const labels = loadLabels()
    const both = (value: string) => ({ live: value, latest: value })
    try {
      // As the seed wrote them before this round; the Portuguese row as an editor rewrote it.
      await setText('ja-JP', 'game_detail_max_multiplier', '最大配当倍率')
      await setText('en-US', 'demo_balance', 'Balance', 'demo_labels')
      await setText('pt-BR', 'game_detail_max_multiplier', 'Ganho máx.')
      await setText('th-TH', 'game_detail_max_win_value', null)
      await setText('ko-KR', 'demo_free_demo', null, 'demo_labels')

      await up({ db, payload, req: {} } as unknown as MigrateUpArgs)

      expect(await text('ja-JP', 'game_detail_max_multiplier')).toEqual(both('最大配当'))
      expect(await text('en-US', 'demo_balance', 'demo_labels')).toEqual(both('Play-money balance'))
      expect(await text('pt-BR', 'game_detail_max_multiplier')).toEqual(both('Ganho máx.'))
      expect(await text('th-TH', 'game_detail_max_win_value')).toEqual(
        both(labels['th-TH'].gameDetail.maxWinValue),
      )
      expect(await text('ko-KR', 'demo_free_demo', 'demo_labels')).toEqual(both('무료 체험'))
    } finally {
      await setText('pt-BR', 'game_detail_max_multiplier', labels['pt-BR'].gameDetail.maxMultiplier)
    }
  })
})
