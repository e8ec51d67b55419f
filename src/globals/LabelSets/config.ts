import type { Field, GlobalConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { label, type AdminMessages } from '@/admin/i18n'
import { editorsPublishButtons } from '@/admin/components'
import { localisedContent } from '@/content/registry'
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
      admin: { description: label((m) => m.labelSets.english.replace('{{text}}', english)) },
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
    texts: (m: AdminMessages) => ({ label: m.labelSets.site, description: m.labelSets.siteHelp }),
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
      'terms',
      'update',
      'error',
    ],
  },
  {
    slug: 'form-labels',
    texts: (m: AdminMessages) => ({ label: m.labelSets.form, description: m.labelSets.formHelp }),
    groups: ['form'],
  },
  {
    slug: 'demo-labels',
    texts: (m: AdminMessages) => ({ label: m.labelSets.demo, description: m.labelSets.demoHelp }),
    groups: ['demo'],
  },
] as const satisfies readonly {
  slug: string
  texts: (m: AdminMessages) => { label: string; description: string }
  groups: readonly LabelGroup[]
}[]

export type LabelSetSlug = (typeof labelSetGlobals)[number]['slug']

/** Where an editor previews each set: a page that shows most of its texts. */
const previewPaths: Record<LabelSetSlug, string> = {
  'label-sets': '/game',
  'form-labels': '#contact',
  'demo-labels': '/play/701',
}

/** Every page shows labels: a publish refreshes them all, and none is a page of the set's own. */
export const LabelSets: GlobalConfig[] = labelSetGlobals.map(({ slug, texts, groups }) =>
  localisedContent(
    {
      slug,
      label: label((m) => texts(m).label),
      admin: {
        group: label((m) => m.groups.labelSets),
        description: label((m) => texts(m).description),
        components: { elements: editorsPublishButtons },
      },
      access: {
        read: publishedOrContentStaff,
        readVersions: contentWriters,
        update: contentWriters,
      },
      versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
      fields: groups.map((name) => ({
        name,
        label: label((m) => m.labelSets.groups[name]),
        type: 'group',
        fields: fieldsOf(labelDefaults[name]),
      })),
    },
    { tags: [cacheTags.labels], preview: () => previewPaths[slug], sitemap: false },
  ),
)
