import type { Tab } from 'payload'

import { label } from '@/labels'

import { named } from './shared'

export const seo: Tab = {
  label: label((m) => m.games.tabs.seo),
  fields: [
    {
      name: 'meta',
      label: named('meta'),
      type: 'group',
      fields: [
        {
          name: 'title',
          label: named('metaTitle'),
          type: 'text',
          localized: true,
          maxLength: 70,
        },
        {
          name: 'description',
          label: named('metaDescription'),
          type: 'textarea',
          localized: true,
          maxLength: 200,
        },
      ],
    },
  ],
}
