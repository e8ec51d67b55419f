import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { nobody } from '@/access/nobody'

const readOnly = { admin: { readOnly: true } }

/**
 * Edge purges that failed at every retry (src/publishing/edge.ts): until they are done, the edge
 * may show the pages with these tags as they were before the publish, for up to EDGE_MAX_AGE
 * seconds.
 */
export const FailedPurges: CollectionConfig<'failed-purges'> = {
  slug: 'failed-purges',
  labels: { singular: 'Failed edge purge', plural: 'Failed edge purges' },
  admin: {
    useAsTitle: 'edge',
    defaultColumns: ['createdAt', 'edge', 'tags', 'error'],
    group: 'System',
    description:
      'The shared cache in front of the site did not take these purges. Pages with these tags may show their content from before the publish until their edge lifetime runs out; purge the tags in the edge’s own console (or publish again), then delete the entry.',
  },
  defaultSort: '-createdAt',
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  fields: [
    { name: 'edge', type: 'text', required: true, ...readOnly },
    {
      name: 'tags',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'Space-separated, as the edge’s purge takes them.' },
    },
    { name: 'attempts', type: 'number', required: true, ...readOnly },
    { name: 'error', label: 'Last error', type: 'text', required: true, ...readOnly },
  ],
  timestamps: true,
}
