import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import sharp from 'sharp'

import { editors } from '@/access/editors'
import { shownMediaOrStaff } from '@/access/shownMediaOrStaff'
import { expireChangedFile, expireDeletedFile } from '@/content/mediaChanges'
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

/**
 * Whether an SVG's root element gives its size as Payload reads it (its upload measures an SVG by
 * that tag alone): a width and a height that are not percentages, or a viewBox of four numbers.
 */
function svgHasSize(text: string): boolean {
  const tag = /<svg[^>]*>/i.exec(text.slice(0, 65_536))?.[0]
  if (!tag) return false
  const length = (name: string) => {
    const value = new RegExp(`${name}\\s*=\\s*["']?\\s*([^"'\\s>]+)`, 'i').exec(tag)?.[1]
    return value !== undefined && !/%\s*$/.test(value) && Number.isFinite(parseFloat(value))
  }
  if (length('width') && length('height')) return true
  const box = /viewbox\s*=\s*["']?\s*([\d.\s,+-]+)/i.exec(tag)?.[1].trim().split(/[\s,]+/)
  return box?.length === 4 && box.every((n) => Number.isFinite(Number(n)))
}

/**
 * An SVG without a size failed in Payload's upload with a vague "There was a problem while
 * uploading the file." and a stack at `error`: refused here first, saying what to add.
 */
const svgWithSize: CollectionBeforeOperationHook<'media'> = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  if (file.mimetype !== 'image/svg+xml' && !/\.svg$/i.test(file.name ?? '')) return args
  const data = file.tempFilePath ? await readFile(file.tempFilePath) : file.data
  if (!svgHasSize(data.toString('utf8', 0, Math.min(data.length, 65_536))))
    throw new APIError(
      'This SVG has no size: give its <svg> element width and height, or a viewBox.',
      400,
      null,
      true,
    )
  return args
}

/** The largest picture an upload may be: far above any cover or photo the site shows. */
export const maxUploadPixels = 40_000_000

/** A 400 for a file sharp cannot read, saying why it may be so and what to do. */
const unreadable = (mimetype: string | undefined, why: string) =>
  new APIError(
    `This file cannot be read as a picture (${mimetype}): ${why}. Export it again as PNG, JPEG or WebP.`,
    400,
    null,
    true,
  )

/** How many times longer than wide (or wider than long) an uploaded picture may be. */
const maxAspectRatio = 20

/**
 * A picture is measured from its header before Payload decodes it: a 249 KB PNG declaring
 * 16,000 × 16,000 pixels was decoded in full on upload (1.9 s), stored and offered to the image
 * optimizer at 256 megapixels; one of 30,000 × 30,000 failed with a vague message and a stack at
 * `error`. One over `maxUploadPixels` is a 400 saying its size and the largest. An animation counts
 * every frame, as Payload decodes and resizes each: a 1.4 KB GIF of 60 one-pixel frames on a
 * 2000 × 2000 screen (4 megapixels a frame) held the server's image work 86 s (round 38, F2). (An SVG is stored
 * as written, never drawn here.)
 */
const pictureWithinSize: CollectionBeforeOperationHook<'media'> = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  if (!/^image\//.test(file.mimetype ?? '') || file.mimetype === 'image/svg+xml') return args
  // A file sharp cannot read failed later in Payload's upload with a vague message and a stack
  // at `error` (a GIF/HTML polyglot: round 42, F4): refused here, saying so.
  const metadata = await Promise.resolve()
    .then(() => sharp(file.tempFilePath || file.data, { limitInputPixels: false }).metadata())
    .catch(() => undefined)
  if (!metadata) throw unreadable(file.mimetype, 'it is damaged, or not the kind of picture its name says')
  const { width = 0, height = 0, pages = 1 } = metadata
  const megapixels = maxUploadPixels / 1_000_000
  if (width * height * pages > maxUploadPixels)
    throw new APIError(
      pages > 1
        ? `This animation is ${width} × ${height} pixels in ${pages} frames; upload one of at most ${megapixels} megapixels in all its frames together.`
        : `This picture is ${width} × ${height} pixels; upload one of at most ${megapixels} megapixels (such as 8000 × 5000).`,
      400,
      null,
      true,
    )
  // The site's sizes crop to 1200 × 630 and 240 × 180: a 100 × 50,000 strip is enlarged to a
  // picture 600,000 pixels tall on the way (18 s of the server's image work, round 43, F2).
  if (width && height && Math.max(width / height, height / width) > maxAspectRatio)
    throw new APIError(
      `This picture is ${width} × ${height} pixels: one side is more than ${maxAspectRatio} times the other. Crop it to the shape it is shown in.`,
      400,
      null,
      true,
    )
  // A picture whose header is whole and its data cut short passed the header's read and failed
  // later in Payload's resize, vaguely and with a stack (round 43, F1): decoded here, small.
  const decodes = await sharp(file.tempFilePath || file.data, { limitInputPixels: false })
    .resize(16, 16, { fit: 'inside' })
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
  if (!decodes) throw unreadable(file.mimetype, 'it is damaged or cut short')
  return args
}

/** A field of the file the media list offers neither as a column nor as a filter. */
const notAListColumn = { disableListColumn: true, disableListFilter: true }

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  labels: { singular: label((m) => m.media.singular), plural: label((m) => m.media.plural) },
  admin: {
    group: label((m) => m.groups.content),
    components: {
      edit: {
        beforeDocumentControls: [
          {
            path: '/admin/NewEntryHeading#NewEntryHeading',
            clientProps: { heading: 'starfin:media:newHeading' },
          },
        ],
      },
    },
  },
  access: {
    read: shownMediaOrStaff,
    create: editors,
    update: editors,
    delete: editors,
  },
  hooks: {
    beforeOperation: [svgWithSize, pictureWithinSize],
    // A file replaced or deleted leaves the caches at once (round 44, F3).
    afterChange: [expireChangedFile],
    afterDelete: [expireDeletedFile],
  },
  fields: [
    // To whoever may read an item but not change it: why its form is greyed (walk 32, F10).
    {
      name: 'editorsOnly',
      type: 'ui',
      label: label((m) => m.editorsWork.title),
      admin: {
        components: { Field: '/admin/EditorsOnlyNote#EditorsOnlyNote' },
        disableListColumn: true,
      },
    },
    { name: 'alt', label: label((m) => m.media.alt), type: 'text', localized: true, required: true },
    // The storage plugin's folder of a file (src/plugins): never shown, not even as a list column.
    {
      name: 'prefix',
      label: label((m) => m.media.prefix),
      type: 'text',
      admin: { hidden: true, readOnly: true, disableListColumn: true, disableListFilter: true },
    },
    // Payload's own fields of an upload, merged with these: named in the admin's language, and
    // the technical ones kept out of the list's column picker (walk 35, F14).
    { name: 'mimeType', type: 'text', label: label((m) => m.media.mimeType) },
    { name: 'thumbnailURL', type: 'text', admin: notAListColumn },
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
      {
        name: 'thumb',
        width: 240,
        height: 180,
        formatOptions: { format: 'webp', options: { quality: 75 } },
        admin: notAListColumn,
      },
      {
        name: 'og',
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
        admin: notAListColumn,
      },
    ],
  },
}
