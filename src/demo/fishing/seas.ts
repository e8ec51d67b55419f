/**
 * The seas the fishing demos are set in, one per kind of water a game's page describes: what swims
 * there and how the water looks. A game's sea follows from its cover creature (`art.motif`); any
 * creature not listed here lives on the reef. Each sea dresses the same pay table (`odds.ts`):
 * the sea decides which creature carries each value, never the values or how often they swim by.
 */

export type Water = 'sunlit' | 'midnight'

export type Creature = {
  /** The cover-art motif it is drawn with, and its colours (accent, highlight). */
  motif: string
  colors: [string, string]
}

export type Sea = {
  water: Water
  /**
   * One creature per value of the pay table, smallest first. The small ones swim by most often
   * (the calibration wants most fish worth 2 or 3), so they are the creatures the sea is known by.
   */
  creatures: Creature[]
  /** The big catch, unless the game's own cover creature is one (`ownBosses`). */
  boss: Creature
}

const gold: [string, string] = ['#ffd84d', '#fff6c8']

export const seas = {
  /** A sunlit coral reef: clownfish and tangs, sea turtles, an octopus, a reef shark, manta rays. */
  reef: {
    water: 'sunlit',
    creatures: [
      { motif: 'fish', colors: ['#ff6a1a', '#ffe0c2'] },
      { motif: 'tang', colors: ['#ffd23a', '#fff6c8'] },
      { motif: 'turtle', colors: ['#38d39f', '#c8ffe9'] },
      { motif: 'tang', colors: ['#2f7dff', '#ffd84d'] },
      { motif: 'octopus', colors: ['#b46bff', '#ecd9ff'] },
      { motif: 'turtle', colors: ['#ffb627', '#fff3b0'] },
      { motif: 'shark', colors: ['#6f8bff', '#dfe6ff'] },
      { motif: 'manta', colors: ['#2f6dff', '#cfe3ff'] },
    ],
    boss: { motif: 'manta', colors: gold },
  },
  /** The midnight zone: creatures that make their own light, and the Kraken below. */
  abyss: {
    water: 'midnight',
    creatures: [
      { motif: 'lanternfish', colors: ['#3a6bd6', '#5cf2ff'] },
      { motif: 'anglerfish', colors: ['#8a4fb0', '#fff27a'] },
      { motif: 'jellyfish', colors: ['#ff5fd2', '#ffc2f0'] },
      { motif: 'hatchetfish', colors: ['#8fa4d8', '#7dfcff'] },
      { motif: 'jellyfish', colors: ['#39c8ff', '#c9f6ff'] },
      { motif: 'ghost-shark', colors: ['#b9b2ff', '#6dffd2'] },
      { motif: 'anglerfish', colors: ['#e0602a', '#7dfcff'] },
      { motif: 'ghost-shark', colors: ['#5fc8e8', '#ffe27a'] },
    ],
    boss: { motif: 'kraken', colors: ['#c81e4e', '#ffd84d'] },
  },
} satisfies Record<string, Sea>

export type SeaName = keyof typeof seas

/** Cover creatures of the deep: a game drawn with one is set in the midnight zone. */
const seaOfMotif: Partial<Record<string, SeaName>> = {
  octopus: 'abyss',
  kraken: 'abyss',
  anglerfish: 'abyss',
  jellyfish: 'abyss',
  lanternfish: 'abyss',
  hatchetfish: 'abyss',
  'ghost-shark': 'abyss',
}

/** Cover creatures big enough to be the big catch: a game drawn with one has it, in gold, for its boss. */
const ownBosses = new Set(['dragon', 'whale', 'shark', 'turtle', 'koi'])

/** The sea a game is set in, with its boss: the game's own cover creature where it is one. */
export function seaOf(motif: string): Sea {
  const sea: Sea = seas[seaOfMotif[motif] ?? 'reef']
  return ownBosses.has(motif) ? { ...sea, boss: { motif, colors: gold } } : sea
}
