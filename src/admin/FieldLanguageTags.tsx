'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { languageLabelInAdmin } from '@/i18n/languageNames'
import { contentLocaleLabels, contentLocales, type ContentLocale } from '@/i18n/locales'
import { watchTexts } from '@/lib/watchTexts'

/** A localised field's tag after its label: "— ", then the language on screen. */
const tag = '.field-label .localized'

const localeNamed = new Map<string, ContentLocale>(
  contentLocales.map((locale) => [contentLocaleLabels[locale], locale]),
)

/**
 * A localised field's label ends with the language on screen ("Subtitle — ไทย"), which Payload
 * writes by the language menu's own name in every admin language: on the same form the buttons
 * and boxes said "Thai" (s42 readers, all ten). The tag names it in the admin's words ("Subtitle
 * — Thai", 「サブタイトル — タイ語」); only the language menu keeps each language's own name. The
 * text nodes stay React's (as `FileSizes`).
 */
export function FieldLanguageTags({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language

  useEffect(
    () =>
      watchTexts(tag, (_, element) => {
        const name = element.lastChild
        if (!(name instanceof Text)) return
        // Each own name once: after the rewrite the node holds the admin's name, left as it is
        // until React writes the next language's own name into it.
        const locale = localeNamed.get(name.data.trim())
        if (!locale) return
        const inAdmin = languageLabelInAdmin(locale, language)
        if (name.data !== inAdmin) name.data = inAdmin
      }),
    [language],
  )

  return children
}
