/**
 * The words a synthetic game's texts are made of, in the ten content languages and the three
 * languages that only carry names. A name is an adjective and a noun put together as each
 * language puts them ("Golden Dragon", "Naga Emas", "黄金の龍", "มังกรทองคำ", "Dragão Dourado");
 * the other texts are sentences per kind of game with the game's figures filled in. Each word
 * stands beside its translations, so every language names the same game.
 */
import type { ContentLocale, ExtraNameLocale } from '@/i18n/locales'
import type { GameTheme } from '@/lib/catalogue'

type NameLocale = ContentLocale | ExtraNameLocale
/** Portuguese and Spanish adjectives agree with the noun: masculine and feminine forms. */
type Gendered = { m: string; f: string }
type Word = Record<Exclude<NameLocale, 'pt-BR' | 'es-ES'>, string> & {
  'pt-BR': string | Gendered
  'es-ES': string | Gendered
}
type Noun = Record<NameLocale, string> & { ptGender: 'm' | 'f'; esGender: 'm' | 'f' }

/** The nouns, each drawn by the art library's motif of the same name, in its theme. */
export const nouns: Record<string, Noun & { theme: GameTheme; sea?: true }> = {
  dragon: {
    theme: 'chinese',
    'en-US': 'Dragon',
    'id-ID': 'Naga',
    'hi-IN': 'ड्रैगन',
    'ja-JP': '龍',
    'ko-KR': '용',
    'pt-BR': 'Dragão',
    ptGender: 'm',
    'th-TH': 'มังกร',
    'zh-TW': '龍',
    'vi-VN': 'Rồng',
    'zh-CN': '龙',
    'es-ES': 'Dragón',
    esGender: 'm',
    'my-MM': 'နဂါး',
    'km-KH': 'នាគ',
  },
  tiger: {
    theme: 'chinese',
    'en-US': 'Tiger',
    'id-ID': 'Harimau',
    'hi-IN': 'बाघ',
    'ja-JP': '虎',
    'ko-KR': '호랑이',
    'pt-BR': 'Tigre',
    ptGender: 'm',
    'th-TH': 'เสือ',
    'zh-TW': '虎',
    'vi-VN': 'Hổ',
    'zh-CN': '虎',
    'es-ES': 'Tigre',
    esGender: 'm',
    'my-MM': 'ကျား',
    'km-KH': 'ខ្លា',
  },
  phoenix: {
    theme: 'chinese',
    'en-US': 'Phoenix',
    'id-ID': 'Phoenix',
    'hi-IN': 'फ़ीनिक्स',
    'ja-JP': '鳳凰',
    'ko-KR': '봉황',
    'pt-BR': 'Fênix',
    ptGender: 'f',
    'th-TH': 'หงส์',
    'zh-TW': '鳳凰',
    'vi-VN': 'Phượng Hoàng',
    'zh-CN': '凤凰',
    'es-ES': 'Fénix',
    esGender: 'm',
    'my-MM': 'ဖီးနစ်',
    'km-KH': 'ហង្ស',
  },
  koi: {
    theme: 'chinese',
    sea: true,
    'en-US': 'Koi',
    'id-ID': 'Koi',
    'hi-IN': 'कोइ मछली',
    'ja-JP': '錦鯉',
    'ko-KR': '비단잉어',
    'pt-BR': 'Carpa',
    ptGender: 'f',
    'th-TH': 'ปลาคาร์ป',
    'zh-TW': '錦鯉',
    'vi-VN': 'Cá Chép',
    'zh-CN': '锦鲤',
    'es-ES': 'Carpa',
    esGender: 'f',
    'my-MM': 'ငါးကြင်း',
    'km-KH': 'ត្រីគល់រាំង',
  },
  panda: {
    theme: 'chinese',
    'en-US': 'Panda',
    'id-ID': 'Panda',
    'hi-IN': 'पांडा',
    'ja-JP': 'パンダ',
    'ko-KR': '판다',
    'pt-BR': 'Panda',
    ptGender: 'm',
    'th-TH': 'แพนด้า',
    'zh-TW': '熊貓',
    'vi-VN': 'Gấu Trúc',
    'zh-CN': '熊猫',
    'es-ES': 'Panda',
    esGender: 'm',
    'my-MM': 'ပန်ဒါ',
    'km-KH': 'ផេនដា',
  },
  lantern: {
    theme: 'chinese',
    'en-US': 'Lantern',
    'id-ID': 'Lentera',
    'hi-IN': 'लालटेन',
    'ja-JP': '灯籠',
    'ko-KR': '등불',
    'pt-BR': 'Lanterna',
    ptGender: 'f',
    'th-TH': 'โคมไฟ',
    'zh-TW': '燈籠',
    'vi-VN': 'Đèn Lồng',
    'zh-CN': '灯笼',
    'es-ES': 'Linterna',
    esGender: 'f',
    'my-MM': 'မီးအိမ်',
    'km-KH': 'គោម',
  },
  shark: {
    theme: 'fishing',
    sea: true,
    'en-US': 'Shark',
    'id-ID': 'Hiu',
    'hi-IN': 'शार्क',
    'ja-JP': 'サメ',
    'ko-KR': '상어',
    'pt-BR': 'Tubarão',
    ptGender: 'm',
    'th-TH': 'ฉลาม',
    'zh-TW': '鯊魚',
    'vi-VN': 'Cá Mập',
    'zh-CN': '鲨鱼',
    'es-ES': 'Tiburón',
    esGender: 'm',
    'my-MM': 'ငါးမန်း',
    'km-KH': 'ត្រីឆ្លាម',
  },
  octopus: {
    theme: 'fishing',
    sea: true,
    'en-US': 'Octopus',
    'id-ID': 'Gurita',
    'hi-IN': 'ऑक्टोपस',
    'ja-JP': 'タコ',
    'ko-KR': '문어',
    'pt-BR': 'Polvo',
    ptGender: 'm',
    'th-TH': 'ปลาหมึกยักษ์',
    'zh-TW': '章魚',
    'vi-VN': 'Bạch Tuộc',
    'zh-CN': '章鱼',
    'es-ES': 'Pulpo',
    esGender: 'm',
    'my-MM': 'ရေဘဝဲ',
    'km-KH': 'រតីយាវ',
  },
  whale: {
    theme: 'fishing',
    sea: true,
    'en-US': 'Whale',
    'id-ID': 'Paus',
    'hi-IN': 'व्हेल',
    'ja-JP': 'クジラ',
    'ko-KR': '고래',
    'pt-BR': 'Baleia',
    ptGender: 'f',
    'th-TH': 'วาฬ',
    'zh-TW': '鯨魚',
    'vi-VN': 'Cá Voi',
    'zh-CN': '鲸鱼',
    'es-ES': 'Ballena',
    esGender: 'f',
    'my-MM': 'ဝေလငါး',
    'km-KH': 'ត្រីបាឡែន',
  },
  turtle: {
    theme: 'fishing',
    sea: true,
    'en-US': 'Turtle',
    'id-ID': 'Penyu',
    'hi-IN': 'कछुआ',
    'ja-JP': '亀',
    'ko-KR': '거북',
    'pt-BR': 'Tartaruga',
    ptGender: 'f',
    'th-TH': 'เต่า',
    'zh-TW': '龜',
    'vi-VN': 'Rùa',
    'zh-CN': '龟',
    'es-ES': 'Tortuga',
    esGender: 'f',
    'my-MM': 'လိပ်',
    'km-KH': 'អណ្តើក',
  },
  mermaid: {
    theme: 'fishing',
    sea: true,
    'en-US': 'Mermaid',
    'id-ID': 'Putri Duyung',
    'hi-IN': 'जलपरी',
    'ja-JP': '人魚',
    'ko-KR': '인어',
    'pt-BR': 'Sereia',
    ptGender: 'f',
    'th-TH': 'นางเงือก',
    'zh-TW': '人魚',
    'vi-VN': 'Tiên Cá',
    'zh-CN': '人鱼',
    'es-ES': 'Sirena',
    esGender: 'f',
    'my-MM': 'ရေသူမ',
    'km-KH': 'មច្ឆា',
  },
  unicorn: {
    theme: 'fantasy',
    'en-US': 'Unicorn',
    'id-ID': 'Unicorn',
    'hi-IN': 'यूनिकॉर्न',
    'ja-JP': 'ユニコーン',
    'ko-KR': '유니콘',
    'pt-BR': 'Unicórnio',
    ptGender: 'm',
    'th-TH': 'ยูนิคอร์น',
    'zh-TW': '獨角獸',
    'vi-VN': 'Kỳ Lân',
    'zh-CN': '独角兽',
    'es-ES': 'Unicornio',
    esGender: 'm',
    'my-MM': 'ယူနီကော်န်',
    'km-KH': 'សេះស្នែងមួយ',
  },
  wizard: {
    theme: 'fantasy',
    'en-US': 'Wizard',
    'id-ID': 'Penyihir',
    'hi-IN': 'जादूगर',
    'ja-JP': '魔法使い',
    'ko-KR': '마법사',
    'pt-BR': 'Mago',
    ptGender: 'm',
    'th-TH': 'พ่อมด',
    'zh-TW': '巫師',
    'vi-VN': 'Phù Thủy',
    'zh-CN': '巫师',
    'es-ES': 'Mago',
    esGender: 'm',
    'my-MM': 'မှော်ဆရာ',
    'km-KH': 'គ្រូមន្ត',
  },
  castle: {
    theme: 'fantasy',
    'en-US': 'Castle',
    'id-ID': 'Kastil',
    'hi-IN': 'क़िला',
    'ja-JP': '城',
    'ko-KR': '성',
    'pt-BR': 'Castelo',
    ptGender: 'm',
    'th-TH': 'ปราสาท',
    'zh-TW': '城堡',
    'vi-VN': 'Lâu Đài',
    'zh-CN': '城堡',
    'es-ES': 'Castillo',
    esGender: 'm',
    'my-MM': 'ရဲတိုက်',
    'km-KH': 'វិមាន',
  },
  crystal: {
    theme: 'fantasy',
    'en-US': 'Crystal',
    'id-ID': 'Kristal',
    'hi-IN': 'क्रिस्टल',
    'ja-JP': 'クリスタル',
    'ko-KR': '크리스탈',
    'pt-BR': 'Cristal',
    ptGender: 'm',
    'th-TH': 'คริสตัล',
    'zh-TW': '水晶',
    'vi-VN': 'Pha Lê',
    'zh-CN': '水晶',
    'es-ES': 'Cristal',
    esGender: 'm',
    'my-MM': 'သလင်းကျောက်',
    'km-KH': 'គ្រីស្តាល់',
  },
  moon: {
    theme: 'fantasy',
    'en-US': 'Moon',
    'id-ID': 'Bulan',
    'hi-IN': 'चाँद',
    'ja-JP': '月',
    'ko-KR': '달',
    'pt-BR': 'Lua',
    ptGender: 'f',
    'th-TH': 'จันทรา',
    'zh-TW': '月亮',
    'vi-VN': 'Trăng',
    'zh-CN': '月亮',
    'es-ES': 'Luna',
    esGender: 'f',
    'my-MM': 'လမင်း',
    'km-KH': 'ព្រះចន្ទ',
  },
  crown: {
    theme: 'classic',
    'en-US': 'Crown',
    'id-ID': 'Mahkota',
    'hi-IN': 'मुकुट',
    'ja-JP': '王冠',
    'ko-KR': '왕관',
    'pt-BR': 'Coroa',
    ptGender: 'f',
    'th-TH': 'มงกุฎ',
    'zh-TW': '皇冠',
    'vi-VN': 'Vương Miện',
    'zh-CN': '皇冠',
    'es-ES': 'Corona',
    esGender: 'f',
    'my-MM': 'သရဖူ',
    'km-KH': 'មកុដ',
  },
  bell: {
    theme: 'classic',
    'en-US': 'Bell',
    'id-ID': 'Lonceng',
    'hi-IN': 'घंटी',
    'ja-JP': 'ベル',
    'ko-KR': '종',
    'pt-BR': 'Sino',
    ptGender: 'm',
    'th-TH': 'ระฆัง',
    'zh-TW': '鈴鐺',
    'vi-VN': 'Chuông',
    'zh-CN': '铃铛',
    'es-ES': 'Campana',
    esGender: 'f',
    'my-MM': 'ခေါင်းလောင်း',
    'km-KH': 'កណ្តឹង',
  },
  star: {
    theme: 'classic',
    'en-US': 'Star',
    'id-ID': 'Bintang',
    'hi-IN': 'सितारा',
    'ja-JP': 'スター',
    'ko-KR': '별',
    'pt-BR': 'Estrela',
    ptGender: 'f',
    'th-TH': 'ดารา',
    'zh-TW': '之星',
    'vi-VN': 'Ngôi Sao',
    'zh-CN': '之星',
    'es-ES': 'Estrella',
    esGender: 'f',
    'my-MM': 'ကြယ်',
    'km-KH': 'ផ្កាយ',
  },
  clover: {
    theme: 'classic',
    'en-US': 'Clover',
    'id-ID': 'Semanggi',
    'hi-IN': 'क्लोवर',
    'ja-JP': 'クローバー',
    'ko-KR': '클로버',
    'pt-BR': 'Trevo',
    ptGender: 'm',
    'th-TH': 'ใบโคลเวอร์',
    'zh-TW': '四葉草',
    'vi-VN': 'Cỏ Bốn Lá',
    'zh-CN': '四叶草',
    'es-ES': 'Trébol',
    esGender: 'm',
    'my-MM': 'ကလိုဗာ',
    'km-KH': 'ក្លូវើ',
  },
  horseshoe: {
    theme: 'western',
    'en-US': 'Horseshoe',
    'id-ID': 'Tapal Kuda',
    'hi-IN': 'नाल',
    'ja-JP': '蹄鉄',
    'ko-KR': '말편자',
    'pt-BR': 'Ferradura',
    ptGender: 'f',
    'th-TH': 'เกือกม้า',
    'zh-TW': '馬蹄鐵',
    'vi-VN': 'Móng Ngựa',
    'zh-CN': '马蹄铁',
    'es-ES': 'Herradura',
    esGender: 'f',
    'my-MM': 'မြင်းခွာ',
    'km-KH': 'ដែកក្រចកសេះ',
  },
  wagon: {
    theme: 'western',
    'en-US': 'Wagon',
    'id-ID': 'Kereta Kuda',
    'hi-IN': 'बग्घी',
    'ja-JP': '幌馬車',
    'ko-KR': '마차',
    'pt-BR': 'Carroça',
    ptGender: 'f',
    'th-TH': 'เกวียน',
    'zh-TW': '馬車',
    'vi-VN': 'Xe Ngựa',
    'zh-CN': '马车',
    'es-ES': 'Carreta',
    esGender: 'f',
    'my-MM': 'လှည်း',
    'km-KH': 'រទេះ',
  },
  sheriffStar: {
    theme: 'western',
    'en-US': 'Sheriff',
    'id-ID': 'Sheriff',
    'hi-IN': 'शेरिफ़',
    'ja-JP': '保安官',
    'ko-KR': '보안관',
    'pt-BR': 'Xerife',
    ptGender: 'm',
    'th-TH': 'นายอำเภอ',
    'zh-TW': '警長',
    'vi-VN': 'Cảnh Sát Trưởng',
    'zh-CN': '警长',
    'es-ES': 'Sheriff',
    esGender: 'm',
    'my-MM': 'ရှယ်ရစ်',
    'km-KH': 'នាយប៉ូលិស',
  },
  cactus: {
    theme: 'western',
    'en-US': 'Cactus',
    'id-ID': 'Kaktus',
    'hi-IN': 'कैक्टस',
    'ja-JP': 'サボテン',
    'ko-KR': '선인장',
    'pt-BR': 'Cacto',
    ptGender: 'm',
    'th-TH': 'กระบองเพชร',
    'zh-TW': '仙人掌',
    'vi-VN': 'Xương Rồng',
    'zh-CN': '仙人掌',
    'es-ES': 'Cactus',
    esGender: 'm',
    'my-MM': 'ရှားစောင်း',
    'km-KH': 'ដំបងយក្ស',
  },
}

