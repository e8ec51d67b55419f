import { paragraph } from './richText'

/**
 * The body of a published game with English texts only, on the English site: the smallest game
 * the Games collection takes, for tests that need one of their own (REST or the local API).
 */
export const englishGameData = (gameId: number, title: string) => ({
  _status: 'published' as const,
  gameId,
  theme: 'classic',
  title,
  description: paragraph('A test game.'),
  layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
  maxMultiplier: { kind: 'unlimited' },
  sites: ['en'],
})
