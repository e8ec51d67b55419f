'use client'
import { useDocumentTitle } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Heads the versions list, and its breadcrumb, as the document itself is headed ("24 · Lantern
 * River"). Payload titles a document from the data its edit view loads; its versions list loads
 * none, so it was headed by the database id ("1", "87": walk 33, F1). Set again whenever Payload's
 * own title provider puts the id back.
 */
export function VersionsHeading({ heading }: { heading: string }) {
  const { title, setDocumentTitle } = useDocumentTitle()
  useEffect(() => {
    if (title === heading) return
    // After the provider's own effect of the same render, which sets the id (a child's effect runs
    // first, and the later of two updates in one render wins).
    const timer = setTimeout(() => setDocumentTitle(heading))
    return () => clearTimeout(timer)
  }, [heading, title, setDocumentTitle])
  return null
}
