import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The copy-and-layout round of issue 36 on a database whose demo content was loaded before it.
 * The game page's row "Max multiplier" is "Max win" in every language, its value "20,000× the bet"
 * (the new label `gameDetail.maxWinValue`; the field stays `maxMultiplier`); the demo's balance
 * says it is play money in all ten languages, and its title bar says "Free demo" (the new label
 * `demo.freeDemo`); the glossaries' notes on the maximum win name the new row. A text is replaced
 * only where it is still the one the seed wrote, in the published entry and in its latest version
 * (what the admin edits); a new label is written where it is empty. What an editor has written
 * since is kept.
 *
 * Translation freshness: each language's text already says what the new English says (replaced
 * here, or already so, as the Korean 게임 머니 잔액), so a translation recorded as made from the
 * English replaced here is recorded as made from the English now; the new labels have no record
 * yet, which counts as current.
 */

/** [global, column, text path, language, text as seeded, text now] */
const replaced: [string, string, string, string, string, string][] = [
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "en-US", "Max multiplier", "Max win"],
  ["demo_labels", "demo_balance", "demo.balance", "en-US", "Balance", "Play-money balance"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "hi-IN", "अधिकतम मल्टीप्लायर", "अधिकतम जीत"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "id-ID", "Pengali maksimum", "Kemenangan maksimum"],
  ["demo_labels", "demo_balance", "demo.balance", "id-ID", "Saldo", "Saldo uang mainan"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "ja-JP", "最大配当倍率", "最大配当"],
  ["demo_labels", "demo_balance", "demo.balance", "ja-JP", "残高", "プレイマネー残高"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "ko-KR", "최대 당첨 배수", "최대 당첨"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "pt-BR", "Ganho máximo (multiplicador da aposta)", "Ganho máximo"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "th-TH", "ตัวคูณชนะสูงสุด", "ชนะสูงสุด"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "vi-VN", "Thắng tối đa (hệ số nhân tiền cược)", "Thắng tối đa"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "zh-CN", "最高倍数", "最高赢得"],
  ["demo_labels", "demo_balance", "demo.balance", "zh-CN", "余额", "游戏币余额"],
  ["label_sets", "game_detail_max_multiplier", "gameDetail.maxMultiplier", "zh-TW", "最高贏得（押注倍數）", "最高贏得"],
]

/** [global, column, text path, language, text]: the labels new in this round, written where empty. */
const added: [string, string, string, string, string][] = [
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "en-US", "{n}× the bet"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "en-US", "Free demo"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "hi-IN", "दाँव का {n}×"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "hi-IN", "मुफ़्त डेमो"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "id-ID", "{n}× taruhan"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "id-ID", "Coba gratis"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "ja-JP", "ベットの{n}倍"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "ja-JP", "無料体験"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "ko-KR", "베팅액의 {n}배"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "ko-KR", "무료 체험"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "pt-BR", "{n}× a aposta"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "pt-BR", "Demo grátis"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "th-TH", "{n} เท่าของเดิมพัน"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "th-TH", "ทดลองเล่นฟรี"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "vi-VN", "{n} lần tiền cược"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "vi-VN", "Chơi thử miễn phí"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "zh-CN", "投注额的{n}倍"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "zh-CN", "免费试玩"],
  ["label_sets", "game_detail_max_win_value", "gameDetail.maxWinValue", "zh-TW", "押注的{n}倍"],
  ["demo_labels", "demo_free_demo", "demo.freeDemo", "zh-TW", "免費試玩"],
]

