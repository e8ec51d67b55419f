'use client'

import { SelectField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'

import { adminT } from '@/labels/t'
import type { ContentLocale } from '@/i18n/locales'
import { isBlank } from '@/lib/blankText'

type Props = SelectFieldClientProps & {
  /** The languages whose title and description are written, as stored. */
  languagesWithTexts: string[]
  /** Each site's content languages, by the site's prefix. */
  siteLanguages: Record<string, readonly ContentLocale[]>
}

/**
 * The site list, each site whose language still lacks the title or description marked so; the
 * language on screen is judged by what is typed in the form.
 */
export function SitesSelect({ field, languagesWithTexts, siteLanguages, ...props }: Props) {
  const { code } = useLocale()
  const t = adminT(useTranslation().t)
  const typed = useFormFields(
    ([fields]) =>
      !isBlank('text', fields.title?.value) && !isBlank('richText', fields.description?.value),
  )
  const complete = new Set(languagesWithTexts.filter((locale) => locale !== code))
  if (typed) complete.add(code)
  const options = field.options.map((option) =>
    typeof option === 'object' &&
    siteLanguages[option.value]?.some((locale) => !complete.has(locale))
      ? { ...option, label: `${String(option.label)} — ${t('starfin:games:siteIncomplete')}` }
      : option,
  )
  return <SelectField {...props} field={{ ...field, options }} />
}
