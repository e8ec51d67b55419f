'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { watchTexts } from '@/lib/watchTexts'

/** A media item's "155 bytes - 64x48 - image/png": the size is the line's first text. */
const fileSize = '.file-meta__size-type'

/** Payload's `formatFilesize` units (1024 to the next), as Intl names them. */
const units = {
  ' bytes': 'byte',
  KB: 'kilobyte',
  MB: 'megabyte',
  GB: 'gigabyte',
  TB: 'terabyte',
} as const
const written = /^(\d+(?:\.\d+)?)( bytes|KB|MB|GB|TB)$/

/**
 * Payload writes a file's size in English in every admin language ("155 bytes", "2KB"), with no
 * translation key (walk 34, F11). Here it is written again by Intl, in the admin's language
 * ("155 ไบต์"), a byte a word and larger units in their short form. The text node stays React's
 * (as `LockedSinceDate`); the file's own line keeps its other parts.
 */
export function FileSizes({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language

  useEffect(
    () =>
      watchTexts(fileSize, (text) => {
        const match = written.exec(text.data)
        if (!match) return
        const unit = units[match[2] as keyof typeof units]
        const size = new Intl.NumberFormat(language, {
          style: 'unit',
          unit,
          unitDisplay: unit === 'byte' ? 'long' : 'short',
        }).format(Number(match[1]))
        if (size !== text.data) text.data = size
      }),
    [language],
  )

  return children
}
