import type { Block, Field, GlobalConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { editorsField } from '@/access/editors'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { editorsPublishButtons } from '@/admin/components'
import { optionalText } from '@/fields/optionalText'
import { rowsFixedForTranslators } from '@/fields/rowsFixedForTranslators'
import { editorsPublish } from '@/hooks/editorsPublish'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'

const text = (name: string, required = true): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
})
const textarea = (name: string, required = true): Field => ({
  name,
  type: 'textarea',
  localized: true,
  required,
})

const hidden: Field = {
  name: 'hidden',
  label: 'Hide this section',
  type: 'checkbox',
  defaultValue: false,
  access: { update: editorsField },
}

const section = (slug: string, label: string, fields: Field[]): Block => ({
  slug,
  labels: { singular: label, plural: label },
  fields: [hidden, ...fields],
})

const service = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [text('title'), textarea('text')],
})

export const homeBlocks: Block[] = [
  section('hero', 'Hero', [
    text('eyebrow'),
    text('title'),
    textarea('text'),
    text('primaryCta'),
    text('secondaryCta'),
  ]),
  section('featuredGames', 'Featured games', [text('heading'), textarea('text')]),
  section('fishingGames', 'Fishing games', [text('heading'), textarea('text')]),
  section('services', 'Our services', [
    text('heading'),
    textarea('text'),
    service('team', 'Team'),
    service('gameDesign', 'Game design'),
    service('artDesign', 'Art design'),
    service('soundDesign', 'Sound design'),
    service('partners', 'Partners'),
  ]),
  section('about', 'About us', [
    text('heading'),
    textarea('text'),
    {
      name: 'claims',
      type: 'array',
      hooks: { beforeChange: [rowsFixedForTranslators] },
      fields: [
        {
          name: 'value',
          type: 'text',
          required: true,
          access: { update: editorsField },
          admin: { description: 'For example 70+, 2018, HTML5.' },
        },
        text('label'),
      ],
    },
    ...optionalText(
      'partnership',
      'textarea',
      'The review-platform sentence, where this language states it.',
    ),
  ]),
  section('vision', 'Our vision', [text('heading'), textarea('text')]),
  section('contact', 'Contact us', [text('heading'), textarea('text')]),
]

export const HomeSections: GlobalConfig<'home-sections'> = {
  slug: 'home-sections',
  label: 'Home sections',
  admin: {
    group: 'Content',
    description:
      'The home page, section by section. Drag to reorder; tick “Hide” to leave one out.',
    components: { elements: editorsPublishButtons },
  },
  access: { read: publishedOrContentStaff, readVersions: contentWriters, update: contentWriters },
  versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sections',
          fields: [
            {
              name: 'sections',
              type: 'blocks',
              blocks: homeBlocks,
              hooks: { beforeChange: [rowsFixedForTranslators] },
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'meta',
              type: 'group',
              fields: [text('title', false), textarea('description', false)],
            },
          ],
        },
      ],
    },
  ],
  hooks: { beforeChange: [editorsPublish], afterChange: [revalidateGlobal(cacheTags.home)] },
}
