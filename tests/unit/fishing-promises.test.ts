/**
 * What each fishing game's page promises, its demo keeps: the creatures the page names swim in
 * its sea (and, but on the reef, nothing else does), and its fish pay from 2× up to the top its
 * page names, in every language, with the boss above them.
 */
import { describe, expect, it } from 'vitest'

import { fishingOddsOf } from '@/demo/fishing/odds'
import { seaOf } from '@/demo/fishing/seas'
import { loadGames } from '@/seed/content/load'

const fishGames = loadGames().filter((game) => game.kind === 'fish')

/**
 * The creatures each English page names, as the words it uses, and the motifs the demo draws them
 * with; the boss last. (The other languages name the same ones: checked by their readers.)
 */
const named: Record<
  number,
  { sea: string; creatures: [string, string][]; boss: [string, string] }
> = {
  701: {
    sea: 'sunlit',
    creatures: [
      ['clownfish', 'fish'],
      ['sea turtles', 'turtle'],
      ['manta rays', 'manta'],
    ],
    boss: ['Golden Manta', 'manta'],
  },
  702: {
    sea: 'midnight',
    creatures: [
      ['anglerfish', 'anglerfish'],
      ['jellyfish', 'jellyfish'],
      ['lanternfish', 'lanternfish'],
      ['hatchetfish', 'hatchetfish'],
      ['ghost sharks', 'ghost-shark'],
    ],
    boss: ['Kraken', 'kraken'],
  },
  40002: {
    sea: 'palace',
    creatures: [
      ['shrimp soldiers', 'shrimp'],
      ['crab generals', 'crab'],
      ['golden carp', 'carp'],
    ],
    boss: ['Dragon King', 'dragon'],
  },
  40003: {
    sea: 'polar',
    creatures: [
      ['ice cod', 'cod'],
      ['silver herring', 'herring'],
      ['diving penguins', 'penguin'],
      ['narwhals', 'narwhal'],
      ['orcas', 'orca'],
    ],
    boss: ['Frost Leviathan', 'leviathan'],
  },
  40007: {
    sea: 'cove',
    creatures: [
      ['swordfish', 'swordfish'],
      ['parrotfish', 'parrotfish'],
      ['gold-laden sea turtles', 'gold-turtle'],
    ],
    boss: ['Ghost Galleon', 'galleon'],
  },
}

const oddsOf = (game: (typeof fishGames)[number]) =>
  fishingOddsOf({ ...game, motif: game.art.motif })

describe("a fishing game's demo keeps its page's promises", () => {
  it('for all five fishing games', () => {
    expect(fishGames.map((game) => game.id).sort((a, b) => a - b)).toEqual(
      Object.keys(named).map(Number),
    )
  })

  it.each(fishGames.map((game) => [game.id, game] as const))(
    'game %i: its sea has the creatures its page names, and its boss',
    (id, game) => {
      const promise = named[id]
      const page = game.text['en-US']
      for (const [words] of [...promise.creatures, promise.boss])
        expect(`${page.description} ${page.features.join(' ')}`).toContain(words)

      expect(seaOf(game.art.motif).water).toBe(promise.sea)
      const species = oddsOf(game).species
      const ordinary = species.slice(0, -1).map((s) => s.motif)
      for (const [words, motif] of promise.creatures)
        expect(ordinary, `${words} swim in the sea of game ${id}`).toContain(motif)
      expect(species.at(-1)?.motif).toBe(promise.boss[1])
      // Only on the reef do creatures the page leaves unnamed swim by (tangs, an octopus, a shark).
      if (promise.sea !== 'sunlit')
        expect(new Set(ordinary)).toEqual(new Set(promise.creatures.map(([, motif]) => motif)))
    },
  )

  it.each(fishGames.map((game) => [game.id, game] as const))(
    'game %i: its fish pay 2× up to the top its page names in every language, and its boss more',
    (_, game) => {
      const species = oddsOf(game).species
      const ordinary = species.slice(0, -1).map((s) => s.value)
      const top = Math.max(...ordinary)
      expect(Math.min(...ordinary)).toBe(2)
      expect(top).toBe(game.topFishPay)
      for (const [locale, text] of Object.entries(game.text)) {
        // "Fish pay 2× to 300× the bet", "魚の配当はベットの2倍〜300倍", "ปลาแต่ละตัวจ่าย 2–300 เท่า"…
        const numbers = (text.features[0] ?? '').match(/\d[\d,]*/g)?.map((n) => n.replace(/,/g, ''))
        expect(numbers, locale).toEqual(['2', String(top)])
      }
      // The biggest fish are the rarest: each rung swims by less often than the one below it.
      const shares = species.map((s) => s.share)
      for (let i = 1; i < shares.length; i++) expect(shares[i]).toBeLessThan(shares[i - 1])
      const boss = species.at(-1)!
      expect(boss.value).toBeGreaterThan(top)
      if (game.maxMultiplier.kind === 'value') expect(boss.value).toBe(game.maxMultiplier.value)
    },
  )
})
