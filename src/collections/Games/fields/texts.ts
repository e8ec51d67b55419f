import type { Tab } from 'payload'

import { label } from '@/labels'

import { fixed, named } from './shared'
import { englishDescription, englishText } from './validation'

/** What players read, in every language. */
export const texts: Tab = {
  label: label((m) => m.games.tabs.texts),
  fields: [
    {
      name: 'title',
      label: named('title'),
      type: 'text',
      required: true,
      localized: true,
      validate: englishText,
      admin: { components: { Cell: '/collections/Games/components/TitleCell#TitleCell' } },
    },
    { name: 'subtitle', label: named('subtitle'), type: 'text', localized: true },
    {
      name: 'description',
      label: named('description'),
      type: 'richText',
      localized: true,
      validate: englishDescription,
      admin: {
        components: {
          Label: {
            path: '/collections/Games/components/TranslatedLabel#TranslatedLabel',
            clientProps: { message: 'starfin:games:description' },
          },
        },
      },
    },
    {
      name: 'typeText',
      label: named('typeText'),
      type: 'text',
      localized: true,
      admin: { description: named('typeTextHelp') },
    },
    {
      name: 'features',
      label: named('features'),
      labels: { singular: named('feature'), plural: named('features') },
      type: 'array',
      admin: { description: named('featuresHelp') },
      fields: [
        {
          name: 'text',
          label: named('feature'),
          type: 'text',
          required: true,
          localized: true,
          validate: englishText,
        },
      ],
    },
    {
      name: 'cover',
      label: named('cover'),
      type: 'upload',
      relationTo: 'media',
      localized: true,
      admin: { description: named('coverHelp') },
    },
    {
      name: 'video',
      label: named('video'),
      type: 'upload',
      relationTo: 'media',
      ...fixed,
    },
  ],
}
