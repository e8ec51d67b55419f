import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { translationEntries, type TranslatableDocuments, type TranslationEntry } from './entries'
import type { LocalizedText, TextFormat } from './texts'

/** Rich-text nodes that are content without any text of their own. */
const contentNodes = new Set(['upload', 'relationship'])

function hasContent(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false
  const { type, text, children } = node as { type?: unknown; text?: unknown; children?: unknown }
  if (typeof text === 'string') return text.trim() !== ''
  if (typeof type === 'string' && contentNodes.has(type)) return true
  return Array.isArray(children) && children.some(hasContent)
}

/** No value, only white space, or rich text that is nothing but empty paragraphs. */
export function isBlank(format: TextFormat, value: unknown): boolean {
  if (format === 'richText')
    return !hasContent((value as { root?: unknown } | null | undefined)?.root)
  return typeof value !== 'string' || value.trim() === ''
}

/**
 * A text is missing in a language when it is blank there and either required or written in
 * English: an optional subtitle counts only where the English game has one. A text the language
 * leaves out on purpose (its "not stated in this language" box) is done there.
 */
function isMissing(text: LocalizedText, locale: ContentLocale): boolean {
  if (!isBlank(text.format, text.values[locale])) return false
  if (text.absent?.[locale] === true) return false
  return text.required || !isBlank(text.format, text.values[defaultContentLocale])
}

/** Per language, the labels of the texts an entry still misses there. */
export type MissingTexts = Record<ContentLocale, string[]>

const missingTexts = (texts: LocalizedText[]): MissingTexts =>
  Object.fromEntries(
    contentLocales.map((locale) => [
      locale,
      texts.filter((text) => isMissing(text, locale)).map((text) => text.label),
    ]),
  ) as MissingTexts

/** Per language, the optional texts it leaves out on purpose (done, and shown as such). */
const leftOutTexts = (texts: LocalizedText[]): MissingTexts =>
  Object.fromEntries(
    contentLocales.map((locale) => [
      locale,
      texts
        .filter(
          (text) => text.absent?.[locale] === true && isBlank(text.format, text.values[locale]),
        )
        .map((text) => text.label),
    ]),
  ) as MissingTexts

/** A row of the translation status: an entry, what it misses and what it leaves out in each language. */
export type EntryStatus = Omit<TranslationEntry, 'texts'> & {
  missing: MissingTexts
  leftOut: MissingTexts
}

export const statusOf = ({ texts, ...entry }: TranslationEntry): EntryStatus => ({
  ...entry,
  missing: missingTexts(texts),
  leftOut: leftOutTexts(texts),
})

/** The status of the three globals and every game, from their documents read with `locale: 'all'`. */
export const translationStatus = (documents: TranslatableDocuments): EntryStatus[] =>
  translationEntries(documents).map(statusOf)

/** The languages in which something is still missing. */
export const incompleteLocales = (missing: MissingTexts): ContentLocale[] =>
  contentLocales.filter((locale) => missing[locale].length > 0)

/** “All games missing Thai”: the entries that miss any text in the language. */
export const entriesMissing = <Entry extends { missing: MissingTexts }>(
  entries: Entry[],
  locale: ContentLocale,
): Entry[] => entries.filter((entry) => entry.missing[locale].length > 0)

type LocaleTotal = { entries: number; texts: number }

/** Per language: how many entries miss text there, and how many texts in all. */
export const localeTotals = (
  entries: { missing: MissingTexts }[],
): Record<ContentLocale, LocaleTotal> =>
  Object.fromEntries(
    contentLocales.map((locale) => [
      locale,
      {
        entries: entriesMissing(entries, locale).length,
        texts: entries.reduce((sum, entry) => sum + entry.missing[locale].length, 0),
      },
    ]),
  ) as Record<ContentLocale, LocaleTotal>
