'use client'

import { useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import {
  contentLocaleLabels,
  defaultContentLocale,
  isContentLocale,
  type ContentLocale,
} from '@/i18n/locales'
import { adminT } from '@/labels/t'
import { localesWith, type TextsByLocale } from '@/translation/status'
import { isBlank, type TextFormat } from '@/lib/blankText'
import { languagesInAdmin, listed } from '@/i18n/languageNames'

/** What the sidebar needs to tell, from the form alone, whether a text is missing. */
export type FormTextRule = {
  fieldPath: string
  label: string
  format: TextFormat
  required: boolean
  englishBlank: boolean
  absentFieldPath?: string
  /** The languages other than English that have this text (each needs update once it changes). */
  translatedIn: ContentLocale[]
}

type Saved = { missing: TextsByLocale; outdated: TextsByLocale }
type FormFields = Record<string, { value?: unknown; initialValue?: unknown } | undefined>

/**
 * The saved status of every language, with the language on screen recounted from the form as it
 * is typed: a text filled in is no longer missing (a copied one once it is written in), a changed
 * translation no longer needs update.
 */
function liveStatus(
  saved: Saved,
  rules: FormTextRule[],
  fields: FormFields,
  locale: ContentLocale,
  opened: Record<string, string>,
) {
  // As the form opened with it, when `saved` was counted. Not Payload's `initialValue`, which each
  // save (an autosave too) sets to what it saved: a text typed in and autosaved counted missing
  // again, and the count stood still while a first translation was typed (walk 53, F1).
  const untouched = (rule: FormTextRule) => {
    const field = fields[rule.fieldPath]
    return !field || JSON.stringify(field.value ?? null) === opened[rule.fieldPath]
  }
  const missing = rules
    .filter((rule) => {
      // A text the server counted missing though written holds another language's, copied in:
      // it stays missing until someone writes in it.
      if (!isBlank(rule.format, fields[rule.fieldPath]?.value))
        return saved.missing[locale].includes(rule.label) && untouched(rule)
      if (rule.absentFieldPath && fields[rule.absentFieldPath]?.value === true) return false
      return rule.required || (locale !== defaultContentLocale && !rule.englishBlank)
    })
    .map((rule) => rule.label)
  const outdated = rules
    .filter((rule) => saved.outdated[locale].includes(rule.label) && untouched(rule))
    .map((rule) => rule.label)
  return {
    missing: { ...saved.missing, [locale]: missing },
    outdated: { ...saved.outdated, [locale]: outdated },
  }
}

/**
 * On the English form, each English text changed since the form opened needs update in every
 * language that has a translation of it, as the save (an autosave too) records it: the sidebar
 * counted only at the form's opening, and said "complete and up to date" after an English change
 * was saved, until a reload (walk 31, F7).
 */
function withEnglishChanges(
  status: Saved,
  rules: FormTextRule[],
  fields: FormFields,
  opened: Record<string, string>,
): Saved {
  const outdated = { ...status.outdated }
  for (const rule of rules) {
    if (JSON.stringify(fields[rule.fieldPath]?.value ?? null) === opened[rule.fieldPath]) continue
    for (const locale of rule.translatedIn)
      if (!outdated[locale].includes(rule.label))
        outdated[locale] = [...outdated[locale], rule.label]
  }
  return { ...status, outdated }
}

/** A few texts by name; more than that as a count, named in the tooltip. */
const WhichTexts = ({ labels }: { labels: string[] }) => {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  return (
    <span className="game-translations__texts">
      {labels.length <= 3
        ? listed(i18n.language, labels)
        : t('starfin:workflow:textCount', { count: labels.length })}
    </span>
  )
}

function LocaleList({ texts, current }: { texts: TextsByLocale; current?: ContentLocale }) {
  return (
    <ul>
      {localesWith(texts).map((locale) => (
        <li
          key={locale}
          title={texts[locale].join('\n')}
          aria-current={locale === current ? 'true' : undefined}
        >
          <a href={`?locale=${locale}`} lang={locale}>
            {contentLocaleLabels[locale]}
          </a>
          : <WhichTexts labels={texts[locale]} />
        </li>
      ))}
    </ul>
  )
}

/** The texts of the languages shown, none of the others. */
const only = (texts: TextsByLocale, shown: readonly ContentLocale[] | undefined): TextsByLocale =>
  shown
    ? (Object.fromEntries(
        Object.entries(texts).map(([locale, labels]) => [
          locale,
          shown.includes(locale as ContentLocale) ? labels : [],
        ]),
      ) as TextsByLocale)
    : texts

export function LiveTranslations({
  saved,
  rules,
  statusURL,
  shown,
}: {
  saved: Saved
  rules: FormTextRule[]
  statusURL: string
  /** The languages to tell of (a translator's own); every language when left out. */
  shown?: ContentLocale[]
}) {
  const { i18n } = useTranslation()
  const t = adminT(i18n.t)
  const { code } = useLocale()
  const fields = useFormFields(([formFields]) => formFields) as FormFields
  const locale = isContentLocale(code) ? code : undefined
  // Each text as the form opened with it in this language (what `saved` counted), by form path.
  const snapshot = () =>
    Object.fromEntries(
      rules.map((rule) => [rule.fieldPath, JSON.stringify(fields[rule.fieldPath]?.value ?? null)]),
    )
  const [opened, setOpened] = useState(() => ({ locale: code, values: snapshot() }))
  if (opened.locale !== code) setOpened({ locale: code, values: snapshot() })
  const counted = locale ? liveStatus(saved, rules, fields, locale, opened.values) : saved
  const live =
    locale === defaultContentLocale
      ? withEnglishChanges(counted, rules, fields, opened.values)
      : counted
  const missing = only(live.missing, shown)
  const outdated = only(live.outdated, shown)
  const done = localesWith(missing).length === 0 && localesWith(outdated).length === 0

  return (
    <div className="field-type game-translations" aria-live="polite">
      <span className="field-label">{t('starfin:workflow:translations')}</span>
      {done && (
        <p>
          {shown
            ? t('starfin:workflow:completeInYours', {
                languages: languagesInAdmin(shown, i18n.language),
              })
            : t('starfin:workflow:completeEverywhere')}
        </p>
      )}
      {localesWith(missing).length > 0 && (
        <>
          <p>{t('starfin:workflow:stillMissing')}</p>
          <LocaleList texts={missing} current={locale} />
        </>
      )}
      {localesWith(outdated).length > 0 && (
        <>
          <p>{t('starfin:workflow:needsUpdateIn')}</p>
          <LocaleList texts={outdated} current={locale} />
        </>
      )}
      <a href={statusURL}>{t('starfin:workflow:statusOfAll')}</a>
    </div>
  )
}
