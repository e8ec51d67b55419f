import { contentLocaleLabels, defaultContentLocale, type ContentLocale } from '@/i18n/locales'
import type { AdminT } from '@/labels/t'

/**
 * A language as a sentence of the admin names it: English in the admin's own language (ภาษาอังกฤษ,
 * अंग्रेज़ी), as the English reference boxes say it; the others by their own names (the language
 * menu's). "English में प्रकाशित" mixed the two (walk 35, F11; walk 37, F8).
 */
export const languageInAdmin = (locale: ContentLocale, t: AdminT): string =>
  locale === defaultContentLocale ? t('starfin:workflow:english') : contentLocaleLabels[locale]
