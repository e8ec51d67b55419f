import {
  Forbidden,
  NotFound,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type Plugin,
} from 'payload'

import { mayEdit, type Lockable } from '@/access/mayEdit'
import { hasRole } from '@/access/roles'

/**
 * A document lock names the account editing the document ("… is editing"). Payload's admin makes
 * and takes over locks in its author's name only, but its REST API let any signed-in account
 * write one naming a colleague. Over HTTP a lock now names only its author.
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

/** What a lock's data names: a document, a global, or (refused) nothing or something else. */
function lockedBy(data: unknown): Lockable | undefined {
  const { document, globalSlug } = (data ?? {}) as {
    document?: { relationTo?: unknown; value?: unknown } | null
    globalSlug?: unknown
  }
  if (document && typeof document.relationTo === 'string' && !globalSlug)
    return { collection: document.relationTo, id: document.value }
  if (typeof globalSlug === 'string' && !document) return { global: globalSlug }
  return undefined
}

/**
 * A lock says its author is editing the document: over HTTP it is taken only on what its author
 * may edit. Payload accepted a translator's lock on an enquiry, an account or the site settings
 * ("… is currently editing" shown to whoever may), a lock naming nothing or a global as a list,
 * and told which ids exist (a 201, or a 500 for an id that does not). Refused alike whether or not
 * the id exists; a missing one that the author could edit is a 404. The admin takes its locks
 * through the `form-state` server function, which the same rule guards
 * (`src/admin/serverFunctions.ts`).
 */
const locksWhatItsAuthorMayEdit: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (req.payloadAPI === 'local') return data
  const target = lockedBy(data)
  if (!target) {
    if (operation === 'create' || 'document' in data || 'globalSlug' in data)
      throw new ValidationError({
        errors: [{ message: 'A lock names one document or one global.', path: 'document' }],
      })
    return data
  }
  const may = await mayEdit(req, target)
  if (may === 'missing') throw new NotFound(req.t)
  if (may === 'no') throw new Forbidden(req.t)
  return data
}

/**
 * Over HTTP a lock is removed by its author, an admin, or someone who may edit everything it
 * locks (the admin's "take over"): any staff account removed every lock at once before. An
 * admin removes any lock, also one that names a document and a global, or nothing at all.
 */
const removedByWhoMayEdit: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.payloadAPI === 'local') return
  const lock = await req.payload.findByID({
    collection: 'payload-locked-documents',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const user = lock.user as { relationTo?: string; value?: unknown } | undefined
  if (user?.relationTo === req.user?.collection && String(user?.value) === String(req.user?.id))
    return
  if (req.user && hasRole(req.user, 'admin')) return
  const targets = everythingLocked(lock)
  if (!targets.length) throw new Forbidden(req.t)
  for (const target of targets)
    if ((await mayEdit(req, target)) !== 'yes') throw new Forbidden(req.t)
}

/**
 * Everything a stored lock holds, whatever its shape: Payload's form state wrote locks naming
 * both a document and a global (and, for a made-up id, only the global), which lock both.
 */
function everythingLocked(lock: unknown): Lockable[] {
  const { document, globalSlug } = (lock ?? {}) as {
    document?: { relationTo?: unknown; value?: unknown } | null
    globalSlug?: unknown
  }
  const targets: Lockable[] = []
  if (document && typeof document.relationTo === 'string')
    targets.push({ collection: document.relationTo, id: document.value })
  if (typeof globalSlug === 'string' && globalSlug) targets.push({ global: globalSlug })
  return targets
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
      const deletes = (locks.hooks.beforeDelete ??= [])
      if (!deletes.includes(removedByWhoMayEdit)) deletes.push(removedByWhoMayEdit)
    }
    await config.onInit?.(payload)
  },
})
