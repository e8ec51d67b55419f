import type { Tab } from 'payload'

import { label } from '@/labels'

import { fixed, named } from './shared'
import { hexColor, knownMotif } from './validation'

const colorField = (name: 'accent' | 'highlight' | 'background') =>
  ({
    name,
    label: named(name),
    type: 'text',
    validate: hexColor,
    admin: { description: named(`${name}Help`) },
  }) as const

export const art: Tab = {
  label: label((m) => m.games.tabs.art),
  description: named('artHelp'),
  fields: [
    {
      name: 'art',
      label: named('art'),
      type: 'group',
      ...fixed,
      fields: [
        {
          name: 'motif',
          label: named('motif'),
          type: 'text',
          validate: knownMotif,
          admin: { description: named('motifHelp') },
        },
        {
          type: 'row',
          fields: [colorField('accent'), colorField('highlight'), colorField('background')],
        },
      ],
    },
  ],
}
