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
 * How a sentence of each admin language puts a language's name, where it differs from the bare
 * name CLDR gives: Thai says ภาษาไทย, Indonesian "bahasa Inggris" (and Chinese "Mandarin", as
 * Indonesians call the written language too), Vietnamese "tiếng Anh" in lower case within a
 * sentence. Admin labels never start a sentence with a name in these languages.
 */
const inSentence: Partial<Record<string, (name: string) => string>> = {
  th: (name) => `ภาษา${name}`,
  id: (name) => `bahasa ${name.replace(/^Tionghoa\b/, 'Mandarin')}`,
  vi: (name) => name.charAt(0).toLocaleLowerCase('vi') + name.slice(1),
}

const displayNames = new Map<string, Intl.DisplayNames>()

/**
 * A content language as a sentence of the admin names it, in the admin's own words: ภาษาอังกฤษ,
 * inglês, 英語, "Portuguese (Brazil)". The language menus keep each language's own name
 * (`contentLocaleLabels`), which a reader of that language looks for; inside a sentence an
 * endonym mixed two languages ("Copy the English texts into ไทย", "English में प्रकाशित":
 * walk 35, F11; walk 37, F8; the readers of session 41).
 */
export function languageInAdmin(locale: ContentLocale, adminLanguage: string): string {
  let names = displayNames.get(adminLanguage)
  if (!names) {
    names = new Intl.DisplayNames([adminLanguage], { type: 'language', fallback: 'code' })
    displayNames.set(adminLanguage, names)
  }
  const name = names.of(namedAs[locale]) ?? locale
  return inSentence[adminLanguage]?.(name) ?? name
}

/** Several languages in a sentence, joined as the admin's language joins a list ("Thai, Hindi and Japanese"). */
export const languagesInAdmin = (locales: readonly ContentLocale[], adminLanguage: string) =>
  new Intl.ListFormat([adminLanguage], { type: 'conjunction' }).format(
    locales.map((locale) => languageInAdmin(locale, adminLanguage)),
  )
