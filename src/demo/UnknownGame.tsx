'use client'

import { useSearchParams } from 'next/navigation'

import type { ContentLocale } from '@/i18n/locales'
import { isLocalPath } from '@/lib/localPath'
import { sitePath } from '@/lib/site'

import { NotAvailable } from './NotAvailable'
import { siteOfLanguage } from './request'

type Texts = { message: string; back: string }

/** The not-available screen for a game that does not exist; back goes to the site's game list. */
export function UnknownGame({ texts }: { texts: Record<ContentLocale, Texts> }) {
  const query = useSearchParams()
  const site = siteOfLanguage(query.get('lang') ?? '')
  const lobby = query.get('lobby') ?? ''
  const { message, back } = texts[site.content]
  return (
    <NotAvailable
      message={message}
      back={back}
      lobby={isLocalPath(lobby) ? lobby : sitePath(site, '/game')}
    />
  )
}