/** The adjectives; Burmese puts some of them before the noun (`myBefore`). */
export const adjectives: (Word & { myBefore?: true })[] = [
  {
    'en-US': 'Golden',
    'id-ID': 'Emas',
    'hi-IN': 'स्वर्ण',
    'ja-JP': '黄金の',
    'ko-KR': '황금',
    'pt-BR': { m: 'Dourado', f: 'Dourada' },
    'th-TH': 'ทองคำ',
    'zh-TW': '黃金',
    'vi-VN': 'Vàng',
    'zh-CN': '黄金',
    'es-ES': { m: 'Dorado', f: 'Dorada' },
    'my-MM': 'ရွှေ',
    myBefore: true,
    'km-KH': 'មាស',
  },
  {
    'en-US': 'Lucky',
    'id-ID': 'Hoki',
    'hi-IN': 'लकी',
    'ja-JP': '幸運の',
    'ko-KR': '행운의',
    'pt-BR': 'da Sorte',
    'th-TH': 'นำโชค',
    'zh-TW': '幸運',
    'vi-VN': 'May Mắn',
    'zh-CN': '幸运',
    'es-ES': 'de la Suerte',
    'my-MM': 'ကံကောင်း',
    myBefore: true,
    'km-KH': 'សំណាង',
  },
  {
    'en-US': 'Red',
    'id-ID': 'Merah',
    'hi-IN': 'लाल',
    'ja-JP': '真紅の',
    'ko-KR': '붉은',
    'pt-BR': { m: 'Vermelho', f: 'Vermelha' },
    'th-TH': 'แดง',
    'zh-TW': '紅',
    'vi-VN': 'Đỏ',
    'zh-CN': '红',
    'es-ES': { m: 'Rojo', f: 'Roja' },
    'my-MM': 'နီ',
    'km-KH': 'ក្រហម',
  },
  {
    'en-US': 'Silver',
    'id-ID': 'Perak',
    'hi-IN': 'रजत',
    'ja-JP': '銀の',
    'ko-KR': '은빛',
    'pt-BR': { m: 'Prateado', f: 'Prateada' },
    'th-TH': 'เงิน',
    'zh-TW': '銀',
    'vi-VN': 'Bạc',
    'zh-CN': '银',
    'es-ES': { m: 'Plateado', f: 'Plateada' },
    'my-MM': 'ငွေ',
    myBefore: true,
    'km-KH': 'ប្រាក់',
  },
  {
    'en-US': 'Mighty',
    'id-ID': 'Perkasa',
    'hi-IN': 'शक्तिशाली',
    'ja-JP': '最強の',
    'ko-KR': '강력한',
    'pt-BR': { m: 'Poderoso', f: 'Poderosa' },
    'th-TH': 'ทรงพลัง',
    'zh-TW': '威武',
    'vi-VN': 'Dũng Mãnh',
    'zh-CN': '威武',
    'es-ES': { m: 'Poderoso', f: 'Poderosa' },
    'my-MM': 'ကြီး',
    'km-KH': 'ខ្លាំង',
  },
  {
    'en-US': 'Mystic',
    'id-ID': 'Mistis',
    'hi-IN': 'रहस्यमय',
    'ja-JP': '神秘の',
    'ko-KR': '신비한',
    'pt-BR': { m: 'Místico', f: 'Mística' },
    'th-TH': 'ลึกลับ',
    'zh-TW': '神秘',
    'vi-VN': 'Huyền Bí',
    'zh-CN': '神秘',
    'es-ES': { m: 'Místico', f: 'Mística' },
    'my-MM': 'လျှို့ဝှက်',
    'km-KH': 'អាថ៌កំបាំង',
  },
  {
    'en-US': 'Diamond',
    'id-ID': 'Berlian',
    'hi-IN': 'डायमंड',
    'ja-JP': 'ダイヤの',
    'ko-KR': '다이아몬드',
    'pt-BR': 'de Diamante',
    'th-TH': 'เพชร',
    'zh-TW': '鑽石',
    'vi-VN': 'Kim Cương',
    'zh-CN': '钻石',
    'es-ES': 'de Diamante',
    'my-MM': 'စိန်',
    myBefore: true,
    'km-KH': 'ពេជ្រ',
  },
  {
    'en-US': 'Blazing',
    'id-ID': 'Membara',
    'hi-IN': 'अग्नि',
    'ja-JP': '灼熱の',
    'ko-KR': '불타는',
    'pt-BR': 'Flamejante',
    'th-TH': 'เพลิง',
    'zh-TW': '烈焰',
    'vi-VN': 'Rực Lửa',
    'zh-CN': '烈焰',
    'es-ES': 'Ardiente',
    'my-MM': 'မီး',
    myBefore: true,
    'km-KH': 'ភ្លើង',
  },
  {
    'en-US': 'Thunder',
    'id-ID': 'Petir',
    'hi-IN': 'वज्र',
    'ja-JP': '雷鳴の',
    'ko-KR': '천둥',
    'pt-BR': 'do Trovão',
    'th-TH': 'สายฟ้า',
    'zh-TW': '雷霆',
    'vi-VN': 'Sấm Sét',
    'zh-CN': '雷霆',
    'es-ES': 'del Trueno',
    'my-MM': 'မိုးကြိုး',
    myBefore: true,
    'km-KH': 'ផ្គរលាន់',
  },
]

