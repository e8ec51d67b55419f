import type { Field } from 'payload'

/** Whether any of these fields, at any depth, holds a text per language. */
export const hasLocalizedField = (fields: readonly Field[]): boolean =>
  fields.some(
    (field) =>
      ('localized' in field && Boolean(field.localized)) ||
      ('fields' in field && hasLocalizedField(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => hasLocalizedField(tab.fields))) ||
      (field.type === 'blocks' &&
        field.blocks.some((block) => typeof block !== 'string' && hasLocalizedField(block.fields))),
  )

/**
 * The collections whose entries are made in English, the language every other is translated
 * from: each with a text per language (a game's title, an image's alt text). Their "Create New"
 * opens in English whatever language the menu was left in: a game made while it said ไทย had a
 * Thai title and none in English (walk 31, F1), an image its alt text in Hindi alone (walk 53, F3).
 */
export const madeInEnglish = (collection: { fields: readonly Field[] } | undefined): boolean =>
  Boolean(collection && hasLocalizedField(collection.fields))
