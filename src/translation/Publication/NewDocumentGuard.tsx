'use client'

import { LeaveWithoutSaving, useDocumentInfo } from '@payloadcms/ui'

/**
 * "Leave without saving?" on a new entry. Payload asks it only of documents without autosave
 * (an autosaved document keeps its typing), but a new game is not autosaved: drafts are validated,
 * so nothing is stored before the first Save draft or Publish, and leaving "Create New" threw the
 * typed fields away without a word. A stored document keeps Payload's own behaviour.
 */
export function NewDocumentGuard() {
  const { id, globalSlug } = useDocumentInfo()
  if (id !== undefined && id !== null) return null
  if (globalSlug) return null
  return <LeaveWithoutSaving />
}
