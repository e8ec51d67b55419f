/**
 * The fishing demos' maths. A shot that reaches fish catches each with a chance set so that its
 * expected payout is the game's RTP times what the shot cost: one fish worth v stakes is caught
 * with chance rtp / v. How often each species swims by is calibrated so that an ordinary shot
 * at whatever fish it meets catches something as often as the published hit frequency says —
 * which can be at most rtp / 2, in a sea of nothing but the smallest fish (worth 2).
 */
import { specialShotCosts } from '@/lib/catalogue'

import { solveIncreasing } from '../odds'
import type { RandomSource } from '../random'
import { seaOf } from './seas'

export type Species = {
  /** Payout in stakes. */
  value: number
  /** The cover-art motif it is drawn with, and its colours (accent, highlight). */
  motif: string
  colors: [string, string]
  /** Body length as a share of the sea's height, and crossing time in seconds. */
  size: number
  crossSeconds: number
  /** Share of the fish in the sea. */
  share: number
}

export type FishingOdds = { rtp: number; species: Species[] }

/** The special shots: what they cost, in stakes, and how far they reach (share of the sea's height). */
export const specialShots = [
  { id: 'net', cost: specialShotCosts.net, radius: 0.16 },
  { id: 'lightning', cost: specialShotCosts.lightning, radius: 0.24 },
  { id: 'bomb', cost: specialShotCosts.bomb, radius: 0.36 },
] as const
export type SpecialShot = (typeof specialShots)[number]

/**
 * What each catch pays, how big it is and how fast it swims, the same in every sea (`seas.ts`
 * dresses each value as one of its creatures); the boss pays the game's top prize.
 */
const payTable: Omit<Species, 'share' | 'motif' | 'colors'>[] = [
  { value: 2, size: 0.1, crossSeconds: 9 },
  { value: 3, size: 0.12, crossSeconds: 10 },
  { value: 4, size: 0.12, crossSeconds: 12 },
  { value: 6, size: 0.14, crossSeconds: 11 },
  { value: 10, size: 0.17, crossSeconds: 15 },
  { value: 15, size: 0.2, crossSeconds: 17 },
  { value: 25, size: 0.25, crossSeconds: 14 },
  { value: 50, size: 0.32, crossSeconds: 20 },
]
const bossSize = { size: 0.4, crossSeconds: 24 }

type FishingGame = {
  rtp: number
  hitFrequency: number
  maxMultiplier: { kind: string; value?: number | null } | null
  motif: string
}

/** What an ordinary shot pays on average (in stakes) and how often it catches, meeting species by their share. */
export function fishingFigures({ rtp, species }: FishingOdds): {
  rtp: number
  hitFrequency: number
} {
  let paid = 0
  let hit = 0
  for (const s of species) {
    const chance = Math.min(1, rtp / s.value)
    paid += s.share * chance * s.value
    hit += s.share * chance
  }
  return { rtp: paid, hitFrequency: hit }
}

export function fishingOddsOf(game: FishingGame): FishingOdds {
  const rtp = game.rtp / 100
  const boss =
    game.maxMultiplier?.kind === 'value' && game.maxMultiplier.value
      ? game.maxMultiplier.value
      : 1000
  const sea = seaOf(game.motif)
  const kinds = [
    ...payTable.map((rung, i) => ({ ...rung, ...sea.creatures[i] })),
    { value: boss, ...sea.boss, ...bossSize },
  ].filter((s) => s.value <= boss)
  // Shares fall with value as value^-a; more small fish, more hits.
  const withExponent = (a: number) => {
    const weights = kinds.map((s) => s.value ** -a)
    const total = weights.reduce((x, y) => x + y, 0)
    return kinds.map((s, i) => ({ ...s, share: weights[i] / total }))
  }
  const exponent = solveIncreasing(
    (a) => fishingFigures({ rtp, species: withExponent(a) }).hitFrequency,
    game.hitFrequency / 100,
    0,
    6,
  )
  return { rtp, species: withExponent(exponent) }
}

/**
 * Catch chances for a shot costing `cost` stakes that reached fish worth `values` stakes:
 * the same cap c for every fish (chance min(1, c / v)), with the expected payout
 * Σ min(v, c) = rtp × cost. Returns null when the fish reached are not worth enough to pay
 * that: the shot has to reach more fish first.
 */
export function catchChances(
  values: readonly number[],
  cost: number,
  rtp: number,
): number[] | null {
  const due = rtp * cost
  if (values.reduce((a, b) => a + b, 0) < due) return null
  const sorted = [...values].sort((a, b) => a - b)
  let paidBelow = 0
  let cap = due
  for (let i = 0; i < sorted.length; i++) {
    // If every fish from i up is capped: cap × (n - i) + (values below i) = due.
    cap = (due - paidBelow) / (sorted.length - i)
    if (cap <= sorted[i]) break
    paidBelow += sorted[i]
  }
  return values.map((v) => Math.min(1, cap / v))
}

/** Which of the fish reached are caught (their indexes), drawn from the random source. */
export function resolveShot(
  values: readonly number[],
  cost: number,
  rtp: number,
  random: RandomSource,
): number[] | null {
  const chances = catchChances(values, cost, rtp)
  if (!chances) return null
  return chances.flatMap((chance, i) => (random.unit() < chance ? [i] : []))
}

/**
 * A species drawn by weight: by `share` for the fish a shot meets, by `share / crossSeconds` for
 * the next fish to swim in (slow fish stay longer, so they must come less often).
 */
export function drawSpecies(
  odds: FishingOdds,
  random: RandomSource,
  weigh: (species: Species) => number = (s) => s.share,
): Species {
  const total = odds.species.reduce((sum, s) => sum + weigh(s), 0)
  let left = random.unit() * total
  for (const species of odds.species) {
    left -= weigh(species)
    if (left < 0) return species
  }
  return odds.species[odds.species.length - 1]
}

export const bySpawnRate = (species: Species) => species.share / species.crossSeconds
