'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { isContentLocale } from '@/i18n/locales'
import type { VersionSummary } from '@/translation/versions'

import { versionAPIPath } from './RestoreDate'
import { versionDone } from './VersionsTable'

type VersionRead = {
  id?: number | string
  publishedLocale?: unknown
  version?: { _status?: unknown }
}

/** The badge beside the version's date at the top of Payload's version page. */
const badge = '.view-version__version-to-version .version-pill-label .pill__label > span'

/**
 * A version's page names what the version did as the versions list does ("Published in ไทย",
 * "Draft"). Payload's badge called every version published in another language than the one on
 * screen "Current Draft", while the list named another version the latest (walk 29, F7); its
 * badge comes from a component without a slot, so its text is written again here (the text node
 * stays React's, as in `VersionLanguageNames`).
 */
export function VersionBadge() {
  const { config } = useConfig()
  const { t } = useTranslation()
  const pathname = usePathname()
  const [done, setDone] = useState<string>()
  const path = versionAPIPath(pathname, `${config.serverURL}${config.routes.api}`)

  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    fetch(path, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((version: VersionRead | undefined) => {
        if (version?.id === undefined) return
        const { publishedLocale } = version
        const summary: VersionSummary = {
          id: version.id,
          status: version.version?._status === 'published' ? 'published' : 'draft',
          ...(isContentLocale(publishedLocale) && { publishedLocale }),
        }
        setDone(versionDone(summary, t))
      })
      .catch(() => {})
    return () => controller.abort()
  }, [path, t])

  useEffect(() => {
    if (!done) return
    const rewrite = () => {
      for (const element of document.querySelectorAll<HTMLElement>(badge)) {
        const text = element.firstChild
        if (text instanceof Text && text.data !== done) text.data = done
      }
    }
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    rewrite()
    return () => observer.disconnect()
  }, [done])

  return null
}
