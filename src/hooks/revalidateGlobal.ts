import type { GlobalAfterChangeHook } from 'payload'

import { revalidate } from '@/lib/revalidate'

/** Refreshes the pages that read a global, once a version of it is public (not on autosave). */
export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate) return doc
    const status = (doc as { _status?: string })._status
    const previousStatus = (previousDoc as { _status?: string } | undefined)?._status
    if (status === undefined || status === 'published' || previousStatus === 'published')
      await revalidate(tags, req)
    return doc
  }
