'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, useMemo } from 'react'

import { isContentLocale } from '@/i18n/locales'
import { watchTexts } from '@/lib/watchTexts'
import type { VersionSummary } from '@/translation/versions'

import { useVersionOnPage } from './useVersionOnPage'
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
  const { i18n } = useTranslation()
  const version = useVersionOnPage<VersionRead>()
  const done = useMemo(() => {
    if (version?.id === undefined) return undefined
    const { publishedLocale } = version
    const summary: VersionSummary = {
      id: version.id,
      status: version.version?._status === 'published' ? 'published' : 'draft',
      ...(isContentLocale(publishedLocale) && { publishedLocale }),
    }
    return versionDone(summary, i18n)
  }, [version, i18n])

  useEffect(() => {
    if (!done) return
    return watchTexts(badge, (text) => {
      if (text.data !== done) text.data = done
    })
  }, [done])

  return null
}
