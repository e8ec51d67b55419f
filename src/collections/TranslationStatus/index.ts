import { perEntryAndLanguage } from '../shared/perEntryAndLanguage'

/**
 * Each translated entry's state in each language, as the translation status screen shows it: what
 * is missing, left out or needing update there, and its publication state. Derived from the
 * entries and their `translation-states`, and kept current by the server wherever either changes
 * (`src/translation/statusTable.ts`), so that the screen asks PostgreSQL for one page of a
 * catalogue of thousands instead of reading every entry.
 */
export const TranslationStatus = perEntryAndLanguage('translation-status', {
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['collection', 'global'],
    },
    {
      name: 'type',
      type: 'text',
      required: true,
      admin: { description: 'The registered collection’s or global’s slug.' },
    },
    { name: 'document', type: 'text', admin: { description: 'A collection entry’s id.' } },
    {
      name: 'title',
      type: 'text',
      admin: {
        description:
          'A collection entry’s name in the status (the game’s number and English title).',
      },
    },
    {
      name: 'sortKey',
      type: 'text',
      admin: {
        description: 'The value of the collection’s default sort, numbers padded to sort as text.',
      },
    },
    { name: 'missing', type: 'json', admin: { description: 'The labels of the texts missing.' } },
    {
      name: 'outdated',
      type: 'json',
      admin: { description: 'The labels of the texts needing update.' },
    },
    {
      name: 'leftOut',
      type: 'json',
      admin: { description: 'The labels of the texts left out on purpose.' },
    },
    { name: 'missingCount', type: 'number', required: true, defaultValue: 0 },
    { name: 'outdatedCount', type: 'number', required: true, defaultValue: 0 },
    {
      name: 'publication',
      type: 'text',
      required: true,
      admin: {
        description: 'published, changed, ready or draft (src/translation/publication.ts).',
      },
    },
    {
      name: 'readyForReview',
      type: 'group',
      fields: [
        { name: 'by', type: 'text', admin: { description: 'Who marked it, by name.' } },
        { name: 'at', type: 'date' },
      ],
    },
  ],
})
