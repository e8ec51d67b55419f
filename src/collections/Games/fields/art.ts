import type { Tab } from 'payload'

import { motifNames } from '@/art/motifs'

import { fixed } from './shared'

const hexColor = (value: unknown) =>
  value == null || value === '' || /^#[0-9a-f]{6}$/i.test(String(value)) || 'A colour as #rrggbb.'

const knownMotif = (value: unknown) =>
  value == null ||
  value === '' ||
  motifNames.includes(String(value)) ||
  `Not a motif the art library draws; one of: ${motifNames.join(', ')}.`

const colorField = (name: string, description: string) =>
  ({ name, type: 'text', validate: hexColor, admin: { description } }) as const

export const art: Tab = {
  label: 'Art',
  description:
    'The cover art and the built-in demo are drawn in this motif and palette. ' +
    'Left empty, the theme’s own are used.',
  fields: [
    {
      name: 'art',
      type: 'group',
      ...fixed,
      fields: [
        {
          name: 'motif',
          type: 'text',
          validate: knownMotif,
          admin: { description: 'The emblem, e.g. dragon, koi, seven.' },
        },
        {
          type: 'row',
          fields: [
            colorField('accent', 'Main colour, #rrggbb.'),
            colorField('highlight', 'Highlights and gold, #rrggbb.'),
            colorField('background', 'Dark background, #rrggbb.'),
          ],
        },
      ],
    },
  ],
}
