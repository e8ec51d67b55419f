import { type ContentLocale, contentLocales } from '../i18n/locales'
import type { CoverInput } from './cover'
import type { GameTheme } from '@/lib/catalogue'

/** The part of a game file (as the seed's game files and the Games collection hold it) the cover art reads. */
export interface CoverGame {
  id: number
  theme: GameTheme
  art: { motif: string; palette: readonly [string, string, string] }
  text: Partial<Record<string, { title?: string } | undefined>>
}

const normalise = (s: string | undefined) => (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ')

/** True when every letter of the text is Latin script (digits and punctuation don't count). */
export function isLatinText(text: string): boolean {
  for (const ch of text) {
    if (/\p{L}/u.test(ch) && !/\p{Script=Latin}/u.test(ch)) return false
  }
  return true
}

/**
 * Which locales need their own cover, since the title is drawn into the picture: en-US always;
 * a locale whose title is written in another script (Japanese, Korean, Chinese, Thai, Hindi);
 * and a Latin-script locale (Indonesian, Portuguese, Vietnamese) only when its title differs
 * from the English one. Everyone else shows the en-US cover.
 */
export function coverLocalesFor(game: Pick<CoverGame, 'text'>): ContentLocale[] {
  const english = normalise(game.text['en-US']?.title)
  const locales: ContentLocale[] = ['en-US']
  for (const locale of contentLocales) {
    if (locale === 'en-US') continue
    const title = normalise(game.text[locale]?.title)
    if (!title) continue
    if (!isLatinText(title) || title !== english) locales.push(locale)
  }
  return locales
}

/** Renderer input for one game in one locale (falls back to the English title). */
export function coverInputFor(game: CoverGame, locale: string): CoverInput {
  const title = normalise(game.text[locale]?.title) || normalise(game.text['en-US']?.title)
  return {
    id: game.id,
    theme: game.theme,
    motif: game.art.motif,
    palette: game.art.palette,
    title,
    locale: title === normalise(game.text[locale]?.title) ? locale : 'en-US',
  }
}

/** File name of a cover variant, e.g. `24-ja-JP.webp`. */
export const coverFileName = (id: number, locale: string): string => `${id}-${locale}.webp`
