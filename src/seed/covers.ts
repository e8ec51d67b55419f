import type { PayloadRequest } from 'payload'

import { coverInputFor, renderCover } from '@/art'
import type { ContentLocale } from '@/i18n/locales'

import type { GameFile } from './content/schema'

/**
 * Draws a game's cover in each of the given languages and uploads it: the title is drawn into the
 * art, so every site shows its own title on the cover, in its alt text and its `og:image`. The
 * seed's one place that renders covers.
 */
export async function uploadCovers(
  req: PayloadRequest,
  game: GameFile,
  locales: readonly ContentLocale[],
) {
  const covers: Partial<Record<ContentLocale, number>> = {}
  for (const locale of locales) {
    const data = await renderCover(coverInputFor(game, locale))
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
