import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The copywriters' first review at phone width (issue 36) on a database whose demo content was
 * loaded before it: the interface labels they changed in nine languages (the play button that
 * says it is the free trial, the introduction button named as the section it opens, the
 * play-money notes, the 404's words and the rest), and the games' count on the home page, 70+
 * now 80+ (the catalogue lists 85). A text is replaced only where it is still the one the seed
 * wrote, in the published entry and in its latest version (what the admin edits): what an editor
 * has written since is kept. The games' texts, the terms page and the other home sections reach a
 * database by the seed (`npm run seed -- --reset`) or by editors.
 */

/** [global, column, language, text as seeded, text now] */
const labels: [string, string, string, string, string][] = [
  ["label_sets", "game_menu_new", "hi-IN", "नया", "नए"],
  ["label_sets", "game_detail_bet_range", "hi-IN", "दांव की सीमा", "दाँव की सीमा"],
  ["label_sets", "buttons_play", "hi-IN", "अभी खेलें", "अभी मुफ़्त खेलें"],
  ["label_sets", "buttons_intro", "hi-IN", "गेम परिचय", "गेम के बारे में"],
  ["label_sets", "footer_responsible", "hi-IN", "हमारे गेम मनोरंजन के लिए हैं। मुफ़्त ट्रायल में केवल प्ले मनी का इस्तेमाल होता है और कोई असली पैसा नहीं दिया जाता।", "हमारे गेम मनोरंजन के लिए हैं। मुफ़्त ट्रायल में केवल प्ले मनी का इस्तेमाल होता है; इसमें असली पैसा न लगता है, न जीता जा सकता है।"],
  ["demo_labels", "demo_play_money", "hi-IN", "प्ले मनी — कोई असली पैसा नहीं दिया जाता।", "प्ले मनी — इसमें असली पैसा न लगता है, न मिलता है।"],
  ["demo_labels", "demo_bet", "hi-IN", "दांव", "दाँव"],
  ["demo_labels", "demo_insufficient_balance", "hi-IN", "इस दांव के लिए बैलेंस पर्याप्त नहीं है।", "इस दाँव के लिए बैलेंस पर्याप्त नहीं है।"],
  ["demo_labels", "demo_stake", "hi-IN", "दांव राशि", "दाँव राशि"],
  ["label_sets", "game_detail_type", "id-ID", "Jenis game", "Format game"],
  ["label_sets", "game_detail_hit_frequency", "id-ID", "Frekuensi menang", "Frekuensi kemenangan"],
  ["label_sets", "game_detail_introduction", "id-ID", "Sekilas tentang game", "Tentang game ini"],
  ["label_sets", "buttons_play", "id-ID", "Main sekarang", "Coba gratis"],
  ["label_sets", "kinds_fish", "id-ID", "Game tembak ikan", "Tembak ikan"],
  ["label_sets", "not_found_help", "id-ID", "Mungkin alamatnya salah ketik, atau halamannya sudah dipindahkan. Silakan lanjut dari sini:", "Mungkin alamatnya salah ketik atau halamannya sudah dipindahkan. Silakan lanjut dari sini:"],
  ["demo_labels", "demo_play_money", "id-ID", "Hanya uang mainan. Tidak ada uang sungguhan yang dibayarkan.", "Hanya uang mainan, tanpa nilai tunai. Tidak ada uang sungguhan yang dibayarkan."],
  ["label_sets", "game_menu_fish", "ja-JP", "フィッシング", "フィッシングゲーム"],
  ["label_sets", "game_detail_max_multiplier", "ja-JP", "最大倍率", "最大配当倍率"],
  ["label_sets", "titles_play_description", "ja-JP", "{title}をブラウザで無料体験。登録もダウンロードも不要で、遊びはすべて仮想のクレジットのため、実際のお金が支払われることはありません。", "{title}をブラウザで無料体験。登録もダウンロードも不要です。遊びはすべてプレイマネーで行われ、実際の金銭が払い出されることはありません。"],
  ["label_sets", "buttons_play", "ja-JP", "今すぐプレイ", "無料で遊ぶ"],
  ["label_sets", "buttons_intro", "ja-JP", "ゲーム紹介", "ゲーム概要"],
  ["label_sets", "not_found_help", "ja-JP", "URLが間違っているか、ページが移動した可能性があります。こちらからお進みください。", "URLが間違っているか、ページが移動した可能性があります。下のボタンからお進みください。"],
  ["demo_labels", "demo_play_money", "ja-JP", "プレイマネー専用です。実際の金銭が払い出されることはありません。", "この無料体験ではプレイマネーのみを使用します。実際の金銭が払い出されることはありません。"],
  ["label_sets", "main_nav_contact", "ko-KR", "문의하기", "비즈니스 문의"],
  ["label_sets", "game_detail_type", "ko-KR", "게임 유형", "게임 방식"],
  ["label_sets", "game_detail_max_multiplier", "ko-KR", "최대 배수", "최대 당첨 배수"],
  ["label_sets", "titles_game_list_intro", "ko-KR", "Starfin의 전체 게임 카탈로그를 살펴보세요. 모든 게임이 휴대폰, 태블릿, 데스크톱 브라우저에서 바로 실행됩니다. 카테고리를 고르거나 이름으로 검색해 원하는 게임을 무료로 체험해 보세요.", "Starfin Games의 전체 게임을 살펴보세요. 모든 게임이 휴대폰, 태블릿, 데스크톱 브라우저에서 바로 실행됩니다. 카테고리를 고르거나 이름으로 검색해 원하는 게임을 무료로 체험해 보세요."],
  ["label_sets", "buttons_play", "ko-KR", "지금 플레이", "무료 체험하기"],
  ["label_sets", "buttons_intro", "ko-KR", "게임 소개", "게임 개요"],
  ["label_sets", "kinds_fish", "ko-KR", "물고기 슈팅 게임", "물고기 슈팅"],
  ["label_sets", "not_found_help", "ko-KR", "주소를 잘못 입력했거나 페이지가 옮겨졌을 수 있습니다. 아래에서 계속 둘러보세요.", "주소를 잘못 입력하셨거나 페이지가 이동되었을 수 있습니다. 아래에서 계속 둘러보세요."],
  ["demo_labels", "demo_play_money", "ko-KR", "게임 머니로만 플레이하며, 실제 돈은 지급되지 않습니다.", "표시되는 금액은 모두 게임 머니이며, 실제 돈으로 지급되거나 환전되지 않습니다."],
  ["label_sets", "game_detail_introduction", "pt-BR", "Visão geral do jogo", "Sobre o jogo"],
  ["label_sets", "buttons_play", "pt-BR", "Jogar agora", "Jogar agora de graça"],
  ["label_sets", "not_found_help", "pt-BR", "O endereço pode estar errado, ou a página mudou de lugar. Continue por aqui:", "Talvez o endereço esteja errado ou a página tenha mudado de lugar. Continue por aqui:"],
  ["form_labels", "form_handle_help", "pt-BR", "Por exemplo: @studio_partner ou {phone}.", "Por exemplo: @suaempresa ou {phone}."],
  ["demo_labels", "demo_play_money", "pt-BR", "Dinheiro fictício — nenhum dinheiro real é pago.", "Dinheiro fictício — sem prêmios em dinheiro real."],
  ["label_sets", "game_detail_type", "th-TH", "ประเภทเกม", "รูปแบบเกม"],
  ["label_sets", "game_detail_supported_platforms", "th-TH", "แพลตฟอร์มที่รองรับ", "แพลตฟอร์ม"],
  ["label_sets", "game_detail_introduction", "th-TH", "ภาพรวมของเกม", "ภาพรวมเกม"],
  ["label_sets", "buttons_play", "th-TH", "เล่นเลย", "ทดลองเล่นฟรี"],
  ["label_sets", "buttons_intro", "th-TH", "แนะนำเกม", "ภาพรวมเกม"],
  ["label_sets", "not_found_help", "th-TH", "ที่อยู่อาจพิมพ์ผิด หรือหน้านี้อาจย้ายไปแล้ว ไปต่อจากตรงนี้ได้เลย", "ลิงก์อาจพิมพ์ผิด หรือหน้านี้อาจถูกย้ายไปแล้ว เลือกไปต่อได้จากปุ่มด้านล่าง"],
  ["label_sets", "footer_contact", "th-TH", "ติดต่อธุรกิจ", "ติดต่อเรา"],
  ["label_sets", "game_detail_type", "vi-VN", "Thể loại game", "Kiểu game"],
  ["label_sets", "game_detail_max_multiplier", "vi-VN", "Hệ số nhân tối đa", "Hệ số nhân thắng tối đa"],
  ["label_sets", "game_detail_introduction", "vi-VN", "Tổng quan về game", "Giới thiệu game"],
  ["label_sets", "buttons_play", "vi-VN", "Chơi ngay", "Chơi thử ngay"],
  ["demo_labels", "demo_play_money", "vi-VN", "Tiền ảo — không trả thưởng bằng tiền thật.", "Số tiền trong bản chơi thử là tiền ảo, không quy đổi được và không trả thưởng bằng tiền thật."],
  ["label_sets", "game_detail_introduction", "zh-CN", "游戏概览", "游戏介绍"],
  ["label_sets", "titles_play_description", "zh-CN", "在浏览器中免费试玩《{title}》：使用游戏币，无需注册和下载，不派发任何真实金钱。", "在浏览器中免费试玩《{title}》：使用虚拟游戏币，无需注册和下载，不涉及真实货币。"],
  ["label_sets", "buttons_play", "zh-CN", "立即开玩", "立即试玩"],
  ["label_sets", "not_found_help", "zh-CN", "网址可能输入有误，或页面已经移动。您可以从这里继续浏览：", "网址可能有误，或该页面已被删除或移动。您可以从这里继续浏览："],
  ["label_sets", "footer_responsible", "zh-CN", "我们的游戏仅供娱乐。免费试玩仅使用游戏币，不派发任何真实金钱。", "本站游戏仅供娱乐。免费试玩使用虚拟游戏币，不涉及真实货币，不可兑换现金。"],
  ["demo_labels", "demo_play_money", "zh-CN", "仅使用游戏币，不派发任何真实金钱。", "仅使用虚拟游戏币，不涉及真实货币。"],
  ["label_sets", "game_menu_fish", "zh-TW", "捕魚", "捕魚遊戲"],
  ["label_sets", "game_detail_type", "zh-TW", "遊戲類型", "遊戲玩法"],
  ["label_sets", "game_detail_available", "zh-TW", "提供", "有"],
  ["label_sets", "game_detail_not_available", "zh-TW", "不提供", "無"],
  ["label_sets", "game_detail_introduction", "zh-TW", "遊戲概覽", "遊戲介紹"],
  ["label_sets", "titles_play_description", "zh-TW", "在瀏覽器免費試玩《{title}》：只用遊戲幣，毋須登記及下載，亦不會派發任何真錢。", "在瀏覽器免費試玩《{title}》：只用遊戲幣，毋須登記及下載，亦不涉及任何真錢。"],
  ["label_sets", "buttons_play", "zh-TW", "立即遊玩", "立即免費試玩"],
  ["label_sets", "not_found_help", "zh-TW", "網址可能有誤，或頁面已經搬遷。你可以由這裏繼續瀏覽：", "網址可能有誤，或頁面已經搬遷。請由以下連結繼續瀏覽："],
  ["label_sets", "footer_responsible", "zh-TW", "我們的遊戲僅供娛樂。免費試玩只使用遊戲幣，不會派發任何真錢。", "我們的遊戲僅供娛樂。免費試玩只使用遊戲幣，不涉及任何真錢押注或派彩。"],
  ["form_labels", "form_intro", "zh-TW", "請介紹貴公司的業務，並告訴我們你希望尋求哪方面的合作。", "請介紹貴公司的業務，以及希望尋求哪方面的合作。"],
  ["form_labels", "form_handle", "zh-TW", "你在該平台的用戶名稱或電話號碼", "通訊平台帳戶名稱或電話號碼"],
  ["form_labels", "form_handle_help", "zh-TW", "例如 @studio_partner 或 {phone}。", "例如 @studio_partner 或 {phone}。選擇以電郵聯絡可免填。"],
  ["demo_labels", "demo_play_money", "zh-TW", "只限遊戲幣，不會派發任何真錢。", "只使用遊戲幣，不涉及任何真錢。"],
]

/** The services' partners text, which counts the games: [language, as seeded, now] */
const partnersText: [string, string, string][] = [
  ["en-US", "One API for more than seventy games, with fast integration and a support team that actually answers.", "One API for more than 80 games, with fast integration and a support team that actually answers."],
  ["hi-IN", "70 से ज़्यादा गेमों के लिए एक ही API, तेज़ इंटीग्रेशन और ऐसी टीम का सपोर्ट जो सचमुच जवाब देती है।", "80 से ज़्यादा गेमों के लिए एक ही API, तेज़ इंटीग्रेशन और ऐसी टीम का सपोर्ट जो सचमुच जवाब देती है।"],
  ["id-ID", "Satu API untuk lebih dari tujuh puluh game, dengan integrasi cepat dan tim dukungan yang benar-benar sigap.", "Satu API untuk lebih dari delapan puluh game, dengan integrasi cepat dan tim dukungan yang benar-benar sigap."],
  ["ja-JP", "70以上のゲームをひとつのAPIで。スピーディーな導入と、問い合わせにしっかり応えるサポートチームをお約束します。", "80以上のゲームをひとつのAPIで。スピーディーな導入と、問い合わせにしっかり応えるサポートチームをお約束します。"],
  ["ko-KR", "70개가 넘는 게임을 하나의 API로 연동할 수 있습니다. 빠른 연동은 물론, 문의하면 바로 답하는 지원팀이 함께합니다.", "80개가 넘는 게임을 하나의 API로 연동할 수 있습니다. 빠른 연동은 물론, 문의하면 바로 답하는 지원팀이 함께합니다."],
  ["pt-BR", "Uma única API para mais de setenta jogos, com integração rápida e suporte de uma equipe que responde de verdade.", "Uma única API para mais de oitenta jogos, com integração rápida e suporte de uma equipe que responde de verdade."],
  ["th-TH", "API เดียวสำหรับเกมกว่าเจ็ดสิบเกม เชื่อมต่อได้รวดเร็ว พร้อมทีมซัพพอร์ตที่ตอบกลับจริง", "API เดียวสำหรับเกมกว่าแปดสิบเกม เชื่อมต่อได้รวดเร็ว พร้อมทีมซัพพอร์ตที่ตอบกลับจริง"],
  ["vi-VN", "Một API duy nhất cho hơn bảy mươi game, tích hợp nhanh chóng cùng sự hỗ trợ từ một đội ngũ luôn phản hồi.", "Một API duy nhất cho hơn 80 game, tích hợp nhanh chóng, cùng đội ngũ hỗ trợ luôn phản hồi kịp thời."],
  ["zh-CN", "一套API即可接入七十多款游戏，对接快速，技术支持团队随时响应。", "一套API即可接入八十多款游戏，对接快速，技术支持团队随时响应。"],
  ["zh-TW", "一個API即可接入七十多款遊戲，整合快捷，支援團隊更是有問必答。", "一個API即可接入八十多款遊戲，整合快捷，支援團隊更是有問必答。"],
]

/** The games claim's value as a language writes it: [language, as seeded, now] */
const gamesValueText: [string, string, string][] = [
  ["ja-JP", "70本以上", "80本以上"],
  ["ko-KR", "70종 이상", "80종 이상"],
  ["zh-CN", "70+款", "80+款"],
  ["zh-TW", "70+款", "80+款"],
]

const id = (name: string) => sql.identifier(name)

/** Replaces a global's text where it is still the seeded one, live and in the latest version. */
async function replaceSeeded(
  execute: (query: SQL) => Promise<unknown>,
  [global, column, locale, old, now]: [string, string, string, string, string],
) {
  await execute(sql`
    UPDATE ${id(`${global}_locales`)} SET ${id(column)} = ${now}
    WHERE "_locale"::text = ${locale} AND ${id(column)} = ${old}`)
  await execute(sql`
    UPDATE ${id(`_${global}_v_locales`)} AS l SET ${id(`version_${column}`)} = ${now}
    FROM ${id(`_${global}_v`)} AS v
    WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${locale}
      AND l.${id(`version_${column}`)} = ${old}`)
}

/** The same for a column of the home sections' blocks' texts (`table`: the block's table). */
async function replaceSeededInHome(
  execute: (query: SQL) => Promise<unknown>,
  { table, column, locale, old, now }: Record<'table' | 'column' | 'locale' | 'old' | 'now', string>,
) {
  await execute(sql`
    UPDATE ${id(`home_sections_blocks_${table}_locales`)} SET ${id(column)} = ${now}
    WHERE "_locale"::text = ${locale} AND ${id(column)} = ${old}`)
  await execute(sql`
    UPDATE ${id(`_home_sections_v_blocks_${table}_locales`)} AS l SET ${id(column)} = ${now}
    WHERE l."_locale"::text = ${locale} AND l.${id(column)} = ${old}
      AND l."_parent_id" IN (${latestOf(table)})`)
}

/** The rows of a home block's table that belong to the home sections' latest version. */
function latestOf(table: string): SQL {
  if (table === 'about_claims')
    return sql`SELECT c."id" FROM "_home_sections_v_blocks_about_claims" AS c
      JOIN "_home_sections_v_blocks_about" AS b ON b."id" = c."_parent_id"
      JOIN "_home_sections_v" AS v ON v."id" = b."_parent_id" WHERE v."latest"`
  return sql`SELECT b."id" FROM ${id(`_home_sections_v_blocks_${table}`)} AS b
    JOIN "_home_sections_v" AS v ON v."id" = b."_parent_id" WHERE v."latest"`
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  for (const change of labels) await replaceSeeded(execute, change)
  for (const [locale, old, now] of partnersText)
    await replaceSeededInHome(execute, { table: 'services', column: 'partners_text', locale, old, now })
  for (const [locale, old, now] of gamesValueText)
    await replaceSeededInHome(execute, { table: 'about_claims', column: 'value_text', locale, old, now })
  await execute(sql`UPDATE "home_sections_blocks_about_claims" SET "value" = '80+' WHERE "value" = '70+'`)
  await execute(sql`
    UPDATE "_home_sections_v_blocks_about_claims" SET "value" = '80+'
    WHERE "value" = '70+' AND "id" IN (${latestOf('about_claims')})`)
}

/** Texts are not put back: the earlier wording is in the seed's history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
