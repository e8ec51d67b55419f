import { APIError, type CollectionBeforeChangeHook, type Plugin } from 'payload'

import { preferenceFault } from '@/lib/preferenceSize'

/**
 * An admin preference stays within its ceiling (`src/lib/preferenceSize.ts`) however it is
 * written: `POST`/`PATCH /api/payload-preferences` (one or many), GraphQL's
 * `createPayloadPreference`/`updatePayloadPreference` and the admin's `table-state`, which saves
 * a list's columns through the local API. Only the keyed route writes past this hook, and the
 * request's body is checked there (`src/server/bodyShape.ts`).
 */
const withinCeiling: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const key = String(data.key ?? originalDoc?.key ?? '')
  const value: unknown = 'value' in data ? data.value : originalDoc?.value
  const fault = preferenceFault(key, Buffer.byteLength(JSON.stringify(value ?? null)))
  if (fault) throw new APIError(fault.message, fault.status, null, true)
  return data
}

/**
 * A preference is an account's one value under a key, as the admin's keyed route keeps it. Over
 * `POST /api/payload-preferences` an account could add rows without a key, or any number under
 * one key, 64 KB each, and grow the database without end (round 59, F4).
 */
const oneRowPerKey: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const key: unknown = 'key' in data ? data.key : originalDoc?.key
  if (typeof key !== 'string' || !key.trim())
    throw new APIError('A preference has a key: the name of what it remembers.', 400, null, true)
  // The admin's own writes (the local API) find the row first.
  if (operation !== 'create' || !req.user || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: req.user.id } },
        { 'user.relationTo': { equals: req.user.collection } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      `This account already has a preference "${key}": change that one.`,
      409,
      null,
      true,
    )
  return data
}

/** Payload adds the preferences' collection after the plugins run: the rules join it when Payload starts. */
export const preferencesWithinCeiling: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const preferences = payload.collections['payload-preferences']?.config
    if (preferences) {
      const hooks = (preferences.hooks.beforeChange ??= [])
      if (!hooks.includes(withinCeiling)) hooks.unshift(withinCeiling)
      // Last (after the list preferences' check, added before this runs): a value no preference
      // may hold is told as such (400) before a second row under its key (409).
      if (!hooks.includes(oneRowPerKey)) hooks.push(oneRowPerKey)
    }
    await config.onInit?.(payload)
  },
})
