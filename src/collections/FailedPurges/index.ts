import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { label } from '@/labels'
import { nobody } from '@/access/nobody'

const readOnly = { admin: { readOnly: true } }

/**
 * Edge purges that failed at every retry (src/publishing/edge.ts): until they are done, the edge
 * may show the pages with these tags as they were before the publish, for up to EDGE_MAX_AGE
 * seconds.
 */
export const FailedPurges: CollectionConfig<'failed-purges'> = {
  slug: 'failed-purges',
  labels: {
    singular: label((m) => m.failedPurges.singular),
    plural: label((m) => m.failedPurges.plural),
  },
  admin: {
    useAsTitle: 'edge',
    defaultColumns: ['createdAt', 'edge', 'tags', 'error'],
    group: label((m) => m.failedPurges.group),
    description: label((m) => m.failedPurges.about),
  },
  defaultSort: '-createdAt',
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  fields: [
    {
      name: 'edge',
      label: label((m) => m.failedPurges.edge),
      type: 'text',
      required: true,
      ...readOnly,
    },
    {
      name: 'tags',
      label: label((m) => m.failedPurges.tags),
      type: 'text',
      required: true,
      admin: { readOnly: true, description: label((m) => m.failedPurges.tagsHelp) },
    },
    {
      name: 'attempts',
      label: label((m) => m.failedPurges.attempts),
      type: 'number',
      required: true,
      ...readOnly,
    },
    {
      name: 'error',
      label: label((m) => m.failedPurges.error),
      type: 'text',
      required: true,
      ...readOnly,
    },
  ],
  timestamps: true,
}
