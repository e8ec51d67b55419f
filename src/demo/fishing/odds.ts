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
 * How big each catch is and how fast it swims, the same in every sea (`seas.ts` dresses each rung
 * as one of its creatures); what it pays follows from the game's biggest ordinary fish
 * (`payLadder`), and the boss pays the game's top prize.
 */
const rungs: Omit<Species, 'share' | 'motif' | 'colors' | 'value'>[] = [
  { size: 0.1, crossSeconds: 9 },
  { size: 0.12, crossSeconds: 10 },
  { size: 0.12, crossSeconds: 12 },
  { size: 0.14, crossSeconds: 11 },
  { size: 0.17, crossSeconds: 15 },
  { size: 0.2, crossSeconds: 17 },
  { size: 0.23, crossSeconds: 14 },
  { size: 0.26, crossSeconds: 18 },
  { size: 0.3, crossSeconds: 20 },
  { size: 0.34, crossSeconds: 22 },
]
const bossSize = { size: 0.4, crossSeconds: 24 }

/** The share of the fish that swim by evenly, one kind as often as another (the rest by value). */
const evenShare = 0.06

/** The small fish every sea is known by: they pay the same whatever the game's top. */
const smallValues = [2, 3, 4, 6, 10, 15, 25]
/** The biggest ordinary fish of a game whose page names none. */
export const defaultTopFishPay = 50

/**
 * What each rung pays, smallest first: the small fish, then three bigger ones rising evenly (by
 * ratio) from the last small one to the game's biggest ordinary fish, rounded to a 5 (a 10 from
 * 100 up) — "Fish pay 2× to N× the bet", N being the last.
 */
export function payLadder(top: number): number[] {
  const last = smallValues[smallValues.length - 1]
  const big = Math.max(top, last + 3)
  const ratio = (big / last) ** (1 / 3)
  const nice = (v: number) => (v >= 100 ? Math.round(v / 10) * 10 : Math.round(v / 5) * 5)
  const between = [1, 2].map((i) => nice(last * ratio ** i))
  const values = [...smallValues, ...between, big]
  // Rounding never lets a rung fall to or below the one before it.
  for (let i = 1; i < values.length; i++) values[i] = Math.max(values[i], values[i - 1] + 1)
  values[values.length - 1] = big
  return values
}

type FishingGame = {
  rtp: number
  hitFrequency: number
  maxMultiplier: { kind: string; value?: number | null } | null
  /** What the biggest ordinary fish pays, in stakes ("Fish pay 2× to N× the bet"). */
  topFishPay?: number | null
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
  const values = payLadder(game.topFishPay ?? defaultTopFishPay)
  const kinds = [
    ...rungs.map((rung, i) => ({ ...rung, value: values[i], ...sea.creatures[i] })),
    { value: boss, ...sea.boss, ...bossSize },
  ].filter((s) => s.value <= boss)
  // Shares fall with value as value^-a; more small fish, more hits. A few fish (`evenShare`)
  // swim by whatever they are worth, so that a player meets the biggest now and then: a steep
  // exponent alone would leave a 300× fish one in millions.
  const withExponent = (a: number) => {
    const weights = kinds.map((s) => s.value ** -a)
    const total = weights.reduce((x, y) => x + y, 0)
    return kinds.map((s, i) => ({
      ...s,
      share: (1 - evenShare) * (weights[i] / total) + evenShare / kinds.length,
    }))
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
