/**
 * Reel strips: how many of each symbol a reel carries and in what order. The counts set the
 * odds; the order sets how symbols bunch up in the window (stacks make fewer, bigger wins).
 */
import { seededRandom, type RandomSource } from '../random'

export type StripPlan = {
  /** Cells on every strip. */
  length: number
  /** Pay symbols in play (0 pays most and is rarest). */
  paySymbols: number
  /** Wilds per reel (never on the first). */
  wilds: number[]
  /** Scatters per reel (0 when the game has no free spins). */
  scatters: number[]
  /** Same-symbol runs pay symbols are laid in (1 = no stacks). */
  stack: number
  /** Tallest window any reel shows: scatters are spaced so one window never holds two. */
  maxRows: number
}

/** How often each pay symbol appears, relative to the others: the low ones most often. */
const symbolWeight = (symbol: number, paySymbols: number) =>
  1 + (1.2 * symbol) / Math.max(1, paySymbols - 1)

/** Whole counts in proportion to weights, summing to `total`, none below 1 (largest remainders). */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const spare = total - weights.length
  const exact = weights.map((w) => (w / sum) * spare)
  const counts = exact.map((x) => 1 + Math.floor(x))
  let left = total - counts.reduce((a, b) => a + b, 0)
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k].i]++
  return counts
}

/** Builds every reel's strip; deterministic for a plan and a seed (the game id). */
export function buildStrips(plan: StripPlan, reels: number, seed: number): number[][] {
  const wild = plan.paySymbols
  const scatter = plan.paySymbols + 1
  const weights = Array.from({ length: plan.paySymbols }, (_, s) =>
    symbolWeight(s, plan.paySymbols),
  )
  return Array.from({ length: reels }, (_, reel) => {
    const random = seededRandom(seed * 31 + reel)
    const wilds = reel === 0 ? 0 : plan.wilds[reel]
    const scatters = plan.scatters[reel] ?? 0
    const counts = apportion(weights, plan.length - wilds - scatters)

    const blocks: number[][] = []
    counts.forEach((count, symbol) => {
      for (let left = count; left > 0; left -= plan.stack)
        blocks.push(Array(Math.min(plan.stack, left)).fill(symbol))
    })
    for (let i = 0; i < wilds; i++) blocks.push([wild])
    const body = shuffleApart(blocks, random).flat()
    const strip: number[] = []
    const spacing = plan.length / Math.max(1, scatters)
    const offset = random.below(Math.max(1, Math.floor(spacing)))
    let next = 0
    for (let cell = 0; cell < plan.length; cell++) {
      if (next < scatters && cell === Math.floor(offset + next * spacing)) {
        strip.push(scatter)
        next++
      } else strip.push(body.shift()!)
    }
    return strip
  })
}

/**
 * The blocks in random order, never putting two blocks of one symbol side by side (which would
 * make a taller stack than planned) while another choice is left.
 */
function shuffleApart(blocks: number[][], random: RandomSource): number[][] {
  const left = [...blocks]
  const remaining = new Map<number, number>()
  for (const [symbol] of blocks) remaining.set(symbol, (remaining.get(symbol) ?? 0) + 1)
  const order: number[][] = []
  while (left.length > 0) {
    const previous = order.length > 0 ? order[order.length - 1][0] : -1
    const allowed = left.filter((block) => block[0] !== previous)
    // A symbol holding half of what is left must go now, or it ends up in one long run.
    const crowded = allowed.find((block) => remaining.get(block[0])! * 2 >= left.length)
    const pool = allowed.length > 0 ? allowed : left
    const pick = crowded ?? pool[random.below(pool.length)]
    left.splice(left.indexOf(pick), 1)
    remaining.set(pick[0], remaining.get(pick[0])! - 1)
    order.push(pick)
  }
  return order
}

/** The most scatters a strip can space a window apart. */
export const maxScattersPerReel = (plan: Pick<StripPlan, 'length' | 'maxRows'>) =>
  Math.floor(plan.length / plan.maxRows)
