import { APIError, type CollectionBeforeChangeHook, type Plugin } from 'payload'

import { hasRole, type StaffUser } from '@/access/roles'
import { isContentLocale } from '@/i18n/locales'

/**
 * The content language the admin opens pages in is the account's `locale` preference, which
 * Payload sets on every page opened in a language. A translator who looked at a game in
 * Vietnamese (read-only to them) then found Media, the dashboard and every page after in
 * Vietnamese, their own work a language switch away (walk 37, F7). A translator's preference
 * stays one of their own languages: a page opened in another is that page alone.
 *
 * Over HTTP the preference is one content language, and one per account: the collection's own
 * route stored `all`, lists and a second `locale` document beside the first (round 47, F2; the
 * keyed route is `src/admin/localePreference.ts`), or by renaming another preference (round 48, F4).
 */
const ownLanguageKept: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const before = originalDoc as { key?: unknown; value?: unknown } | undefined
  if ((data?.key ?? before?.key) !== 'locale') return data
  if (req.payloadAPI !== 'local') {
    // A preference made `locale` by a change of its key (a PATCH by id) is a second one too.
    const renamed = operation === 'update' && before?.key !== 'locale'
    if ((operation === 'create' || renamed) && req.user) {
      const { totalDocs } = await req.payload.count({
        collection: 'payload-preferences',
        where: {
          and: [
            { key: { equals: 'locale' } },
            { 'user.relationTo': { equals: req.user.collection } },
            { 'user.value': { equals: req.user.id } },
          ],
        },
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0)
        throw new APIError(
          'This account has a content language already: change it at /api/payload-preferences/locale.',
          409,
          undefined,
          true,
        )
    }
    const value = data && 'value' in data ? data.value : before?.value
    if (typeof value !== 'string' || !isContentLocale(value))
      throw new APIError(
        'The content language is one of the site’s languages, such as "th-TH".',
        400,
        undefined,
        true,
      )
  }
  const user = req.user as StaffUser | null
  if (!hasRole(user, 'translator')) return data
  const own = (user?.languages ?? []).filter(isContentLocale)
  if (!own.length || (typeof data.value === 'string' && own.includes(data.value as never)))
    return data
  const kept = before?.value
  return {
    ...data,
    value: typeof kept === 'string' && own.includes(kept as never) ? kept : own[0],
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
