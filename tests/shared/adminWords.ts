/**
 * What counts as English on an admin screen of another language, for the unit test of our labels
 * and the browser walk through the admin in each language.
 */
import { contentLocaleLabels, sites, type AdminLanguage } from '@/i18n/locales'
import { payloadWording } from '@/labels/payloadWording'

/**
 * Words every admin language shows as they are: the brand, codes and abbreviations, the names of
 * products, platforms, networks and contact channels, and the languages' own names.
 */
const neutralWords = new Set(
  [
    'Starfin',
    'CMS',
    'API',
    'URL',
    'ID',
    'JSON',
    'CSV',
    'XLIFF',
    'SEO',
    'RTP',
    'HTML',
    'HTML5',
    'iOS',
    'Android',
    'Windows',
    'Mac',
    'Megaways',
    'Telegram',
    'LinkedIn',
    'YouTube',
    'Facebook',
    'Instagram',
    'LINE',
    'KakaoTalk',
    'Zalo',
    'Viber',
    'WeChat',
    'WhatsApp',
    'UTC',
    'GMT',
    // The sites' currency codes (ISO 4217: "USD on /en, JPY on /jp").
    ...sites.map(({ currency }) => currency),
    'px',
    'KB',
    'MB',
    'GB',
    // Language names, as the locale table writes them (and the game-list API's extra languages).
    'English',
    'Philippines',
    'Español',
    ...Object.values(contentLocaleLabels).flatMap((name) => latinWords(name)),
    ...sites.flatMap(({ label }) => latinWords(label)),
  ].map((word) => word.toLowerCase()),
)

/** The words in Latin letters (two or more) of a text, after addresses and e-mail addresses. */
export function latinWords(text: string): string[] {
  const plain = text
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    // An environment variable's name (DEMO_FRAME_ANCESTORS), written as the operator sets it.
    .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, ' ')
    .replace(/\{\{\w+\}\}/g, ' ')
    // The brand (also where a list's cell cuts it short: "Starfin Game…"), and the placeholders
    // of the site's label texts ({title}, {count, plural, …}).
    .replace(/Starfin Games|Starfin G(?:a(?:m(?:e)?)?)?…/g, ' ')
    .replace(/\{\w+, (?:plural|select),|\{\w+\}|\b(?:other|one)\s*\{/g, ' ')
    // Language codes (es-ES) and the sites' prefixes (/th, "th · ไทย").
    .replace(/\b[a-z]{2}-[A-Z]{2}\b/g, ' ')
    .replace(new RegExp(`(^|/)(${sites.map(({ prefix }) => prefix).join('|')})\\b`, 'g'), ' ')
  return plain.match(/\p{Script=Latin}[\p{Script=Latin}\p{M}'’]*\p{Script=Latin}/gu) ?? []
}

export const isNeutral = (word: string) => neutralWords.has(word.toLowerCase())

/** Every word of a dictionary's texts (Payload's or ours), in lower case. */
export function vocabularyOf(...dictionaries: unknown[]): Set<string> {
  const words = new Set<string>()
  const add = (value: unknown) => {
    if (typeof value === 'string')
      for (const word of latinWords(value)) words.add(word.toLowerCase())
    else if (value && typeof value === 'object') Object.values(value).forEach(add)
  }
  dictionaries.forEach(add)
  return words
}

/** Admin languages written in Latin letters: English there is told by its words, not its script. */
export const latinScriptLanguages = new Set(['en', 'id', 'pt', 'vi'])

/**
 * The English words of a text shown in an admin language. In a language of another script, any
 * word in Latin letters that is not neutral; in Indonesian, Portuguese and Vietnamese, a word of
 * the English admin's vocabulary that the language's own admin texts do not use.
 */
export function englishWordsIn(
  text: string,
  language: string,
  vocabulary?: { english: Set<string>; own: Set<string> },
): string[] {
  if (language === 'en') return []
  return latinWords(text).filter((word) => {
    if (isNeutral(word)) return false
    if (!latinScriptLanguages.has(language)) return true
    const lower = word.toLowerCase()
    return !!vocabulary && vocabulary.english.has(lower) && !vocabulary.own.has(lower)
  })
}

/** Payload's translation keys left as they are ("lexical:general:placeholder"). */
export const rawKeysIn = (text: string) =>
  text.match(/(?<![\w/.-])[a-zA-Z]+:[a-zA-Z_]+(?::[a-zA-Z_]+)*(?![\w/])/g) ?? []

/**
 * One of Payload's own words as the admin shows it in a language: our correction of it
 * (`src/labels/payloadWording.ts`) where there is one, else Payload's (`payloadOwn`, its
 * dictionary of that language).
 */
export function payloadWordIn(
  language: AdminLanguage,
  payloadOwn: { translations: object },
  group: string,
  key: string,
): string {
  const ours = (payloadWording[language] as Record<string, Record<string, string>> | undefined)?.[
    group
  ]?.[key]
  const own = (payloadOwn.translations as Record<string, Record<string, string>>)[group]?.[key]
  if (ours ?? own) return (ours ?? own)!
  throw new Error(`Payload has no word ${group}:${key}`)
}
