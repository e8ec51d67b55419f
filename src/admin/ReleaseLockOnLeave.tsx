'use client'

import { useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/** The id a lock's holder is given as (an account, or its id). */
const idOf = (holder: unknown) =>
  typeof holder === 'object' && holder ? (holder as { id?: unknown }).id : holder

/**
 * The lock ("… is editing") of someone leaving a document that autosaves ends as they leave.
 * Payload removes its author's lock on leaving only from its "Leave without saving?" prompt,
 * which autosaving documents never show; its saves removed the lock instead, autosaves included,
 * so it lived a second. Now that the lock outlives autosaves (`src/hooks/locksOutliveAutosaves.ts`)
 * it would outlive the visit too, and the next colleague to open the document, a translator
 * after an editor, would find it locked for five minutes by someone long gone. Leaving (another
 * admin screen, another address, closing the tab or reloading) removes the author's own lock of
 * this document, and no one else's; the document's own pages (versions, API, preview) keep it, as
 * Payload's prompt does. Sent `keepalive`, so a closing tab still sends it.
 */
export function ReleaseLockOnLeave() {
  const { id, collectionSlug, globalSlug, documentLockState } = useDocumentInfo()
  const { user } = useAuth()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const api = `${serverURL ?? ''}${routes.api}`
  const userId = user?.id

  useEffect(() => {
    if (userId === undefined || userId === null) return
    if (!globalSlug && (!collectionSlug || id === undefined || id === null)) return
    const documentPath = window.location.pathname
    let released = false
    const release = () => {
      // Only a lock this visit holds: not a colleague's, shown here read-only or in a dialog.
      if (released || String(idOf(documentLockState.current?.user)) !== String(userId)) return
      released = true
      const where = new URLSearchParams({ 'where[and][0][user.value][equals]': String(userId) })
      if (globalSlug) where.set('where[and][1][globalSlug][equals]', globalSlug)
      else {
        where.set('where[and][1][document.relationTo][equals]', String(collectionSlug))
        where.set('where[and][2][document.value][equals]', String(id))
      }
      void fetch(`${api}/payload-locked-documents?${where}`, {
        method: 'DELETE',
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined)
    }
    // The tab closed, reloaded or went to another address: the form is gone with it.
    const onPageHide = () => release()
    // Back from the browser's cache (bfcache): the form is typed in again, and locks again then.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) released = false
    }
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
      // Unmounted: another admin screen, or the same document's form drawn again (its language
      // switched, a take-over). Read once the new address is in place.
      setTimeout(() => {
        const path = window.location.pathname
        if (path !== documentPath && !path.startsWith(`${documentPath}/`)) release()
      }, 0)
    }
  }, [api, collectionSlug, documentLockState, globalSlug, id, userId])

  return null
}
