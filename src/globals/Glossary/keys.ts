/** The concepts every language's glossary fixes one wording for (the same keys in every language). */
export const glossaryTermKeys = [
  'slot',
  'fishingGame',
  'arcadeGame',
  'boardGame',
  'game',
  'games',
  'freeTrial',
  'playNow',
  'stake',
  'multiplier',
  'freeSpins',
  'hot',
  'new',
  'rtp',
  'volatility',
  'maxWin',
  'buyFeature',
  'paylines',
  'ways',
  'jackpot',
  'respin',
  'boss',
  'specialShot',
  'cascade',
  'expandingWild',
  'stickyWild',
] as const
export type GlossaryTermKey = (typeof glossaryTermKeys)[number]

/** The studio's claims, worded as the home page's about section states them. */
export const glossaryClaimKeys = ['games', 'founded', 'fishing', 'engine', 'partnership'] as const
export type GlossaryClaimKey = (typeof glossaryClaimKeys)[number]
