import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

/** Saves what was just typed before the form goes away (see the component). */
const savesFirst = '/admin/SavesBeforeLeaving#SavesBeforeLeaving'

const autosaves = (entry: CollectionConfig | GlobalConfig) =>
  typeof entry.versions === 'object' &&
  typeof entry.versions.drafts === 'object' &&
  Boolean(entry.versions.drafts.autosave)

type Controls = { beforeDocumentControls?: unknown[] } | undefined

/** The entry's edit view (a collection's `edit`, a global's `elements`) with the component beside its buttons. */
function withSavesFirst<Entry extends CollectionConfig | GlobalConfig>(
  entry: Entry,
  slot: 'edit' | 'elements',
): Entry {
  if (!autosaves(entry)) return entry
  const components = entry.admin?.components as Record<string, Controls> | undefined
  const controls = components?.[slot]?.beforeDocumentControls ?? []
  return {
    ...entry,
    admin: {
      ...entry.admin,
      components: {
        ...components,
        [slot]: { ...components?.[slot], beforeDocumentControls: [...controls, savesFirst] },
      },
    },
  }
}

/**
 * On an entry that autosaves, what was just typed is saved before its form goes away: Payload's
 * language menu, a link of the admin or a reload dropped the text typed within the autosave's
 * delay (walk 34, F14; walk 35, F20).
 */
export const savesBeforeLeaving: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => withSavesFirst(collection, 'edit')),
  globals: (config.globals ?? []).map((global) => withSavesFirst(global, 'elements')),
})
