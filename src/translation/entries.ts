import type { LabelFunction, StaticLabel } from 'payload'

import { contentType, type ContentType } from '@/content/registry'
import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { localizedTexts, type LocalizedText } from './texts'

type Doc = Record<string, unknown>

/** The documents with translated texts of every registered collection and global, read with `locale: 'all'`. */
export type TranslatableDocuments = {
  /** By collection slug, in the order read. */
  collections: Record<string, Doc[]>
  /** By global slug. */
  globals: Record<string, unknown>
}

export type EntryRef = { collection: string; id: number | string } | { global: string }

/** A document or a global with its localized texts: a row of the translation status. */
export type TranslationEntry = {
  /** Stable across databases, and the prefix of its texts' keys: `games/24`, `label-sets`. */
  key: string
  /** The game id and English title, or the global's name in each admin language. */
  title: StaticLabel | LabelFunction
  /** A document's title from the document read in one language, where it has one there. */
  titleIn?: (localDoc: Doc) => string | undefined
  /** A document's title in each language that has one (`24 · สายน้ำโคมไฟ`), as `titleIn` names it. */
  titles?: Partial<Record<ContentLocale, string>>
  ref: EntryRef
  texts: LocalizedText[]
}

/** A text's key in export files: `games/24/meta.title`, `label-sets/mainNav.home`. */
export const textKey = (entry: TranslationEntry, text: LocalizedText) => `${entry.key}/${text.path}`

const englishOf = (value: unknown) => {
  const english = typeof value === 'object' && value ? (value as Doc)[defaultContentLocale] : value
  return typeof english === 'string' || typeof english === 'number' ? String(english) : ''
}

/** A document's entry key: its declared one (`games/24`), else `{slug}/{id}`. */
export const entryKeyOf = (type: ContentType, doc: Doc) =>
  type.content.entry?.key?.(doc) ?? `${type.slug}/${String(doc.id)}`

export function documentEntry(type: ContentType, doc: Doc): TranslationEntry {
  const title =
    type.content.entry?.title?.(doc) ??
    (englishOf(type.titleField ? doc[type.titleField] : undefined) || String(doc.id))
  const titleField = type.titleField
  const titleIn = (localDoc: Doc) => {
    const own = titleField ? localDoc[titleField] : undefined
    if (typeof own !== 'string' || !own.trim()) return undefined
    return type.content.entry?.title?.(localDoc) ?? own
  }
  // The document as read in one language: each top-level value kept per language, in that one.
  const isPerLanguage = (value: unknown): value is Doc =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).some((key) => (contentLocales as readonly string[]).includes(key))
  const titles: Partial<Record<ContentLocale, string>> = {}
  if (titleField && isPerLanguage(doc[titleField]))
    for (const locale of contentLocales) {
      const localDoc = Object.fromEntries(
        Object.entries(doc).map(([key, value]) => [
          key,
          isPerLanguage(value) ? value[locale] : value,
        ]),
      )
      const local = titleIn(localDoc)
      if (local) titles[locale] = local
    }
  return {
    key: entryKeyOf(type, doc),
    title,
    titleIn,
    titles,
    ref: { collection: type.slug, id: doc.id as number | string },
    texts: localizedTexts(type.fields, doc),
  }
}

export const globalEntry = (type: ContentType, doc: unknown): TranslationEntry => ({
  key: type.slug,
  title: type.label,
  ref: { global: type.slug },
  texts: localizedTexts(type.fields, doc),
})

/** The entry of a document of the registry (its texts in all languages). */
export function entryOf(types: ContentType[], ref: EntryRef, doc: Doc): TranslationEntry {
  const type =
    'global' in ref
      ? contentType(types, 'global', ref.global)
      : contentType(types, 'collection', ref.collection)
  if (!type) throw new Error(`${JSON.stringify(ref)} is not registered localised content.`)
  return type.kind === 'global' ? globalEntry(type, doc) : documentEntry(type, doc)
}

/** The globals first, then each collection's documents in the order given. */
export const translationEntries = (
  types: ContentType[],
  { collections, globals }: TranslatableDocuments,
): TranslationEntry[] =>
  types.flatMap((type) =>
    type.kind === 'global'
      ? [globalEntry(type, globals[type.slug])]
      : (collections[type.slug] ?? []).map((doc) => documentEntry(type, doc)),
  )
