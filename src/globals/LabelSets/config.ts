import type { Field, GlobalConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { revalidateGlobal } from '@/hooks/revalidateGlobal'
import { cacheTags } from '@/lib/cacheTags'

import { labelDefaults } from './defaults'

const humanize = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())

/** One localised text field per interface string; the English default text is the hint. */
const fieldsOf = (group: Record<string, string>): Field[] =>
  Object.entries(group).map(([name, english]): Field => {
    const field = { name, label: humanize(name), localized: true, required: true, admin: { description: `English: ${english}` } }
    return english.length > 60 ? { ...field, type: 'textarea' } : { ...field, type: 'text' }
  })

export const LabelSets: GlobalConfig<'label-sets'> = {
  slug: 'label-sets',
  label: 'Label sets',
  admin: {
    group: 'Content',
    description: 'Every word of the site’s interface, per language: navigation, buttons, headings, messages.',
  },
  access: { read: publishedOrContentStaff, readVersions: contentWriters, update: contentWriters },
  versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
  fields: Object.entries(labelDefaults).map(([name, group]) => ({
    name,
    label: humanize(name),
    type: 'group',
    fields: fieldsOf(group),
  })),
  hooks: { afterChange: [revalidateGlobal(cacheTags.labels)] },
}
