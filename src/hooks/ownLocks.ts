import {
  docAccessOperation,
  docAccessOperationGlobal,
  Forbidden,
  NotFound,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type Plugin,
} from 'payload'

/**
 * A document lock names the account editing the document ("… is editing"). Payload's admin makes
 * and takes over locks in its author's name only, but its REST API let any signed-in account
 * write one naming a colleague. Over HTTP a lock now names only its author. (Deleting someone
 * else's lock stays possible: it is the admin's "take over".)
 */
const namesItsAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.payloadAPI === 'local') return data
  const user = (data as { user?: { relationTo?: unknown; value?: unknown } }).user
  if (
    user !== undefined &&
    (user?.relationTo !== req.user?.collection || String(user?.value) !== String(req.user?.id))
  )
    throw new Forbidden(req.t)
  return data
}

/**
 * A lock says its author is editing the document: over HTTP it is taken only on what its author
 * may edit. Payload accepted a translator's lock on an enquiry, an account or the site settings
 * ("… is currently editing" shown to whoever may), and told which ids exist (a 201, or a 500 for
 * an id that does not). Refused alike whether or not the id exists; a missing one that the author
 * could edit is a 404.
 */
const locksWhatItsAuthorMayEdit: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (req.payloadAPI === 'local') return data
  const { document, globalSlug } = data as {
    document?: { relationTo?: unknown; value?: unknown } | null
    globalSlug?: unknown
  }
  if (document) {
    const collection = req.payload.collections[String(document.relationTo) as CollectionSlug]
    const id = document.value as number | string
    if (!collection || !/^[1-9]\d{0,9}$/.test(String(id))) throw new Forbidden(req.t)
    const may = await docAccessOperation({ id, collection, req })
    if (!may.update) throw new Forbidden(req.t)
    const found = await req.payload.count({
      collection: collection.config.slug,
      where: { id: { equals: id } },
      req,
    })
    if (found.totalDocs === 0) throw new NotFound(req.t)
  } else if (typeof globalSlug === 'string') {
    const globalConfig = req.payload.globals.config.find(({ slug }) => slug === globalSlug)
    if (!globalConfig || !(await docAccessOperationGlobal({ globalConfig, req })).update)
      throw new Forbidden(req.t)
  }
  return data
}

/** Payload adds the locks' collection after the plugins run: the rules join it when Payload starts. */
export const locksNameTheirAuthor: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const locks = payload.collections['payload-locked-documents']?.config
    if (locks) {
      const hooks = (locks.hooks.beforeChange ??= [])
      for (const hook of [locksWhatItsAuthorMayEdit, namesItsAuthor])
        if (!hooks.includes(hook)) hooks.unshift(hook)
    }
    await config.onInit?.(payload)
  },
})
