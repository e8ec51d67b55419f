'use client'

import type { ReactNode } from 'react'

import { adminFontSets, fontStylesheet } from '@/i18n/fonts'

/**
 * The admin's font sheets for the scripts few devices have (`adminFontSets`), after Payload's own
 * fonts: a Myanmar or Khmer name in the Listing tab drew as boxes where the device had no font for
 * it. React puts the sheets in the document's head; custom.scss adds their families to the
 * admin's font list.
 */
export function AdminFonts({ children }: { children: ReactNode }) {
  return (
    <>
      {adminFontSets.map((set) => (
        <link key={set} rel="stylesheet" href={fontStylesheet(set)} precedence="default" />
      ))}
      {children}
    </>
  )
}
