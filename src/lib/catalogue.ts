/** The catalogue's fixed vocabularies, shared by the CMS, the seed, the pages and the API. */
import type { gameNameLocales } from '@/i18n/locales'

export const gameKinds = ['slot', 'fish', 'arcade', 'board'] as const
export type GameKind = (typeof gameKinds)[number]

/** The groups of the `typeGames` answer. */
export const gameThemes = ['chinese', 'classic', 'fantasy', 'fishing', 'western'] as const
export type GameTheme = (typeof gameThemes)[number]

/** One game in the game-list API's answers (hotGames, newGames, typeGames). */
export type GameListItem = {
  gameID: string
  gameName: Record<(typeof gameNameLocales)[number], string>
}

export const layoutModes = ['lines', 'ways', 'megaways', 'none'] as const
export type LayoutMode = (typeof layoutModes)[number]

export const volatilities = ['low', 'medium', 'high', 'very-high'] as const
export type Volatility = (typeof volatilities)[number]

export const platforms = ['windows', 'mac', 'android', 'ios', 'html5'] as const
export type Platform = (typeof platforms)[number]
/** Their names: product names, the same in every language. */
export const platformNames: Record<Platform, string> = {
  windows: 'Windows',
  mac: 'Mac',
  android: 'Android',
  ios: 'iOS',
  html5: 'HTML5',
}

/**
 * A fishing game's special shots and what each costs, in bets: the demo sells them
 * (`src/demo/fishing/odds.ts` gives their reach), and each game names them (`shotNames`).
 */
export const specialShotCosts = { net: 6, lightning: 10, bomb: 30 } as const
export type SpecialShotId = keyof typeof specialShotCosts
export const specialShotIds = Object.keys(specialShotCosts) as SpecialShotId[]

/** The editor-ordered lists of Catalogue order, and the filter tabs of the game list. */
export const catalogueLists = ['featured', 'hot', 'new', 'fish', 'slot', 'arcade'] as const
export type CatalogueList = (typeof catalogueLists)[number]

/** Parses "7 7 8 8 8 8" (or "7,7,8,8,8,8") into numbers; null when malformed. */
export function parseRowsPerReel(value: string | null | undefined): number[] | null {
  if (!value) return null
  const parts = value.trim().split(/[\s,]+/)
  const rows = parts.map(Number)
  return rows.every((n) => Number.isInteger(n) && n >= 1 && n <= 12) ? rows : null
}
