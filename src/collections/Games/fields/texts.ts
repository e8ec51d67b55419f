import type { Tab } from 'payload'

import { rowsFixedForTranslators } from '@/fields/rowsFixedForTranslators'

import { fixed } from './shared'

/** What players read, in every language. */
export const texts: Tab = {
  label: 'Texts',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true },
    { name: 'description', type: 'richText', localized: true },
    {
      name: 'typeText',
      label: 'Game type (as players read it)',
      type: 'text',
      localized: true,
      admin: { description: 'For example “5×3 · 25 paylines”.' },
    },
    {
      name: 'features',
      type: 'array',
      hooks: { beforeChange: [rowsFixedForTranslators] },
      admin: {
        description: 'Add or remove features here (editors); translators write the text.',
      },
      fields: [{ name: 'text', type: 'text', required: true, localized: true }],
    },
    {
      name: 'cover',
      label: 'Cover art',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      admin: { description: 'A language without its own cover shows the English one.' },
    },
    {
      name: 'video',
      label: 'Gameplay video',
      type: 'upload',
      relationTo: 'media',
      ...fixed,
    },
  ],
}
