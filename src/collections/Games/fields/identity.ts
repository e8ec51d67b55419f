import type { Field } from 'payload'

import { gameKinds, gameThemes } from '@/lib/catalogue'

import { fixed, options } from './shared'

/** Above the tabs: the translation status, and what identifies and groups the game. */
export const identity: Field[] = [
  {
    name: 'translationStatus',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/admin/TranslationStatus/GameTranslations#GameTranslations' },
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'gameId',
        label: 'Game id',
        type: 'number',
        required: true,
        unique: true,
        index: true,
        min: 1,
        ...fixed,
      },
      {
        name: 'kind',
        type: 'select',
        required: true,
        options: options(gameKinds),
        defaultValue: 'slot',
        ...fixed,
      },
      {
        name: 'theme',
        label: 'Theme group',
        type: 'select',
        required: true,
        options: options(gameThemes),
        ...fixed,
      },
    ],
  },
]
