'use client'

import { useSearchParams } from 'next/navigation'
import { useSyncExternalStore, type ReactNode } from 'react'

import { fontStylesheet, isLargeFontSet, scriptFontOf } from '@/i18n/fonts'

import { siteOfLanguage } from '../request'

const never = () => () => {}

/**
 * The demo server's document. Its language comes from the launch URL's `lang`, which only the
 * page and this (client) component can see; a layout is not given the query.
 */
export function DemoDocument({ children }: { children: ReactNode }) {
  const site = siteOfLanguage(useSearchParams().get('lang') ?? '')
  const scriptFont = scriptFontOf[site.prefix]
  // The large Chinese, Japanese and Korean font sheets are added once the game is up, so they never hold up its first paint.
  const hydrated = useSyncExternalStore(never, () => true, () => false)
  const lateFont = scriptFont && isLargeFontSet(scriptFont)
  return (
    <html lang={site.tag} data-script={scriptFont ?? 'latin'}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the demo server's root document (App Router), not a pages/ head */}
      <head>
        <link rel="stylesheet" href={fontStylesheet('latin')} />
        {scriptFont && !lateFont && <link rel="stylesheet" href={fontStylesheet(scriptFont)} />}
        {lateFont && hydrated && <link rel="stylesheet" href={fontStylesheet(scriptFont)} />}
      </head>
      <body>{children}</body>
    </html>
  )
}
