import type { I18nClient, TFunction } from '@payloadcms/translations'
import type { LabelFunction, StaticLabel } from 'payload'

import {
  adminLanguageOf,
  contentLocaleLabels,
  contentLocales,
  type AdminLanguage,
  type ContentLocale,
} from '@/i18n/locales'
import { bracketed, languageLabelInAdmin, otherLanguageLabelInAdmin } from '@/i18n/languageNames'

import { en, type AdminMessages } from './en'
import { hi } from './hi'
import { id } from './id'
import { ja } from './ja'
import { ko } from './ko'
import { payloadWording } from './payloadWording'
import { pt } from './pt'
import { th } from './th'
import { vi } from './vi'
import { zh } from './zh'
import { zhTw } from './zh-TW'

export type { AdminMessages }
export { adminT, type AdminKey } from './t'

/** Our words in each admin language (zh-TW is written for Hong Kong, the only Traditional site). */
export const adminMessages: Record<AdminLanguage, AdminMessages> = {
  en,
  id,
  hi,
  ja,
  ko,
  pt,
  th,
  'zh-TW': zhTw,
  vi,
  zh,
}

/** The admin languages in the order of the content languages. */
export const adminLanguages = contentLocales.map((locale) => adminLanguageOf[locale])

/**
 * One of our texts in every admin language, as the label object Payload takes for labels,
 * descriptions, option labels, tabs and groups: `label((m) => m.games.title)`.
 */
export const label = (pick: (messages: AdminMessages) => string): Record<AdminLanguage, string> =>
  Object.fromEntries(
    adminLanguages.map((language) => [language, pick(adminMessages[language])]),
  ) as Record<AdminLanguage, string>

/**
 * A label or description written beside its field, in every admin language at once: the type
 * requires each language, so a new field's words are in one place, the field's own file
 * (`label: labels({ en: 'Tournament badge', th: 'ป้ายทัวร์นาเมนต์', … })`).
 */
export const labels = (texts: Record<AdminLanguage, string>): Record<AdminLanguage, string> => texts

/** A label as English reads it (in export files and wherever no admin language applies). */
export const englishLabel = (value: StaticLabel | LabelFunction | undefined) =>
  typeof value === 'function'
    ? value({ i18n: { language: 'en' } as I18nClient, t: ((key: string) => key) as TFunction })
    : typeof value === 'object'
      ? value.en
      : value

/**
 * A language in a menu where an admin picks languages (an account's): its own name, as its
 * readers look for it, then its name in the admin's words where that differs ("ไทย — Thai"), so
 * that typing "Thai" or "Hindi" finds it (walk 52, F3).
 */
export const languageOptionLabel = (locale: ContentLocale): Record<AdminLanguage, string> =>
  Object.fromEntries(
    adminLanguages.map((language) => {
      const own = contentLocaleLabels[locale]
      const inAdmin = languageLabelInAdmin(locale, language)
      // The admin's own language once ("ไทย", not "ไทย — ภาษาไทย": s43 readers th, pt).
      return [language, adminLanguageOf[locale] === language ? own : `${own} — ${inAdmin}`]
    }),
  ) as Record<AdminLanguage, string>

/**
 * A language of the game-list's extra names (es-ES, my-MM, km-KH) as a field's label in every
 * admin language: its name in the admin's words with its code ("Spanish (es-ES)", 「スペイン語
 * (es-ES)」). Its own name in its own script was unreadable to every editor (s43 readers).
 */
export const extraLanguageLabel = (locale: string): Record<AdminLanguage, string> =>
  Object.fromEntries(
    adminLanguages.map((language) => [
      language,
      bracketed(language, otherLanguageLabelInAdmin(locale.split('-')[0], language), locale),
    ]),
  ) as Record<AdminLanguage, string>

/** Select options labelled in every admin language from one group of our texts. */
export const options = <Value extends string>(
  values: readonly Value[],
  pick: (messages: AdminMessages) => Record<Value, string>,
) => values.map((value) => ({ value, label: label((messages) => pick(messages)[value]) }))

/**
 * What the admin adds to Payload's dictionaries (`i18n.translations`): our texts (`t('starfin:…')`),
 * our corrections of Payload's and the rich-text editor's words (./payloadWording.ts), and each
 * language named as the locale table names it.
 */
export const adminTranslations = Object.fromEntries(
  contentLocales.map((locale) => {
    const language = adminLanguageOf[locale]
    const { general, ...wording } = payloadWording[language] ?? {}
    return [
      language,
      {
        ...wording,
        general: { ...general, thisLanguage: contentLocaleLabels[locale] },
        starfin: adminMessages[language],
      },
    ]
  }),
)
