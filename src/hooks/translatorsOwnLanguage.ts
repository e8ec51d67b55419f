import type { CollectionBeforeChangeHook, Plugin } from 'payload'

import { hasRole, type StaffUser } from '@/access/roles'
import { isContentLocale } from '@/i18n/locales'

/**
 * The content language the admin opens pages in is the account's `locale` preference, which
 * Payload sets on every page opened in a language. A translator who looked at a game in
 * Vietnamese (read-only to them) then found Media, the dashboard and every page after in
 * Vietnamese, their own work a language switch away (walk 37, F7). A translator's preference
 * stays one of their own languages: a page opened in another is that page alone.
 */
const ownLanguageKept: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const user = req.user as StaffUser | null
  if (data?.key !== 'locale' || !hasRole(user, 'translator')) return data
  const own = (user?.languages ?? []).filter(isContentLocale)
  if (!own.length || (typeof data.value === 'string' && own.includes(data.value as never)))
    return data
  const before = (originalDoc as { value?: unknown } | undefined)?.value
  return {
    ...data,
    value: typeof before === 'string' && own.includes(before as never) ? before : own[0],
  }
}

/** Payload adds the preferences' collection after the plugins run: the rule joins it when Payload starts. */
export const translatorsKeepTheirLanguage: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const preferences = payload.collections['payload-preferences']?.config
    if (preferences) {
      const changes = (preferences.hooks.beforeChange ??= [])
      if (!changes.includes(ownLanguageKept)) changes.push(ownLanguageKept)
    }
    await config.onInit?.(payload)
  },
})
