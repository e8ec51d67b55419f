'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { watchTexts } from '@/lib/watchTexts'

/** The title of a toast (Sonner's, which Payload's `toast` shows). */
const toastTitle = '[data-sonner-toast] [data-title]'

/** A restore, as Payload's "Restore this version" asks it: `POST …/versions/12?draft=false`. */
const isRestore = (url: string, method: string) =>
  method === 'POST' && /\/versions\/\d{1,16}$/.test(new URL(url, location.href).pathname)

/**
 * A refused restore says why in the toast. Payload's "Restore this version" showed "There was a
 * problem restoring this version" whatever the server answered (walk 29, F7), from a component
 * without a slot: the server's reason, in the account's admin language
 * (`src/hooks/restoredDraftsStayDrafts.ts`), is read from the refused answer and written after
 * that sentence. The toast's text node stays Sonner's (as `LockedSinceDate` keeps React's).
 */
export function RestoreRefusal() {
  const { t } = useTranslation()

  useEffect(() => {
    const problem = t('version:problemRestoringVersion')
    let reason: string | undefined
    const fetchBefore = window.fetch
    window.fetch = async (input, init) => {
      const response = await fetchBefore(input, init)
      const url = input instanceof Request ? input.url : String(input)
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase()
      if (!response.ok && isRestore(url, method)) {
        const answer = (await response
          .clone()
          .json()
          .catch(() => undefined)) as { errors?: { message?: unknown }[] } | undefined
        const message = answer?.errors?.[0]?.message
        reason = typeof message === 'string' && message ? message : undefined
      }
      return response
    }
    const stop = watchTexts(toastTitle, (text) => {
      if (reason && text.data === problem) text.data = `${problem}: ${reason}`
    })
    return () => {
      window.fetch = fetchBefore
      stop()
    }
  }, [t])

  return null
}
