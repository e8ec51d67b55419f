import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
  ],
  upload: {
    // MEDIA_DIR lets the tests keep their uploads apart from a developer's.
    staticDir: path.resolve(process.cwd(), process.env.MEDIA_DIR || 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    adminThumbnail: 'thumb',
    focalPoint: true,
    // Pages size images on demand with next/image; stored sizes are the admin's thumbnail and
    // the Open Graph card that link previews fetch.
    imageSizes: [
      { name: 'thumb', width: 240, height: 180, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'og', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 80 } } },
    ],
  },
}
