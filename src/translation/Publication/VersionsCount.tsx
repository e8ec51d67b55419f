'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { useFetchedPublication } from './usePublicationStates'

/**
 * The count on a document's Versions tab, as many as the versions list shows (`versionCount` of
 * `/api/translations/publication`, `countShownVersions`): Payload's own count leaves out the
 * snapshot of the drafts that a one-language publish saves, which the list shows as the latest
 * draft while it is the newest version, so the tab said one fewer than the list. Payload's count
 * while the list's is read.
 */
export function VersionsCount() {
  const { versionCount } = useDocumentInfo()
  const count = useFetchedPublication('')?.versionCount ?? versionCount
  if (!count) return null
  return <span className="pill-version-count">{count}</span>
}
