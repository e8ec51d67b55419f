import type { PayloadRequest } from 'payload'

import { coverInputFor, coverLocalesFor, renderCover } from '@/art'
import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import type { GameFile } from './content/schema'

/**
 * Cover art has the title drawn in. Sites in another script get art in their own script;
 * Latin-script sites show the English brand name on the art, as studios keep their logos.
 */
const ownArt = (locale: ContentLocale) =>
  locale === defaultContentLocale || !['id-ID', 'pt-BR', 'vi-VN'].includes(locale)

export async function uploadCovers(req: PayloadRequest, game: GameFile) {
  const covers: Partial<Record<ContentLocale, number>> = {}
  for (const locale of coverLocalesFor(game).filter(ownArt)) {
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
