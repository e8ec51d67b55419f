import type { ContentLocale } from '@/i18n/locales'

/**
 * The tag each content language is named by: Brazil's Portuguese, and Chinese by its script (the
 * admin's zh-TW reads Traditional Chinese, zh Simplified).
 */
const namedAs: Record<ContentLocale, string> = {
  'en-US': 'en',
  'id-ID': 'id',
  'hi-IN': 'hi',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'pt-BR': 'pt-BR',
  'th-TH': 'th',
  'zh-TW': 'zh-Hant',
  'vi-VN': 'vi',
  'zh-CN': 'zh-Hans',
}

/**
 * Names a sentence of an admin language writes otherwise than CLDR's: without the brackets or
 * dash that broke a sentence ("ภาษาโปรตุเกส - บราซิลที่…", "葡萄牙文（巴西）版"), as the
 * readers of each language asked (session 42).
 */
const namedOtherwise: Partial<Record<string, Partial<Record<ContentLocale, string>>>> = {
  th: { 'pt-BR': 'โปรตุเกสแบบบราซิล' },
  'zh-TW': { 'pt-BR': '巴西葡萄牙文' },
  id: {
    'pt-BR': 'Portugis Brasil',
    'zh-TW': 'Mandarin Tradisional',
    'zh-CN': 'Mandarin Sederhana',
  },
  pt: { 'pt-BR': 'português do Brasil' },
  ja: { 'pt-BR': 'ブラジルポルトガル語' },
  // Written content, in the -文 names the admin's own texts use (英文, as its reference boxes).
  zh: {
    'en-US': '英文',
    'id-ID': '印尼文',
    'hi-IN': '印地文',
    'ja-JP': '日文',
    'ko-KR': '韩文',
    'pt-BR': '巴西葡萄牙文',
    'th-TH': '泰文',
    'vi-VN': '越南文',
  },
  ko: { 'pt-BR': '브라질 포르투갈어', 'zh-TW': '번체 중국어', 'zh-CN': '간체 중국어' },
  vi: {
    'pt-BR': 'Tiếng Bồ Đào Nha Brazil',
    'zh-TW': 'Tiếng Trung phồn thể',
    'zh-CN': 'Tiếng Trung giản thể',
  },
}

/**
 * How a sentence of each admin language puts a language's name, where it differs from the bare
 * name: Thai says ภาษาไทย, Indonesian "bahasa Inggris", Vietnamese "tiếng Anh" in lower case
 * within a sentence. Admin labels never start a sentence with a name in these languages.
 */
const inSentence: Partial<Record<string, (name: string) => string>> = {
  th: (name) => `ภาษา${name}`,
  id: (name) => `bahasa ${name}`,
  vi: (name) => name.charAt(0).toLocaleLowerCase('vi') + name.slice(1),
}

/**
 * Whether an admin language writes Japanese or Chinese: no space between sentences or around a
 * name, full-width brackets and colons.
 */
export const writesWithoutSpaces = (adminLanguage: string) => /^(ja|zh)/.test(adminLanguage)

const displayNames = new Map<string, Intl.DisplayNames>()

/** Intl's names of languages in an admin language, made once each. */
function namesIn(adminLanguage: string): Intl.DisplayNames {
  let names = displayNames.get(adminLanguage)
  if (!names) {
    names = new Intl.DisplayNames([adminLanguage], { type: 'language', fallback: 'code' })
    displayNames.set(adminLanguage, names)
  }
  return names
}

/**
 * A content language as a sentence of the admin names it, in the admin's own words: ภาษาอังกฤษ,
 * inglês, 英語, "Portuguese (Brazil)". The language menus keep each language's own name
 * (`contentLocaleLabels`), which a reader of that language looks for; inside a sentence an
 * endonym mixed two languages ("Copy the English texts into ไทย", "English में प्रकाशित":
 * walk 35, F11; walk 37, F8; the readers of session 41).
 */
export function languageInAdmin(locale: ContentLocale, adminLanguage: string): string {
  const name =
    namedOtherwise[adminLanguage]?.[locale] ?? namesIn(adminLanguage).of(namedAs[locale]) ?? locale
  return inSentence[adminLanguage]?.(name) ?? name
}

/**
 * A content language as a label of the admin names it where it stands alone (a column's head, a
 * field's language tag, a changed field's pill): the sentence's name, starting in capitals where
 * the language writes it in lower case within a sentence ("Tiếng Anh", "Bahasa Inggris"). Only
 * where a person picks a language (the language menus) are languages shown by their own names.
 */
export function languageLabelInAdmin(locale: ContentLocale, adminLanguage: string): string {
  const name = languageInAdmin(locale, adminLanguage)
  return name.charAt(0).toLocaleUpperCase(adminLanguage) + name.slice(1)
}

/**
 * Any language by its code (`es`, `my`), as a label of the admin names it: Intl's name in the
 * admin's language, put as a sentence of it puts one ("Bahasa Spanyol", "ภาษาสเปน", "Tiếng Tây
 * Ban Nha"), starting in capitals.
 */
export function otherLanguageLabelInAdmin(code: string, adminLanguage: string): string {
  const name = namesIn(adminLanguage).of(code) ?? code
  const put = inSentence[adminLanguage]?.(name) ?? name
  return put.charAt(0).toLocaleUpperCase(adminLanguage) + put.slice(1)
}

const scripts = ['Thai', 'Han', 'Hangul', 'Hiragana', 'Katakana', 'Devanagari', 'Myanmar', 'Latin']
const scriptOf = (letter: string | undefined) =>
  letter && scripts.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(letter))

/**
 * Names joined as a language joins a list ("ภาษาไทย ภาษาฮินดี และภาษาญี่ปุ่น"), in parts: each
 * name whole, to be kept on one line. Intl's Thai writes "และ" right against the next name, as
 * Thai does within Thai: where a joining word meets a name of another script, a space is put
 * between them. Hindi puts no comma before और (CLDR's has one: "थाई, हिन्दी, और जापानी").
 */
export function listParts(language: string, names: string[]) {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(names)
  return parts.map((part, index) => {
    if (part.type !== 'literal') return part
    const value = language === 'hi' ? part.value.replace(/^, और /, ' और ') : part.value
    const next = parts[index + 1]?.value
    const last = value.at(-1)
    const spaced =
      /\p{L}/u.test(last ?? '') && next && scriptOf(last) !== scriptOf(next[0])
        ? `${value} `
        : value
    return { ...part, value: spaced }
  })
}

/** Names in a sentence, joined as the admin's language joins a list ("A, B, and C", "A、B和C"). */
export const listed = (adminLanguage: string, names: string[]) =>
  listParts(adminLanguage, names)
    .map((part) => part.value)
    .join('')

/** Several languages in a sentence, joined as the admin's language joins a list ("Thai, Hindi, and Japanese"). */
export const languagesInAdmin = (locales: readonly ContentLocale[], adminLanguage: string) =>
  listed(
    adminLanguage,
    locales.map((locale) => languageInAdmin(locale, adminLanguage)),
  )

/** A name with a note in brackets, as the admin's language writes them: "Lantern Tide (2 fields)", 「灯籠（2件）」, Korean "이준호(한국어)" without a space. */
export const bracketed = (adminLanguage: string, name: string, note: string) =>
  writesWithoutSpaces(adminLanguage)
    ? `${name}（${note}）`
    : adminLanguage === 'ko'
      ? `${name}(${note})`
      : `${name} (${note})`
