import type { GlobalConfig } from 'payload'

import { contentStaff } from '@/access/contentStaff'
import { contentWriters } from '@/access/contentWriters'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { label } from '@/labels'
import { localisedContent } from '@/content/registry'

const termsPage: GlobalConfig<'terms-page'> = {
  slug: 'terms-page',
  label: label((m) => m.termsPage.label),
  admin: {
    group: label((m) => m.groups.content),
    description: label((m) => m.termsPage.about),
  },
  access: { read: publishedOrContentStaff, readVersions: contentStaff, update: contentWriters },
  versions: { max: 50, drafts: { autosave: { interval: 1500 }, schedulePublish: true } },
  fields: [
    {
      name: 'title',
      label: label((m) => m.termsPage.title),
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'content',
      label: label((m) => m.termsPage.content),
      type: 'richText',
      localized: true,
      required: true,
    },
  ],
}

export const TermsPage = localisedContent(termsPage, {
  paths: () => ['/tc'],
  tags: ['terms'],
})
