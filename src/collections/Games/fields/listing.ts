import type { Tab } from 'payload'

import { extraLanguageLabel, label } from '@/labels'
import { extraNameLocales, nameFieldOf, sites } from '@/i18n/locales'

import { fixed, named } from './shared'
import { listedSites, sitesShownToVisitors } from './sites'

/** Where the game is listed, under which names, and its free trial. */
export const listing: Tab = {
  label: label((m) => m.games.tabs.listing),
  fields: [
    {
      name: 'sites',
      label: named('sites'),
      type: 'select',
      hasMany: true,
      required: true,
      // A new game is on no site until its texts are written for one.
      defaultValue: [],
      options: sites.map((site) => ({
        label: `${site.prefix} · ${site.label}`,
        value: site.prefix,
      })),
      validate: listedSites,
      ...fixed,
      hooks: { afterRead: [sitesShownToVisitors] },
      admin: {
        description: named('sitesHelp'),
        components: { Field: '/collections/Games/components/SitesField#SitesField' },
      },
    },
    {
      name: 'names',
      label: named('names'),
      type: 'group',
      ...fixed,
      admin: { description: named('namesHelp') },
      fields: [
        {
          type: 'row',
          fields: extraNameLocales.map((locale) => ({
            name: nameFieldOf(locale),
            label: extraLanguageLabel(locale),
            type: 'text',
          })),
        },
      ],
    },
    {
      name: 'demo',
      label: named('demo'),
      type: 'group',
      ...fixed,
      fields: [
        {
          name: 'available',
          label: named('demoAvailable'),
          type: 'checkbox',
          defaultValue: true,
        },
        {
          name: 'launchUrl',
          label: named('launchUrl'),
          type: 'text',
          admin: { description: named('launchUrlHelp') },
        },
      ],
    },
  ],
}
