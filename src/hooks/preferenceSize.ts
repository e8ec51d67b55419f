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

/** Payload adds the preferences' collection after the plugins run: the rule joins it when Payload starts. */
export const preferencesWithinCeiling: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const preferences = payload.collections['payload-preferences']?.config
    if (preferences) {
      const hooks = (preferences.hooks.beforeChange ??= [])
      if (!hooks.includes(withinCeiling)) hooks.unshift(withinCeiling)
    }
    await config.onInit?.(payload)
  },
})
