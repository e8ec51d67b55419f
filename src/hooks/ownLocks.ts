import { Forbidden, type CollectionBeforeChangeHook, type Plugin } from 'payload'

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

/** Payload adds the locks' collection after the plugins run: the rule joins it when Payload starts. */
export const locksNameTheirAuthor: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const locks = payload.collections['payload-locked-documents']?.config
    if (locks) {
      const hooks = (locks.hooks.beforeChange ??= [])
      if (!hooks.includes(namesItsAuthor)) hooks.unshift(namesItsAuthor)
    }
    await config.onInit?.(payload)
  },
})
