import type { CollectionConfig } from 'payload'

import { contentWriters } from '@/access/contentWriters'
import { editors } from '@/access/editors'
import { publishedOrContentStaff } from '@/access/publishedOrContentStaff'
import { editorsPublishButtons } from '@/admin/components'
import { editorsPublish } from '@/hooks/editorsPublish'
import { previewPathOf, previewURL } from '@/lib/preview'

import { art } from './fields/art'
import { figures } from './fields/figures'
import { identity } from './fields/identity'
import { listing } from './fields/listing'
import { seo } from './fields/seo'
import { texts } from './fields/texts'
import { revalidateGame, revalidateGameDelete } from './hooks/revalidateGame'

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
  fields: [...identity, { type: 'tabs', tabs: [texts, figures, art, listing, seo] }],
  hooks: {
    beforeChange: [editorsPublish],
    afterChange: [revalidateGame],
    afterDelete: [revalidateGameDelete],
  },
}
