import type { Tab } from 'payload'

import { contentLocaleLabels, contentLocales } from '@/i18n/locales'
import { layoutModes, platforms, volatilities } from '@/lib/catalogue'

import { fixed, options } from './shared'
import { validateLayout } from './validateLayout'

/** The game's figures, shown on its page and played by the built-in demo. */
export const figures: Tab = {
  label: 'Figures',
  fields: [
    {
      name: 'layout',
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mode',
              type: 'select',
              required: true,
              defaultValue: 'lines',
              options: options(layoutModes),
              validate: validateLayout,
            },
            {
              name: 'reels',
              type: 'number',
              min: 1,
              max: 8,
              admin: { condition: (_, s) => s?.mode !== 'none' },
            },
            {
              name: 'rows',
              type: 'number',
              min: 1,
              max: 8,
              admin: { condition: (_, s) => s?.mode === 'lines' || s?.mode === 'ways' },
            },
            {
              name: 'lines',
              label: 'Paylines',
              type: 'number',
              min: 1,
              max: 100,
              admin: { condition: (_, s) => s?.mode === 'lines' },
            },
            {
              name: 'ways',
              type: 'number',
              min: 1,
              admin: { condition: (_, s) => s?.mode === 'ways' || s?.mode === 'megaways' },
            },
          ],
        },
        {
          name: 'maxRowsPerReel',
          label: 'Maximum rows per reel',
          type: 'text',
          admin: {
            condition: (_, s) => s?.mode === 'megaways',
            description:
              'Space-separated, one number per reel; their product is the ways count (7 7 8 8 8 8 → 200,704).',
          },
        },
      ],
    },
    {
      name: 'maxMultiplier',
      label: 'Maximum multiplier',
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              defaultValue: 'value',
              options: [
                { label: 'Value', value: 'value' },
                { label: 'Unlimited', value: 'unlimited' },
                { label: 'None', value: 'none' },
              ],
            },
            {
              name: 'value',
              type: 'number',
              min: 1,
              admin: { condition: (_, s) => s?.kind === 'value' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rtp',
          label: 'Return to player (%)',
          type: 'number',
          min: 80,
          max: 99.99,
          ...fixed,
        },
        { name: 'volatility', type: 'select', options: options(volatilities), ...fixed },
        {
          name: 'hitFrequency',
          label: 'Hit frequency (%)',
          type: 'number',
          min: 0,
          max: 100,
          ...fixed,
        },
      ],
    },
    {
      name: 'bet',
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 0 },
            { name: 'max', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      name: 'buyFeature',
      label: 'Feature can be bought',
      type: 'checkbox',
      defaultValue: false,
      ...fixed,
    },
    {
      name: 'buyPrice',
      label: 'Feature price (× bet)',
      type: 'number',
      min: 10,
      max: 1000,
      defaultValue: 100,
      ...fixed,
      admin: {
        condition: (data) => Boolean(data?.buyFeature),
        description: 'What the demo charges to buy straight into the feature.',
      },
    },
    {
      name: 'mechanics',
      label: 'What the built-in demo plays',
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'freeSpins', type: 'number', min: 0, max: 100 },
            { name: 'freeSpinMultiplier', type: 'number', min: 1, max: 1000 },
            { name: 'respin', label: 'Re-spin', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'releaseYear',
      label: 'Release year',
      type: 'number',
      min: 2000,
      max: 2100,
      ...fixed,
    },
    {
      name: 'supportedLanguages',
      label: 'Supported languages',
      type: 'select',
      hasMany: true,
      defaultValue: [...contentLocales],
      options: contentLocales.map((code) => ({
        label: contentLocaleLabels[code],
        value: code,
      })),
      ...fixed,
    },
    {
      name: 'platforms',
      type: 'select',
      hasMany: true,
      defaultValue: [...platforms],
      options: platforms.map((value) => ({
        label:
          value === 'ios'
            ? 'iOS'
            : value === 'html5'
              ? 'HTML5'
              : value[0].toUpperCase() + value.slice(1),
        value,
      })),
      ...fixed,
    },
  ],
}
