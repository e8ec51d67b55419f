import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'

export type VersionedDocument =
  { collection: CollectionSlug; id: number | string } | { global: GlobalSlug }

/**
 * A document's latest version (the draft the admin shows, or the publish that followed it) in every
 * language, read through the database adapter within the request's transaction. The local API
 * would switch the request's own locale to 'all' (createLocalReq sets it on the request it is
 * given): a save in progress would then keep its stored texts, and the fields validated after the
 * read would be checked in no language.
 */
export async function latestVersion(
  req: PayloadRequest,
  of: VersionedDocument,
): Promise<Record<string, unknown> | undefined> {
  const latest = { latest: { equals: true } }
  const found =
    'global' in of
      ? await req.payload.db.findGlobalVersions({
          global: of.global,
          where: latest,
          locale: 'all',
          limit: 1,
          pagination: false,
          sort: '-updatedAt',
          req,
        })
      : await req.payload.db.findVersions({
          collection: of.collection,
          where: { and: [{ parent: { equals: of.id } }, latest] },
          locale: 'all',
          limit: 1,
          pagination: false,
          sort: '-updatedAt',
          req,
        })
  return found.docs[0]?.version as Record<string, unknown> | undefined
}
