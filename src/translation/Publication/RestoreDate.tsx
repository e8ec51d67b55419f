'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/** The message of Payload's "Confirm version restoration" dialog. */
const message = '.confirmation-modal__content p'

/** The version's address in the API, from the version page's: `/collections/games/7/versions/9`. */
export function versionAPIPath(pathname: string, api: string) {
  const collection = /\/collections\/([\w-]+)\/(?:trash\/)?[^/]+\/versions\/(\d{1,16})$/.exec(
    pathname,
  )
  if (collection) return `${api}/${collection[1]}/versions/${collection[2]}?depth=0`
  const global = /\/globals\/([\w-]+)\/versions\/(\d{1,16})$/.exec(pathname)
  if (global) return `${api}/globals/${global[1]}/versions/${global[2]}?depth=0`
  return undefined
}

/**
 * "You are about to restore … to the state that it was in on <date>": Payload writes that date on
 * the server, in the server's time zone (UTC: "6:13 AM" beside "1:13 PM" everywhere else on the
 * page). Here it is written again as the admin's other dates are: in the admin's language and
 * date format, in the reader's time zone. The text node stays React's (as `LockedSinceDate`).
 */
export function RestoreDate() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pathname = usePathname()
  const pattern = config.admin.dateFormat
  const [updatedAt, setUpdatedAt] = useState<string>()
  const path = versionAPIPath(pathname, `${config.serverURL}${config.routes.api}`)

  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    fetch(path, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((version: { updatedAt?: unknown } | undefined) => {
        if (typeof version?.updatedAt === 'string') setUpdatedAt(version.updatedAt)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [path])

  useEffect(() => {
    if (!updatedAt || !i18n.dateFNS) return
    const onServer = formatDate({ date: updatedAt, i18n, pattern, timezone: 'UTC' })
    const here = formatDate({ date: updatedAt, i18n, pattern })
    if (onServer === here) return
    const rewrite = () => {
      for (const paragraph of document.querySelectorAll<HTMLElement>(message)) {
        const text = paragraph.firstChild
        if (text instanceof Text && text.data.includes(onServer))
          text.data = text.data.replace(onServer, here)
      }
    }
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    rewrite()
    return () => observer.disconnect()
  }, [updatedAt, i18n, pattern])

  return null
}