/** "Deluxe", after the name, as each language writes it on a game. */
const deluxe: Record<NameLocale, string> = {
  'en-US': 'Deluxe',
  'id-ID': 'Deluxe',
  'hi-IN': 'डीलक्स',
  'ja-JP': 'デラックス',
  'ko-KR': '디럭스',
  'pt-BR': 'Deluxe',
  'th-TH': 'ดีลักซ์',
  'zh-TW': '豪華版',
  'vi-VN': 'Deluxe',
  'zh-CN': '豪华版',
  'es-ES': 'Deluxe',
  'my-MM': 'ဒီလက်ဇ်',
  'km-KH': 'ដេលុច',
}

const agreeing = (word: string | Gendered, gender: 'm' | 'f') =>
  typeof word === 'string' ? word : word[gender]

/** A game's name in one language: the adjective and the noun in that language's order, then "Deluxe", "Megaways" or a sequel's number. */
export function nameIn(
  locale: NameLocale,
  adjective: (typeof adjectives)[number],
  noun: Noun,
  extra: { deluxe?: boolean; megaways?: boolean; sequel?: number },
): string {
  const adj = agreeing(adjective[locale], locale === 'pt-BR' ? noun.ptGender : noun.esGender)
  const n = noun[locale]
  const base = {
    'en-US': `${adj} ${n}`,
    'id-ID': `${n} ${adj}`,
    'hi-IN': `${adj} ${n}`,
    'ja-JP': `${adj}${n}`,
    'ko-KR': `${adj} ${n}`,
    'pt-BR': `${n} ${adj}`,
    'th-TH': `${n}${adj}`,
    'zh-TW': `${adj}${n}`,
    'vi-VN': `${n} ${adj}`,
    'zh-CN': `${adj}${n}`,
    'es-ES': `${n} ${adj}`,
    'my-MM': adjective.myBefore ? `${adj}${n}` : `${n}${adj}`,
    'km-KH': `${n}${adj}`,
  }[locale]
  const parts = [base]
  if (extra.deluxe) parts.push(deluxe[locale])
  // A product name, written in Latin letters everywhere.
  if (extra.megaways) parts.push('Megaways')
  if (extra.sequel) parts.push(String(extra.sequel))
  return parts.join(' ')
}

