import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { isBlank } from '@/lib/blankText'

import type { TranslationEntry } from './entries'
import type { LocalizedText } from './texts'

/**
 * The stamp of a text another language's was copied into and nobody has written since (a copy
 * translates nothing: `stampsAfterSave`). No English text is this: it is no text.
 */
export const copiedUntranslated = '\u2060copied, not translated\u2060'

export const isUntranslatedCopy = (text: LocalizedText, locale: ContentLocale) =>
  text.source?.translatedFrom[locale] === copiedUntranslated

/**
 * A text is missing in a language when it is blank there and either required or written in
 * English: an optional subtitle counts only where the English game has one. A text the language
 * leaves out on purpose (its "not stated in this language" box) is done there. A text copied in
 * from another language and not written since is missing too: it holds that language's words.
 */
export function isMissing(text: LocalizedText, locale: ContentLocale): boolean {
  if (isUntranslatedCopy(text, locale) && !isBlank(text.format, text.values[locale])) return true
  if (!isBlank(text.format, text.values[locale])) return false
  if (text.absent?.[locale] === true) return false
  return text.required || !isBlank(text.format, text.values[defaultContentLocale])
}

const isLeftOut = (text: LocalizedText, locale: ContentLocale) =>
  text.absent?.[locale] === true && isBlank(text.format, text.values[locale])

/**
 * A translation "needs update" when its English has changed since it was written: it is there,
 * and the English it was made from (see `freshness`) differs from the English now.
 */
export function isOutdated(text: LocalizedText, locale: ContentLocale): boolean {
  if (locale === defaultContentLocale || !text.source) return false
  if (isBlank(text.format, text.values[locale])) return false
  const translatedFrom = text.source.translatedFrom[locale]
  if (translatedFrom === copiedUntranslated) return false
  return translatedFrom !== undefined && translatedFrom !== text.source.english
}

/** A translation as files and forms name its state. */
export type TextState = 'missing' | 'needs-update' | 'current'

export const textState = (text: LocalizedText, locale: ContentLocale): TextState =>
  isMissing(text, locale) ? 'missing' : isOutdated(text, locale) ? 'needs-update' : 'current'

/** Per language, the labels of some of an entry's texts (those missing, left out, needing update). */
export type TextsByLocale = Record<ContentLocale, string[]>

/** How a list names a text: by default its place in field names (`features 2 › text`). */
export type TextName = (text: LocalizedText) => string

const textsWhere = (
  texts: LocalizedText[],
  test: (text: LocalizedText, locale: ContentLocale) => boolean,
  nameOf: TextName,
): TextsByLocale =>
  Object.fromEntries(
    contentLocales.map((locale) => [
      locale,
      texts.filter((text) => test(text, locale)).map(nameOf),
    ]),
  ) as TextsByLocale

/**
 * A row of the translation status: an entry, what it misses, what it leaves out on purpose (done,
 * and shown as such) and what needs update in each language, each text named by `nameOf` (the
 * admin's screens name it by its fields' labels in the admin's language: `textLabel`).
 */
export type EntryStatus = Omit<TranslationEntry, 'texts'> & {
  missing: TextsByLocale
  leftOut: TextsByLocale
  outdated: TextsByLocale
}

export const statusOf = (
  // An import's way to name the entry in the imported language is no part of its status.
  { texts, titleIn: _titleIn, titles: _titles, ...entry }: TranslationEntry,
  nameOf: TextName = (text) => text.label,
): EntryStatus => ({
  ...entry,
  missing: textsWhere(texts, isMissing, nameOf),
  leftOut: textsWhere(texts, isLeftOut, nameOf),
  outdated: textsWhere(texts, isOutdated, nameOf),
})

/** The languages in which something is listed (still missing, or needing update). */
export const localesWith = (texts: TextsByLocale): ContentLocale[] =>
  contentLocales.filter((locale) => texts[locale].length > 0)

/** One screen of the translation status: a catalogue of thousands of games is read a screen at a time. */
export const entriesPerPage = 50

/** The kinds of work the translation status filters by. */
export const textStates = ['missing', 'needs-update'] as const
export type TextStateFilter = (typeof textStates)[number]
