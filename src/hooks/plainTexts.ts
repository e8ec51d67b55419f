import type { Field, Plugin } from 'payload'

import { textIsString } from './richTextSize'

/** Each plain text field, at any depth, checked by `textIsString` before anything else reads it. */
function withStringTexts(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (
      (field.type === 'text' || field.type === 'textarea' || field.type === 'email') &&
      !('hasMany' in field && field.hasMany)
    ) {
      const before = field.hooks?.beforeValidate ?? []
      if (before.includes(textIsString)) return field
      return { ...field, hooks: { ...field.hooks, beforeValidate: [textIsString, ...before] } }
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withStringTexts(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) =>
          typeof block === 'string' ? block : { ...block, fields: withStringTexts(block.fields) },
        ),
      }
    if ('fields' in field) return { ...field, fields: withStringTexts(field.fields) } as Field
    return field
  })
}

/**
 * Every plain text of every collection and global is a string of at most `maxPlainTextLength`
 * characters, drafts too (a draft skips validation; a hook does not): an account's own name sent
 * as a list of 20,000 names was stored as 2 MB of JSON text, past the 100-character and one-line
 * rules that read strings only, and shown in every lock notice (round 59, F2); an e-mail sent as
 * a number was a 500 (F3).
 */
export const plainTextsAreStrings: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: withStringTexts(collection.fields),
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: withStringTexts(global.fields),
  })),
})
