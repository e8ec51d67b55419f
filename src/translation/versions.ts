/**
 * What each version of an entry did, and which of them visitors read now, language by language.
 *
 * A publish of all languages saves a published version; a publish of one language
 * (`publishSpecificLocale`) saves a published version marked with that language, holding that
 * language's new text beside what visitors read in the others, and then a snapshot of every
 * language's draft, the real newest version. Payload's versions list labelled every version
 * published in another language than the one on screen "Current draft", so after a Thai publish
 * an English editor saw two current drafts. Here a published version names the languages it
 * published, and the versions whose copy visitors read now say in which languages. Snapshots stay
 * out of the list but for the newest version: after "Publish in English" while a Thai draft waits,
 * the list called the English publish the latest version, and its page compared it with the draft
 * before it, the Thai draft struck out (walk 31, F4). The drafts as they stand are the latest
 * version, and a one-language publish is compared with the publish before it
 * (`versionComparison.ts`).
 */
import type { CollectionSlug, GlobalSlug, PayloadRequest, SelectType, Where } from 'payload'

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
  updatedAt?: string
  snapshot?: boolean | null
  publishedLocale?: string | null
  version?: { _status?: string }
}

export const summaryOf = (doc: VersionDoc): VersionSummary => ({
  id: doc.id,
  status: doc.version?._status === 'published' ? 'published' : 'draft',
  ...(isContentLocale(doc.publishedLocale) && { publishedLocale: doc.publishedLocale }),
})

/**
 * The versions the list shows: none of the snapshots a one-language publish saves but the newest
 * version, when it is one (the drafts as they stand after the publish: `newestSnapshot`).
 */
export const shownVersions = (newestSnapshot?: VersionSummary['id']): Where =>
  newestSnapshot === undefined
    ? { snapshot: { not_equals: true } }
    : { or: [{ snapshot: { not_equals: true } }, { id: { equals: newestSnapshot } }] }

/** Newest first; of two saved in the same millisecond (a publish and its snapshot), the later. */
export const newestFirst = ['-updatedAt', '-id']

/**
 * Versions of an entry, as the user may read them: snapshots left out unless `snapshots`, and only
 * the `select`ed parts when given.
 */
async function findVersions(
  req: PayloadRequest,
  ref: EntryRef,
  options: {
    where?: Where
    sort: string | string[]
    limit?: number
    snapshots?: boolean
    select?: SelectType
  },
) {
  const where: Where = {
    and: [
      ...(options.snapshots ? [] : [shownVersions()]),
      ...('global' in ref ? [] : [{ parent: { equals: ref.id } }]),
      ...(options.where ? [options.where] : []),
    ],
  }
  // The site's own read, with the user's access: as the local API's, which the query rules
  // (`hooks/queryRules.ts`) leave to the code that wrote it, also when the request came over REST
  // (`/api/translations/publication`, where they would be checked as a caller's query).
  const query = {
    where,
    sort: options.sort,
    depth: 0,
    user: req.user ?? undefined,
    overrideAccess: false,
    ...(options.select && { select: options.select }),
    ...(options.limit ? { limit: options.limit } : { pagination: false }),
  }
  const found =
    'global' in ref
      ? await req.payload.findGlobalVersions({ slug: ref.global as GlobalSlug, ...query })
      : await req.payload.findVersions({ collection: ref.collection as CollectionSlug, ...query })
  return found.docs as unknown as VersionDoc[]
}

/**
 * The newest version of an entry (the latest draft, the snapshot of the drafts a one-language
 * publish saved, or what an all-language publish saved) and, per version visitors read now, the
 * languages they read it in.
 */
export async function readVersionStates(req: PayloadRequest, ref: EntryRef) {
  // Read past access after the user's own read of the versions (the caller's view shows them
  // only to who may read the entry). A language marked ready for review is still read from its
  // last publish: the list named no version for Thai while /th showed one (walk 30, F5).
  const [published, [newest]] = await Promise.all([
    findVersions(req, ref, {
      where: { 'version._status': { equals: 'published' } },
      sort: newestFirst,
    }),
    findVersions(req, ref, { sort: newestFirst, limit: 1, snapshots: true }),
  ])
  const live = await readLiveLocales(req.payload, ref)
  return {
    newest: newest?.id,
    newestSnapshot: newest?.snapshot ? newest.id : undefined,
    live: liveLanguagesByVersion(published.map(summaryOf), live),
  }
}

/**
 * How many versions the list shows (`shownVersions`): Payload's count on the Versions tab leaves
 * out every snapshot, also the newest one that the list shows as the latest draft, so the tab said
 * one fewer than the list after a one-language publish. Read with the user's own access, as the
 * list reads them.
 */
export async function countShownVersions(req: PayloadRequest, ref: EntryRef): Promise<number> {
  const [newest] = await findVersions(req, ref, { sort: newestFirst, limit: 1, snapshots: true })
  const where: Where = {
    and: [
      shownVersions(newest?.snapshot ? newest.id : undefined),
      ...('global' in ref ? [] : [{ parent: { equals: ref.id } }]),
    ],
  }
  const query = { where, user: req.user ?? undefined, overrideAccess: false } as const
  const { totalDocs } =
    'global' in ref
      ? await req.payload.countGlobalVersions({ global: ref.global as GlobalSlug, ...query })
      : await req.payload.countVersions({ collection: ref.collection as CollectionSlug, ...query })
  return totalDocs
}

/**
 * When visitors began to read each language they read now: the time of the version that
 * published it as they read it (alone, or with every language), as the versions list dates that
 * version. "Last Modified" is the drafts' time (after a scheduled publish, the last edit's), so
 * nothing in the document's header said when its copy went live (walk 31, F6). A language whose
 * publishing version is no longer kept (`maxPerDoc`) has no time.
 */
export async function readPublishedTimes(
  req: PayloadRequest,
  ref: EntryRef,
): Promise<Partial<Record<ContentLocale, string>>> {
  const [published, live] = await Promise.all([
    findVersions(req, ref, {
      where: { 'version._status': { equals: 'published' } },
      sort: newestFirst,
      select: { updatedAt: true, publishedLocale: true, version: { _status: true } },
    }),
    readLiveLocales(req.payload, ref),
  ])
  return publishedTimesOf(published, live)
}

/** Each live language's publish time, from the published versions (newest first). */
export function publishedTimesOf(
  published: VersionDoc[],
  live: ContentLocale[],
): Partial<Record<ContentLocale, string>> {
  const byVersion = liveLanguagesByVersion(published.map(summaryOf), live)
  const times: Partial<Record<ContentLocale, string>> = {}
  for (const version of published)
    for (const locale of byVersion.get(version.id) ?? [])
      if (version.updatedAt) times[locale] = version.updatedAt
  return times
}
