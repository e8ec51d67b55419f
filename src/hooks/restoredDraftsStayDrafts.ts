import {
  headersWithCors,
  parseParams,
  restoreVersionOperation,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type PayloadRequest,
  type Plugin,
} from 'payload'

/** An entry that keeps drafts apart from what visitors read. */
const hasDrafts = (entry: CollectionConfig) =>
  typeof entry.versions === 'object' && Boolean(entry.versions?.drafts)

/** Whether the version to restore was a draft (a version of this entry, by its id). */
async function isDraftVersion(req: PayloadRequest, collection: CollectionSlug) {
  const id = req.routeParams?.id
  if (typeof id !== 'string' && typeof id !== 'number') return false
  if (!/^[1-9]\d{0,15}$/.test(String(id))) return false
  const { docs } = await req.payload.db.findVersions({
    collection,
    where: { id: { equals: Number(id) } },
    limit: 1,
    req,
  })
  const status = (docs[0]?.version as { _status?: unknown } | undefined)?._status
  return status === 'draft'
}

const answer = (req: PayloadRequest, body: object) =>
  Response.json(
    { ...body, message: req.t('version:restoredSuccessfully') },
    { headers: headersWithCors({ headers: new Headers(), req }) },
  )

/** Payload's restore of a collection's version, a draft version restored as a draft. */
const restoreCollectionVersion = (slug: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const { depth, draft, populate } = parseParams(req.query)
    const result = await restoreVersionOperation({
      id: req.routeParams!.id as string,
      collection: req.payload.collections[slug],
      depth,
      draft: draft || (await isDraftVersion(req, slug)),
      populate,
      req,
    })
    return answer(req, result)
  },
})

/**
 * Restoring an earlier draft brings its content back as the newest draft; what visitors read stays
 * as it was until someone publishes. Payload's "Restore this version" of a draft version writes it
 * into the document visitors read, its status "draft" included: the game left every site at once,
 * its pages 404, with no word of it in the confirmation (its "Restore as draft" is offered only
 * for a published version). A restore of a published version is Payload's as it was. (The globals' restore
 * writes what visitors read whatever is asked, so theirs is Payload's too.)
 */
export const restoredDraftsStayDrafts: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    !hasDrafts(collection) || collection.endpoints === false
      ? collection
      : {
          ...collection,
          endpoints: [
            restoreCollectionVersion(collection.slug as CollectionSlug),
            ...(collection.endpoints ?? []),
          ],
        },
  ),
})