/** The figures a kind's sentences are filled with. */
export type Figures = {
  title: string
  reels: number
  rows: number
  /** "20 paylines", "243 ways to win", as the language says it. */
  pays: string
  spins: number
  multiplier: number
  max: number
}

type KindTexts = {
  subtitle: (f: Figures) => string
  description: (f: Figures) => string
  type: (f: Figures) => string
  features: (f: Figures) => string[]
  seoTitle: (f: Figures) => string
  seoDescription: (f: Figures) => string
}

/** How each language says what a slot pays on: lines, ways, or Megaways' changing ways. */
export const paysIn: Record<
  ContentLocale,
  (mode: 'lines' | 'ways' | 'megaways', n: number) => string
> = {
  'en-US': (mode, n) =>
    mode === 'lines'
      ? `${n} paylines`
      : mode === 'ways'
        ? `${n} ways to win`
        : `up to ${n} ways to win`,
  'id-ID': (mode, n) =>
    mode === 'lines'
      ? `${n} payline`
      : mode === 'ways'
        ? `${n} cara menang`
        : `hingga ${n} cara menang`,
  'hi-IN': (mode, n) =>
    mode === 'lines' ? `${n} पेलाइन` : mode === 'ways' ? `जीतने के ${n} तरीके` : `जीतने के ${n} तक तरीके`,
  'ja-JP': (mode, n) =>
    mode === 'lines' ? `${n}ライン` : mode === 'ways' ? `${n}ウェイズ` : `最大${n}ウェイズ`,
  'ko-KR': (mode, n) =>
    mode === 'lines'
      ? `${n}개 페이라인`
      : mode === 'ways'
        ? `${n}가지 당첨 방식`
        : `최대 ${n}가지 당첨 방식`,
  'pt-BR': (mode, n) =>
    mode === 'lines'
      ? `${n} linhas de pagamento`
      : mode === 'ways'
        ? `${n} formas de ganhar`
        : `até ${n} formas de ganhar`,
  'th-TH': (mode, n) =>
    mode === 'lines' ? `${n} ไลน์` : mode === 'ways' ? `${n} วิธีชนะ` : `สูงสุด ${n} วิธีชนะ`,
  'zh-TW': (mode, n) =>
    mode === 'lines' ? `${n}條賠付線` : mode === 'ways' ? `${n}種中獎方式` : `最多${n}種中獎方式`,
  'vi-VN': (mode, n) =>
    mode === 'lines'
      ? `${n} dòng thắng`
      : mode === 'ways'
        ? `${n} cách thắng`
        : `tới ${n} cách thắng`,
  'zh-CN': (mode, n) =>
    mode === 'lines' ? `${n}条赔付线` : mode === 'ways' ? `${n}种中奖方式` : `最多${n}种中奖方式`,
}

