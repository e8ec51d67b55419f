import type { CollectionConfig, CollectionSlug, PayloadRequest, Plugin } from 'payload'

/** An entry that keeps drafts apart from what visitors read. */
const hasDrafts = (entry: CollectionConfig) =>
  typeof entry.versions === 'object' && Boolean(entry.versions?.drafts)

/** Whether the version is a draft of this collection (a version id the database can hold). */
async function isDraftVersion(req: PayloadRequest, collection: CollectionSlug, id: unknown) {
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

type Resolver = (
  source: unknown,
  args: Record<string, unknown>,
  context: { req: PayloadRequest },
  info: unknown,
) => unknown
type MutationField = { type?: unknown; resolve?: Resolver }

/**
 * GraphQL's `restoreVersion<Collection>` follows the admin's rule: an earlier draft comes back as
 * the newest draft, and what visitors read stays as it was until someone publishes (Payload's
 * resolver, as its REST route did, wrote a draft version's content and its "draft" status into
 * the document visitors read: a published game left every site). A published version's restore
 * is Payload's. The admin's REST route is `restoredDraftsStayDrafts`; a global's restore is
 * Payload's on either door.
 */
export const graphQLRestoresDraftsAsDrafts: Plugin = (config) => {
  const mutations = config.graphQL?.mutations
  return {
    ...config,
    graphQL: {
      ...config.graphQL,
      mutations: (graphQL, info) => {
        const restores: Record<string, MutationField> = {}
        for (const [slug, collection] of Object.entries(info.collections)) {
          if (!hasDrafts(collection.config)) continue
          const type = (collection.graphQL as { type?: unknown } | undefined)?.type
          const entry = Object.entries(info.Mutation.fields as Record<string, MutationField>).find(
            ([name, field]) =>
              name.startsWith('restoreVersion') && type !== undefined && field.type === type,
          )
          const resolve = entry?.[1].resolve
          if (!entry || !resolve) continue
          restores[entry[0]] = {
            ...entry[1],
            resolve: async (source, args, context, more) =>
              resolve(
                source,
                {
                  ...args,
                  draft:
                    args.draft === true ||
                    (await isDraftVersion(context.req, slug as CollectionSlug, args.id)),
                },
                context,
                more,
              ),
          }
        }
        return { ...restores, ...mutations?.(graphQL, info) }
      },
    },
  }
}
