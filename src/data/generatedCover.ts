import { createHmac, timingSafeEqual } from 'node:crypto'

import { HEIGHT, WIDTH } from '@/art/backdrops/shared'
import type { CoverInput } from '@/art/cover'
import { gameArtOf } from '@/art/gameArt'
import { gameThemes } from '@/lib/catalogue'
import { envValue } from '@/lib/env'
import type { ContentLocale } from '@/i18n/locales'
import type { Game } from '@/payload-types'

import type { Picture } from './media'

/**
 * The cover the studio draws for a game that has no uploaded one, from its title, theme and art
 * fields (src/art). Its address carries what it is drawn from, signed with the server's secret:
 * a changed title is a new address (so caches never show an old one), a draft's cover can be
 * previewed without being readable by the public, and no one else can have covers drawn.
 */
const signatureOf = (key: string) =>
  createHmac('sha256', envValue('PAYLOAD_SECRET') ?? '')
    .update(key)
    .digest('base64url')
    .slice(0, 22)

/** The file name of a picture drawn from `input`: what it is drawn from, and its signature. */
export function drawnFileName(input: CoverInput, extension: string): string {
  const key = Buffer.from(JSON.stringify(input)).toString('base64url')
  return `${key}.${signatureOf(key)}.${extension}`
}

/** What the picture of a file name drawnFileName gave is drawn from, or null for any other name. */
export function drawnInputOf<T extends CoverInput>(file: string, extension: string): T | null {
  const [key, signature, given] = file.split('.')
  if (!key || !signature || given !== extension) return null
  const expected = Buffer.from(signatureOf(key))
  const actual = Buffer.from(signature)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  const input = JSON.parse(Buffer.from(key, 'base64url').toString()) as T
  return gameThemes.includes(input.theme) ? input : null
}

/** What a game's pictures are drawn from, in one language. */
export function drawingOf(
  game: Pick<Game, 'gameId' | 'theme' | 'art' | 'title'>,
  locale: ContentLocale,
): CoverInput {
  const { motif, palette } = gameArtOf(game)
  return { id: game.gameId, theme: game.theme, motif, palette, title: game.title, locale }
}

export function generatedCover(
  game: Pick<Game, 'gameId' | 'theme' | 'art' | 'title'>,
  locale: ContentLocale,
): Picture {
  const input = drawingOf(game, locale)
  return {
    url: `/cover/${drawnFileName(input, 'webp')}`,
    width: WIDTH,
    height: HEIGHT,
    alt: game.title,
    ogUrl: null,
  }
}

/** What the cover at `/cover/{file}` is drawn from, or null for an address this server never gave. */
export const coverInputOf = (file: string) => drawnInputOf<CoverInput>(file, 'webp')
