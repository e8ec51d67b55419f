import { Forbidden, ValidationError } from 'payload'

import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { textKey, translationEntries, type TranslationEntry } from './entries'
import type { ExchangeRow } from './exchange'
import {
  readEntry,
  readTranslatableDocuments,
  textConverter,
  type Reader,
  type TextConverter,
} from './sources'
import { placeText, textAt, type LocalizedText } from './texts'

/** Every text of every entry the user may read, in the language and in English. */
export async function exportRows(reader: Reader, locale: ContentLocale): Promise<ExchangeRow[]> {
  const [documents, converter] = await Promise.all([
    readTranslatableDocuments(reader),
    textConverter(reader.payload),
  ])
  return translationEntries(documents).flatMap((entry) =>
    entry.texts.map((text) => ({
      key: textKey(entry, text),
      english: converter.toPlain(text, text.values[defaultContentLocale]),
      text: converter.toPlain(text, text.values[locale]),
    })),
  )
}

/** `label` names a known text for people: “65 · Waterfall Koi › features 2 › text”. */
type ImportError = { key: string; label?: string; error: string }
export type ImportSummary = { updated: number; unchanged: number; errors: ImportError[] }

type Change = { key: string; label: string; text: LocalizedText; value: unknown }

/**
 * Writes the file's texts of one language as drafts, entry by entry, with the user's own rights.
 * A blank text in the file leaves the saved one as it is; the other languages are never sent.
 */
export async function importTexts(
  reader: Reader,
  locale: ContentLocale,
  texts: Map<string, string>,
): Promise<ImportSummary> {
  const [documents, converter] = await Promise.all([
    readTranslatableDocuments(reader),
    textConverter(reader.payload),
  ])
  const summary: ImportSummary = { updated: 0, unchanged: 0, errors: [] }
  const known = new Set<string>()

  for (const entry of translationEntries(documents)) {
    const changes: Change[] = []
    for (const text of entry.texts) {
      const key = textKey(entry, text)
      known.add(key)
      const incoming = texts.get(key)?.trim()
      if (!incoming) continue
      if (incoming === converter.toPlain(text, text.values[locale]).trim()) summary.unchanged++
      else
        changes.push({
          key,
          label: `${entry.title} › ${text.label}`,
          text,
          value: converter.fromPlain(text, incoming),
        })
    }
    if (changes.length > 0) await saveChanges(reader, locale, entry, changes, converter, summary)
  }

  for (const key of texts.keys()) {
    if (!known.has(key) && texts.get(key)?.trim())
      summary.errors.push({
        key,
        error: 'No such text (the entry, row or field may have been removed).',
      })
  }
  return summary
}

async function saveChanges(
  reader: Reader,
  locale: ContentLocale,
  entry: TranslationEntry,
  changes: Change[],
  converter: TextConverter,
  summary: ImportSummary,
) {
  const doc = await readEntry(reader, entry.ref, locale)
  const data: Record<string, unknown> = {}
  const placed = changes.filter((change) => {
    if (!placeText(doc, change.text.path, change.value)) {
      summary.errors.push({
        key: change.key,
        label: change.label,
        error: 'No such text (the row may have been removed).',
      })
      return false
    }
    // Arrays and blocks go back whole, with every row's id, or Payload would drop the rows left out.
    const field = change.text.path.split('.')[0]
    data[field] = doc[field]
    return true
  })
  if (placed.length === 0) return

  const options = {
    locale,
    data,
    draft: true,
    depth: 0,
    fallbackLocale: false,
    overrideAccess: false,
    user: reader.user,
  } as const
  let saved: Record<string, unknown>
  try {
    saved = ('global' in entry.ref
      ? await reader.payload.updateGlobal({ slug: entry.ref.global, ...options })
      : await reader.payload.update({
          collection: 'games',
          id: entry.ref.id,
          ...options,
        })) as unknown as Record<string, unknown>
  } catch (error) {
    if (!(error instanceof Forbidden || error instanceof ValidationError)) throw error
    for (const { key, label } of placed) summary.errors.push({ key, label, error: error.message })
    return
  }

  // Fields the user may not change are silently kept as they were by Payload: report them.
  for (const { key, label, text, value } of placed) {
    if (converter.toPlain(text, textAt(saved, text.path)) === converter.toPlain(text, value))
      summary.updated++
    else
      summary.errors.push({ key, label, error: 'Not saved: your role may not change this text.' })
  }
}
