import {
  Forbidden,
  ValidationError,
  type CollectionSlug,
  type GlobalSlug,
  type PayloadRequest,
} from 'payload'
import { getTranslation, type I18nClient, type TFunction } from '@payloadcms/translations'

import { englishLabel } from '@/labels'
import { adminT, type AdminT } from '@/labels/t'
import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { isBlank } from '@/lib/blankText'

import { textKey, type EntryRef, type TranslationEntry } from './entries'
import { textStamp, type ExchangeRow, type ImportedText } from './exchange'
import { readEntryStates, readStatesOf, withSources, type EntryStates } from './freshness'
import {
  namedEntryBatches,
  readEntry,
  textConverter,
  translationEntryBatches,
  type Reader,
  type TextConverter,
} from './sources'
import { isOutdated, textState } from './status'
import { changeEntryState } from './statusTable'
import { placeText, textAt, textLabel, type LocalizedText } from './texts'
import { blocksEnglish, richTextFromXliff, richTextTargets, shortened } from './xliff'

type TextMap = Record<string, string>

/**
 * A text as files name it for the person who exports them, in their admin language
 * (`หน้าแรก › ส่วนหลัก › หัวเรื่อง`); in English without one (`Home sections › hero › title`).
 */
/**
 * A text as a file names it: its entry by the title in the file's language where it has one (a
 * Thai file said "24 · Lantern River" of a game titled สายน้ำโคมไฟ: walk 53, F7), and the text.
 */
const labelOf = (
  entry: TranslationEntry,
  text: LocalizedText,
  i18n?: I18nClient,
  locale?: ContentLocale,
) => {
  const local = locale && entry.titles?.[locale]
  if (!i18n) return `${local ?? englishLabel(entry.title) ?? entry.key} › ${text.label}`
  return `${local ?? titleOf(entry, i18n)} › ${textLabel(text, i18n)}`
}

/** An entry's title as the admin shows it (a game's id and English title, a global's name). */
const titleOf = (entry: TranslationEntry, i18n: I18nClient) =>
  (typeof entry.title === 'function'
    ? entry.title({ i18n, t: i18n.t as TFunction })
    : getTranslation(entry.title, i18n)) || entry.key

/**
 * Texts not saved are named by the entry's title in the file's language, as the saved ones are
 * ("24 · สายน้ำโคมไฟ › คำโปรย", where the refusal said "24 · Lantern River": walk 37, F10).
 */
async function inLanguageOfFile(
  reader: Reader & { req: PayloadRequest },
  locale: ContentLocale,
  entry: TranslationEntry,
  errors: ImportError[],
) {
  if (errors.length === 0 || !entry.titleIn || !reader.req.i18n) return
  const prefix = `${titleOf(entry, reader.req.i18n)} › `
  const title = await readEntry(reader, entry.ref, locale)
    .then((doc) => entry.titleIn?.(doc))
    .catch(() => undefined)
  if (!title) return
  for (const error of errors)
    if (error.label?.startsWith(prefix))
      error.label = `${title} › ${error.label.slice(prefix.length)}`
}

/** The words a file's notes use, in the exporting account's admin language. */
export const exportWords = (i18n: I18nClient) => {
  const t = adminT(i18n.t as TFunction)
  return {
    needsUpdate: `${t('starfin:workflow:needsUpdate')} — ${t('starfin:workflow:englishChanged')}`,
  }
}

/** The rows of some entries in a language: each text with its English and its state. */
export function exportRowsOf(
  entries: TranslationEntry[],
  states: Map<string, EntryStates>,
  converter: TextConverter,
  locale: ContentLocale,
  i18n?: I18nClient,
): ExchangeRow[] {
  // A text whose English is empty (an optional one the English leaves out, one not written yet)
  // has nothing to translate from: it is left out of the file.
  const toTranslate = (text: LocalizedText) =>
    !isBlank(text.format, text.values[defaultContentLocale])
  return entries.flatMap((entry) =>
    entry.texts.filter(toTranslate).map((text): ExchangeRow => {
      const state = textState(text, locale)
      const note = states.get(entry.key)?.[locale]?.notes[text.path]
      const translation = converter.toPlain(text, text.values[locale])
      return {
        key: textKey(entry, text),
        entry: entry.key,
        label: labelOf(entry, text, i18n, locale),
        format: text.format,
        english: converter.toPlain(text, text.values[defaultContentLocale]),
        text: translation,
        base: textStamp(translation),
        state,
        ...(state === 'needs-update' && { translatedFrom: text.source?.translatedFrom[locale] }),
        ...(note && { note }),
        ...(text.format === 'richText' && {
          richEnglish: text.values[defaultContentLocale],
          richText: text.values[locale],
        }),
      }
    }),
  )
}

