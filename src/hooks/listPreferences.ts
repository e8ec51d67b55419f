import {
  APIError,
  type CollectionAfterReadHook,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type Payload,
  type Plugin,
} from 'payload'

import { listMaxRows, sortProblems } from '@/lib/queryRules'

type ListPreference = Record<string, unknown>

const isRecord = (value: unknown): value is ListPreference =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The parts of a list's saved preference (`collection-{slug}`: its page size and sort) that the
 * admin's list could not use: a page of 1 to `listMaxRows` rows, a sort the query rules take.
 */
function unusable(payload: Payload, key: unknown, value: unknown): Record<string, string> {
  const slug = /^collection-(.+)$/.exec(String(key))?.[1]
  if (!slug || !Object.hasOwn(payload.collections, slug) || !isRecord(value)) return {}
  const faults: Record<string, string> = {}
  const { limit, sort } = value
  if (
    limit !== undefined &&
    limit !== null &&
    !(/^\d{1,9}$/.test(String(limit)) && Number(limit) >= 1 && Number(limit) <= listMaxRows)
  )
    faults.limit = `A page of the list holds 1 to ${listMaxRows} rows.`
  const locales = payload.config.localization ? payload.config.localization.localeCodes : []
  const fields = payload.collections[slug as CollectionSlug].config.flattenedFields
  const sorted = sortProblems(sort, fields, locales)
  if (sorted.length) faults.sort = sorted.join(' ')
  return faults
}

const without = (value: ListPreference, keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))

/**
 * A list's saved page size and sort are used by the list page itself (`/admin/collections/games`,
 * Payload's list view, which reads them through the local API and saves whatever its address
 * carries): a saved page of 100,000 (or `-5`, or `"abc"`) read the whole collection on every
 * opening, a link with `?limit=100000` saved that for the colleague who opened it, and a saved
 * sort of `{"a":1}` broke the list on every opening with the SQL in the log. Written over REST or
 * GraphQL such a value is a 400; saved by the admin from an address it is left out; and a stored
 * one (the keyed route writes past every hook) is read without it: the list's default.
 */
const listPreferenceUsable: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const value: unknown = 'value' in data ? data.value : undefined
  const faults = unusable(req.payload, data.key ?? originalDoc?.key, value)
  if (!Object.keys(faults).length) return data
  if (req.payloadAPI !== 'local')
    throw new APIError(Object.values(faults).join(' '), 400, null, true)
  return { ...data, value: without(value as ListPreference, Object.keys(faults)) }
}

const readUsable: CollectionAfterReadHook = ({ doc, req }) => {
  const faults = unusable(req.payload, doc?.key, doc?.value)
  return Object.keys(faults).length
    ? { ...doc, value: without(doc.value as ListPreference, Object.keys(faults)) }
    : doc
}

/** Payload adds the preferences' collection after the plugins run: the rule joins it when Payload starts. */
export const listPreferencesUsable: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const preferences = payload.collections['payload-preferences']?.config
    if (preferences) {
      const changes = (preferences.hooks.beforeChange ??= [])
      if (!changes.includes(listPreferenceUsable)) changes.push(listPreferenceUsable)
      const reads = (preferences.hooks.afterRead ??= [])
      if (!reads.includes(readUsable)) reads.push(readUsable)
    }
    await config.onInit?.(payload)
  },
})
