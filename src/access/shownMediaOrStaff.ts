import { APIError, type Access, type Where } from 'payload'

import { noteTags } from '@/lib/responseTags'
import { cacheTags } from '@/lib/cacheTags'
import { mediaFileTag, shownMediaIds } from '@/lib/shownMedia'

/**
 * Who reads which uploaded files. Staff read them all; the site's own reads (the local API) take
 * what their content links to. A stranger, over REST, GraphQL or the file's own address, reads a
 * file only once the site shows it (`lib/shownMedia.ts`): the key art of a game not yet announced
 * is the studio's until a site shows the game. A file not shown is, to a stranger, a file that
 * does not exist: the same 404.
 */
export const shownMediaOrStaff: Access = async ({ req, data, isReadingStaticFile }) => {
  if (req.user?.collection === 'users') return true
  if (req.payloadAPI === 'local') return true
  const shown = await shownMediaIds(req.payload.db)
  // `in` an empty list is no condition to every adapter: an id no row has.
  const within: Where = { id: { in: shown.size ? [...shown] : [0] } }
  if (!isReadingStaticFile) return within
  const filename = String((data as { filename?: unknown } | undefined)?.filename ?? '')
  const notFound = new APIError(`Not Found: there is no media file "${filename}".`, 404, null, true)
  // No stored file is named so (and PostgreSQL refuses a NUL): not looked up.
  if (!filename || /[\u0000-\u001f/\\]/.test(filename)) throw notFound
  const sizes = req.payload.collections.media.config.upload.imageSizes ?? []
  const { docs } = await req.payload.find({
    collection: 'media',
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
    where: {
      and: [
        within,
        {
          or: [
            { filename: { equals: filename } },
            ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
          ],
        },
      ],
    },
  })
  if (!docs[0]) throw notFound
  // A shared cache in front keeps the file by these tags: purged once the site stops showing it.
  noteTags([cacheTags.all, mediaFileTag(docs[0].id)])
  return true
}
