import { SHARE_HEIGHT, SHARE_WIDTH, type ShareInput } from '@/art/share'
import type { ContentLocale } from '@/i18n/locales'
import type { Game } from '@/payload-types'

import { drawingOf, drawnFileName, drawnInputOf } from './generatedCover'

/**
 * The pictures link previews show (`og:image`), drawn by the art library for the 1200×630 frame
 * at `/share/{file}`, in the page's language: a game's from its cover's input, the studio's (the
 * home and every page without one of its own) from its name and tagline. Signed like the
 * generated covers: an address names everything its picture is drawn from.
 */
export type ShareImage = { url: string; width: number; height: number; type: string }

const shareImage = (input: ShareInput): ShareImage => ({
  url: `/share/${drawnFileName(input, 'jpg')}`,
  width: SHARE_WIDTH,
  height: SHARE_HEIGHT,
  type: 'image/jpeg',
})

export const gameShareImage = (
  game: Pick<Game, 'gameId' | 'theme' | 'art' | 'title'>,
  locale: ContentLocale,
) => shareImage(drawingOf(game, locale))

/** The studio's own look: the star-fin's colours (StudioLogo) over the site's night sea. */
export const studioShareImage = (
  studio: { studioName: string; tagline?: string | null },
  locale: ContentLocale,
) =>
  shareImage({
    id: 0,
    theme: 'fishing',
    motif: 'fish',
    palette: ['#ff3d7f', '#ffc83d', '#0b0820'],
    title: studio.studioName,
    tagline: studio.tagline || undefined,
    locale,
  })

/** What the share image at `/share/{file}` is drawn from, or null for an address never given. */
export const shareInputOf = (file: string) => drawnInputOf<ShareInput>(file, 'jpg')
