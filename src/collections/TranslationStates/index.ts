import { perEntryAndLanguage } from '../shared/perEntryAndLanguage'

/**
 * One language of one translated entry (a game or a global): the English each of its texts was
 * translated from, the translators' notes, and whether it waits for an editor's review. Written
 * only by the server (see `src/translation/freshness.ts`); the admin shows it inside the entries.
 */
export const TranslationStates = perEntryAndLanguage('translation-states', {
  entryIndexed: true,
  fields: [
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
})
