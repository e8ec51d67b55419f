/**
 * The one table of the eleven regional sites and the ten content languages.
 * Payload's localization, next-intl's routing, the public API and the tests all read it.
 */

/** The ten languages editors write in (Payload locale codes). */
export const contentLocales = [
  'en-US',
  'id-ID',
  'hi-IN',
  'ja-JP',
  'ko-KR',
  'pt-BR',
  'th-TH',
  'zh-TW',
  'vi-VN',
  'zh-CN',
] as const
export type ContentLocale = (typeof contentLocales)[number]
export const defaultContentLocale: ContentLocale = 'en-US'

/** Extra languages in which only game names are served, for the game-list API. */
export const extraNameLocales = ['es-ES', 'my-MM', 'km-KH'] as const
export type ExtraNameLocale = (typeof extraNameLocales)[number]
export const extraNameLocaleLabels: Record<ExtraNameLocale, string> = {
  'es-ES': 'Español',
  'my-MM': 'မြန်မာ',
  'km-KH': 'ខ្មែរ',
}
export const isExtraNameLocale = (locale: string): locale is ExtraNameLocale =>
  (extraNameLocales as readonly string[]).includes(locale)

type NameField<L extends string> = L extends `${infer language}-${infer region}`
  ? `${language}${region}`
  : never
/** The Games field with a game's name in an extra language: `es-ES` → `names.esES`. */
export const nameFieldOf = <L extends ExtraNameLocale>(locale: L) =>
  locale.replace('-', '') as NameField<L>

/** The thirteen keys of `gameName` in the game-list API, in the order the original served them. */
export const gameNameLocales = [
  'zh-CN',
  'zh-TW',
  'en-US',
  'vi-VN',
  'th-TH',
  'ja-JP',
  'ko-KR',
  'hi-IN',
  'id-ID',
  'pt-BR',
  'es-ES',
  'my-MM',
  'km-KH',
] as const satisfies readonly (ContentLocale | ExtraNameLocale)[]

type SiteDefinition = {
  /** First path segment, and the value of the `i18n_redirected` cookie. */
  prefix: string
  /** BCP-47 tag: the page's `lang`, hreflang, and the next-intl locale. */
  tag: string
  /** The language whose texts this site shows. */
  content: ContentLocale
  /** The language's own name for itself, for the language switcher. */
  label: string
  /** The currency of the demos' play money and the game pages' stake range (ISO 4217). */
  currency: PlayCurrency
  /**
   * The calendar of every date and year the site shows (JSON-LD keeps ISO dates): Thai readers
   * count years in the Buddhist era (พ.ศ. 2569 = 2026), everyone else in the Gregorian one.
   */
  calendar: 'gregory' | 'buddhist'
  /**
   * How the site's copy writes multipliers, `{n}` being the number in the site's format: a
   * multiple of the stake (a maximum win: `5,000×`, `5,000倍`), a multiplier on wins (`×3`), and,
   * where a bare multiple would read as a payout, what a special shot costs (`ベット×6`,
   * `6배 소모`; the multiple of the stake otherwise).
   */
  multiplier: { ofStake: string; onWins: string; cost?: string }
  /**
   * The script's marks between the two figures of a range (`0.10–100.00`, `0.10〜100.00`),
   * between the items of a short list (platforms: `Windows · Mac`, `Windows・Mac`, `Windows、Mac`;
   * only between two items of one line, never at a line's end or start, see `InlineList`) and
   * between a page's title and the brand (`｜` as the CJK copy's own titles write it), and between
   * the facets of one thing (a game's kind and its reels: `Slot · 6 reels`, `老虎机·6轴`, where the
   * CJK face already sets the dot a full character wide).
   */
  marks: { range: string; list: string; brand: string; facet: string }
}

/**
 * The sites' play-money currencies, and what one credit of a member's demo balance is worth in
 * each: about a US dollar, rounded to 1, 2 or 5 × 10ⁿ, so that stakes in 1-2-5 steps stay round
 * numbers in every currency (IDR and VND in thousands, KRW in hundreds).
 */
export const creditValue = {
  USD: 1,
  PHP: 50,
  IDR: 10_000,
  INR: 100,
  JPY: 100,
  KRW: 1_000,
  BRL: 5,
  THB: 50,
  HKD: 10,
  VND: 20_000,
  CNY: 5,
} as const
export type PlayCurrency = keyof typeof creditValue
export const isPlayCurrency = (value: string): value is PlayCurrency =>
  Object.hasOwn(creditValue, value)

/** A stake multiple and a win multiplier as the Latin-script and Hindi copy writes them. */
const sign = { ofStake: '{n}×', onWins: '×{n}' }

/** English: a special shot's cost says it is a multiple of the bet (a bare "30×" reads as a win). */
const english = { ...sign, cost: '{n}× bet' }

