import type { CollectionConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { editors, editorsField } from '@/access/editors'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { editorsPublishButtons } from '@/admin/components'
import { motifNames } from '@/art/motifs'
import { rowsFixedForTranslators } from '@/fields/rowsFixedForTranslators'
import { editorsPublish } from '@/hooks/editorsPublish'
import {
  contentLocaleLabels,
  contentLocales,
  extraNameLocaleLabels,
  extraNameLocales,
  nameFieldOf,
  sites,
} from '@/i18n/locales'
import { previewPathOf, previewURL } from '@/lib/preview'
import { gameKinds, gameThemes, layoutModes, platforms, volatilities } from '@/lib/catalogue'

import { revalidateGame, revalidateGameDelete } from './hooks/revalidateGame'
import { validateLayout } from './validateLayout'

/** A non-localised field that translators may read but not change. */
const fixed = { access: { update: editorsField, create: editorsField } }

const hexColor = (value: unknown) =>
  value == null || value === '' || /^#[0-9a-f]{6}$/i.test(String(value)) || 'A colour as #rrggbb.'

const knownMotif = (value: unknown) =>
  value == null ||
  value === '' ||
  motifNames.includes(String(value)) ||
  `Not a motif the art library draws; one of: ${motifNames.join(', ')}.`

const colorField = (name: string, description: string) =>
  ({ name, type: 'text', validate: hexColor, admin: { description } }) as const

const options = (values: readonly string[]) =>
  values.map((value) => ({
    label: value[0].toUpperCase() + value.slice(1).replace('-', ' '),
    value,
  }))

export const Games: CollectionConfig<'games'> = {
  slug: 'games',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['gameId', 'title', 'kind', 'theme', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'gameId'],
    group: 'Catalogue',
    description: 'The catalogue. The game id is the public key used in URLs and the game-list API.',
    preview: (doc, { locale }) => {
      const path = previewPathOf('games', doc as { gameId?: number }, locale)
      return path ? previewURL(path) : null
    },
    components: { edit: editorsPublishButtons },
  },
  defaultSort: 'gameId',
  access: {
    read: publishedOrContentStaff,
    readVersions: contentWriters,
    create: editors,
    update: contentWriters,
    delete: editors,
  },
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 1500 }, schedulePublish: true },
  },
  fields: [
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
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Texts',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            { name: 'subtitle', type: 'text', localized: true },
            { name: 'description', type: 'richText', localized: true },
            {
              name: 'typeText',
              label: 'Game type (as players read it)',
              type: 'text',
              localized: true,
              admin: { description: 'For example “5×3 · 25 paylines”.' },
            },
            {
              name: 'features',
              type: 'array',
              hooks: { beforeChange: [rowsFixedForTranslators] },
              admin: {
                description: 'Add or remove features here (editors); translators write the text.',
              },
              fields: [{ name: 'text', type: 'text', required: true, localized: true }],
            },
            {
              name: 'cover',
              label: 'Cover art',
              type: 'upload',
              relationTo: 'media',
              localized: true,
              admin: { description: 'A language without its own cover shows the English one.' },
            },
            {
              name: 'video',
              label: 'Gameplay video',
              type: 'upload',
              relationTo: 'media',
              ...fixed,
            },
          ],
        },
        {
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
        },
        {
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
        },
        {
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
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'meta',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', localized: true, maxLength: 70 },
                { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [editorsPublish],
    afterChange: [revalidateGame],
    afterDelete: [revalidateGameDelete],
  },
}
