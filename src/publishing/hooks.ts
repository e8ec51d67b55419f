import type { GlobalAfterChangeHook } from 'payload'

import { expireOnCommit } from './expireOnCommit'

/**
 * A global's after-change hook: the pages that read it expire once a version of it is public
 * (not on an autosave of a draft), when the change commits.
 */
export const expireGlobalWhenPublic =
  (...tags: string[]): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate) return doc
    const status = (doc as { _status?: string })._status
    const previousStatus = (previousDoc as { _status?: string } | undefined)?._status
    if (status === undefined || status === 'published' || previousStatus === 'published')
      await expireOnCommit(req, tags)
    return doc
  }
