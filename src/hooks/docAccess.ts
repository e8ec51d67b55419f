import { NotFound, type CollectionSlug, type PayloadHandler, type Plugin } from 'payload'

import { mayRead } from '@/access/mayRead'

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
      const endpoints = collection.endpoints || []
      // Payload hands every collection the same endpoint object: each gets its own copy.
      const at = endpoints.findIndex(
        (candidate) => candidate.method === 'post' && candidate.path === '/access/:id?',
      )
      if (at === -1 || readableOnly.has(endpoints[at].handler)) continue
      const { handler } = endpoints[at]
      const slug = collection.slug as CollectionSlug
      const wrapped: PayloadHandler = async (req) => {
        const id = req.routeParams?.id
        // A refused read, of any kind, is a no.
        if (id !== undefined && !(await mayRead(req, slug, id).catch(() => false)))
          throw new NotFound(req.t)
        return handler(req)
      }
      readableOnly.add(wrapped)
      endpoints[at] = { ...endpoints[at], handler: wrapped }
    }
    await config.onInit?.(payload)
  },
})

/** The handlers this plugin made (a second start of the same config keeps its wrap). */
const readableOnly = new WeakSet<PayloadHandler>()
