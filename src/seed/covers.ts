import type { PayloadRequest } from 'payload'

import { coverInputFor, coverLocalesFor, renderCover } from '@/art'
import type { ContentLocale } from '@/i18n/locales'

import type { GameFile } from './content/schema'

/**
 * A game's covers, one per language whose title differs (`coverLocalesFor`): the title is drawn
 * into the art, and every site shows its own title on the cover, in its alt text and its
 * `og:image`. The seed's one place that renders covers.
 */
export async function uploadCovers(req: PayloadRequest, game: GameFile) {
  const covers: Partial<Record<ContentLocale, number>> = {}
  for (const locale of coverLocalesFor(game)) {
    const { title } = game.text[locale]
    const data = await renderCover(coverInputFor(game, locale))
    const media = await req.payload.create({
      collection: 'media',
      data: { alt: title },
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