/** Latin, Devanagari, Thai and Hangul text: a closed en dash, a middle dot, a bar. */
const spaced = { range: '–', list: '·', brand: ' | ', facet: ' · ' }
const japanese = { range: '〜', list: '・', brand: '｜', facet: '・' }
const chinese = { range: '～', list: '、', brand: '｜', facet: '·' }

// prettier-ignore
export const sites = [
  { prefix: 'en', tag: 'en-US', content: 'en-US', label: 'English (US)', currency: 'USD', calendar: 'gregory', multiplier: english, marks: spaced },
  { prefix: 'ph', tag: 'en-PH', content: 'en-US', label: 'English (Philippines)', currency: 'PHP', calendar: 'gregory', multiplier: english, marks: spaced },
  { prefix: 'id', tag: 'id-ID', content: 'id-ID', label: 'Bahasa Indonesia', currency: 'IDR', calendar: 'gregory', multiplier: sign, marks: spaced },
  { prefix: 'in', tag: 'hi-IN', content: 'hi-IN', label: 'हिन्दी', currency: 'INR', calendar: 'gregory', multiplier: sign, marks: spaced },
  { prefix: 'jp', tag: 'ja-JP', content: 'ja-JP', label: '日本語', currency: 'JPY', calendar: 'gregory', multiplier: { ofStake: '{n}倍', onWins: '{n}倍', cost: 'ベット×{n}' }, marks: japanese },
  { prefix: 'kr', tag: 'ko-KR', content: 'ko-KR', label: '한국어', currency: 'KRW', calendar: 'gregory', multiplier: { ofStake: '{n}배', onWins: '×{n}', cost: '{n}배 소모' }, marks: { ...spaced, range: '~' } },
  { prefix: 'pt', tag: 'pt-BR', content: 'pt-BR', label: 'Português (Brasil)', currency: 'BRL', calendar: 'gregory', multiplier: sign, marks: { ...spaced, range: ' a ' } },
  { prefix: 'th', tag: 'th-TH', content: 'th-TH', label: 'ไทย', currency: 'THB', calendar: 'buddhist', multiplier: { ofStake: '{n} เท่า', onWins: '×{n}', cost: '{n}\u00a0เท่า' }, marks: spaced },
  { prefix: 'hk', tag: 'zh-HK', content: 'zh-TW', label: '繁體中文（香港）', currency: 'HKD', calendar: 'gregory', multiplier: { ofStake: '{n}倍', onWins: '×{n}', cost: '{n}倍押注' }, marks: { ...chinese, range: '至' } },
  { prefix: 'vn', tag: 'vi-VN', content: 'vi-VN', label: 'Tiếng Việt', currency: 'VND', calendar: 'gregory', multiplier: { ...sign, cost: 'Cược ×{n}' }, marks: spaced },
  { prefix: 'cn', tag: 'zh-CN', content: 'zh-CN', label: '简体中文', currency: 'CNY', calendar: 'gregory', multiplier: { ofStake: '{n}倍', onWins: '×{n}' }, marks: chinese },
] as const satisfies readonly SiteDefinition[]

export type Site = (typeof sites)[number]

export type SitePrefix = (typeof sites)[number]['prefix']
export type SiteTag = (typeof sites)[number]['tag']

export const sitePrefixes = sites.map((site) => site.prefix) as SitePrefix[]
export const siteTags = sites.map((site) => site.tag) as SiteTag[]
export const defaultSite = sites[0]

/** Labels of the content languages, each in its own script (Payload's locale picker). */
export const contentLocaleLabels: Record<ContentLocale, string> = {
  'en-US': 'English',
  'id-ID': 'Bahasa Indonesia',
  'hi-IN': 'हिन्दी',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'pt-BR': 'Português (Brasil)',
  'th-TH': 'ไทย',
  'zh-TW': '繁體中文',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
}

/**
 * The admin's interface language (Payload's i18n code) that speaks each content language; the
 * admin names each by `contentLocaleLabels`.
 */
export const adminLanguageOf = {
  'en-US': 'en',
  'id-ID': 'id',
  'hi-IN': 'hi',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'pt-BR': 'pt',
  'th-TH': 'th',
  'zh-TW': 'zh-TW',
  'vi-VN': 'vi',
  'zh-CN': 'zh',
} as const satisfies Record<ContentLocale, string>
export type AdminLanguage = (typeof adminLanguageOf)[ContentLocale]

export function siteByPrefix(prefix: string | undefined | null) {
  return sites.find((site) => site.prefix === prefix)
}

export function siteByTag(tag: string | undefined | null) {
  return sites.find((site) => site.tag === tag)
}

export function isSitePrefix(value: unknown): value is SitePrefix {
  return typeof value === 'string' && sitePrefixes.includes(value as SitePrefix)
}

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && contentLocales.includes(value as ContentLocale)
}
