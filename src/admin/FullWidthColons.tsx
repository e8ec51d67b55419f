'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { writesWithoutSpaces } from '@/i18n/languageNames'
import { watchTexts } from '@/lib/watchTexts'

/** Labels Payload follows with ": " in its own markup, not in a dictionary: "Status: ", "Created: ". */
const colonLabels = [
  '.doc-controls__label',
  '.status__label',
  '.view-version__toggle-locales-label',
].join(', ')

/** A label's colon and the space after it, as a text of its own or at its end. */
const halfWidthColon = /\s*:[\s\u00a0]*$/

/**
 * Japanese and Chinese write a label's colon full-width with no space after it (「状态：已发布」):
 * Payload writes ": " after the document's status and dates and the version page's languages in
 * every language, in its markup (s42 readers ja, zh, zh-TW). The text nodes stay React's.
 */
export function FullWidthColons({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const cjk = writesWithoutSpaces(i18n.language)

  useEffect(() => {
    if (!cjk) return
    return watchTexts(colonLabels, (_, element) => {
      const texts = [...element.childNodes].filter((node): node is Text => node instanceof Text)
      const colon = texts.findLast((text) => halfWidthColon.test(text.data))
      if (!colon) return
      colon.data = colon.data.replace(halfWidthColon, '：')
      // The space Payload puts after it, as a text of its own.
      for (const after of texts.slice(texts.indexOf(colon) + 1))
        if (after.data.trim() === '' && after.data !== '') after.data = ''
    })
  }, [cjk])

  return children
}
