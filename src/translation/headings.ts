import { isolateObjectProperty, type CollectionSlug, type PayloadRequest } from 'payload'

import type { ContentLocale } from '@/i18n/locales'

import type { EntryRef } from './entries'

type Wanted = { ref: EntryRef; locale: ContentLocale }

const keyOf = (collection: string, id: number | string, locale: string) =>
  `${collection}/${String(id)}/${locale}`

/**
 * Each collection entry's heading in one language, as the document's header shows it: its
 * `useAsTitle` field read in that language for the reader (a game's `heading`: "game id · title",
 * or the English title marked "(English)" in the reader's admin language where the language has
 * none yet; `src/collections/Games/fields/heading.ts` is where that rule lives). The translation
 * status keeps one English name per entry; the review queue and the translators' dashboard name
 * each language's entry by this (walk 29, F3: "90977 · Lantern Tide", unmarked, for a game with a
 * Thai title). Globals, and collections without a title field, are left to their own name.
 */
export async function headingsIn(
  req: PayloadRequest,
  wanted: Wanted[],
): Promise<(ref: EntryRef, locale: ContentLocale) => string | undefined> {
  const found = new Map<string, string>()
  const groups = new Map<string, { collection: string; locale: ContentLocale; ids: Set<string> }>()
  for (const { ref, locale } of wanted) {
    if ('global' in ref) continue
    const group = groups.get(`${ref.collection}/${locale}`) ?? {
      collection: ref.collection,
      locale,
      ids: new Set<string>(),
    }
    group.ids.add(String(ref.id))
    groups.set(`${ref.collection}/${locale}`, group)
  }
  for (const { collection, locale, ids } of groups.values()) {
    const config = req.payload.collections[collection as CollectionSlug]?.config
    const field = config?.admin?.useAsTitle
    if (!field || field === 'id') continue
    const { docs } = await req.payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: [...ids] } },
      locale,
      fallbackLocale: false,
      draft: true,
      depth: 0,
      pagination: false,
      // Read whole: the heading's rule reads other fields of the game (its id, its English title).
      overrideAccess: false,
      // The reader's admin language marks an English fallback; the local API sets the locale it
      // reads in on the request it is given, so it is given its own.
      req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const heading = doc[field]
      if (typeof heading === 'string' && heading)
        found.set(keyOf(collection, doc.id as number | string, locale), heading)
    }
  }
  return (ref, locale) =>
    'global' in ref ? undefined : found.get(keyOf(ref.collection, ref.id, locale))
}
