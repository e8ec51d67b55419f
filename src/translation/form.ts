/**
 * What the edit form shows of an entry while a language is edited: under each localised field
 * its English and whether the translation needs update; beside the buttons, who waits for review.
 */
import type { CollectionSlug, GlobalSlug, PayloadRequest, Where } from 'payload'

import { hasRole } from '@/access/roles'

import { contentLocales, defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import { adminT } from '@/labels/t'

import type { EntryRef } from './entries'
import {
  readFailedSchedules,
  readUpcomingSchedules,
  type FailedSchedule,
  type UpcomingSchedule,
} from './failedSchedules'
import { readEntryStates, withSources, type EntryLocaleState } from './freshness'
import { readTranslationEntry, textConverter, type Reader } from './sources'
import { isOutdated, isUntranslatedCopy, textState, type TextState } from './status'
import { changeEntryState } from './statusTable'
import { languageInAdmin } from '@/i18n/languageNames'

export type FormText = {
  /** The text's stable path (rows by id), as confirmations name it. */
  path: string
  english: string
  state: TextState
  /** Where it needs update: the English the translation was made from. */
  translatedFrom?: string
  /** Missing because it holds another language's text, copied in and not written since. */
  copied?: true
  note?: string
}

export type EntryForForm = {
  key: string
  locale: ContentLocale
  /** By the form's field path (`features.1.text`). */
  texts: Record<string, FormText>
  /** The languages waiting for an editor's review, and who marked them. */
  readyForReview: Partial<Record<ContentLocale, NonNullable<EntryLocaleState['readyForReview']>>>
  /** For editors: its scheduled publishes that failed, with why (see `failedSchedules.ts`). */
  failedSchedules?: Omit<FailedSchedule, 'ref'>[]
  /** The publishes of this language (or of all) scheduled and not yet run, soonest first. */
  scheduled?: UpcomingSchedule[]
  /**
   * For editors, while a language waits for review: the latest version and the one visitors read
   * (the latest published), which the version page compares (walk 35, F21).
   */
  review?: { latest: number | string; published?: number | string }
}

/** One entry with its texts' sources (see `withSources`), and its states. */
export async function readEntryWithSources(reader: Reader, ref: EntryRef) {
  const [entry, converter] = await Promise.all([
    readTranslationEntry(reader, ref),
    textConverter(reader.payload),
  ])
  const states = await readEntryStates(reader, entry.key)
  return { entry: withSources([entry], new Map([[entry.key, states]]), converter)[0], states }
}

export async function entryForForm(
  reader: Reader & { req?: PayloadRequest },
  ref: EntryRef,
  locale: ContentLocale,
): Promise<EntryForForm> {
  const { entry, states } = await readEntryWithSources(reader, ref)
  const texts: Record<string, FormText> = {}
  for (const text of entry.texts) {
    const note = states[locale]?.notes[text.path]
    texts[text.fieldPath] = {
      path: text.path,
      english: text.source?.english ?? '',
      state: textState(text, locale),
      ...(isOutdated(text, locale) && { translatedFrom: text.source?.translatedFrom[locale] }),
      ...(isUntranslatedCopy(text, locale) && { copied: true as const }),
      ...(note && { note }),
    }
  }
  // A mark on a language that still misses a text (its save failed, or a text was emptied since)
  // is not shown as waiting: the review queue leaves it out too (`readReviewQueue`).
  const complete = (code: ContentLocale) =>
    entry.texts.every((text) => textState(text, code) !== 'missing')
  const readyForReview = Object.fromEntries(
    contentLocales
      .filter((code) => states[code]?.readyForReview && complete(code))
      .map((code) => [code, states[code]!.readyForReview!]),
  )
  const failedSchedules =
    reader.req && hasRole(reader.user, 'admin', 'editor')
      ? (await readFailedSchedules(reader.req, ref)).map(({ ref: _ref, ...failed }) => failed)
      : []
  // When this language (or every one) goes live on schedule, for whoever writes it.
  const scheduled = reader.req
    ? (await readUpcomingSchedules(reader.req, ref)).filter(
        (upcoming) => !upcoming.locale || upcoming.locale === locale,
      )
    : []
  const review =
    reader.req && Object.keys(readyForReview).length > 0 && hasRole(reader.user, 'admin', 'editor')
      ? await reviewVersions(reader.req, ref)
      : undefined
  return {
    key: entry.key,
    locale,
    texts,
    readyForReview,
    ...(failedSchedules.length > 0 && { failedSchedules }),
    ...(scheduled.length > 0 && { scheduled }),
    ...(review && { review }),
  }
}

/** The entry's latest version and its latest published one (none for an entry without drafts). */
async function reviewVersions(req: PayloadRequest, ref: EntryRef): Promise<EntryForForm['review']> {
  const latest = (where?: Where) => {
    const common = { sort: '-updatedAt', limit: 1, depth: 0, pagination: false, req } as const
    return 'global' in ref
      ? req.payload.findGlobalVersions({ slug: ref.global as GlobalSlug, where, ...common })
      : req.payload.findVersions({
          collection: ref.collection as CollectionSlug,
          where: { and: [{ parent: { equals: ref.id } }, ...(where ? [where] : [])] },
          ...common,
        })
  }
  const [all, published] = await Promise.all([
    latest(),
    latest({ 'version._status': { equals: 'published' } }),
  ]).catch(() => [undefined, undefined])
  const newest = all?.docs[0]?.id
  if (newest === undefined) return undefined
  const visible = published?.docs[0]?.id
  return {
    latest: newest,
    ...(visible !== undefined && visible !== newest && { published: visible }),
  }
}

/**
 * "Still correct": records the English now as the source of the named texts' translations (all
 * texts needing update when none are named; a copied text only by its name: "Keep as it is").
 * Answers how many were confirmed.
 */
export async function confirmTranslations(
  reader: Reader & { req: PayloadRequest },
  ref: EntryRef,
  locale: ContentLocale,
  paths?: string[],
): Promise<number> {
  if (locale === defaultContentLocale) return 0
  const { entry } = await readEntryWithSources(reader, ref)
  // A copied text kept as it is (a name that stays in English) is confirmed too, when named.
  const confirmed = entry.texts.filter((text) =>
    paths
      ? paths.includes(text.path) && (isOutdated(text, locale) || isUntranslatedCopy(text, locale))
      : isOutdated(text, locale),
  )
  if (confirmed.length === 0) return 0
  await changeEntryState(reader.req, entry, locale, {
    sources: Object.fromEntries(confirmed.map((text) => [text.path, text.source!.english])),
  })
  return confirmed.length
}

/** Marks one language of an entry ready for review by the user, or takes the mark off. */
export async function markReadyForReview(
  reader: Reader & { req: PayloadRequest },
  ref: EntryRef,
  locale: ContentLocale,
  ready: boolean,
): Promise<void> {
  const { key } = await readTranslationEntry(reader, ref)
  await changeEntryState(reader.req, { key, ref }, locale, {
    readyForReview:
      ready && reader.user ? { by: reader.user.id, at: new Date().toISOString() } : null,
  })
}

/**
 * Why a language cannot be marked ready for review yet, in the account's admin language: how many
 * of its texts are still missing.
 */
/**
 * Why a request on a language the account may not write is refused, in its admin language, the
 * language named as the admin names it (it said "You may not edit the hi-IN texts.": walk 32, F1).
 */
export const notYoursToEdit = (req: PayloadRequest, locale: ContentLocale) =>
  adminT(req.t)('starfin:translationStatus:importProblems:notYours', {
    language: languageInAdmin(locale, req.i18n.language),
  })

export const readyNeedsTexts = (req: PayloadRequest, locale: ContentLocale, count: number) =>
  adminT(req.t)('starfin:translationStatus:readyNeedsTexts', {
    count,
    language: languageInAdmin(locale, req.i18n.language),
  })