/** The texts of a slot, in each language. */
export const slotTexts: Record<ContentLocale, KindTexts> = {
  'en-US': {
    subtitle: (f) => `${f.pays} and ${f.spins} free spins`,
    description: (f) =>
      `${f.title} is a ${f.reels}-reel video slot with ${f.pays}. Three scatters start ${f.spins} free spins, in which every win is multiplied by ${f.multiplier}. The biggest wins reach ${f.max}× the stake.`,
    type: (f) => `Video slot · ${f.pays}`,
    features: (f) => [
      `${f.spins} free spins with wins ×${f.multiplier}`,
      `Wins up to ${f.max}× the stake`,
      `${f.reels} reels, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – Video Slot | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} by Starfin Games: a ${f.reels}-reel slot with ${f.pays}, ${f.spins} free spins and wins up to ${f.max}× the stake.`,
  },
  'id-ID': {
    subtitle: (f) => `${f.pays} dan ${f.spins} putaran gratis`,
    description: (f) =>
      `${f.title} adalah slot video ${f.reels} gulungan dengan ${f.pays}. Tiga simbol scatter memberi ${f.spins} putaran gratis, dan setiap kemenangan di dalamnya dikalikan ${f.multiplier}. Kemenangan terbesar mencapai ${f.max}× taruhan.`,
    type: (f) => `Slot video · ${f.pays}`,
    features: (f) => [
      `${f.spins} putaran gratis dengan kemenangan ×${f.multiplier}`,
      `Menang hingga ${f.max}× taruhan`,
      `${f.reels} gulungan, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – Slot Video | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} dari Starfin Games: slot ${f.reels} gulungan dengan ${f.pays}, ${f.spins} putaran gratis, dan kemenangan hingga ${f.max}× taruhan.`,
  },
  'hi-IN': {
    subtitle: (f) => `${f.pays} और ${f.spins} फ़्री स्पिन`,
    description: (f) =>
      `${f.title} ${f.reels} रील वाला वीडियो स्लॉट है, जिसमें ${f.pays} हैं। तीन स्कैटर आने पर ${f.spins} फ़्री स्पिन मिलते हैं, जिनमें हर जीत ${f.multiplier} गुना हो जाती है। सबसे बड़ी जीत दांव की ${f.max} गुना तक पहुँचती है।`,
    type: (f) => `वीडियो स्लॉट · ${f.pays}`,
    features: (f) => [
      `${f.spins} फ़्री स्पिन, हर जीत ×${f.multiplier}`,
      `दांव की ${f.max} गुना तक जीत`,
      `${f.reels} रील, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – वीडियो स्लॉट | Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games का ${f.title}: ${f.reels} रील और ${f.pays} वाला स्लॉट, ${f.spins} फ़्री स्पिन और दांव की ${f.max} गुना तक जीत।`,
  },
  'ja-JP': {
    subtitle: (f) => `${f.pays}と${f.spins}回のフリースピン`,
    description: (f) =>
      `「${f.title}」は${f.pays}の${f.reels}リールのビデオスロットです。スキャッターが3つ揃うと${f.spins}回のフリースピンが始まり、その間の配当はすべて${f.multiplier}倍になります。最大配当はベットの${f.max}倍です。`,
    type: (f) => `ビデオスロット・${f.pays}`,
    features: (f) => [
      `配当${f.multiplier}倍のフリースピン${f.spins}回`,
      `最大でベットの${f.max}倍`,
      `${f.reels}リール・${f.pays}`,
    ],
    seoTitle: (f) => `${f.title}｜ビデオスロット｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Gamesの「${f.title}」は${f.pays}の${f.reels}リールスロット。フリースピン${f.spins}回、最大でベットの${f.max}倍の配当が狙えます。`,
  },
  'ko-KR': {
    subtitle: (f) => `${f.pays}과 프리 스핀 ${f.spins}회`,
    description: (f) =>
      `${f.title}은(는) ${f.pays}을 갖춘 ${f.reels}릴 비디오 슬롯입니다. 스캐터 세 개가 나오면 프리 스핀 ${f.spins}회가 시작되고, 그동안 모든 당첨금이 ${f.multiplier}배가 됩니다. 최대 당첨금은 베팅액의 ${f.max}배입니다.`,
    type: (f) => `비디오 슬롯 · ${f.pays}`,
    features: (f) => [
      `당첨금 ×${f.multiplier} 프리 스핀 ${f.spins}회`,
      `최대 베팅액의 ${f.max}배 당첨`,
      `${f.reels}릴, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – 비디오 슬롯 | Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games의 ${f.title}: ${f.pays}을 갖춘 ${f.reels}릴 슬롯, 프리 스핀 ${f.spins}회, 최대 베팅액의 ${f.max}배 당첨.`,
  },
  'pt-BR': {
    subtitle: (f) => `${f.pays} e ${f.spins} rodadas grátis`,
    description: (f) =>
      `${f.title} é um caça-níqueis de ${f.reels} rolos com ${f.pays}. Três símbolos scatter dão ${f.spins} rodadas grátis, em que cada prêmio é multiplicado por ${f.multiplier}. Os maiores prêmios chegam a ${f.max}× a aposta.`,
    type: (f) => `Caça-níqueis · ${f.pays}`,
    features: (f) => [
      `${f.spins} rodadas grátis com prêmios ×${f.multiplier}`,
      `Prêmios de até ${f.max}× a aposta`,
      `${f.reels} rolos, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – Caça-níqueis | Starfin Games`,
    seoDescription: (f) =>
      `${f.title}, da Starfin Games: caça-níqueis de ${f.reels} rolos com ${f.pays}, ${f.spins} rodadas grátis e prêmios de até ${f.max}× a aposta.`,
  },
  'th-TH': {
    subtitle: (f) => `${f.pays} และฟรีสปิน ${f.spins} ครั้ง`,
    description: (f) =>
      `${f.title} เป็นวิดีโอสล็อต ${f.reels} รีล ${f.pays} สแคตเตอร์สามตัวให้ฟรีสปิน ${f.spins} ครั้ง และทุกการชนะในรอบนั้นจะคูณ ${f.multiplier} เท่า รางวัลสูงสุดถึง ${f.max} เท่าของเดิมพัน`,
    type: (f) => `วิดีโอสล็อต · ${f.pays}`,
    features: (f) => [
      `ฟรีสปิน ${f.spins} ครั้ง รางวัลคูณ ${f.multiplier}`,
      `รางวัลสูงสุด ${f.max} เท่าของเดิมพัน`,
      `${f.reels} รีล ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – วิดีโอสล็อต | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} จาก Starfin Games: สล็อต ${f.reels} รีล ${f.pays} ฟรีสปิน ${f.spins} ครั้ง และรางวัลสูงสุด ${f.max} เท่าของเดิมพัน`,
  },
  'zh-TW': {
    subtitle: (f) => `${f.pays}與${f.spins}次免費旋轉`,
    description: (f) =>
      `《${f.title}》是一款${f.reels}軸視訊老虎機，共有${f.pays}。三個分散符號開啟${f.spins}次免費旋轉，期間每次中獎都乘以${f.multiplier}倍。最高獎金可達押注的${f.max}倍。`,
    type: (f) => `視訊老虎機・${f.pays}`,
    features: (f) => [
      `${f.spins}次免費旋轉，獎金×${f.multiplier}`,
      `最高派彩達押注的${f.max}倍`,
      `${f.reels}軸，${f.pays}`,
    ],
    seoTitle: (f) => `${f.title}｜視訊老虎機｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games《${f.title}》：${f.reels}軸老虎機，${f.pays}，${f.spins}次免費旋轉，最高派彩達押注的${f.max}倍。`,
  },
  'vi-VN': {
    subtitle: (f) => `${f.pays} và ${f.spins} vòng quay miễn phí`,
    description: (f) =>
      `${f.title} là máy đánh bạc video ${f.reels} cuộn với ${f.pays}. Ba biểu tượng scatter mở ${f.spins} vòng quay miễn phí, trong đó mọi khoản thắng được nhân ${f.multiplier}. Khoản thắng lớn nhất đạt ${f.max} lần tiền cược.`,
    type: (f) => `Slot video · ${f.pays}`,
    features: (f) => [
      `${f.spins} vòng quay miễn phí, thắng ×${f.multiplier}`,
      `Thắng tới ${f.max} lần tiền cược`,
      `${f.reels} cuộn, ${f.pays}`,
    ],
    seoTitle: (f) => `${f.title} – Slot Video | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} của Starfin Games: slot ${f.reels} cuộn với ${f.pays}, ${f.spins} vòng quay miễn phí và thắng tới ${f.max} lần tiền cược.`,
  },
  'zh-CN': {
    subtitle: (f) => `${f.pays}与${f.spins}次免费旋转`,
    description: (f) =>
      `《${f.title}》是一款${f.reels}轴视频老虎机，共有${f.pays}。三个分散符号开启${f.spins}次免费旋转，期间每次中奖都乘以${f.multiplier}倍。最高奖金可达投注的${f.max}倍。`,
    type: (f) => `视频老虎机・${f.pays}`,
    features: (f) => [
      `${f.spins}次免费旋转，奖金×${f.multiplier}`,
      `最高赔付投注额的${f.max}倍`,
      `${f.reels}轴，${f.pays}`,
    ],
    seoTitle: (f) => `${f.title}｜视频老虎机｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games《${f.title}》：${f.reels}轴老虎机，${f.pays}，${f.spins}次免费旋转，最高赔付投注额的${f.max}倍。`,
  },
}

/** The texts of a fishing game, in each language. */
export const fishTexts: Record<ContentLocale, KindTexts> = {
  'en-US': {
    subtitle: () => 'Aim the cannon and land the big catch',
    description: (f) =>
      `${f.title} is a fishing game for up to four players at one table. Set your cannon’s power, aim at the passing shoals and catch the rare creatures for up to ${f.max}× the shot. A boss swims in every few minutes.`,
    type: () => 'Fishing game · up to 4 players',
    features: (f) => [
      'Up to four players at one table',
      `Catches pay up to ${f.max}× the shot`,
      'A boss round every few minutes',
    ],
    seoTitle: (f) => `${f.title} – Fishing Game | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} by Starfin Games: a fishing game for up to four players, with catches worth up to ${f.max}× the shot and regular boss rounds.`,
  },
  'id-ID': {
    subtitle: () => 'Bidik meriam dan tangkap ikan besar',
    description: (f) =>
      `${f.title} adalah game tembak ikan untuk hingga empat pemain di satu meja. Atur kekuatan meriam, bidik kawanan ikan yang lewat, dan tangkap makhluk langka untuk hadiah hingga ${f.max}× tembakan. Bos muncul setiap beberapa menit.`,
    type: () => 'Game tembak ikan · hingga 4 pemain',
    features: (f) => [
      'Hingga empat pemain di satu meja',
      `Tangkapan bernilai hingga ${f.max}× tembakan`,
      'Ronde bos setiap beberapa menit',
    ],
    seoTitle: (f) => `${f.title} – Game Tembak Ikan | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} dari Starfin Games: game tembak ikan untuk hingga empat pemain, tangkapan hingga ${f.max}× tembakan, dan ronde bos berkala.`,
  },
  'hi-IN': {
    subtitle: () => 'तोप से निशाना लगाएँ और बड़ी पकड़ पाएँ',
    description: (f) =>
      `${f.title} एक मछली शिकार गेम है, जिसमें एक टेबल पर चार खिलाड़ी तक खेल सकते हैं। तोप की ताक़त चुनें, गुज़रते झुंडों पर निशाना लगाएँ और दुर्लभ जीवों को पकड़कर शॉट की ${f.max} गुना तक जीत पाएँ। हर कुछ मिनट में एक बॉस आता है।`,
    type: () => 'मछली शिकार गेम · 4 खिलाड़ी तक',
    features: (f) => [
      'एक टेबल पर चार खिलाड़ी तक',
      `शॉट की ${f.max} गुना तक पकड़`,
      'हर कुछ मिनट में बॉस राउंड',
    ],
    seoTitle: (f) => `${f.title} – मछली शिकार गेम | Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games का ${f.title}: चार खिलाड़ियों तक के लिए मछली शिकार गेम, शॉट की ${f.max} गुना तक पकड़ और नियमित बॉस राउंड।`,
  },
  'ja-JP': {
    subtitle: () => '大砲で狙って、大物を仕留めよう',
    description: (f) =>
      `「${f.title}」は1つのテーブルで最大4人まで遊べるフィッシングゲームです。大砲のパワーを選び、泳いでくる魚群を狙い、レアな獲物を仕留めればショットの最大${f.max}倍。数分ごとにボスが現れます。`,
    type: () => 'フィッシングゲーム・最大4人',
    features: (f) => [
      '1テーブル最大4人',
      `獲物はショットの最大${f.max}倍`,
      '数分ごとにボスラウンド',
    ],
    seoTitle: (f) => `${f.title}｜フィッシングゲーム｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Gamesの「${f.title}」は最大4人で遊べるフィッシングゲーム。獲物はショットの最大${f.max}倍、ボスラウンドも定期的に登場します。`,
  },
  'ko-KR': {
    subtitle: () => '대포를 조준해 대어를 낚으세요',
    description: (f) =>
      `${f.title}은(는) 한 테이블에서 최대 4명이 함께하는 피싱 게임입니다. 대포의 위력을 정하고 지나가는 물고기 떼를 조준해, 희귀한 생물을 잡으면 샷의 최대 ${f.max}배를 받습니다. 몇 분마다 보스가 등장합니다.`,
    type: () => '피싱 게임 · 최대 4인',
    features: (f) => [
      '한 테이블 최대 4인',
      `포획 시 샷의 최대 ${f.max}배`,
      '몇 분마다 보스 라운드',
    ],
    seoTitle: (f) => `${f.title} – 피싱 게임 | Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games의 ${f.title}: 최대 4인 피싱 게임, 샷의 최대 ${f.max}배 포획, 정기적인 보스 라운드.`,
  },
  'pt-BR': {
    subtitle: () => 'Mire o canhão e fisgue o peixe grande',
    description: (f) =>
      `${f.title} é um jogo de pesca para até quatro jogadores na mesma mesa. Ajuste a força do canhão, mire nos cardumes que passam e capture as criaturas raras por até ${f.max}× o tiro. Um chefe aparece a cada poucos minutos.`,
    type: () => 'Jogo de pesca · até 4 jogadores',
    features: (f) => [
      'Até quatro jogadores na mesma mesa',
      `Capturas valem até ${f.max}× o tiro`,
      'Rodada de chefe a cada poucos minutos',
    ],
    seoTitle: (f) => `${f.title} – Jogo de Pesca | Starfin Games`,
    seoDescription: (f) =>
      `${f.title}, da Starfin Games: jogo de pesca para até quatro jogadores, com capturas de até ${f.max}× o tiro e rodadas de chefe frequentes.`,
  },
  'th-TH': {
    subtitle: () => 'เล็งปืนใหญ่ แล้วจับปลาตัวโต',
    description: (f) =>
      `${f.title} เป็นเกมยิงปลาสำหรับผู้เล่นสูงสุดสี่คนในโต๊ะเดียว ปรับพลังปืนใหญ่ เล็งฝูงปลาที่ว่ายผ่าน และจับสัตว์หายากเพื่อรับรางวัลสูงสุด ${f.max} เท่าของกระสุน ทุกไม่กี่นาทีจะมีบอสปรากฏตัว`,
    type: () => 'เกมยิงปลา · สูงสุด 4 คน',
    features: (f) => ['ผู้เล่นสูงสุดสี่คนในโต๊ะเดียว', `รางวัลสูงสุด ${f.max} เท่าของกระสุน`, 'รอบบอสทุกไม่กี่นาที'],
    seoTitle: (f) => `${f.title} – เกมยิงปลา | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} จาก Starfin Games: เกมยิงปลาสำหรับผู้เล่นสูงสุดสี่คน รางวัลสูงสุด ${f.max} เท่าของกระสุน และรอบบอสเป็นประจำ`,
  },
  'zh-TW': {
    subtitle: () => '瞄準砲台，捕獲大魚',
    description: (f) =>
      `《${f.title}》是一款同桌最多四人的捕魚遊戲。調整砲台威力，瞄準游過的魚群，捕獲稀有生物最高可得子彈的${f.max}倍。每隔幾分鐘就有首領登場。`,
    type: () => '捕魚遊戲・最多4人',
    features: (f) => ['同桌最多四人', `捕獲最高子彈的${f.max}倍`, '每隔幾分鐘一場首領戰'],
    seoTitle: (f) => `${f.title}｜捕魚遊戲｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games《${f.title}》：最多四人同桌的捕魚遊戲，捕獲最高子彈的${f.max}倍，首領戰定時登場。`,
  },
  'vi-VN': {
    subtitle: () => 'Ngắm pháo và bắt con cá lớn',
    description: (f) =>
      `${f.title} là game bắn cá cho tối đa bốn người chơi cùng bàn. Chỉnh sức mạnh khẩu pháo, ngắm vào những đàn cá bơi qua và bắt sinh vật hiếm để nhận tới ${f.max} lần phát bắn. Cứ vài phút lại có một con trùm xuất hiện.`,
    type: () => 'Game bắn cá · tối đa 4 người',
    features: (f) => [
      'Tối đa bốn người chơi cùng bàn',
      `Bắt được tới ${f.max} lần phát bắn`,
      'Vòng đấu trùm sau mỗi vài phút',
    ],
    seoTitle: (f) => `${f.title} – Game Bắn Cá | Starfin Games`,
    seoDescription: (f) =>
      `${f.title} của Starfin Games: game bắn cá cho tối đa bốn người, thưởng tới ${f.max} lần phát bắn và vòng đấu trùm thường xuyên.`,
  },
  'zh-CN': {
    subtitle: () => '瞄准炮台，捕获大鱼',
    description: (f) =>
      `《${f.title}》是一款同桌最多四人的捕鱼游戏。调整炮台威力，瞄准游过的鱼群，捕获稀有生物最高可得子弹的${f.max}倍。每隔几分钟就有首领登场。`,
    type: () => '捕鱼游戏・最多4人',
    features: (f) => ['同桌最多四人', `捕获最高子弹的${f.max}倍`, '每隔几分钟一场首领战'],
    seoTitle: (f) => `${f.title}｜捕鱼游戏｜Starfin Games`,
    seoDescription: (f) =>
      `Starfin Games《${f.title}》：最多四人同桌的捕鱼游戏，捕获最高子弹的${f.max}倍，首领战定时登场。`,
  },
}
