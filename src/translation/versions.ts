/**
 * What each version of an entry did, and which of them visitors read now, language by language.
 *
 * A publish of all languages saves a published version; a publish of one language
 * (`publishSpecificLocale`) saves a published version marked with that language (and, hidden from
 * the list, a snapshot of every language's draft). Payload's versions list labelled every version
 * published in another language than the one on screen "Current draft", so after a Thai publish
 * an English editor saw two current drafts. Here a published version names the languages it
 * published, and the versions whose copy visitors read now say in which languages.
 */
import type { CollectionSlug, GlobalSlug, PayloadRequest, Where } from 'payload'

import { isContentLocale, type ContentLocale } from '@/i18n/locales'

import type { EntryRef } from './entries'
import { readLiveLocales } from './publication'

/** A version as the list needs it: its id, state and the language it published, if only one. */
export type VersionSummary = {
  id: number | string
  status: 'draft' | 'published'
  publishedLocale?: ContentLocale
}

/**
 * For each version visitors read now, in which languages: for each language live on the site,
 * the newest version that published it (alone, or with all languages). `published` is newest
 * first.
 */
export function liveLanguagesByVersion(
  published: VersionSummary[],
  live: ContentLocale[],
): Map<VersionSummary['id'], ContentLocale[]> {
  const byVersion = new Map<VersionSummary['id'], ContentLocale[]>()
  for (const locale of live) {
    const source = published.find(
      (version) => !version.publishedLocale || version.publishedLocale === locale,
    )
    if (source) byVersion.set(source.id, [...(byVersion.get(source.id) ?? []), locale])
  }
  return byVersion
}

type VersionDoc = {
  id: number | string
  publishedLocale?: string | null
  version?: { _status?: string }
}

export const summaryOf = (doc: VersionDoc): VersionSummary => ({
  id: doc.id,
  status: doc.version?._status === 'published' ? 'published' : 'draft',
  ...(isContentLocale(doc.publishedLocale) && { publishedLocale: doc.publishedLocale }),
})

/** Versions of an entry, as the user may read them; snapshots (never shown) left out. */
async function findVersions(
  req: PayloadRequest,
  ref: EntryRef,
  options: { where?: Where; sort: string; limit?: number },
) {
  const where: Where = {
    and: [
      { snapshot: { not_equals: true } },
      ...('global' in ref ? [] : [{ parent: { equals: ref.id } }]),
      ...(options.where ? [options.where] : []),
    ],
  }
  const query = {
    where,
    sort: options.sort,
    depth: 0,
    req,
    overrideAccess: false,
    ...(options.limit ? { limit: options.limit } : { pagination: false }),
  }
  const found =
    'global' in ref
      ? await req.payload.findGlobalVersions({ slug: ref.global as GlobalSlug, ...query })
      : await req.payload.findVersions({ collection: ref.collection as CollectionSlug, ...query })
  return found.docs as unknown as VersionDoc[]
}

/**
 * The newest version of an entry (the latest draft, or what its last publish saved) and, per
 * version visitors read now, the languages they read it in.
 */
export async function readVersionStates(req: PayloadRequest, ref: EntryRef) {
  // Read past access after the user's own read of the versions (the caller's view shows them
  // only to who may read the entry). A language marked ready for review is still read from its
  // last publish: the list named no version for Thai while /th showed one (walk 30, F5).
  const [published, [newest]] = await Promise.all([
    findVersions(req, ref, {
      where: { 'version._status': { equals: 'published' } },
      sort: '-updatedAt',
    }),
    findVersions(req, ref, { sort: '-updatedAt', limit: 1 }),
  ])
  const live = await readLiveLocales(req.payload, ref)
  return {
    newest: newest?.id,
    live: liveLanguagesByVersion(published.map(summaryOf), live),
  }
}
