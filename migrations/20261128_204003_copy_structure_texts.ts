import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * Issue 36's texts on a database whose demo content was loaded before them: the free trial as a
 * game's state, the contact hint's example number from each site's settings, one name for the
 * fishing games' special shots, the services' headings and the claims' labels as they now read,
 * each site's contact channels, and the 404's new words. A text is replaced only where it is still
 * the one the seed wrote, in the published entry and in its latest version (what the admin edits);
 * what an editor has written since is kept. The new labels fill only what is empty.
 *
 * Not carried over: the game texts (descriptions, features, search texts) and the glossary's terms,
 * which reach a database by the seed (`npm run seed -- --reset`) or by editors.
 */

/** [language, text as seeded, text now] */
type Change = [locale: string, old: string, now: string]

const freeTrial: Change[] = [
  ['en-US', 'Free trial', 'Free trial available'],
  ['hi-IN', 'मुफ़्त ट्रायल', 'मुफ़्त ट्रायल उपलब्ध'],
  ['id-ID', 'Coba gratis', 'Mode coba gratis tersedia'],
  ['ja-JP', '無料体験', '無料体験あり'],
  ['ko-KR', '무료 체험', '무료 체험 가능'],
  ['pt-BR', 'Demo grátis', 'Demo grátis disponível'],
  ['th-TH', 'ทดลองเล่นฟรี', 'เปิดให้ทดลองเล่นฟรี'],
  ['vi-VN', 'Chơi thử miễn phí', 'Có bản chơi thử miễn phí'],
  ['zh-CN', '免费试玩', '可免费试玩'],
  ['zh-TW', '免費試玩', '可免費試玩'],
]
const handleHelp: Change[] = [
  [
    'en-US',
    'For example, @studio_partner or your phone number with the country code.',
    'For example, @studio_partner or {phone}.',
  ],
  ['hi-IN', 'उदाहरण: @studio_partner या +91 98765 43210', 'उदाहरण: @studio_partner या {phone}'],
  [
    'id-ID',
    'Contoh: @studio_partner atau +62 812 3456 7890.',
    'Contoh: @studio_partner atau {phone}.',
  ],
  ['ja-JP', '例：@studio_partner、+81 90 1234 5678', '例：@studio_partner、{phone}'],
  ['ko-KR', '예: @studio_partner 또는 +82 10-1234-5678', '예: @studio_partner 또는 {phone}'],
  [
    'pt-BR',
    'Por exemplo: @studio_partner ou +55 11 91234-5678.',
    'Por exemplo: @studio_partner ou {phone}.',
  ],
  ['th-TH', 'เช่น @studio_partner หรือ +66 81 234 5678', 'เช่น @studio_partner หรือ {phone}'],
  ['vi-VN', 'Ví dụ: @studio_partner hoặc +84 912 345 678.', 'Ví dụ: @studio_partner hoặc {phone}.'],
  ['zh-CN', '例如 @studio_partner 或 +86 138 1234 5678。', '例如 @studio_partner 或 {phone}。'],
  ['zh-TW', '例如 @studio_partner 或 +852 9123 4567。', '例如 @studio_partner 或 {phone}。'],
]
const specialShot: Change[] = [
  ['vi-VN', 'Phát bắn đặc biệt', 'Đạn đặc biệt'],
  ['zh-TW', '特殊炮', '特殊炮彈'],
]
/** [language, the 404's help, its link to the catalogue] */
const notFound: [string, string, string][] = [
  [
    'en-US',
    'The address may be mistyped, or the page may have moved. You can go on from here:',
    'Browse all games',
  ],
  ['hi-IN', 'हो सकता है पता ग़लत लिखा गया हो या पेज कहीं और चला गया हो। यहाँ से आगे बढ़ें:', 'सभी गेम देखें'],
  [
    'id-ID',
    'Mungkin alamatnya salah ketik, atau halamannya sudah dipindahkan. Silakan lanjut dari sini:',
    'Lihat semua game',
  ],
  [
    'ja-JP',
    'URLが間違っているか、ページが移動した可能性があります。こちらからお進みください。',
    'ゲーム一覧を見る',
  ],
  [
    'ko-KR',
    '주소를 잘못 입력했거나 페이지가 옮겨졌을 수 있습니다. 아래에서 계속 둘러보세요.',
    '전체 게임 보기',
  ],
  [
    'pt-BR',
    'O endereço pode estar errado, ou a página mudou de lugar. Continue por aqui:',
    'Ver todos os jogos',
  ],
  ['th-TH', 'ที่อยู่อาจพิมพ์ผิด หรือหน้านี้อาจย้ายไปแล้ว ไปต่อจากตรงนี้ได้เลย', 'ดูเกมทั้งหมด'],
  [
    'vi-VN',
    'Có thể địa chỉ bị gõ sai hoặc trang đã được chuyển đi. Bạn có thể tiếp tục từ đây:',
    'Xem tất cả game',
  ],
  ['zh-CN', '网址可能输入有误，或页面已经移动。您可以从这里继续浏览：', '查看全部游戏'],
  ['zh-TW', '網址可能有誤，或頁面已經搬遷。你可以由這裏繼續瀏覽：', '查看所有遊戲'],
]
/** [language, LINE, KakaoTalk, Zalo, Viber] */
const channels: [string, string, string, string, string][] = [
  ['en-US', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['hi-IN', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['id-ID', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['ja-JP', 'LINE', 'カカオトーク', 'Zalo', 'Viber'],
  ['ko-KR', 'LINE', '카카오톡', 'Zalo', 'Viber'],
  ['pt-BR', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['th-TH', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['vi-VN', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['zh-CN', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
  ['zh-TW', 'LINE', 'KakaoTalk', 'Zalo', 'Viber'],
]
/** [language, service, heading as seeded, heading now] */
const services: [string, string, string, string][] = [
  ['hi-IN', 'team_title', 'टीम', 'इन-हाउस टीम'],
  ['hi-IN', 'art_design_title', 'आर्ट डिज़ाइन', 'आर्ट और एनिमेशन'],
  ['hi-IN', 'partners_title', 'पार्टनर', 'इंटीग्रेशन और सपोर्ट'],
  ['id-ID', 'art_design_title', 'Desain visual', 'Ilustrasi dan animasi'],
  ['vi-VN', 'team_title', 'Đội ngũ', 'Đội ngũ nội bộ'],
  ['vi-VN', 'art_design_title', 'Thiết kế mỹ thuật', 'Mỹ thuật và hoạt ảnh'],
  ['vi-VN', 'partners_title', 'Đối tác', 'Tích hợp và hỗ trợ'],
  ['zh-TW', 'team_title', '團隊', '自家團隊'],
  ['zh-TW', 'art_design_title', '美術設計', '美術與動畫'],
  ['zh-TW', 'partners_title', '合作夥伴', '接入與支援'],
]
const fishingText: Change[] = [
  [
    'en-US',
    'Our founding team brings more than twenty years of fishing-game experience to every shot: bright reefs, boss fish, and special cannons for players who like to aim.',
    'Our founding team brings more than twenty years of fishing-game experience to every shot: bright reefs, boss fish, and special shots for players who like to aim.',
  ],
  [
    'hi-IN',
    'हमारी संस्थापक टीम के 20 साल से ज़्यादा के फ़िशिंग गेम अनुभव की झलक हर शॉट में: चमकीली मूँगा चट्टानें, बॉस मछलियाँ और निशाना साधने के शौक़ीन खिलाड़ियों के लिए ख़ास तोपें।',
    'हमारी संस्थापक टीम के 20 साल से ज़्यादा के फ़िशिंग गेम अनुभव की झलक हर शॉट में: चमकीली मूँगा चट्टानें, बॉस मछलियाँ और निशाना साधने के शौक़ीन खिलाड़ियों के लिए स्पेशल शॉट।',
  ],
  [
    'id-ID',
    'Tim pendiri kami membawa pengalaman lebih dari dua puluh tahun di game tembak ikan ke setiap tembakan: terumbu karang yang cerah, ikan bos, dan meriam spesial bagi pemain yang suka membidik.',
    'Tim pendiri kami membawa pengalaman lebih dari dua puluh tahun di game tembak ikan ke setiap tembakan: terumbu karang yang cerah, ikan bos, dan tembakan spesial bagi pemain yang suka membidik.',
  ],
  [
    'ko-KR',
    '창립 팀이 20년 넘게 쌓아 온 물고기 슈팅 게임 개발 노하우를 한 발 한 발에 담았습니다. 화려한 산호초와 강력한 보스 물고기, 조준하는 재미를 아는 플레이어를 위한 특수 대포까지 준비했습니다.',
    '창립 팀이 20년 넘게 쌓아 온 물고기 슈팅 게임 개발 노하우를 한 발 한 발에 담았습니다. 화려한 산호초와 강력한 보스 물고기, 조준하는 재미를 아는 플레이어를 위한 특수탄까지 준비했습니다.',
  ],
  [
    'pt-BR',
    'Cada tiro carrega os mais de vinte anos de experiência da nossa equipe fundadora em jogos de pesca: recifes coloridos, peixes chefões e canhões especiais para quem gosta de mirar.',
    'Cada tiro carrega os mais de vinte anos de experiência da nossa equipe fundadora em jogos de pesca: recifes coloridos, peixes chefões e tiros especiais para quem gosta de mirar.',
  ],
  [
    'vi-VN',
    'Hơn hai mươi năm kinh nghiệm làm game bắn cá của đội ngũ sáng lập hội tụ trong từng phát bắn: rạn san hô rực rỡ, cá trùm khổng lồ và những khẩu pháo đặc biệt dành cho người chơi thích ngắm bắn.',
    'Hơn hai mươi năm kinh nghiệm làm game bắn cá của đội ngũ sáng lập hội tụ trong từng phát bắn: rạn san hô rực rỡ, cá trùm khổng lồ và những loại đạn đặc biệt dành cho người chơi thích ngắm bắn.',
  ],
  [
    'zh-CN',
    '我们的创始团队拥有二十多年捕鱼游戏研发经验，并把它倾注在每一发炮弹里：绚丽的珊瑚礁、霸气的首领鱼，还有专为喜欢瞄准射击的玩家准备的特殊炮弹。',
    '我们的创始团队拥有二十多年捕鱼游戏研发经验，并把它倾注在每一发炮弹里：绚丽的珊瑚礁、霸气的BOSS鱼，还有专为喜欢瞄准射击的玩家准备的特殊炮弹。',
  ],
  [
    'zh-TW',
    '每一發炮彈，都凝聚創辦團隊逾二十年的捕魚遊戲開發功力：繽紛的珊瑚礁、威猛的首領魚，還有專為愛瞄準的玩家而設的特殊炮台。',
    '每一發炮彈，都凝聚創辦團隊逾二十年的捕魚遊戲開發功力：繽紛的珊瑚礁、威猛的首領魚，還有專為愛瞄準的玩家而設的特殊炮彈。',
  ],
]
/** [language, the claim's value, label as seeded, label now, the value as the language writes it] */
const claims: [string, string, string, string, string | null][] = [
  ['en-US', '70+', 'games and game APIs', 'games, all through one API', null],
  [
    'en-US',
    '20+',
    'years of fishing-game experience on our founding team',
    'years of fishing-game experience on our founding team',
    null,
  ],
  ['hi-IN', '70+', 'गेम और गेम API', 'गेम, सभी एक ही API से', null],
  [
    'hi-IN',
    '20+',
    'साल का फ़िशिंग गेम अनुभव, संस्थापक टीम में',
    'हमारी संस्थापक टीम का फ़िशिंग गेम अनुभव',
    '20+ साल',
  ],
  ['id-ID', '70+', 'game dan API game', 'game, semuanya lewat satu API', null],
  [
    'id-ID',
    '20+',
    'tahun pengalaman tim pendiri kami di game tembak ikan',
    'pengalaman tim pendiri kami di game tembak ikan',
    '20+ tahun',
  ],
  ['ja-JP', '70+', '提供ゲーム・API', 'ひとつのAPIで導入できるゲーム', '70本以上'],
  [
    'ja-JP',
    '20+',
    '創業メンバーのフィッシングゲーム開発歴（年）',
    '創業メンバーのフィッシングゲーム開発歴',
    '20年以上',
  ],
  ['ko-KR', '70+', '게임 및 게임 API', '하나의 API로 연동하는 게임', '70종 이상'],
  [
    'ko-KR',
    '20+',
    '창립 팀의 물고기 슈팅 게임 개발 경력(년)',
    '창립 팀의 물고기 슈팅 게임 개발 경력',
    '20년 이상',
  ],
  ['pt-BR', '70+', 'jogos e APIs de jogos', 'jogos, todos em uma única API', null],
  [
    'pt-BR',
    '20+',
    'anos de experiência da equipe fundadora em jogos de pesca',
    'de experiência da equipe fundadora em jogos de pesca',
    '20+ anos',
  ],
  ['th-TH', '70+', 'เกมและ API เกม', 'เกม เชื่อมต่อได้ทั้งหมดผ่าน API เดียว', null],
  ['th-TH', '20+', 'ปีประสบการณ์เกมยิงปลาของทีมผู้ก่อตั้ง', 'ประสบการณ์เกมยิงปลาของทีมผู้ก่อตั้ง', '20+ ปี'],
  ['vi-VN', '70+', 'game và API game', 'game, tích hợp tất cả qua một API', null],
  [
    'vi-VN',
    '20+',
    'năm kinh nghiệm game bắn cá của đội ngũ sáng lập',
    'kinh nghiệm làm game bắn cá của đội ngũ sáng lập',
    '20+ năm',
  ],
  ['zh-CN', '70+', '款游戏及游戏API', '游戏，一套API即可全部接入', '70+款'],
  ['zh-CN', '20+', '创始团队捕鱼游戏从业年限', '创始团队的捕鱼游戏从业经验', '20+年'],
  ['zh-TW', '70+', '遊戲及遊戲API', '遊戲，一個API即可全部接入', '70+款'],
  ['zh-TW', '20+', '創辦團隊的捕魚遊戲開發年資', '創辦團隊的捕魚遊戲開發經驗', '逾20年'],
]
/** [language, games claim as seeded, now, fishing claim as seeded, now] */
const glossaryClaims: [string, string, string, string, string][] = [
  [
    'en-US',
    'games and game APIs',
    'games, all through one API',
    'years of fishing-game experience on our founding team',
    'years of fishing-game experience on our founding team',
  ],
  [
    'hi-IN',
    'गेम और गेम API',
    'गेम, सभी एक ही API से',
    'साल का फ़िशिंग गेम अनुभव, संस्थापक टीम में',
    'हमारी संस्थापक टीम का फ़िशिंग गेम अनुभव',
  ],
  [
    'id-ID',
    'game dan API game',
    'game, semuanya lewat satu API',
    'tahun pengalaman tim pendiri kami di game tembak ikan',
    'pengalaman tim pendiri kami di game tembak ikan',
  ],
  [
    'ja-JP',
    '提供ゲーム・API',
    'ひとつのAPIで導入できるゲーム',
    '創業メンバーのフィッシングゲーム開発歴（年）',
    '創業メンバーのフィッシングゲーム開発歴',
  ],
  [
    'ko-KR',
    '게임 및 게임 API',
    '하나의 API로 연동하는 게임',
    '창립 팀의 물고기 슈팅 게임 개발 경력(년)',
    '창립 팀의 물고기 슈팅 게임 개발 경력',
  ],
  [
    'pt-BR',
    'jogos e APIs de jogos',
    'jogos, todos em uma única API',
    'anos de experiência da equipe fundadora em jogos de pesca',
    'de experiência da equipe fundadora em jogos de pesca',
  ],
  [
    'th-TH',
    'เกมและ API เกม',
    'เกม เชื่อมต่อได้ทั้งหมดผ่าน API เดียว',
    'ปีประสบการณ์เกมยิงปลาของทีมผู้ก่อตั้ง',
    'ประสบการณ์เกมยิงปลาของทีมผู้ก่อตั้ง',
  ],
  [
    'vi-VN',
    'game và API game',
    'game, tích hợp tất cả qua một API',
    'năm kinh nghiệm game bắn cá của đội ngũ sáng lập',
    'kinh nghiệm làm game bắn cá của đội ngũ sáng lập',
  ],
  [
    'zh-CN',
    '款游戏及游戏API',
    '游戏，一套API即可全部接入',
    '创始团队捕鱼游戏从业年限',
    '创始团队的捕鱼游戏从业经验',
  ],
  [
    'zh-TW',
    '遊戲及遊戲API',
    '遊戲，一個API即可全部接入',
    '創辦團隊的捕魚遊戲開發年資',
    '創辦團隊的捕魚遊戲開發經驗',
  ],
]
/** Each site's contact channels, as `src/seed/content/site.json` has them. */
const contacts: [site: string, channels: string[], phoneExample: string][] = [
  ['en', ['email', 'whatsapp', 'telegram'], '+1 202-555-0143'],
  ['ph', ['email', 'viber', 'whatsapp', 'telegram'], '+63 917 123 4567'],
  ['id', ['email', 'whatsapp', 'telegram'], '+62 812-3456-7890'],
  ['in', ['email', 'whatsapp', 'telegram'], '+91 98765 43210'],
  ['jp', ['email', 'line'], '+81 90-1234-5678'],
  ['kr', ['email', 'kakaotalk', 'telegram'], '+82 10-1234-5678'],
  ['pt', ['email', 'whatsapp', 'telegram'], '+55 11 91234-5678'],
  ['th', ['email', 'line', 'whatsapp', 'telegram'], '+66 81-234-5678'],
  ['hk', ['email', 'whatsapp', 'wechat', 'telegram'], '+852 9123 4567'],
  ['vn', ['email', 'zalo', 'telegram'], '+84 912 345 678'],
  ['cn', ['wechat', 'email'], '+86 138 1234 5678'],
]
/** English texts that changed, by the entry whose translations record them: [entry, old, now] */
const english: [string, string, string][] = [
  ['label-sets', 'Free trial', 'Free trial available'],
  [
    'form-labels',
    'For example, @studio_partner or your phone number with the country code.',
    'For example, @studio_partner or {phone}.',
  ],
  ['home-sections', 'games and game APIs', 'games, all through one API'],
  [
    'home-sections',
    'Our founding team brings more than twenty years of fishing-game experience to every shot: bright reefs, boss fish, and special cannons for players who like to aim.',
    'Our founding team brings more than twenty years of fishing-game experience to every shot: bright reefs, boss fish, and special shots for players who like to aim.',
  ],
  ['glossary', 'games and game APIs', 'games, all through one API'],
]

const id = sql.identifier

/**
 * Replaces a text still as seeded, in a global's table of translations and in its latest version
 * (`_…_v_locales`, whose columns are prefixed `version_` for the global's own fields), if it
 * keeps versions.
 */
async function replaceSeeded(
  execute: (query: SQL) => Promise<unknown>,
  {
    global,
    column,
    locale,
    old,
    now,
  }: { global: string; column: string; locale: string; old: string; now: string },
  versioned = true,
) {
  await execute(sql`
    UPDATE ${id(`${global}_locales`)} SET ${id(column)} = ${now}
    WHERE "_locale"::text = ${locale} AND ${id(column)} = ${old}`)
  if (!versioned) return
  await execute(sql`
    UPDATE ${id(`_${global}_v_locales`)} AS l SET ${id(`version_${column}`)} = ${now}
    FROM ${id(`_${global}_v`)} AS v
    WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${locale}
      AND l.${id(`version_${column}`)} = ${old}`)
}

/** The same for a text of a home section's block (its block tables hold no `version_` prefix). */
async function replaceSeededInBlock(
  execute: (query: SQL) => Promise<unknown>,
  {
    block,
    column,
    locale,
    old,
    now,
  }: { block: string; column: string; locale: string; old: string; now: string },
) {
  await execute(sql`
    UPDATE ${id(`home_sections_blocks_${block}_locales`)} SET ${id(column)} = ${now}
    WHERE "_locale"::text = ${locale} AND ${id(column)} = ${old}`)
  await execute(sql`
    UPDATE ${id(`_home_sections_v_blocks_${block}_locales`)} AS l SET ${id(column)} = ${now}
    FROM ${id(`_home_sections_v_blocks_${block}`)} AS b, "_home_sections_v" AS v
    WHERE b."id" = l."_parent_id" AND v."id" = b."_parent_id" AND v."latest"
      AND l."_locale"::text = ${locale} AND l.${id(column)} = ${old}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  for (const [locale, old, now] of freeTrial)
    await replaceSeeded(execute, {
      global: 'label_sets',
      column: 'buttons_free_trial',
      locale,
      old,
      now,
    })
  for (const [locale, old, now] of handleHelp)
    await replaceSeeded(execute, {
      global: 'form_labels',
      column: 'form_handle_help',
      locale,
      old,
      now,
    })
  for (const [locale, old, now] of specialShot)
    await replaceSeeded(execute, {
      global: 'demo_labels',
      column: 'demo_special_shot',
      locale,
      old,
      now,
    })

  for (const [locale, help, catalog] of notFound) {
    await execute(sql`
      UPDATE "label_sets_locales" SET
        "not_found_help" = coalesce("not_found_help", ${help}),
        "not_found_catalog" = coalesce("not_found_catalog", ${catalog})
      WHERE "_locale"::text = ${locale}`)
    await execute(sql`
      UPDATE "_label_sets_v_locales" SET
        "version_not_found_help" = coalesce("version_not_found_help", ${help}),
        "version_not_found_catalog" = coalesce("version_not_found_catalog", ${catalog})
      WHERE "_locale"::text = ${locale}`)
  }
  for (const [locale, line, kakaotalk, zalo, viber] of channels) {
    await execute(sql`
      UPDATE "form_labels_locales" SET
        "form_channel_line" = coalesce("form_channel_line", ${line}),
        "form_channel_kakaotalk" = coalesce("form_channel_kakaotalk", ${kakaotalk}),
        "form_channel_zalo" = coalesce("form_channel_zalo", ${zalo}),
        "form_channel_viber" = coalesce("form_channel_viber", ${viber})
      WHERE "_locale"::text = ${locale}`)
    await execute(sql`
      UPDATE "_form_labels_v_locales" SET
        "version_form_channel_line" = coalesce("version_form_channel_line", ${line}),
        "version_form_channel_kakaotalk" = coalesce("version_form_channel_kakaotalk", ${kakaotalk}),
        "version_form_channel_zalo" = coalesce("version_form_channel_zalo", ${zalo}),
        "version_form_channel_viber" = coalesce("version_form_channel_viber", ${viber})
      WHERE "_locale"::text = ${locale}`)
  }

  for (const [locale, column, old, now] of services)
    await replaceSeededInBlock(execute, { block: 'services', column, locale, old, now })
  for (const [locale, old, now] of fishingText)
    await replaceSeededInBlock(execute, {
      block: 'fishing_games',
      column: 'text',
      locale,
      old,
      now,
    })
  for (const [locale, value, old, now, valueText] of claims) {
    for (const [claims, parent] of [
      ['home_sections_blocks_about_claims', null],
      ['_home_sections_v_blocks_about_claims', '_home_sections_v_blocks_about'],
    ] as const) {
      const latest = parent
        ? sql`AND c."_parent_id" IN (SELECT b."id" FROM ${id(parent)} AS b JOIN "_home_sections_v" AS v
            ON v."id" = b."_parent_id" WHERE v."latest")`
        : sql``
      await execute(sql`
        UPDATE ${id(`${claims}_locales`)} AS l SET "label" = ${now}, "value_text" = coalesce(l."value_text", ${valueText})
        FROM ${id(claims)} AS c
        WHERE c."id" = l."_parent_id" AND c."value" = ${value} AND l."_locale"::text = ${locale}
          AND l."label" = ${old} ${latest}`)
    }
  }
  for (const [locale, gamesOld, gamesNow, fishingOld, fishingNow] of glossaryClaims) {
    // The glossary keeps no versions.
    await replaceSeeded(
      execute,
      { global: 'glossary', column: 'claims_games', locale, old: gamesOld, now: gamesNow },
      false,
    )
    await replaceSeeded(
      execute,
      { global: 'glossary', column: 'claims_fishing', locale, old: fishingOld, now: fishingNow },
      false,
    )
  }

  // The contact channels of every site, where none has been set.
  const [settings] = (
    (await db.execute(sql`SELECT "id" FROM "site_settings" LIMIT 1`)) as unknown as {
      rows: { id: number }[]
    }
  ).rows
  const listed = (
    (await db.execute(sql`SELECT 1 FROM "site_settings_contacts" LIMIT 1`)) as unknown as {
      rows: unknown[]
    }
  ).rows.length
  if (settings && !listed) {
    for (const [order, [site, siteChannels, phoneExample]] of contacts.entries()) {
      const row = `issue36-contacts-${site}`
      await execute(sql`
        INSERT INTO "site_settings_contacts" ("_order", "_parent_id", "id", "site", "phone_example")
        VALUES (${order + 1}, ${settings.id}, ${row}, ${site}, ${phoneExample})`)
      for (const [position, channel] of siteChannels.entries())
        await execute(sql`
          INSERT INTO "site_settings_contacts_channels" ("order", "parent_id", "value")
          VALUES (${position + 1}, ${row}, ${channel})`)
    }
  }

  // A translation made from an English text that changed here was updated with it: it is current.
  for (const [entry, old, now] of english)
    await execute(sql`
      UPDATE "translation_states" SET "sources" = (
        SELECT jsonb_object_agg(key, CASE WHEN value = to_jsonb(${old}::text) THEN to_jsonb(${now}::text) ELSE value END)
        FROM jsonb_each("sources"))
      WHERE "entry" = ${entry} AND jsonb_typeof("sources") = 'object'
        AND EXISTS (SELECT 1 FROM jsonb_each("sources") AS e WHERE e.value = to_jsonb(${old}::text))`)
}

/** Nothing to undo: the texts stay as they are; the columns and rows go with the migration before. */
export async function down(_: MigrateDownArgs): Promise<void> {}
