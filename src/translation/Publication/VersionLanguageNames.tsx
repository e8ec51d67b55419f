'use client'

import { useEffect } from 'react'

import { contentLocaleLabels, isContentLocale } from '@/i18n/locales'
import { watchTexts } from '@/lib/watchTexts'

/** Where Payload's version page writes a language by its code. */
const codeLabels = [
  // Each changed field's language, before its name ("zh-CN หัวเรื่อง").
  '[class$="__locale-label"]',
  // "Languages: en-US, th-TH" on the button that opens the language menu.
  '.view-version__toggle-locales-list',
].join(', ')

/** "en-US, th-TH" as "English, ไทย"; undefined when anything in it is no language code. */
function named(text: string) {
  const codes = text.split(',').map((code) => code.trim())
  if (!codes.every(isContentLocale)) return undefined
  return codes.map((code) => contentLocaleLabels[code]).join(', ')
}

/**
 * A version's page names each language as the rest of the admin does (the language menu, the
 * status matrix: `contentLocaleLabels`): Payload writes the codes there, in the header of each
 * changed field and on the button of its language menu, from components without a slot. The text
 * nodes stay React's (as `LockedSinceDate`): only their text is written again.
 */
export function VersionLanguageNames() {
  useEffect(() => {
    return watchTexts(codeLabels, (text, element) => {
      if (element.childNodes.length !== 1) return
      const name = named(text.data)
      if (!name) return
      if (isContentLocale(text.data.trim())) element.lang = text.data.trim()
      text.data = name
    })
  }, [])

  return null
}
