import { headers as requestHeaders } from 'next/headers'
import {
  getPayload,
  type CollectionSlug,
  type GlobalSlug,
  type Payload,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { isContentLocale } from '@/i18n/locales'
import { newestFirst } from './versions'

type SearchParams = Record<string, string | string[] | undefined>

type VersionRead = {
  id: number | string
  parent?: unknown
  updatedAt?: string
  snapshot?: boolean | null
  publishedLocale?: string | null
  version?: { _status?: string }
}

type Entity = { collection: CollectionSlug; id: string } | { global: GlobalSlug }

/** The entry of a version's page (`collections/games/1/versions/7`, `globals/terms-page/versions/7`). */
function versionPageOf(
  payload: Payload,
  segments: string[] | undefined,
): { entity: Entity; version: string } | undefined {
  const [kind, slug, third, fourth, fifth] = segments ?? []
  if (kind === 'collections' && segments?.length === 5 && fourth === 'versions') {
    const collection = Object.hasOwn(payload.collections, slug)
      ? payload.collections[slug as CollectionSlug].config
      : undefined
    if (!collection?.versions || !/^\d{1,16}$/.test(third) || !/^\d{1,16}$/.test(fifth)) return
    return { entity: { collection: collection.slug as CollectionSlug, id: third }, version: fifth }
  }
  if (kind === 'globals' && segments?.length === 4 && third === 'versions') {
    const global = payload.config.globals.find((entry) => entry.slug === slug)
    if (!global?.versions || !/^\d{1,16}$/.test(fourth)) return
    return { entity: { global: global.slug as GlobalSlug }, version: fourth }
  }
}

/**
 * A version's page compares the version with another: by Payload's default, the version saved
 * just before it. A publish of one language (`publishSpecificLocale`) holds that language's new
 * text beside what visitors read in the others, and the version before it is mostly a draft of
 * every language: "Published in English" compared with the autosave before it showed the Thai
 * draft struck out, as if the publish had removed it, while the form kept it (walk 31, F4). A
 * one-language publish is compared with the publish before it, which is what visitors read until
 * then: the comparison shows what the publish changed for them. Without a publish before it, it
 * is compared with the version before it in the language it published alone. An address that
 * names a comparison (`versionFrom`) or languages (`localeCodes`) keeps them, as Payload's
 * "Comparing to" and language menu write them.
 */
export async function withDefaultComparison(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  segments: string[] | undefined,
  searchParams: SearchParams,
): Promise<SearchParams> {
  if (searchParams.versionFrom !== undefined) return searchParams
  const maybeVersion =
    (segments?.length === 5 && segments[0] === 'collections' && segments[3] === 'versions') ||
    (segments?.length === 4 && segments[0] === 'globals' && segments[2] === 'versions')
  if (!maybeVersion) return searchParams
  const payload = await getPayload({ config: configPromise })
  const page = versionPageOf(payload, segments)
  if (!page) return searchParams
  const { user } = await payload.auth({ headers: await requestHeaders() })
  // Payload's page sends who is signed out to the sign-in.
  if (!user) return searchParams

  // As the user may read them: a version they may not read is Payload's page's to refuse.
  const access = { depth: 0, overrideAccess: false, user } as const
  const { entity } = page
  const version = (await (
    'global' in entity
      ? payload.findGlobalVersionByID({ slug: entity.global, id: page.version, ...access })
      : payload.findVersionByID({ collection: entity.collection, id: page.version, ...access })
  ).catch(() => null)) as VersionRead | null
  const only = version?.publishedLocale
  if (
    !version?.updatedAt ||
    version.snapshot ||
    version.version?._status !== 'published' ||
    !isContentLocale(only) ||
    ('id' in entity && String(version.parent) !== entity.id)
  )
    return searchParams

  const where: Where = {
    and: [
      { snapshot: { not_equals: true } },
      { 'version._status': { equals: 'published' } },
      { updatedAt: { less_than: version.updatedAt } },
      ...('id' in entity ? [{ parent: { equals: entity.id } }] : []),
    ],
  }
  const query = { where, sort: newestFirst, limit: 1, ...access } as const
  const { docs } =
    'global' in entity
      ? await payload.findGlobalVersions({ slug: entity.global, ...query })
      : await payload.findVersions({ collection: entity.collection, ...query })
  const before = docs[0] as VersionRead | undefined
  if (before) return { ...searchParams, versionFrom: String(before.id) }
  if (searchParams.localeCodes !== undefined) return searchParams
  return { ...searchParams, localeCodes: JSON.stringify([only]) }
}
