/**
 * The seas the fishing demos are set in, one per kind of water a game's page describes: what swims
 * there and how the water looks. A game's sea follows from its cover creature (`art.motif`); any
 * creature not listed here lives on the reef. Each sea dresses the same pay table (`odds.ts`):
 * the sea decides which creature carries each value, never the values or how often they swim by.
 */

export type Water = 'sunlit' | 'midnight' | 'polar' | 'palace' | 'cove'

export type Creature = {
  /** The cover-art motif it is drawn with, and its colours (accent, highlight). */
  motif: string
  colors: [string, string]
}

export type Sea = {
  water: Water
  /**
   * One creature per rung of the pay table, smallest first. The small ones swim by most often
   * (the calibration wants most fish worth 2 or 3), so they are the creatures the sea is known by;
   * the last is the biggest ordinary fish ("Fish pay 2× to N× the bet").
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
      { motif: 'fish', colors: ['#ff4fa0', '#ffe0f0'] },
      { motif: 'turtle', colors: ['#38d39f', '#c8ffe9'] },
      { motif: 'tang', colors: ['#2f7dff', '#ffd84d'] },
      { motif: 'octopus', colors: ['#b46bff', '#ecd9ff'] },
      { motif: 'turtle', colors: ['#ffb627', '#fff3b0'] },
      { motif: 'shark', colors: ['#6f8bff', '#dfe6ff'] },
      { motif: 'manta', colors: ['#2f6dff', '#cfe3ff'] },
      { motif: 'manta', colors: ['#7a4fff', '#e6dcff'] },
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
      { motif: 'lanternfish', colors: ['#2fb89a', '#b8ff7a'] },
      { motif: 'jellyfish', colors: ['#39c8ff', '#c9f6ff'] },
      { motif: 'ghost-shark', colors: ['#b9b2ff', '#6dffd2'] },
      { motif: 'anglerfish', colors: ['#e0602a', '#7dfcff'] },
      { motif: 'ghost-shark', colors: ['#5fc8e8', '#ffe27a'] },
      { motif: 'anglerfish', colors: ['#3c2a7a', '#ff7ae0'] },
    ],
    boss: { motif: 'kraken', colors: ['#c81e4e', '#ffd84d'] },
  },
  /**
   * The polar sea under the aurora: ice cod and silver herring, diving penguins, narwhals and
   * orcas; the Frost Leviathan waits at the ice's edge.
   */
  polar: {
    water: 'polar',
    creatures: [
      { motif: 'herring', colors: ['#3f8fb0', '#bff4ff'] },
      { motif: 'cod', colors: ['#9fb8a8', '#e6fff4'] },
      { motif: 'herring', colors: ['#5a78c8', '#d8e6ff'] },
      { motif: 'penguin', colors: ['#26324a', '#ffd23a'] },
      { motif: 'cod', colors: ['#7f9fc0', '#dff4ff'] },
      { motif: 'penguin', colors: ['#1f2a40', '#ff9a3a'] },
      { motif: 'narwhal', colors: ['#8fa3b8', '#e8f6ff'] },
      { motif: 'orca', colors: ['#1a2233', '#cfefff'] },
      { motif: 'narwhal', colors: ['#6f8fb0', '#bff0ff'] },
      { motif: 'orca', colors: ['#20304f', '#7dfcff'] },
    ],
    boss: { motif: 'leviathan', colors: ['#4fa8ff', '#c8f6ff'] },
  },
  /**
   * The Dragon King's crystal palace beneath the waves: shrimp soldiers, crab generals and golden
   * carp; the Dragon King himself rises as the boss.
   */
  palace: {
    water: 'palace',
    creatures: [
      { motif: 'shrimp', colors: ['#ff7a5a', '#ffd84d'] },
      { motif: 'carp', colors: ['#ffc21a', '#fff3b0'] },
      { motif: 'shrimp', colors: ['#ff9a3a', '#ff4a4a'] },
      { motif: 'crab', colors: ['#e0402a', '#ff4a6a'] },
      { motif: 'carp', colors: ['#ffb000', '#ff5a1f'] },
      { motif: 'shrimp', colors: ['#ff5a8a', '#7dfcff'] },
      { motif: 'crab', colors: ['#c8283a', '#3a7dff'] },
      { motif: 'carp', colors: ['#ffd84d', '#fff6c8'] },
      { motif: 'crab', colors: ['#a01e5a', '#ffd84d'] },
      { motif: 'carp', colors: ['#ffe27a', '#ff3b3b'] },
    ],
    boss: { motif: 'dragon', colors: gold },
  },
  /**
   * A hidden pirate cove over white sand, sunken galleons below: parrotfish, swordfish and
   * gold-laden sea turtles; the Ghost Galleon drifts in as the boss.
   */
  cove: {
    water: 'cove',
    creatures: [
      { motif: 'parrotfish', colors: ['#2fc4a0', '#ff7ab8'] },
      { motif: 'parrotfish', colors: ['#3a8dff', '#ffe066'] },
      { motif: 'parrotfish', colors: ['#ff6a9a', '#7dffd8'] },
      { motif: 'gold-turtle', colors: ['#38c890', '#fff3b0'] },
      { motif: 'swordfish', colors: ['#2a4f9a', '#5cc8ff'] },
      { motif: 'parrotfish', colors: ['#8a5cff', '#7dff9a'] },
      { motif: 'gold-turtle', colors: ['#f4a261', '#ffe066'] },
      { motif: 'swordfish', colors: ['#1f3f7a', '#ff7a4a'] },
      { motif: 'gold-turtle', colors: ['#ffd84d', '#fff6c8'] },
      { motif: 'swordfish', colors: ['#3a2a8a', '#ffd84d'] },
    ],
    boss: { motif: 'galleon', colors: ['#7dffc8', '#e0fff4'] },
  },
} satisfies Record<string, Sea>

export type SeaName = keyof typeof seas

/** Cover creatures (and emblems) of each sea but the reef: a game drawn with one is set there. */
const seaOfMotif: Partial<Record<string, SeaName>> = {
  octopus: 'abyss',
  kraken: 'abyss',
  anglerfish: 'abyss',
  jellyfish: 'abyss',
  lanternfish: 'abyss',
  hatchetfish: 'abyss',
  'ghost-shark': 'abyss',
  whale: 'polar',
  orca: 'polar',
  narwhal: 'polar',
  penguin: 'polar',
  leviathan: 'polar',
  herring: 'polar',
  cod: 'polar',
  dragon: 'palace',
  shrimp: 'palace',
  carp: 'palace',
  crab: 'palace',
  anchor: 'cove',
  galleon: 'cove',
  swordfish: 'cove',
  parrotfish: 'cove',
  'gold-turtle': 'cove',
}

/** Cover creatures of the reef big enough to be the big catch: a game drawn with one has it, in gold, for its boss. */
const ownBosses = new Set(['shark', 'turtle', 'koi'])

/** The sea a game is set in, with its boss: on the reef, the game's own cover creature where it is one. */
export function seaOf(motif: string): Sea {
  const name = seaOfMotif[motif] ?? 'reef'
  const sea: Sea = seas[name]
  return name === 'reef' && ownBosses.has(motif) ? { ...sea, boss: { motif, colors: gold } } : sea
}
