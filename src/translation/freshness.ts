/**
 * Translation freshness: each translated text remembers the English it was made from (as plain
 * text, rich text as Markdown), per entry and language, in the `translation-states` collection.
 * When the English changes, the translation "needs update" there until it is saved again or
 * someone confirms it is still correct.
 *
 * Stamps are written as texts are saved: a translation's English is recorded when the
 * translation changes; a translation that has none yet (seeded, or older than this feature) gets
 * the English as it was before, the first time the English changes.
 */
import type { CollectionSlug, Field, GlobalSlug, PayloadRequest } from 'payload'

import {
  contentLocales,
  defaultContentLocale,
  isContentLocale,
  type ContentLocale,
} from '@/i18n/locales'
import { hasRole, type StaffUser } from '@/access/roles'
import { latestVersion, type VersionedDocument } from '@/hooks/latestVersion'
import type { TranslationState } from '@/payload-types'
import { isBlank } from '@/lib/blankText'

import type { EntryRef, TranslationEntry } from './entries'
import { readTranslationEntriesOf, textConverter, type Reader, type TextConverter } from './sources'
import { copiedUntranslated, isMissing } from './status'
import { localizedTexts, textAt, type LocalizedText } from './texts'

/** `req.context` flag for bulk writes that stamp nothing (the seed). */
export const withoutTranslationStamps = 'withoutTranslationStamps'

type TextMap = Record<string, string>
/** One language of one entry, as the server reads it. */
export type EntryLocaleState = {
  sources: TextMap
  notes: TextMap
  /** `by` as the account is named now; `account`, its id (the status table keeps that). */
  readyForReview?: { by: string; account?: string; at: string }
}
/** Per language, the state of one entry (languages without one are left out). */
export type EntryStates = Partial<Record<ContentLocale, EntryLocaleState>>

const textMap = (value: unknown): TextMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string',
        ),
      )
    : {}

/** Who marked a language ready, as the state record holds them (populated, or an id). */
const userName = (by: unknown) => {
  const user = typeof by === 'object' ? (by as { name?: string; email?: string } | null) : null
  return user?.name || user?.email || 'someone'
}
const userId = (by: unknown) => {
  const id = typeof by === 'object' && by !== null ? (by as { id?: unknown }).id : by
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined
}

function stateOf(record: TranslationState): EntryLocaleState {
  const ready = record.readyForReview
  return {
    sources: textMap(record.sources),
    notes: textMap(record.notes),
    ...(ready?.at
      ? { readyForReview: { by: userName(ready.by), account: userId(ready.by), at: ready.at } }
      : {}),
  }
}

type Reading = Pick<PayloadRequest, 'payload'> & { req?: PayloadRequest }