/**
 * Every text of every entry the user may read, in the language and in English, with its state:
 * a batch of entries at a time (`size` documents), read from the database as the file is written.
 */
export async function* exportRowBatches(
  reader: Reader,
  locale: ContentLocale,
  size?: number,
  i18n?: I18nClient,
): AsyncGenerator<ExchangeRow[]> {
  const converter = await textConverter(reader.payload)
  for await (const entries of translationEntryBatches(reader, size)) {
    const states = await readStatesOf(
      reader,
      entries.map((entry) => entry.key),
    )
    yield exportRowsOf(withSources(entries, states, converter), states, converter, locale, i18n)
  }
}

/** Every row of `exportRowBatches`, at once. */
export async function exportRows(reader: Reader, locale: ContentLocale): Promise<ExchangeRow[]> {
  const rows: ExchangeRow[] = []
  for await (const batch of exportRowBatches(reader, locale)) rows.push(...batch)
  return rows
}

/** `label` names a known text for people: “65 · Waterfall Koi › features 2 › text”. */
/** A text not saved: its key, where it is (as the admin names it), why, and the file's text. */
type ImportError = { key: string; label?: string; error: string; text?: string }
export type ImportSummary = {
  updated: number
  unchanged: number
  /** Unchanged texts that needed update and the file marks current: still correct. */
  confirmed: number
  /** Texts whose translator's note was added, changed or removed. */
  notes: number
  /** What was not saved, and why; of the keys the site does not know, only the first `listedUnknownKeys`. */
  errors: ImportError[]
  /** How many keys of the file the site does not know (a file of another site, or made up). */
  unknownKeys: number
  /** Texts not saved that `errors` leaves out (unknown keys past the first `listedUnknownKeys`). */
  unlisted: number
  /**
   * Where texts were saved: each entry (its name as the admin shows it, and where its form is)
   * and how many of its texts, in `locale`.
   */
  locale?: ContentLocale
  saved: { key: string; ref: EntryRef; title: string | Record<string, string>; count: number }[]
  /**
   * Of those, the entries whose language was marked ready for review and no longer is: the file
   * changed their texts, so they wait to be marked again (walk 38, F5: the import took the mark
   * off and said nothing).
   */
  unmarked: string[]
}

/** A text to save; `from`: the English the file's translation was made from, when not today's. */
type Change = { key: string; label: string; text: LocalizedText; value: unknown; from?: string }

/** Texts compared as people read them: runs of spaces and line breaks are one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The English a file's text was translated from, when it is not the English of now (the file
 * gives it beside each text; a file of English gives none): a translation of older English is
 * saved as one, so it still needs update.
 */
function olderEnglish(
  text: LocalizedText,
  imported: ImportedText,
  locale: ContentLocale,
  converter: TextConverter,
): string | undefined {
  if (locale === defaultContentLocale || imported.english === undefined) return undefined
  const english = text.values[defaultContentLocale]
  const now = imported.rich ? blocksEnglish(english) : converter.toPlain(text, english)
  return spaced(now) === spaced(imported.english) ? undefined : imported.english
}

/**
 * Bounds on a rich text imported as Markdown. Payload's Markdown reader takes time that grows with
 * the square of a text's lines, list items and emphasis marks left open (16 KB of `*a` took six
 * seconds of the server's one thread; 10,000 lines of `- a`, one and a half): the site's longest
 * text, the terms, has 78 lines and a few dozen marks in 14 KB. Beyond these a text is refused,
 * before it is read; within them one text takes a few milliseconds.
 */
const markdownBounds = { characters: 64 * 1024, lines: 400, marks: 200 }

