import { Forbidden, type CollectionBeforeDeleteHook, type Plugin } from 'payload'

import { hasRole } from '@/access/roles'

/**
 * Payload's "schedule publish" of the admin cancels a job with access checks off, for anyone
 * signed in: a signed-in request may remove a job only as an editor. (Queueing goes around the
 * collection's hooks; a job queued by someone else runs as them, and their publish is refused
 * then.)
 */
const removedOnlyByEditors: CollectionBeforeDeleteHook = ({ req }) => {
  if (req.user && !hasRole(req.user, 'admin', 'editor')) throw new Forbidden(req.t)
}

/**
 * The rule joins the jobs' collection when Payload starts: a hook given
 * through `jobsCollectionOverrides` makes Payload warn at every start (and in every CLI command)
 * that it will not run unless `jobs.runHooks` is on. That warning is about the runner's own
 * writes; a delete through the collection (the admin's cancel, REST) runs the collection's hooks
 * either way, as `tests/int/trust.test.ts` shows.
 */
export const jobsRemovedOnlyByEditors: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const jobsCollection = payload.collections['payload-jobs']?.config
    if (jobsCollection) {
      const hooks = (jobsCollection.hooks.beforeDelete ??= [])
      if (!hooks.includes(removedOnlyByEditors)) hooks.push(removedOnlyByEditors)
    }
    await config.onInit?.(payload)
  },
})
