import type { Field } from 'payload'

import { options } from '@/labels'
import { gameKinds, gameThemes } from '@/lib/catalogue'

import { headingFields } from './heading'
import { fixed, named } from './shared'
import { freeGameId } from './validation'

/** Above the tabs: the translation status, and what identifies and groups the game. */
export const identity: Field[] = [
  ...headingFields,
  {
    type: 'row',
    fields: [
      {
        name: 'gameId',
        label: named('gameId'),
        type: 'number',
        required: true,
        unique: true,
        index: true,
        min: 1,
        validate: freeGameId,
        ...fixed,
      },
      {
        name: 'kind',
        label: named('kind'),
        type: 'select',
        required: true,
        options: options(gameKinds, (m) => m.options.kinds),
        defaultValue: 'slot',
        ...fixed,
      },
      {
        name: 'theme',
        label: named('theme'),
        type: 'select',
        required: true,
        options: options(gameThemes, (m) => m.options.themes),
        ...fixed,
      },
    ],
  },
]
