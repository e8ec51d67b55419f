import type { CollectionConfig, Plugin } from 'payload'

const drafts = (collection: CollectionConfig) =>
  typeof collection.versions === 'object' && typeof collection.versions.drafts === 'object'
    ? collection.versions.drafts
    : undefined

/**
 * With autosave and unvalidated drafts, Payload creates a document as soon as "Create New" opens
 * the form, so every abandoned form would leave an empty document behind. A collection that
 * autosaves its drafts must validate them (each field's `validate` then decides what a draft may
 * lack); the config refuses to build otherwise. Globals are never created: the rule is not theirs.
 */
export const autosaveDraftsAreValidated: Plugin = (config) => {
  const unvalidated = (config.collections ?? []).filter((collection) => {
    const rules = drafts(collection)
    return rules?.autosave && rules.validate !== true
  })
  if (unvalidated.length > 0)
    throw new Error(
      unvalidated
        .map(
          ({ slug }) =>
            `Collection "${slug}" autosaves drafts without validating them: "Create New" would ` +
            `save an empty ${slug} document as soon as the form opens. Add validate: true to its ` +
            `versions.drafts (versions: { drafts: { autosave: { interval: 1500 }, validate: true } }; ` +
            `docs/extending.md, "Draft rules").`,
        )
        .join('\n'),
    )
  return config
}
