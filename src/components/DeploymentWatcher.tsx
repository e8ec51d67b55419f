'use client'

import { useEffect, useState } from 'react'

import { buildCheckIntervalMs } from '@/lib/constants'

/**
 * Checks hourly whether a newer build is deployed. When one is, the visitor is told, and the
 * next click on an internal link loads the new build instead of navigating inside the old one.
 */
export function DeploymentWatcher({
  buildId,
  labels,
}: {
  buildId: string
  labels: { available: string; reload: string }
}) {
  const [stale, setStale] = useState(false)

  useEffect(() => {
    if (!buildId) return
    const check = async () => {
      const latest = await fetch(`/next/build?t=${Date.now()}`, { cache: 'no-store' })
        .then((response) =>
          response.ok ? (response.json() as Promise<{ buildId: string }>) : null,
        )
        .catch(() => null)
      if (latest && latest.buildId !== buildId) setStale(true)
    }
    const timer = setInterval(check, buildCheckIntervalMs)
    return () => clearInterval(timer)
  }, [buildId])

  useEffect(() => {
    if (!stale) return
    const hardNavigate = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]')
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey)
        return
      event.preventDefault()
      window.location.assign(link.getAttribute('href')!)
    }
    document.addEventListener('click', hardNavigate, true)
    return () => document.removeEventListener('click', hardNavigate, true)
  }, [stale])

  if (!stale) return null
  return (
    <div className="update-toast" role="status">
      <span>{labels.available}</span>
      <button
        type="button"
        className="button button--small"
        onClick={() => window.location.reload()}
      >
        {labels.reload}
      </button>
    </div>
  )
}
