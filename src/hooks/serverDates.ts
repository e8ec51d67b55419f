import type { CollectionBeforeChangeHook, Plugin } from 'payload'

/**
 * When a document was made is the server's record, not something a write says: any account could
 * set its own account's `createdAt` (REST and GraphQL), and the date was stored (round 58, F2).
 * Over HTTP a new document's date is the moment it is made and an update keeps the one it has;
 * the server's own code (the seed, imports) still writes what it means to.
 */
const madeWhenMade: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (req.payloadAPI === 'local' || !data || !('createdAt' in data)) return data
  const { createdAt: _sent, ...rest } = data
  return operation === 'update' && originalDoc?.createdAt
    ? { ...rest, createdAt: originalDoc.createdAt }
    : rest
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
