import type { Plugin, PayloadRequest } from 'payload'

type OperationArgs = { args?: { req?: PayloadRequest }; operation: string; req: PayloadRequest }

/** The operations that save: what they answer is the saved document, which a form takes back. */
const writes = new Set(['create', 'update', 'updateByID'])

/**
 * A save over HTTP answers the document as saved, never filled in from English.
 *
 * The site reads with Payload's fallback to English (`localization.fallback`), and a call of the
 * local API made with a request sets that request's fallback to English whatever the request
 * asked: a hook that looks something up while a save runs (its locks, its stored document) turned
 * the admin's autosave of a Thai title, sent with `fallback-locale=null`, into an answer whose empty
 * Thai description read the English one. The form took that answer as the description's value, a
 * translator typing there wrote Thai into the English, and the sidebar counted the text written
 * (walk 30, F12; Payload's own "Publish" asks with the fallback, payloadcms/payload#15664). Run last
 * of the hooks before an operation, after every lookup: the save and its answer read each language
 * as stored. Reads keep the fallback they ask for (the site's, the API's visitors').
 */
function withoutFallback({ args, operation, req }: OperationArgs) {
  if (!writes.has(operation) || (req.payloadAPI !== 'REST' && req.payloadAPI !== 'GraphQL')) return
  const request = args?.req ?? req
  request.fallbackLocale = false
}

/** Every collection and global, its hook last (see `withoutFallback`). */
export const writesWithoutFallback: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), withoutFallback],
    },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [...(global.hooks?.beforeOperation ?? []), withoutFallback],
    },
  })),
})