async function findStates(
  { payload, req }: Reading,
  entries?: string[],
): Promise<TranslationState[]> {
  const { docs } = await payload.find({
    collection: 'translation-states',
    where: entries ? { entry: { in: entries } } : undefined,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs
}

const byEntry = (records: TranslationState[]): Map<string, EntryStates> => {
  const states = new Map<string, EntryStates>()
  for (const record of records)
    states.set(record.entry, { ...states.get(record.entry), [record.locale]: stateOf(record) })
  return states
}

/** Every entry's states, by entry key. */
export const readAllStates = async (reading: Reading): Promise<Map<string, EntryStates>> =>
  byEntry(await findStates(reading))

/** Some entries' states, by entry key. */
export const readStatesOf = async (
  reading: Reading,
  entries: string[],
): Promise<Map<string, EntryStates>> =>
  entries.length ? byEntry(await findStates(reading, entries)) : new Map()

/** One entry's states. */
export const readEntryStates = async (reading: Reading, entry: string): Promise<EntryStates> =>
  (await readStatesOf(reading, [entry])).get(entry) ?? {}

/** The entries with each text's English now and the English each language's translation was made from. */
export function withSources(
  entries: TranslationEntry[],
  states: Map<string, EntryStates>,
  converter: TextConverter,
): TranslationEntry[] {
  return entries.map((entry) => {
    const entryStates = states.get(entry.key) ?? {}
    return {
      ...entry,
      texts: entry.texts.map((text) => ({
        ...text,
        source: {
          english: converter.toPlain(text, text.values[defaultContentLocale]),
          translatedFrom: Object.fromEntries(
            contentLocales
              .filter((locale) => entryStates[locale]?.sources[text.path] !== undefined)
              .map((locale) => [locale, entryStates[locale]!.sources[text.path]]),
          ),
        },
      })),
    }
  })
}

/** Every entry the user may read, with its texts' sources, and every entry's states. */
export async function readTranslationEntries(reader: Reader) {
  const [entries, states, converter] = await Promise.all([
    readTranslationEntriesOf(reader),
    readAllStates(reader),
    textConverter(reader.payload),
  ])
  return {
    entries: withSources(entries, states, converter),
    states,
    converter,
  }
}

export type StateChange = {
  sources?: TextMap
  notes?: TextMap
  readyForReview?: { by: number | string; at: string } | null
}

/** Merges a change into one language's state of an entry, creating it if need be. */
export async function changeState(
  req: PayloadRequest,
  entry: string,
  locale: ContentLocale,
  change: StateChange,
): Promise<void> {
  const [existing] = (
    await req.payload.find({
      collection: 'translation-states',
      where: { and: [{ entry: { equals: entry } }, { locale: { equals: locale } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs
  const data = {
    ...(change.sources && { sources: { ...textMap(existing?.sources), ...change.sources } }),
    ...(change.notes && { notes: { ...textMap(existing?.notes), ...change.notes } }),
    ...(change.readyForReview !== undefined && {
      readyForReview: change.readyForReview
        ? { by: Number(change.readyForReview.by), at: change.readyForReview.at }
        : { by: null, at: null },
    }),
  }
  // The whole record goes with every write: a save inside a restore carries Payload's
  // `isRestoringVersion` in its context, which leaves the fields a write does not name empty
  // instead of as stored, and the restore was refused for want of the entry and language of this
  // hidden record (walk 30, F3).
  if (existing)
    await req.payload.update({
      collection: 'translation-states',
      id: existing.id,
      data: {
        entry,
        locale,
        sources: existing.sources,
        notes: existing.notes,
        readyForReview: existing.readyForReview,
        ...data,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  else
    await req.payload.create({
      collection: 'translation-states',
      data: { entry, locale, ...data },
      depth: 0,
      overrideAccess: true,
      req,
    })
}

/**
 * After a save in one language, the stamps it calls for: the English now for each translation
 * that changed; or, when the English changed, the English before for each translation without a
 * stamp yet (so that it now counts as needing update). A copy from another language ("Copy the
 * English text into Thai") translated nothing: the texts it filled are stamped as copies, and
 * count as missing until someone writes them (s42 zh reader: the copy read as complete).
 */
export function stampsAfterSave({
  texts,
  previousDoc,
  locale,
  states,
  converter,
  copied = false,
}: {
  /** The entry's texts after the save, in all languages. */
  texts: LocalizedText[]
  /** The document before the save, in the language saved. */
  previousDoc: Record<string, unknown>
  locale: ContentLocale
  states: EntryStates
  converter: TextConverter
  /** Whether the save is a copy from another language (`copyToLocaleAsDraft`). */
  copied?: boolean
}): Map<ContentLocale, TextMap> {
  const stamps = new Map<ContentLocale, TextMap>()
  const stamp = (target: ContentLocale, path: string, english: string) =>
    stamps.set(target, { ...stamps.get(target), [path]: english })
  for (const text of texts) {
    const before = converter.toPlain(text, textAt(previousDoc, text.path))
    const now = converter.toPlain(text, text.values[locale])
    if (before === now) continue
    if (locale !== defaultContentLocale) {
      if (now)
        stamp(
          locale,
          text.path,
          copied ? copiedUntranslated : converter.toPlain(text, text.values[defaultContentLocale]),
        )
      continue
    }
    if (!before) continue
    for (const other of contentLocales) {
      if (other === defaultContentLocale || isBlank(text.format, text.values[other])) continue
      if (states[other]?.sources[text.path] === undefined) stamp(other, text.path, before)
    }
  }
  return stamps
}

/**
 * The entry as just saved, in every language: its latest version where it keeps versions (the
 * glossary keeps none), read within the save's transaction.
 */
export async function savedInAllLanguages(req: PayloadRequest, ref: EntryRef) {
  const config =
    'global' in ref
      ? req.payload.config.globals.find((global) => global.slug === ref.global)
      : req.payload.collections[ref.collection as CollectionSlug]?.config
  if (config?.versions) {
    const latest = await latestVersion(req, ref as VersionedDocument)
    if (latest) return latest
  }
  return 'global' in ref
    ? ((await req.payload.db.findGlobal({ slug: ref.global, locale: 'all', req })) as Record<
        string,
        unknown
      >)
    : (((await req.payload.db.findOne({
        collection: ref.collection as CollectionSlug,
        where: { id: { equals: ref.id } },
        locale: 'all',
        req,
      })) as Record<string, unknown> | null) ?? undefined)
}

/**
 * A document's versions, newest first, in every language (as many as it keeps), read within the
 * request's transaction as `latestVersion` reads one.
 */
async function versionsOf(req: PayloadRequest, of: EntryRef) {
  const found =
    'global' in of
      ? await req.payload.db.findGlobalVersions({
          global: of.global as GlobalSlug,
          locale: 'all',
          limit: 100,
          pagination: false,
          sort: '-updatedAt',
          req,
        })
      : await req.payload.db.findVersions({
          collection: of.collection as CollectionSlug,
          where: { parent: { equals: of.id } },
          locale: 'all',
          limit: 100,
          pagination: false,
          sort: '-updatedAt',
          req,
        })
  return found.docs.map((doc) => ({
    updatedAt: doc.updatedAt,
    version: doc.version as Record<string, unknown>,
  }))
}

/**
 * The English a translation was made from, as the versions tell it: among the versions before
 * the restore (newest first; each a text's plain English and translation), the run of versions
 * with this translation that holds the restored version (the newest with this translation and
 * this English), and the English of its oldest one, the save that wrote the translation.
 * Undefined when no version before had this translation.
 */
export function englishWhenWritten(
  versions: { english: string; translation: string }[],
  translation: string,
  english: string,
): string | undefined {
  let at = versions.findIndex((v) => v.translation === translation && v.english === english)
  if (at < 0) at = versions.findIndex((v) => v.translation === translation)
  if (at < 0) return undefined
  while (versions[at + 1]?.translation === translation) at++
  return versions[at].english
}

/**
 * The stamps a restore calls for: each translation the restore brought back is stamped with the
 * English it was made from (walk 31, F9: a Thai text restored with the English it matched still
 * said "needs update", its stamp that of the newer English); a translation the restore left as
 * it was keeps its stamp, or, without one, gets the English it was made from when the English
 * changed, as after any save (there, the English before). `before` and `after` are the document in every language.
 */
export function stampsAfterRestore({
  fields,
  before,
  after,
  versions,
  states,
  converter,
}: {
  fields: Field[]
  before: Record<string, unknown>
  after: Record<string, unknown>
  /** The versions before the restore's own, newest first, in every language. */
  versions: Record<string, unknown>[]
  states: EntryStates
  converter: TextConverter
}): Map<ContentLocale, TextMap> {
  const stamps = new Map<ContentLocale, TextMap>()
  const stamp = (target: ContentLocale, path: string, english: string) =>
    stamps.set(target, { ...stamps.get(target), [path]: english })
  const previous = new Map(localizedTexts(fields, before).map((text) => [text.path, text]))
  // A document before read in one language only (a global's draft restore reads it so): what the
  // restore changed is unknown, and the stamps stay as they were.
  if (![...previous.values()].some((text) => Object.keys(text.values).length)) return stamps
  const older = versions.map(
    (version) => new Map(localizedTexts(fields, version).map((text) => [text.path, text])),
  )
  for (const text of localizedTexts(fields, after)) {
    const plain = (value: unknown) => converter.toPlain(text, value)
    const englishNow = plain(text.values[defaultContentLocale])
    const englishBefore = plain(previous.get(text.path)?.values[defaultContentLocale])
    for (const locale of contentLocales) {
      if (locale === defaultContentLocale) continue
      const now = plain(text.values[locale])
      const was = plain(previous.get(text.path)?.values[locale])
      if (!now) continue
      const history = () =>
        older.map((texts) => {
          const at = texts.get(text.path)
          return {
            english: plain(at?.values[defaultContentLocale]),
            translation: plain(at?.values[locale]),
          }
        })
      if (now !== was)
        stamp(locale, text.path, englishWhenWritten(history(), now, englishNow) ?? englishNow)
      else if (
        englishBefore &&
        englishBefore !== englishNow &&
        states[locale]?.sources[text.path] === undefined
      )
        stamp(locale, text.path, englishWhenWritten(history(), now, englishBefore) ?? englishBefore)
    }
  }
  return stamps
}

/** `req.context` key: the one language a save publishes, as its operation was asked. */
const publishesOnly = 'publishesOnly'

/**
 * Notes the language a save publishes alone (`publishSpecificLocale`) from the operation's own
 * arguments, which every way of publishing passes: "Publish in ไทย" over REST, and the scheduled
 * publish's job through the local API, which has no query string. Read from the query alone, a
 * scheduled publish of Thai counted as a publish of every language and took every language's
 * "ready for review" mark off (walk 29, F6). A beforeOperation hook of every translated entry.
 */
export function notePublishedLocale({
  args,
  operation,
  req,
}: {
  args?: unknown
  operation: string
  req: PayloadRequest
}): void {
  if (operation === 'update')
    req.context[publishesOnly] = (args as { publishSpecificLocale?: unknown } | undefined)
      ?.publishSpecificLocale
}

/** The languages a publish made public: the one it named ("Publish in …"), else all. */
const publishedLocales = (req: PayloadRequest): readonly ContentLocale[] => {
  const only = req.context[publishesOnly]
  return isContentLocale(only) ? [only] : contentLocales
}

/**
 * How long after a language is marked ready a save of its texts still counts as part of the
 * marking: the form's last autosave, sent as the translator clicked, lands just after the mark.
 */
export const markSettlesMs = 5000

/**
 * The afterChange work of a translated entry: stamps what the save calls for, and takes the
 * "ready for review" mark off the languages a publish made public, and off a language whose
 * texts a later save changed.
 */
export async function recordSave({
  req,
  entry,
  fields,
  doc,
  previousDoc,
}: {
  req: PayloadRequest
  /** The entry saved; its texts are read from its latest version, in all languages. */
  entry: Pick<TranslationEntry, 'key' | 'ref'>
  fields: Field[]
  doc: { _status?: string | null }
  previousDoc: unknown
}): Promise<void> {
  if (req.context[withoutTranslationStamps]) return
  const locale = req.locale
  const restoring = Boolean(req.context.isRestoringVersion)
  if (!isContentLocale(locale) && !restoring) return
  const [all, states, converter] = await Promise.all([
    savedInAllLanguages(req, entry.ref),
    readEntryStates({ payload: req.payload, req }, entry.key),
    textConverter(req.payload),
  ])
  // A restore (Payload's `isRestoringVersion`) writes every language at once, and its previous
  // document is in every language.
  const stamps =
    restoring || !isContentLocale(locale)
      ? stampsAfterRestore({
          fields,
          before: (previousDoc ?? {}) as Record<string, unknown>,
          after: all ?? {},
          versions: (await versionsOf(req, entry.ref))
            .filter((version) => version.updatedAt !== (doc as { updatedAt?: string }).updatedAt)
            .map((version) => version.version),
          states,
          converter,
        })
      : stampsAfterSave({
          texts: localizedTexts(fields, all),
          previousDoc: (previousDoc ?? {}) as Record<string, unknown>,
          locale,
          states,
          converter,
          copied: Boolean(req.context.copyToLocale),
        })
  for (const [target, sources] of stamps) await changeState(req, entry.key, target, { sources })

  if (doc._status !== 'published') {
    // A translator changed a language's texts after marking it ready: the mark is off, and the
    // language waits to be marked again (walk 34, F10: a re-import kept the mark with its old
    // time). An editor's change is the review's own.
    const mark =
      isContentLocale(locale) &&
      !restoring &&
      !hasRole(req.user as StaffUser, 'admin', 'editor') &&
      states[locale]?.readyForReview
    const unmarked = new Set<ContentLocale>()
    if (
      mark &&
      Date.now() - Date.parse(mark.at) > markSettlesMs &&
      localizedTexts(fields, all).some(
        (text) =>
          converter.toPlain(
            text,
            textAt((previousDoc ?? {}) as Record<string, unknown>, text.path),
          ) !== converter.toPlain(text, text.values[locale]),
      )
    )
      unmarked.add(locale)
    // A draft that leaves a marked language missing a text of its own again (a version restored
    // from before it was written, a text of it emptied since) leaves it not ready: the mark comes
    // off everywhere it was shown, as the review queue already left it out (walk 53, F2). Only
    // the languages the save wrote: an English text added later is that language's next work,
    // not a fault in what was marked; a publish's own save is no draft.
    const texts = localizedTexts(fields, all)
    const written = restoring ? contentLocales : isContentLocale(locale) ? [locale] : []
    for (const marked of written)
      if (states[marked]?.readyForReview && texts.some((text) => isMissing(text, marked)))
        unmarked.add(marked)
    for (const off of unmarked) await changeState(req, entry.key, off, { readyForReview: null })
    return
  }
  for (const published of publishedLocales(req))
    if (states[published]?.readyForReview)
      await changeState(req, entry.key, published, { readyForReview: null })
}
