'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useSyncExternalStore } from 'react'

/**
 * When a language was marked ready for review, as the rest of the admin writes dates: in the
 * admin's language and date format, in the viewer's time zone. The server knows neither zone nor
 * clock of the viewer, so the date is written once the page runs in the browser.
 */
/** Nothing to subscribe to: whether the page runs in the browser never changes. */
const noChange = () => () => {}

export function SinceDate({ at }: { at: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const inBrowser = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
  const text = inBrowser
    ? formatDate({ date: at, i18n, pattern: config.admin.dateFormat })
    : undefined
  return <time dateTime={at}>{text}</time>
}
