/** Each fishing demo's sea: the creatures its game's page names, on the same calibrated pay table. */
import { describe, expect, it } from 'vitest'

import { motifs } from '@/art/motifs'
import { fishingOddsOf } from '@/demo/fishing/odds'
import { seaOf, seas } from '@/demo/fishing/seas'
import { loadGames } from '@/seed/content/load'

const fishGames = loadGames().filter((game) => game.kind === 'fish')
const gameById = (id: number) => {
  const game = fishGames.find((g) => g.id === id)
  if (!game) throw new Error(`no fishing game ${id} in the seed`)
  return game
}
const oddsOf = (game: ReturnType<typeof gameById>, motif = game.art.motif) =>
  fishingOddsOf({ ...game, motif })
const creaturesOf = (id: number) => oddsOf(gameById(id)).species.map((s) => s.motif)

describe("a fishing demo's sea", () => {
  it('of Abyss Barrage (702) is the midnight zone: anglerfish, jellyfish, lanternfish, hatchetfish, a ghost shark, the Kraken', () => {
    const game = gameById(702)
    expect(seaOf(game.art.motif).water).toBe('midnight')
    const creatures = creaturesOf(702)
    for (const named of ['anglerfish', 'jellyfish', 'lanternfish', 'hatchetfish', 'ghost-shark'])
      expect(creatures).toContain(named)
    expect(creatures.at(-1)).toBe('kraken')
    for (const shallow of ['koi', 'fish', 'tang', 'turtle', 'whale', 'manta'])
      expect(creatures).not.toContain(shallow)
  })

  it('of Coral Cannon (701) is a sunlit reef: reef fish, turtles, manta rays and the Golden Manta, nothing of the deep and no koi', () => {
    const game = gameById(701)
    expect(seaOf(game.art.motif).water).toBe('sunlit')
    const creatures = creaturesOf(701)
    for (const named of ['fish', 'turtle', 'manta']) expect(creatures).toContain(named)
    expect(creatures.at(-1)).toBe('manta')
    for (const stranger of ['koi', 'anglerfish', 'jellyfish', 'lanternfish', 'kraken'])
      expect(creatures).not.toContain(stranger)
  })

  it.each(fishGames.map((game) => [game.id, game] as const))(
    'of game %i pays the same values at the same shares as any other sea would',
    (_, game) => {
      const figures = (odds: ReturnType<typeof oddsOf>) =>
        odds.species.map(({ value, share, size, crossSeconds }) => ({
          value,
          share,
          size,
          crossSeconds,
        }))
      const own = figures(oddsOf(game))
      expect(figures(oddsOf(game, 'fish'))).toEqual(own)
      expect(figures(oddsOf(game, 'octopus'))).toEqual(own)
    },
  )

  it('has every creature drawn by the art library, one for each value of the pay table', () => {
    for (const sea of Object.values(seas)) {
      expect(sea.creatures).toHaveLength(oddsOf(gameById(701)).species.length - 1)
      for (const { motif } of [...sea.creatures, sea.boss]) expect(motifs).toHaveProperty([motif])
    }
  })
})
