import { hasRole, type StaffUser } from '@/access/roles'
import { contentLocales, type ContentLocale } from '@/i18n/locales'

/** Who sees the translation status and may export texts. */
export const isTranslationStaff = (user: StaffUser) =>
  hasRole(user, 'admin', 'editor', 'translator')

/** The languages whose texts the user may import: all for editors, the assigned ones for translators. */
export function writableLocales(user: StaffUser): ContentLocale[] {
  if (hasRole(user, 'admin', 'editor')) return [...contentLocales]
  if (hasRole(user, 'translator'))
    return contentLocales.filter((locale) => user?.languages?.includes(locale))
  return []
}