function markdownProblem(say: AdminT, markdown: string): string | undefined {
  const { characters, lines, marks } = markdownBounds
  if (markdown.length > characters)
    return say('starfin:translationStatus:importErrors:tooLong', { kilobytes: characters / 1024 })
  if ((markdown.match(/\n/g)?.length ?? 0) >= lines)
    return say('starfin:translationStatus:importErrors:tooManyLines', { lines })
  if ((markdown.match(/[*_`~[\]<>\\]/g)?.length ?? 0) > marks)
    return say('starfin:translationStatus:importErrors:tooManyMarks', { marks })
  return undefined
}

/**
 * The value a file gives a text, or why it gives none; with the value the text has now, as the
 * file would carry it (a rich text whose blocks differ from the English's comes back in the
 * English's blocks: unchanged unless the translator changed it).
 */
function importedValue(
  say: AdminT,
  text: LocalizedText,
  imported: ImportedText,
  locale: ContentLocale,
  converter: TextConverter,
): { value: unknown; now: unknown } | { skip: true } | { error: string } {
  const now = text.values[locale]
  if (imported.unknownState !== undefined)
    return {
      error: say('starfin:translationStatus:importErrors:unknownState', {
        state: imported.unknownState,
      }),
    }
  if (!imported.rich) {
    const plain = imported.text.trim()
    if (!plain) return { skip: true }
    const problem = text.format === 'richText' ? markdownProblem(say, plain) : undefined
    return problem ? { error: problem } : { value: converter.fromPlain(text, plain), now }
  }
  const english = text.values[defaultContentLocale]
  const built = richTextFromXliff(english, imported.rich)
  if ('mismatch' in built)
    return { error: say('starfin:translationStatus:importErrors:englishChanged') }
  if ('untranslated' in built) return { skip: true }
  const exported = richTextTargets(now)
  const asExported = richTextFromXliff(english, exported)
  if ('mismatch' in asExported && exported.targets.length > 0) {
    // The language's text has other blocks than the English (a list of another number of items):
    // the file paired them as far as they go. Put back in the English's blocks, every later text
    // moved one block on, a sentence became a heading (an untouched zh-TW file rewrote the terms
    // page). Unchanged, it stays as it is; changed, it is refused.
    const same = imported.rich.targets.every(
      (target, i) => JSON.stringify(target) === JSON.stringify(exported.targets[i]),
    )
    return same
      ? { value: now, now }
      : { error: say('starfin:translationStatus:importErrors:otherBlocks') }
  }
  return { value: built.value, now: 'value' in asExported ? asExported.value : now }
}

/**
 * The keys the site does not know that an import's answer names; the rest are counted only
 * (`unknownKeys`), so a file of made-up keys gets a short answer.
 */
export const listedUnknownKeys = 20

/** The entry a text's key names: `games/24` of `games/24/features.2.text`. */
const entryKeyOfText = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('/')))

/**
 * The entries a file names, with their sources and states, as the user may read them: only those
 * (`namedEntryBatches`), a batch at a time, the server's thread turning to others between
 * entries. An import once read every entry in every language and converted every rich text to
 * Markdown first, in one stretch of the thread: a file of one text took 1.4 to 4.1 s, and kept
 * visitors' pages waiting up to 2.4 s with eight at once (round 35).
 */
async function* namedEntries(
  reader: Reader,
  named: Set<string>,
  converter: TextConverter,
): AsyncGenerator<{ entry: TranslationEntry; states: Map<string, EntryStates> }> {
  for await (const entries of namedEntryBatches(reader, named)) {
    const states = await readStatesOf(
      reader,
      entries.map((entry) => entry.key),
    )
    for (const entry of entries) {
      yield { entry: withSources([entry], states, converter)[0], states }
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}

/**
 * Writes the file's texts of one language as drafts, entry by entry, with the user's own rights.
 * A blank text in the file leaves the saved one as it is; the other languages are never sent.
 * An unchanged text that needed update and that the file marks current is confirmed; the
 * translators' notes (XLIFF) are kept for the next export. What is not saved is said in the
 * uploader's admin language, and each entry saved is named by its title in `locale` if it has one.
 */
export async function importTexts(
  reader: Reader & { req: PayloadRequest },
  locale: ContentLocale,
  texts: Map<string, ImportedText>,
): Promise<ImportSummary> {
  const converter = await textConverter(reader.payload)
  const say = adminT(reader.req.t)
  const summary: ImportSummary = {
    updated: 0,
    unchanged: 0,
    confirmed: 0,
    notes: 0,
    errors: [],
    unknownKeys: 0,
    unlisted: 0,
    locale,
    saved: [],
    unmarked: [],
  }
  const known = new Set<string>()
  const named = new Set([...texts.keys()].map(entryKeyOfText))

  for await (const { entry, states } of namedEntries(reader, named, converter)) {
    const firstError = summary.errors.length
    const changes: Change[] = []
    const confirmed: TextMap = {}
    const notes: TextMap = {}
    for (const text of entry.texts) {
      const key = textKey(entry, text)
      known.add(key)
      const imported = texts.get(key)
      if (!imported) continue
      const label = labelOf(entry, text, reader.req.i18n)
      if (
        imported.note !== undefined &&
        imported.note !== (states.get(entry.key)?.[locale]?.notes[text.path] ?? '')
      )
        notes[text.path] = imported.note
      const incoming = importedValue(say, text, imported, locale, converter)
      if ('error' in incoming) summary.errors.push({ key, label, error: incoming.error })
      if (!('value' in incoming)) continue
      const from = olderEnglish(text, imported, locale, converter)
      const given = converter.toPlain(text, incoming.value).trim()
      if (given === converter.toPlain(text, incoming.now).trim()) {
        summary.unchanged++
        if (imported.state === 'current' && isOutdated(text, locale) && from === undefined)
          confirmed[text.path] = text.source!.english
        continue
      }
      // The site's text changed after the file was made (another import, someone's edit): a
      // text the file leaves as it was then is not written back; one it changes is not saved
      // over the newer one, and is listed.
      const onSite = converter.toPlain(text, text.values[locale])
      const changedSince = imported.base !== undefined && imported.base !== textStamp(onSite)
      // A file that lost its stamps (a spreadsheet saving three columns, a CAT tool dropping
      // attributes it does not know) cannot tell a newer text on the site from an older one: it
      // fills texts the site has none of, and changes none it has (round 43, F4).
      // The file's text goes with a refusal: the translator does it again without digging it out
      // of the file (walk 37, F10).
      if (imported.base === undefined && onSite.trim())
        summary.errors.push({
          key,
          label,
          error: say('starfin:translationStatus:importErrors:unstamped'),
          text: given,
        })
      else if (changedSince && textStamp(given) === imported.base) summary.unchanged++
      else if (changedSince)
        summary.errors.push({
          key,
          label,
          error: say('starfin:translationStatus:importErrors:changedSince'),
          text: given,
        })
      else changes.push({ key, label, text, value: incoming.value, from })
    }
    await inLanguageOfFile(reader, locale, entry, summary.errors.slice(firstError))
    const stale: TextMap = {}
    const written =
      changes.length > 0
        ? await saveChanges(reader, say, locale, entry, changes, converter, summary)
        : []
    for (const change of written)
      if (change.from !== undefined) stale[change.text.path] = change.from
    if (
      written.length > 0 &&
      states.get(entry.key)?.[locale]?.readyForReview &&
      !(await readEntryStates(reader, entry.key))[locale]?.readyForReview
    )
      summary.unmarked.push(entry.key)
    const sources = { ...confirmed, ...stale }
    const sourcesCount = Object.keys(sources).length
    const notesCount = Object.keys(notes).length
    if (sourcesCount + notesCount > 0) {
      await changeEntryState(reader.req, entry, locale, { sources, notes })
      summary.confirmed += Object.keys(confirmed).length
      summary.notes += notesCount
    }
  }

  for (const [key, imported] of texts) {
    if (known.has(key) || !imported.text.trim()) continue
    if (summary.unknownKeys++ >= listedUnknownKeys) summary.unlisted++
    else
      summary.errors.push({
        key: shortened(key),
        error: say('starfin:translationStatus:importErrors:noSuchText'),
      })
  }
  return summary
}

async function saveChanges(
  reader: Reader & { req: PayloadRequest },
  say: AdminT,
  locale: ContentLocale,
  entry: TranslationEntry,
  changes: Change[],
  converter: TextConverter,
  summary: ImportSummary,
): Promise<Change[]> {
  const doc = await readEntry(reader, entry.ref, locale)
  const data: Record<string, unknown> = {}
  const placed = changes.filter((change) => {
    if (!placeText(doc, change.text.path, change.value)) {
      summary.errors.push({
        key: change.key,
        label: change.label,
        error: say('starfin:translationStatus:importErrors:noSuchRow'),
      })
      return false
    }
    // Arrays and blocks go back whole, with every row's id, or Payload would drop the rows left out.
    const field = change.text.path.split('.')[0]
    data[field] = doc[field]
    return true
  })
  if (placed.length === 0) return []

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
      ? await reader.payload.updateGlobal({ slug: entry.ref.global as GlobalSlug, ...options })
      : await reader.payload.update({
          collection: entry.ref.collection as CollectionSlug,
          id: entry.ref.id,
          ...options,
        })) as unknown as Record<string, unknown>
  } catch (error) {
    if (!(error instanceof Forbidden || error instanceof ValidationError)) throw error
    for (const { key, label } of placed) summary.errors.push({ key, label, error: error.message })
    return []
  }

  // Fields the user may not change are silently kept as they were by Payload: report them.
  const written: Change[] = []
  for (const change of placed) {
    const { key, label, text, value } = change
    if (converter.toPlain(text, textAt(saved, text.path)) === converter.toPlain(text, value))
      written.push(change)
    else
      summary.errors.push({
        key,
        label,
        error: say('starfin:translationStatus:importErrors:notYourRole'),
      })
  }
  summary.updated += written.length
  if (written.length > 0)
    summary.saved.push({
      key: entry.key,
      ref: entry.ref,
      // A global's name is a label of every language: named in the uploader's (was its slug).
      title:
        entry.titleIn?.(saved) ??
        (typeof entry.title === 'function'
          ? entry.title({ i18n: reader.req.i18n, t: reader.req.t })
          : entry.title),
      count: written.length,
    })
  return written
}
