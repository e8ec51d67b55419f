import type { Field, GlobalConfig } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { contentWriters } from '@/access/contentWriters'
import { editorsField } from '@/access/editors'
import { rowsFixedForTranslators } from '@/fields/rowsFixedForTranslators'

import { glossaryTermKeys } from './keys'

const claim = (name: string, description: string, required = true): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
  admin: { description },
})

/**
 * Each language's one wording per concept, beside the label sets: what translators and editors
 * write everywhere (the catalogue, the home page, labels, terms), and the variants they replace.
 * A reference for the content staff only; the site never shows it.
 */
export const Glossary: GlobalConfig<'glossary'> = {
  slug: 'glossary',
  label: 'Glossary',
  admin: {
    group: 'Label sets',
    description:
      'One wording per concept and language. Use the term everywhere; never the variants listed to avoid.',
  },
  access: { read: contentStaff, update: contentWriters },
  fields: [
    {
      name: 'naming',
      label: 'Naming rule',
      type: 'textarea',
      localized: true,
      admin: {
        description:
          'How this market names games: when a title is transliterated, when it is translated, and what stays in Latin script. Every title follows it.',
      },
    },
    {
      name: 'terms',
      type: 'array',
      admin: {
        initCollapsed: false,
        components: { RowLabel: '/globals/Glossary/TermRowLabel#TermRowLabel' },
      },
      hooks: { beforeChange: [rowsFixedForTranslators] },
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          options: glossaryTermKeys.map((key) => ({ label: key, value: key })),
          access: { update: editorsField },
        },
        {
          name: 'term',
          type: 'text',
          localized: true,
          required: true,
          admin: { description: 'The one wording used everywhere.' },
        },
        {
          name: 'avoid',
          type: 'textarea',
          localized: true,
          admin: {
            description: 'Variants that must not appear in this language’s content, one per line.',
          },
        },
        {
          name: 'note',
          type: 'text',
          localized: true,
          admin: { description: 'Usage note, in English.' },
        },
      ],
    },
    {
      name: 'claims',
      type: 'group',
      admin: {
        description: 'The studio’s claims as the home page’s “About us” section states them.',
      },
      fields: [
        claim('games', 'Games and game APIs (70+).'),
        claim('founded', 'Year founded (2018).'),
        claim('fishing', 'Years of fishing-game experience (20+).'),
        claim('engine', 'In-house HTML5 engine.'),
        claim(
          'partnership',
          'The review-platform sentence; empty where this language intentionally states none.',
          false,
        ),
      ],
    },
  ],
}
