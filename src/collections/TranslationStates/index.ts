import type { CollectionConfig } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { nobody } from '@/access/nobody'
import { contentLocales } from '@/i18n/locales'

/**
 * One language of one translated entry (a game or a global): the English each of its texts was
 * translated from, the translators' notes, and whether it waits for an editor's review. Written
 * only by the server (see `src/translation/freshness.ts`); the admin shows it inside the entries.
 */
export const TranslationStates: CollectionConfig<'translation-states'> = {
  slug: 'translation-states',
  admin: { hidden: true },
  access: { read: contentStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['entry', 'locale'], unique: true }],
  fields: [
    {
      name: 'entry',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The entry’s key in the translation files: games/24, label-sets.' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: contentLocales.map((code) => ({ label: code, value: code })),
    },
    {
      name: 'sources',
      type: 'json',
      admin: { description: 'Text path → the English (plain text) its translation was made from.' },
    },
    {
      name: 'notes',
      type: 'json',
      admin: { description: 'Text path → the translator’s note (from a CAT tool’s XLIFF).' },
    },
    {
      name: 'readyForReview',
      type: 'group',
      fields: [
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date' },
      ],
    },
  ],
}
