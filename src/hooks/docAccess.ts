import { NotFound, type CollectionSlug, type PayloadHandler, type Plugin } from 'payload'

import { isValidId } from '@/lib/requestErrors'

/**
 * Payload's "what may I do with this document" (`POST /api/{collection}/access/{id}`, the admin's
 * permissions of an open document) reads the document past its access, and answers a 404 only
 * when it does not exist: a stranger told a draft or a game no site shows (200 `{"fields":{}}`)
 * from a made-up id (404), and counted the staff accounts. Asked of a document the account may
 * not read, it is answered as a made-up id's. Wrapped on every collection, Payload's own too, at
 * start (they are added after the plugins).
 */
export const docAccessOfReadableOnly: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    for (const { config: collection } of Object.values(payload.collections)) {
      const endpoint = (collection.endpoints || []).find(
        (candidate) => candidate.method === 'post' && candidate.path === '/access/:id?',
      )
      if (!endpoint || (endpoint.handler as { readableOnly?: true }).readableOnly) continue
      const handler = endpoint.handler
      const readableOnly: PayloadHandler = async (req) => {
        const id = req.routeParams?.id
        if (id !== undefined && !(await readable(req, collection.slug as CollectionSlug, id)))
          throw new NotFound(req.t)
        return handler(req)
      }
      endpoint.handler = Object.assign(readableOnly, { readableOnly: true as const })
    }
    await config.onInit?.(payload)
  },
})

/** Whether the account may read the document (a refused read, of any kind, is a no). */
async function readable(
  req: Parameters<PayloadHandler>[0],
  collection: CollectionSlug,
  id: unknown,
): Promise<boolean> {
  if (!isValidId(String(id))) return false
  try {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { id: { equals: Number(id) } },
      overrideAccess: false,
      req,
    })
    return totalDocs > 0
  } catch {
    return false
  }
}
