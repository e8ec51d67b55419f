import type { Access } from 'payload'

import { isContentLocale } from '@/i18n/locales'

import { hasRole } from './roles'

/**
 * Editors change anything. Translators save drafts, and only in the locales assigned to them;
 * publishing is the editors' call.
 */
export const contentWriters: Access = ({ req: { user, locale }, data }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  if (!hasRole(user, 'translator')) return false
  if (data && (data as { _status?: string })._status === 'published') return false
  return isContentLocale(locale) && Boolean(user?.languages?.includes(locale))
}