/** [language, term key, note as seeded, note now] of the glossaries. */
const glossaryNotes: [string, string, string, string][] = [
  ["en-US", "maxWin", "\"Max win N× the bet\".", "\"Max win N× the bet\". The game page's facts row reads \"Max win\", its value \"20,000× the bet\": the largest win as a multiple of the bet, never \"Max multiplier\", which readers take for an in-game multiplier (×5, ×30)."],
  ["hi-IN", "maxWin", "", "The game page's facts row reads 'अधिकतम जीत', its value 'दाँव का 20,000×' (the largest win as a multiple of the bet), never 'अधिकतम मल्टीप्लायर', which reads as an in-game multiplier."],
  ["id-ID", "maxWin", "Feature lines read 'Kemenangan maksimum 5.000× taruhan'.", "Feature lines read 'Kemenangan maksimum 5.000× taruhan'. The game page's facts row reads 'Kemenangan maksimum', its value '20.000× taruhan', never 'Pengali maksimum', which reads as an in-game multiplier (×5, ×30)."],
  ["ja-JP", "maxWin", "「最大配当はベットの○倍」. Facts table: 最大配当倍率 (倍率 alone is the in-game multiplier).", "「最大配当はベットの○倍」. Facts table: 最大配当, its value ベットの20,000倍 (倍率 is the in-game multiplier: never 最大配当倍率 or 最大倍率 for this row)."],
  ["ko-KR", "maxWin", "Feature line 「최대 당첨 베팅액의 N배」; running text 「베팅액의 최대 N배」 or 「최대 당첨은 베팅액의 N배입니다」. The non-feature game is 「메인 게임」 (never 기본 게임).", "Feature line 「최대 당첨 베팅액의 N배」; running text 「베팅액의 최대 N배」 or 「최대 당첨은 베팅액의 N배입니다」; the game page's facts row 「최대 당첨」, its value 「베팅액의 20,000배」 (never 최대 배수, which reads as an in-game multiplier). The non-feature game is 「메인 게임」 (never 기본 게임)."],
  ["pt-BR", "maxWin", "The game page's facts row reads 'Ganho máximo (multiplicador da aposta)' with its value 20.000×, never 'Multiplicador máximo', which would clash with the in-game multipliers (×30) the same page names.", "The game page's facts row reads 'Ganho máximo' with its value '20.000× a aposta', never 'Multiplicador máximo', which would clash with the in-game multipliers (×30) the same page names."],
  ["th-TH", "maxWin", "ชนะสูงสุด 5,000 เท่าของเดิมพัน. The spec row's label is ตัวคูณชนะสูงสุด (the largest win as a multiple of the stake), never ตัวคูณสูงสุด, which reads as the in-game multipliers (×5, ×30).", "ชนะสูงสุด 5,000 เท่าของเดิมพัน. The game page's facts row reads ชนะสูงสุด, its value 20,000 เท่าของเดิมพัน (the largest win as a multiple of the stake), never ตัวคูณสูงสุด or ตัวคูณชนะสูงสุด, which read as the in-game multipliers (×5, ×30)."],
  ["vi-VN", "maxWin", "", "The game page's facts row reads 'Thắng tối đa', its value '20.000 lần tiền cược' (the largest win as a multiple of the stake), never 'Hệ số nhân tối đa', which reads as the in-game multiplier (×5, ×30)."],
  ["vi-VN", "multiplier", "A multiplier is written ×2 (ladders ×1, ×2, ×3; ranges ×2–×50), also in feature lists ('Mọi khoản thắng trong vòng quay miễn phí ×2', not 'nhân đôi (2×)'); a multiple of the stake is written with lần, 5.000 lần tiền cược (never '5.000× tiền cược' or a bare '5.000×', the English notation), with Vietnamese digit grouping: ×N is a multiplier, N lần tiền cược an amount relative to the stake. The facts table's row is 'Thắng tối đa (hệ số nhân tiền cược)', so that it is not read as the in-game multiplier.", "A multiplier is written ×2 (ladders ×1, ×2, ×3; ranges ×2–×50), also in feature lists ('Mọi khoản thắng trong vòng quay miễn phí ×2', not 'nhân đôi (2×)'); a multiple of the stake is written with lần, 5.000 lần tiền cược (never '5.000× tiền cược' or a bare '5.000×', the English notation), with Vietnamese digit grouping: ×N is a multiplier, N lần tiền cược an amount relative to the stake. The facts table's row is 'Thắng tối đa', its value '20.000 lần tiền cược', so that it is not read as the in-game multiplier."],
  ["zh-CN", "maxWin", "Feature lines: 「最高赢得投注额N倍」; running text and SEO descriptions: 「最高可赢得投注额的N倍」.", "Feature lines: 「最高赢得投注额N倍」; running text and SEO descriptions: 「最高可赢得投注额的N倍」; the game page's facts row: 「最高赢得」, its value 「投注额的20,000倍」 (never 最高倍数, which reads as an in-game multiplier)."],
  ["zh-TW", "maxWin", "Feature lines and SEO: 「最高贏得押注N倍」; running text: 「最高可贏得押注的N倍」. Multiples of the stake as 「5,000倍」. The facts table's row is 「最高贏得（押注倍數）」, so that its 倍數 is not read as a win multiplier (×5, ×30).", "Feature lines and SEO: 「最高贏得押注N倍」; running text: 「最高可贏得押注的N倍」. The facts table's row is 「最高贏得」, its value 「押注的20,000倍」, so that it is not read as a win multiplier (×5, ×30): never 最高倍數."],
]

