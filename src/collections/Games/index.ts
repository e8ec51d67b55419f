import type { CollectionConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { editors } from '@/access/editors'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { editorsPublishButtons } from '@/admin/components'
import { label } from '@/admin/i18n'
import { previewPathOf, previewURL } from '@/lib/preview'

import { art } from './fields/art'
import { figures } from './fields/figures'
import { identity } from './fields/identity'
import { listing } from './fields/listing'
import { seo } from './fields/seo'
import { named } from './fields/shared'
import { texts } from './fields/texts'
import { revalidateGame, revalidateGameDelete } from './hooks/revalidateGame'

export const Games: CollectionConfig<'games'> = {
  slug: 'games',
  labels: { singular: named('singular'), plural: named('plural') },
  admin: {
    // "999 · Lucky Koi" heads the document; the URL keeps the database id.
    useAsTitle: 'heading',
    defaultColumns: ['gameId', 'title', 'kind', 'theme', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'gameId'],
    group: label((m) => m.groups.catalogue),
    description: named('about'),
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
    // Drafts are validated too (each rule decides what a draft may lack). That also keeps "Create
    // New" from saving an empty game before the first real save: with autosave and unvalidated
    // drafts, Payload creates the document as soon as the form opens.
    drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: true },
  },
  fields: [...identity, { type: 'tabs', tabs: [texts, figures, art, listing, seo] }],
  hooks: {
    afterChange: [revalidateGame],
    afterDelete: [revalidateGameDelete],
  },
}
