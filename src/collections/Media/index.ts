import { stat } from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { label } from '@/labels'
import { env } from '@/lib/env'

// MEDIA_DIR lets the tests keep their uploads apart from a developer's.
const staticDir = path.resolve(process.cwd(), env().MEDIA_DIR)

type FileHandler = NonNullable<
  Exclude<NonNullable<CollectionConfig['upload']>, boolean>['handlers']
>[number]

/**
 * On the local disk, a file that is not there answers 404, as it does from S3 (the storage
 * plugin's handler); Payload's own fallback answers 500. A file that is there goes on to Payload.
 */
const missingFileNotFound: FileHandler = async (_req, { params: { filename } }) => {
  const file = path.resolve(staticDir, filename)
  const onDisk =
    file.startsWith(staticDir + path.sep) &&
    (await stat(file).then(
      (found) => found.isFile(),
      () => false,
    ))
  if (!onDisk) throw new APIError(`Not Found: there is no media file "${filename}".`, 404, null, true)
}

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  labels: { singular: label((m) => m.media.singular), plural: label((m) => m.media.plural) },
  admin: { group: label((m) => m.groups.content) },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  fields: [
    { name: 'alt', label: label((m) => m.media.alt), type: 'text', localized: true, required: true },
    // The storage plugin's folder of a file (src/plugins): never shown, not even as a list column.
    {
      name: 'prefix',
      label: label((m) => m.media.prefix),
      type: 'text',
      admin: { hidden: true, readOnly: true, disableListColumn: true, disableListFilter: true },
    },
  ],
  upload: {
    staticDir,
    // With S3 (S3_BUCKET, payload.config.ts) the storage plugin serves the files instead.
    handlers: env().S3_BUCKET ? [] : [missingFileNotFound],
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
