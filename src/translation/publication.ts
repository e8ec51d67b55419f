/**
 * What each language of a document shows visitors, compared with what waits in its drafts.
 *
 * Payload keeps one published copy of a document (its own table) and its drafts as versions. A
 * publish of one language (`publishSpecificLocale`) copies that language into the published copy
 * and then saves the whole draft again as the latest version (a "snapshot"), so Payload's own
 * "changed" (a draft newer than the last publish) is true after every one-language publish. Here a
 * language counts as changed only when its draft differs from what visitors read in it.
 */
import type { CollectionSlug, Field, GlobalSlug, Payload } from 'payload'

import { contentType, registeredContent, type LocalisedContent } from '@/content/registry'
import { contentLocales, type ContentLocale } from '@/i18n/locales'
import { isBlank } from '@/lib/blankText'

import { entryKeyOf, type EntryRef } from './entries'
import { readEntry, type Reader } from './sources'
import { readEntryStates, type EntryStates } from './freshness'
import { localizedTexts } from './texts'

/**
 * - `published`: visitors read this language as its latest draft has it;
 * - `changed`: published, and its draft has changes not yet published;
 * - `ready`: not published as drafted, and a translator has marked it ready for review;
 * - `draft`: never published in this language (or unpublished), not marked ready.
 */
export const publicationStates = ['published', 'changed', 'ready', 'draft'] as const
export type PublicationState = (typeof publicationStates)[number]
export type PublicationStates = Record<ContentLocale, PublicationState>

type Data = Record<string, unknown>

/** Kept by the CMS, not written by anyone: never a change of their own. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', '_status', 'globalType'])

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A document read with `locale: 'all'`, as one language reads it: each localized field's value
 * in that language, every field shared by all languages as it is.
 */
export function inLocale(fields: Field[], data: unknown, locale: ContentLocale): Data {
  const doc = isData(data) ? data : {}
  const result: Data = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(result, inLocale(field.fields, doc, locale))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if ('name' in tab && tab.name)
          result[tab.name] = inLocale(tab.fields, doc[tab.name], locale)
        else Object.assign(result, inLocale(tab.fields, doc, locale))
    } else if ('name' in field && field.type !== 'ui' && !bookkeeping.has(field.name)) {
      const value =
        field.localized && isData(doc[field.name])
          ? (doc[field.name] as Data)[locale]
          : doc[field.name]
      result[field.name] = field.localized ? value : shared(field, value, locale)
    }
  }
  return result
}

/** A shared field's value, with the localized fields of its rows and groups in one language. */
function shared(field: Field, value: unknown, locale: ContentLocale): unknown {
  if (field.type === 'group') return inLocale(field.fields, value, locale)
  if (field.type === 'array' && Array.isArray(value))
    return value.map((row) => inLocale(field.fields, row, locale))
  if (field.type === 'blocks' && Array.isArray(value))
    return value.map((row) => {
      const block = field.blocks.find(({ slug }) => isData(row) && slug === row.blockType)
      return block ? { blockType: block.slug, ...inLocale(block.fields, row, locale) } : row
    })
  return value
}

/** JSON with keys in order: the same data read from two tables compares equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isData(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  )

/** Whether a language has any text at all in a document read with `locale: 'all'`. */
const hasText = (fields: Field[], doc: Data, locale: ContentLocale) =>
  localizedTexts(fields, doc).some((text) => !isBlank(text.format, text.values[locale]))

/**
 * Each language's state, from the published copy (null when the document was never published or
 * is unpublished), the latest draft and the review marks, all read with `locale: 'all'`. A
 * language counts as published only where visitors read it (`shownIn`: the content type's rule,
 * by default any text of it).
 */
export function statesOf(
  fields: Field[],
  published: Data | null,
  latest: Data,
  review: EntryStates,
  shownIn?: LocalisedContent['shownIn'],
): PublicationStates {
  const live = new Set(liveLocalesOf(fields, published, shownIn))
  return Object.fromEntries(
    contentLocales.map((locale): [ContentLocale, PublicationState] => {
      const isLive = live.has(locale)
      const current =
        isLive &&
        canonical(inLocale(fields, published, locale)) ===
          canonical(inLocale(fields, latest, locale))
      if (current) return [locale, 'published']
      if (review[locale]?.readyForReview) return [locale, 'ready']
      return [locale, isLive ? 'changed' : 'draft']
    }),
  ) as PublicationStates
}

/**
 * The languages visitors read an entry in, from its published copy (null when never published or
 * unpublished): whatever its state in the admin, a language marked ready for review included.
 */
export function liveLocalesOf(
  fields: Field[],
  published: Data | null,
  shownIn: LocalisedContent['shownIn'] = (doc, locale) =>
    hasText(fields, doc, locale as ContentLocale),
): ContentLocale[] {
  return published ? contentLocales.filter((locale) => shownIn(published, locale)) : []
}

/** The published copy, read past access: the caller has shown that the user may read the entry. */
async function readPublished(payload: Payload, ref: EntryRef): Promise<Data | null> {
  const options = { locale: 'all', fallbackLocale: false, draft: false, depth: 0 } as const
  const doc = ('global' in ref
    ? await payload.findGlobal({ slug: ref.global as GlobalSlug, ...options })
    : await payload.findByID({
        collection: ref.collection as CollectionSlug,
        id: ref.id,
        ...options,
      })) as unknown as Data
  return doc._status === 'published' ? doc : null
}

/**
 * Each language's publication state of an entry, given its latest draft (read with
 * `locale: 'all'` by someone allowed to read it).
 */
function registeredType(payload: Payload, ref: EntryRef) {
  const types = registeredContent(payload)
  const type =
    'global' in ref
      ? contentType(types, 'global', ref.global)
      : contentType(types, 'collection', ref.collection)
  if (!type) throw new Error(`${JSON.stringify(ref)} is not registered localised content.`)
  return type
}

/** The languages visitors read an entry in now (see `liveLocalesOf`). */
export async function readLiveLocales(payload: Payload, ref: EntryRef): Promise<ContentLocale[]> {
  const type = registeredType(payload, ref)
  if (!type.drafts) return [...contentLocales]
  return liveLocalesOf(type.fields, await readPublished(payload, ref), type.content.shownIn)
}

export async function publicationStatesOf(
  payload: Payload,
  ref: EntryRef,
  latest: Data,
): Promise<PublicationStates> {
  const type = registeredType(payload, ref)
  const key = type.kind === 'global' ? type.slug : entryKeyOf(type, latest)
  const [published, review] = await Promise.all([
    type.drafts ? readPublished(payload, ref) : latest,
    readEntryStates({ payload }, key),
  ])
  return statesOf(type.fields, published, latest, review, type.content.shownIn)
}

/** Each language's publication state of an entry the reader may read (it throws otherwise). */
export const readPublicationStates = async (
  reader: Reader,
  ref: EntryRef,
): Promise<PublicationStates> =>
  publicationStatesOf(reader.payload, ref, await readEntry(reader, ref, 'all'))
