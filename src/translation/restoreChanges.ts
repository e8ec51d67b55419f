import type { CollectionSlug, FlattenedField, GlobalSlug, PayloadRequest } from 'payload'

import { contentLocales, type ContentLocale } from '@/i18n/locales'

import type { EntryRef } from './entries'

type Doc = Record<string, unknown>

/**
 * The localised values of a document read in one language, in the shape of its fields: what that
 * language's texts are. Shared values are left out (they are every language's), and so is the
 * status (`_status`, a draft either way). Rows of an array or blocks field are kept by position,
 * with only their localised values.
 */
export function localizedPart(fields: FlattenedField[], data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return undefined
  const doc = data as Doc
  const part: Doc = {}
  for (const field of fields) {
    if (!('name' in field) || field.name === '_status') continue
    const value = doc[field.name]
    if (field.localized) part[field.name] = value
    else if (field.type === 'group' || field.type === 'tab')
      part[field.name] = localizedPart(field.flattenedFields, value)
    else if (field.type === 'array' && Array.isArray(value))
      part[field.name] = value.map((row) => localizedPart(field.flattenedFields, row))
    else if (field.type === 'blocks' && Array.isArray(value))
      part[field.name] = value.map((row) => {
        const block = field.blocks.find((candidate) => candidate.slug === (row as Doc)?.blockType)
        return block ? localizedPart(block.flattenedFields, row) : undefined
      })
  }
  return part
}

/** A value as compared: an empty text, an empty value and a value never written are alike. */
const comparable = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner === undefined || inner === '' ? null : inner,
  )

/**
 * The languages whose texts a restore of this version would change: those whose texts in the
 * version differ from the entry's current drafts. Payload's restore writes every language of the
 * version at once (`restoreVersionOperation` reads it with `locale: 'all'`), so a draft a
 * translator wrote since the version, in any language, is replaced; the restore's confirmation
 * names these languages (walk 32, F2). Both are read with the user's own access and without
 * fallback to English, which would make an empty translation look written. Undefined when the
 * version is not one of this entry's, or the user may not read it.
 */
export async function languagesARestoreChanges(
  req: PayloadRequest,
  ref: EntryRef,
  versionId: number,
): Promise<ContentLocale[] | undefined> {
  const { payload } = req
  const access = { user: req.user ?? undefined, overrideAccess: false, depth: 0 } as const
  const fields =
    'global' in ref
      ? payload.globals.config.find((global) => global.slug === ref.global)?.flattenedFields
      : payload.collections[ref.collection as CollectionSlug]?.config.flattenedFields
  if (!fields) return undefined
  const readIn = async (locale: ContentLocale) => {
    const inLocale = { ...access, locale, fallbackLocale: false } as const
    if ('global' in ref) {
      const slug = ref.global as GlobalSlug
      const [version, drafts] = await Promise.all([
        payload.findGlobalVersionByID({ slug, id: String(versionId), ...inLocale }),
        payload.findGlobal({ slug, draft: true, ...inLocale }),
      ])
      return { version: version.version, drafts }
    }
    const collection = ref.collection as CollectionSlug
    const [version, drafts] = await Promise.all([
      payload.findVersionByID({ collection, id: String(versionId), ...inLocale }),
      payload.findByID({ collection, id: ref.id, draft: true, ...inLocale }),
    ])
    if (String(version.parent) !== String(ref.id)) return undefined
    return { version: version.version, drafts }
  }
  const changed: ContentLocale[] = []
  // One language after another: twenty reads at once would hold as many of the database's
  // connections while the visitors' pages wait.
  for (const locale of contentLocales) {
    const read = await readIn(locale)
    if (!read) return undefined
    const then = comparable(localizedPart(fields, read.version))
    const now = comparable(localizedPart(fields, read.drafts))
    if (then !== now) changed.push(locale)
  }
  return changed
}
