'use client'

import { Pill, useLocale, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'
import type { ContentLocale } from '@/i18n/locales'
import type { PublicationStates } from '@/translation/publication'

const pillStyles = {
  published: 'success',
  changed: 'warning',
  ready: 'light',
  draft: 'light',
} as const

/** One document's publication state in the language on screen. */
export function PublicationBadge({ states }: { states: PublicationStates }) {
  const { code } = useLocale()
  const { t } = useTranslation()
  const state = states[code as ContentLocale]
  if (!state) return null
  return (
    <span className="publication-state" data-state={state}>
      <Pill pillStyle={pillStyles[state]}>{adminT(t)(`starfin:editorial:states:${state}`)}</Pill>
    </span>
  )
}
