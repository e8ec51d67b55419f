import type { Tab } from 'payload'

import { extraNameLocaleLabels, extraNameLocales, nameFieldOf, sites } from '@/i18n/locales'

import { fixed } from './shared'

/** Where the game is listed, under which names, and its free trial. */
export const listing: Tab = {
  label: 'Listing',
  fields: [
    {
      name: 'sites',
      label: 'Listed on these sites',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: sites.map((site) => site.prefix),
      options: sites.map((site) => ({
        label: `${site.prefix} · ${site.label}`,
        value: site.prefix,
      })),
      ...fixed,
    },
    {
      name: 'names',
      label: 'Names in the extra game-list languages',
      type: 'group',
      ...fixed,
      admin: {
        description: 'Served only by the game-list API (hotGames, newGames, typeGames).',
      },
      fields: [
        {
          type: 'row',
          fields: extraNameLocales.map((locale) => ({
            name: nameFieldOf(locale),
            label: `${extraNameLocaleLabels[locale]} (${locale})`,
            type: 'text',
          })),
        },
      ],
    },
    {
      name: 'demo',
      label: 'Free trial',
      type: 'group',
      ...fixed,
      fields: [
        {
          name: 'available',
          label: 'Demo available',
          type: 'checkbox',
          defaultValue: true,
        },
        {
          name: 'launchUrl',
          label: 'Launch URL override',
          type: 'text',
          admin: { description: 'Leave empty to use the template in Site settings.' },
        },
      ],
    },
  ],
}