const english = 'en-US'
const id = (name: string) => sql.identifier(name)
/** A text the seed left empty may be stored as NULL or as ''. */
const isSeeded = (column: SQL, old: string) =>
  old === '' ? sql`coalesce(${column}, '') = ''` : sql`${column} = ${old}`

/** The translations made from the English replaced are recorded as made from the English now. */
const keepTranslationsCurrent = (entry: string, path: string, old: string, now: string) => sql`
  UPDATE "translation_states"
  SET "sources" = jsonb_set("sources", ARRAY[${path}::text], to_jsonb(${now}::text))
  WHERE "entry" = ${entry} AND "locale"::text <> ${english} AND "sources" ->> ${path} = ${old}`

/** Sets a label in the published entry and in its latest version, where `where` holds. */
async function setLabel(
  execute: (query: SQL) => Promise<unknown>,
  [table, column, locale, text]: [string, string, string, string],
  where: (column: SQL) => SQL,
) {
  await execute(sql`
    UPDATE ${id(`${table}_locales`)} SET ${id(column)} = ${text}
    WHERE "_locale"::text = ${locale} AND ${where(sql`${id(column)}`)}`)
  await execute(sql`
    UPDATE ${id(`_${table}_v_locales`)} AS l SET ${id(`version_${column}`)} = ${text}
    FROM ${id(`_${table}_v`)} AS v
    WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${locale}
      AND ${where(sql`l.${id(`version_${column}`)}`)}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  for (const [table, column, path, locale, old, now] of replaced) {
    await setLabel(execute, [table, column, locale, now], (stored) => isSeeded(stored, old))
    if (locale === english)
      await execute(keepTranslationsCurrent(table.replace('_', '-'), path, old, now))
  }
  for (const [table, column, , locale, text] of added)
    await setLabel(execute, [table, column, locale, text], (stored) => isSeeded(stored, ''))
  // The glossary keeps no versions; its texts' paths name the term's row.
  for (const [locale, key, old, now] of glossaryNotes) {
    const { rows } = await db.execute<{ id: string }>(sql`
      UPDATE "glossary_terms_locales" AS l SET "note" = ${now}
      FROM "glossary_terms" AS t
      WHERE t."id" = l."_parent_id" AND t."key"::text = ${key} AND l."_locale"::text = ${locale}
        AND ${isSeeded(sql`l."note"`, old)}
      RETURNING t."id"`)
    if (locale === english)
      for (const row of rows)
        await execute(keepTranslationsCurrent('glossary', `terms.${row.id}.note`, old, now))
  }
}

/** Texts are not put back: the earlier wording is in the seed's history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
