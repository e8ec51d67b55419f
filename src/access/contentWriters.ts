import type { Access } from 'payload'

import { isContentLocale } from '@/i18n/locales'

import { hasRole } from './roles'

/**
 * Editors change anything. Translators write only in the locales assigned to them, and only
 * drafts: publishing is the editors' call (see `translatorsWriteTexts`).
 */
export const contentWriters: Access = ({ req: { user, locale } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  if (!hasRole(user, 'translator')) return false
  return isContentLocale(locale) && Boolean(user?.languages?.includes(locale))
}
