import type { Tab } from 'payload'

import { label, options } from '@/labels'
import { contentLocaleLabels, contentLocales } from '@/i18n/locales'
import {
  layoutModes,
  platformNames,
  platforms,
  volatilities,
  type LayoutMode,
} from '@/lib/catalogue'

import { fixed, named } from './shared'
import { layoutFigure, layoutHas, maxRowsPerReel, multiplierValue, waysCount } from './validation'

/** Shown only for the layout modes that have the figure. */
const whenLayoutHas =
  (figure: keyof typeof layoutHas) =>
  (_: unknown, layout: { mode?: LayoutMode | null }): boolean =>
    layoutHas[figure](layout?.mode)

/** The game's figures, shown on its page and played by the built-in demo. */
export const figures: Tab = {
  label: label((m) => m.games.tabs.figures),
  fields: [
    {
      name: 'layout',
      label: named('layout'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mode',
              label: named('mode'),
              type: 'select',
              required: true,
              defaultValue: 'lines',
              options: options(layoutModes, (m) => m.options.layoutModes),
            },
            {
              name: 'reels',
              label: named('reels'),
              type: 'number',
              required: true,
              min: 1,
              max: 8,
              validate: layoutFigure('reels'),
              admin: { condition: whenLayoutHas('reels') },
            },
            {
              name: 'rows',
              label: named('rows'),
              type: 'number',
              required: true,
              min: 1,
              max: 8,
              validate: layoutFigure('rows'),
              admin: { condition: whenLayoutHas('rows') },
            },
            {
              name: 'lines',
              label: named('lines'),
              type: 'number',
              required: true,
              min: 1,
              max: 100,
              validate: layoutFigure('lines'),
              admin: { condition: whenLayoutHas('lines') },
            },
            {
              name: 'ways',
              label: named('ways'),
              type: 'number',
              required: true,
              min: 1,
              validate: waysCount,
              admin: { condition: whenLayoutHas('ways') },
            },
            // In the row, not beside it: Payload's GraphQL would make the whole layout a
            // required input of every update for a required field directly in the group.
            {
              name: 'maxRowsPerReel',
              label: named('maxRowsPerReel'),
              type: 'text',
              required: true,
              validate: maxRowsPerReel,
              admin: {
                condition: whenLayoutHas('maxRowsPerReel'),
                description: named('maxRowsPerReelHelp'),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'maxMultiplier',
      label: named('maxMultiplier'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: named('multiplierKind'),
              type: 'select',
              required: true,
              defaultValue: 'value',
              options: options(
                ['value', 'unlimited', 'none'] as const,
                (m) => m.options.multiplierKinds,
              ),
            },
            {
              name: 'value',
              label: named('multiplierValue'),
              type: 'number',
              required: true,
              min: 1,
              validate: multiplierValue,
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
          label: named('rtp'),
          type: 'number',
          min: 80,
          max: 99.99,
          ...fixed,
        },
        {
          name: 'volatility',
          label: named('volatility'),
          type: 'select',
          options: options(volatilities, (m) => m.options.volatilities),
          ...fixed,
        },
        {
          name: 'hitFrequency',
          label: named('hitFrequency'),
          type: 'number',
          min: 0,
          max: 100,
          ...fixed,
        },
      ],
    },
    {
      name: 'bet',
      label: named('bet'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: named('betMin'), type: 'number', min: 0 },
            { name: 'max', label: named('betMax'), type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      name: 'buyFeature',
      label: named('buyFeature'),
      type: 'checkbox',
      defaultValue: false,
      ...fixed,
    },
    {
      name: 'buyPrice',
      label: named('buyPrice'),
      type: 'number',
      min: 10,
      max: 1000,
      defaultValue: 100,
      ...fixed,
      admin: {
        condition: (data) => Boolean(data?.buyFeature),
        description: named('buyPriceHelp'),
      },
    },
    {
      name: 'mechanics',
      label: named('mechanics'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'freeSpins', label: named('freeSpins'), type: 'number', min: 0, max: 100 },
            {
              name: 'freeSpinMultiplier',
              label: named('freeSpinMultiplier'),
              type: 'number',
              min: 1,
              max: 1000,
            },
            { name: 'respin', label: named('respin'), type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'releaseYear',
      label: named('releaseYear'),
      type: 'number',
      min: 2000,
      max: 2100,
      ...fixed,
    },
    {
      name: 'supportedLanguages',
      label: named('supportedLanguages'),
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
      label: named('platforms'),
      type: 'select',
      hasMany: true,
      defaultValue: [...platforms],
      options: platforms.map((value) => ({ value, label: platformNames[value] })),
      ...fixed,
    },
  ],
}
