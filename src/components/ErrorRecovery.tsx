'use client'

import { useEffect } from 'react'

import { isSitePrefix } from '@/i18n/locales'
import { languageCookieLine } from '@/i18n/negotiate'
import { chunkReloadWindowMs } from '@/lib/constants'

const reloadKey = 'error-reload-at'

/**
 * What the original site did on any application error: keep the visitor's language (the first
 * path segment) in the cookie and reload, or go to /en. Reloads are spaced by the same window
 * as chunk reloads, so a lasting failure retries calmly instead of looping.
 */
export function ErrorRecovery({ label = '…' }: { label?: string }) {
  useEffect(() => {
    const prefix = window.location.pathname.split('/')[1]
    if (!isSitePrefix(prefix)) {
      window.location.replace('/en')
      return
    }
    document.cookie = languageCookieLine(prefix, window.location.protocol === 'https:')
    let last = 0
    try {
      last = Number(sessionStorage.getItem(reloadKey)) || 0
    } catch {}
    const wait = Math.max(0, last + chunkReloadWindowMs - Date.now())
    const timer = setTimeout(() => {
      try {
        sessionStorage.setItem(reloadKey, String(Date.now()))
      } catch {}
      window.location.reload()
    }, wait)
    return () => clearTimeout(timer)
  }, [])

  return (
    <div className="error-recovery" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
