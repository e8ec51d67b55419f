'use client'

import { useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'

import { FontStylesheets } from '@/components/FontStylesheets'
import { scriptFontOf } from '@/i18n/fonts'

import { siteOfLanguage } from '../request'

/**
 * The demo server's document. Its language comes from the launch URL's `lang`, which only the
 * page and this (client) component can see; a layout is not given the query.
 */
export function DemoDocument({ children }: { children: ReactNode }) {
  const site = siteOfLanguage(useSearchParams().get('lang') ?? '')
  const scriptFont = scriptFontOf[site.prefix]
  return (
    <html lang={site.tag} data-script={scriptFont ?? 'latin'}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the demo server's root document (App Router), not a pages/ head */}
      <head>
        <FontStylesheets scriptFont={scriptFont} />
      </head>
      <body>{children}</body>
    </html>
  )
}
