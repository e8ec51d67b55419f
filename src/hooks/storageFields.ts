import type { Field, Plugin } from 'payload'

/** The storage plugin's own bookkeeping fields: the object's key in the bucket and its prefix. */
const storageFields = new Set(['_objectKey', 'prefix'])

const outOfLists = (field: Field): Field =>
  'name' in field && storageFields.has(field.name)
    ? ({
        ...field,
        admin: { ...field.admin, disableListColumn: true, disableListFilter: true },
      } as Field)
    : field

/**
 * The storage plugin hides its fields on the form but not in the list: the media list offered an
 * "_object Key" column, its cells "<No _object Key>" and its sort, in every admin language
 * (admin walk, round 23). Placed after the storage plugin, this takes them out of the list's
 * columns and filters of every upload collection.
 */
export const storageFieldsOutOfLists: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload ? { ...collection, fields: collection.fields.map(outOfLists) } : collection,
  ),
})
