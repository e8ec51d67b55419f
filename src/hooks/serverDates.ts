import { Forbidden, type CollectionBeforeChangeHook, type Plugin } from 'payload'

const sameMoment = (a: unknown, b: unknown) =>
  (typeof a === 'string' || a instanceof Date) &&
  (typeof b === 'string' || b instanceof Date) &&
  new Date(a).getTime() === new Date(b).getTime()

/**
 * When a document was made is the server's record, not something a write says: any account could
 * set its own account's `createdAt` (REST and GraphQL), and the date was stored (round 58, F2).
 * Over HTTP a write that sets it is refused (403), nothing stored; one that sends it back as it is
 * (a form holding the whole document) is saved. The server's own code (the seed, imports) still
 * writes what it means to.
 */
const madeWhenMade: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (req.payloadAPI === 'local' || !data || data.createdAt === undefined) return data
  if (operation === 'update' && sameMoment(data.createdAt, originalDoc?.createdAt)) return data
  throw new Forbidden(req.t)
}

/** Every collection's `createdAt` is the server's over HTTP. */
export const datesAreTheServers: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeChange: [madeWhenMade, ...(collection.hooks?.beforeChange ?? [])],
    },
  })),
})
