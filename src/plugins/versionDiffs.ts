import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/** A version's comparison row as the form shows the field (see the component). */
const formDiff = '/admin/FormDiff#FormDiff'

/** Fields whose value is one whole: compared old → new, never character by character. */
const wholeValueTypes = new Set(['select', 'radio', 'upload', 'checkbox'])
/** Fields the form may hide, which the component renders itself when shown. */
const conditionalTypes = new Set([
  'group',
  'number',
  'text',
  'textarea',
  'email',
  'select',
  'radio',
  'upload',
  'checkbox',
])

function withFormDiffs(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    const admin = field.admin as
      { condition?: unknown; components?: Record<string, unknown> } | undefined
    const own = Boolean(admin?.components?.Diff)
    const diffed =
      !own &&
      (wholeValueTypes.has(field.type) ||
        // A field the form never shows (a heading kept for lists) has no row, as in the form: it
        // was listed as "English Title" in every admin language (s41 readers).
        Boolean((admin as { hidden?: unknown } | undefined)?.hidden) ||
        (Boolean(admin?.condition) && conditionalTypes.has(field.type)))
    const withDiff = diffed
      ? ({
          ...field,
          admin: { ...admin, components: { ...admin?.components, Diff: formDiff } },
        } as Field)
      : field
    switch (withDiff.type) {
      case 'group':
      case 'row':
      case 'collapsible':
      case 'array':
        return { ...withDiff, fields: withFormDiffs(withDiff.fields) } as Field
      case 'tabs':
        return {
          ...withDiff,
          tabs: withDiff.tabs.map((tab) => ({ ...tab, fields: withFormDiffs(tab.fields) })),
        }
      case 'blocks':
        return {
          ...withDiff,
          blocks: withDiff.blocks.map((block) => ({
            ...block,
            fields: withFormDiffs(block.fields),
          })),
        }
      default:
        return withDiff
    }
  })
}

/**
 * Payload's status field (`_status`, added to every entry with drafts when the config is
 * sanitized): given here with the comparison row alone, which Payload merges into its own.
 */
const statusDiff: Field = {
  name: '_status',
  type: 'select',
  // Payload's own label, which its client configuration left out of the merged field ("_status").
  label: ({ t }) => t('version:status'),
  options: [],
  admin: { components: { Diff: formDiff } },
}

const withVersionDiffs = <Entity extends CollectionConfig | GlobalConfig>(
  entity: Entity,
): Entity =>
  entity.versions
    ? {
        ...entity,
        fields: [
          ...withFormDiffs(entity.fields),
          ...(typeof entity.versions === 'object' && entity.versions.drafts ? [statusDiff] : []),
        ],
      }
    : entity

/**
 * A version's page compares the fields as their form shows them, on every collection and global
 * with versions: no row for a field the form hides (its `admin.condition`), whole values old →
 * new, each row named in the reader's language (`src/admin/FormDiff.tsx`).
 */
export const versionDiffsAsTheFormShows: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withVersionDiffs),
  globals: config.globals?.map(withVersionDiffs),
})
