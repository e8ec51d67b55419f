'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { languageLabelInAdmin, writesWithoutSpaces } from '@/i18n/languageNames'
import { isContentLocale } from '@/i18n/locales'
import { watchTexts } from '@/lib/watchTexts'

/** Where Payload's version page writes a language by its code. */
const codeLabels = [
  // Each changed field's language, before its name ("zh-CN หัวเรื่อง").
  '[class$="__locale-label"]',
  // "Languages: en-US, th-TH" on the button that opens the language menu.
  '.view-version__toggle-locales-list',
].join(', ')

/** "en-US, th-TH" as "English, Thai"; undefined when anything in it is no language code. */
function named(text: string, language: string) {
  const codes = text.split(',').map((code) => code.trim())
  if (!codes.every(isContentLocale)) return undefined
  return codes
    .map((code) => languageLabelInAdmin(code, language))
    .join(writesWithoutSpaces(language) ? '、' : ', ')
}

/**
 * A version's page names each language in the admin's words, as the form's field tags and the
 * status columns do ("English", 「英語」): Payload writes the codes there, in the header of each
 * changed field and on the button of its language menu, from components without a slot. The text
 * nodes stay React's (as `LockedSinceDate`): only their text is written again.
 */
export function VersionLanguageNames() {
  const { i18n } = useTranslation()
  const language = i18n.language

  useEffect(() => {
    return watchTexts(codeLabels, (text, element) => {
      if (element.childNodes.length !== 1) return
      const name = named(text.data, language)
      if (name && name !== text.data) text.data = name
    })
  }, [language])

  return null
}
