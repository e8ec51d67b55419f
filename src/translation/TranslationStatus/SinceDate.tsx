'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useEffect, useState } from 'react'

/**
 * When a language was marked ready for review, as the rest of the admin writes dates: in the
 * admin's language and date format, in the viewer's time zone. The server knows neither zone nor
 * clock of the viewer, so the date is written once the page runs in the browser.
 */
export function SinceDate({ at }: { at: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [text, setText] = useState<string>()
  useEffect(() => {
    setText(formatDate({ date: at, i18n, pattern: config.admin.dateFormat }))
  }, [at, i18n, config.admin.dateFormat])
  return <time dateTime={at}>{text}</time>
}
