import { describe, expect, it } from 'vitest'

import { relatedGames } from '@/lib/relatedGames'

const game = (gameId: number, kind: string, theme: string) =>
  ({ gameId, kind, theme }) as Parameters<typeof relatedGames>[0]

describe('the games under “You might also like”', () => {
  const catalogue = [
    game(24, 'slot', 'chinese'),
    game(405, 'slot', 'fishing'),
    game(406, 'slot', 'fishing'),
    game(445, 'arcade', 'western'),
    game(701, 'fish', 'fishing'),
    game(702, 'fish', 'fishing'),
    game(40002, 'fish', 'chinese'),
    game(426, 'slot', 'western'),
  ]

  it('are of the game’s kind first: fishing games under a fishing game, before fishing-themed slots', () => {
    expect(relatedGames(catalogue[4], catalogue).map((g) => g.gameId)).toEqual([
      702, 40002, 405, 406,
    ])
  })

  it('put the game’s theme first within its kind, and never the game itself', () => {
    expect(relatedGames(catalogue[1], catalogue).map((g) => g.gameId)).toEqual([406, 24, 426, 701])
  })

  it('fall back to the game’s theme in other kinds when its kind has no other game', () => {
    expect(relatedGames(catalogue[3], catalogue).map((g) => g.gameId)).toEqual([426])
  })
})
