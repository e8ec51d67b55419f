import type { Field, GlobalConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { editorsPublishButtons } from '@/admin/components'
import { editorsPublish } from '@/hooks/editorsPublish'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'

import { labelDefaults, type LabelGroup } from './defaults'

const humanize = (key: string) =>
  key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())

/** One localised text field per interface string; the English default text is the hint. */
const fieldsOf = (group: Record<string, string>): Field[] =>
  Object.entries(group).map(([name, english]): Field => {
    const field = {
      name,
      label: humanize(name),
      localized: true,
      required: true,
      admin: { description: `English: ${english}` },
    }
    return english.length > 60 ? { ...field, type: 'textarea' } : { ...field, type: 'text' }
  })

/**
 * The label sets live in three globals: PostgreSQL reads a global's localised columns with one
 * function call of at most 100 arguments, and the site has more strings than that.
 */
export const labelSetGlobals = [
  {
    slug: 'label-sets',
    label: 'Label sets: site',
    description: 'Navigation, catalogue, game pages, search, 404 and footer texts.',
    groups: [
      'mainNav',
      'gameMenu',
      'gameDetail',
      'titles',
      'buttons',
      'search',
      'platforms',
      'kinds',
      'notFound',
      'footer',
      'update',
      'error',
    ],
  },
  {
    slug: 'form-labels',
    label: 'Label sets: enquiry form',
    description: 'Labels, help and messages of the contact form.',
    groups: ['form'],
  },
  {
    slug: 'demo-labels',
    label: 'Label sets: free trials',
    description: 'Every word the built-in demos show.',
    groups: ['demo'],
  },
] as const satisfies readonly {
  slug: string
  label: string
  description: string
  groups: readonly LabelGroup[]
}[]

export type LabelSetSlug = (typeof labelSetGlobals)[number]['slug']

export const LabelSets: GlobalConfig[] = labelSetGlobals.map(
  ({ slug, label, description, groups }) => ({
    slug,
    label,
    admin: { group: 'Label sets', description, components: { elements: editorsPublishButtons } },
    access: { read: publishedOrContentStaff, readVersions: contentWriters, update: contentWriters },
    versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
    fields: groups.map((name) => ({
      name,
      label: humanize(name),
      type: 'group',
      fields: fieldsOf(labelDefaults[name]),
    })),
    hooks: { beforeChange: [editorsPublish], afterChange: [revalidateGlobal(cacheTags.labels)] },
  }),
)
