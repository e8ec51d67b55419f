import type { PayloadRequest } from 'payload'

import { coverInputFor } from '@/art'
import type { ContentLocale } from '@/i18n/locales'

import type { GameFile } from './content/schema'
import { cachedCover } from './coverCache'

/**
 * Draws a game's cover in each of the given languages and uploads it: the title is drawn into the
 * art, so every site shows its own title on the cover, in its alt text and its `og:image`. The
 * seed's one place that renders covers (kept on disk by what they draw: `./coverCache`).
 */
export async function uploadCovers(
  req: PayloadRequest,
  game: GameFile,
  locales: readonly ContentLocale[],
) {
  const covers: Partial<Record<ContentLocale, number>> = {}
  for (const locale of locales) {
    const data = await cachedCover(coverInputFor(game, locale))
    const media = await req.payload.create({
      collection: 'media',
      data: { alt: game.text[locale].title },
      locale,
      file: {
        data,
        mimetype: 'image/webp',
        name: `cover-${game.id}-${locale}.webp`,
        size: data.length,
      },
      overrideAccess: true,
      req,
    })
    covers[locale] = media.id
  }
  return covers
}
