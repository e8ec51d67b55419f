/**
 * Calibration: turns a game's published figures into a `SlotSpec` that really pays them.
 *
 * 1. Scatters: enough per reel that free spins come about as often as the volatility suggests.
 * 2. Hit frequency: a deterministic search over the reel make-up (how many pay symbols, how many
 *    wilds, stacked or not) for the strips whose exact hit frequency is nearest the published one.
 * 3. RTP: a paytable shaped by the volatility, then scaled so that the exact RTP (which is
 *    linear in the pays) equals the published figure.
 * 4. Buy feature: the bought round's free spins get multipliers whose mean makes the round's
 *    exact return (linear in that mean) the published RTP of its price.
 * Everything is computed (see `analysis.ts`), nothing estimated by sampling; the simulation
 * script then plays the result to show it.
 */
import type { Volatility } from '@/lib/catalogue'

import { analyseSlot, meanMultiplier, triggerChance, type SlotFigures } from './analysis'
import { minRun, type Multiplier, type SlotSpec } from './engine'
import { slotGridOf, type LayoutFields, type SlotGrid } from './grid'
import { paylines } from './paylines'
import { buildStrips, maxScattersPerReel, type StripPlan } from './strips'

export type SlotTargets = {
  gameId: number
  grid: SlotGrid
  /** Published figures, in percent. */
  rtp: number
  hitFrequency: number
  volatility: Volatility | null
  freeSpins: number | null
  freeSpinMultiplier: number | null
  respin: boolean
  /** A bought round's price in total bets, or null when the feature cannot be bought. */
  buyPrice: number | null
}

export type CalibratedSlot = { spec: SlotSpec; figures: SlotFigures }

type Style = {
  /** How many times the best symbol's pay exceeds the lowest one's. */
  spread: number
  /** Pay growth for each extra matching reel. */
  growth: number
  /** How often free spins should start, per paid round. */
  freeSpinsRate: number
}

const styles: Record<Volatility, Style> = {
  low: { spread: 5, growth: 2.2, freeSpinsRate: 1 / 110 },
  medium: { spread: 8, growth: 2.6, freeSpinsRate: 1 / 130 },
  high: { spread: 12, growth: 3, freeSpinsRate: 1 / 150 },
  'very-high': { spread: 16, growth: 3.4, freeSpinsRate: 1 / 170 },
}

/** Pay symbols tried, most natural first (the search stops at the first close fit). */
const paySymbolCounts = [8, 9, 7, 10, 6, 11, 5, 12] as const
/** Free spins return at most about half what the rest of the game does (a third of the RTP). */
const maxFreeSpinsRatio = 0.5
/** How often a paid spin should earn a re-spin. */
const respinRate = 0.09
const stackSizes = [1, 2, 3] as const
/** A hit frequency this close (as a fraction) ends the search early. */
const closeEnough = 0.002

/** Pays before scaling: best symbol first, more for longer runs (gentler beyond five reels). */
function payShape(paySymbols: number, reels: number, style: Style): number[][] {
  return Array.from({ length: paySymbols }, (_, s) => {
    const symbolValue = style.spread ** ((paySymbols - 1 - s) / (paySymbols - 1))
    return Array.from({ length: reels + 1 }, (_, k) =>
      k < minRun
        ? 0
        : symbolValue * style.growth ** (Math.min(k, 5) - minRun) * 1.3 ** Math.max(0, k - 5),
    )
  })
}

/** Multipliers up to this are fixed; above, they read "up to": each free spin draws one. */
const fixedMultiplierUpTo = 8
const multiplierLadder = [2, 3, 5, 10, 20, 30, 50, 100]

/** A free spin's multipliers: the fixed one, or a ladder up to the game's top multiplier (chance ∝ 1/m²). */
export function freeSpinMultipliers(top: number | null): Multiplier[] {
  if (!top || top <= fixedMultiplierUpTo) return [{ value: top ?? 1, chance: 1 }]
  const values = [...multiplierLadder.filter((value) => value < top), top]
  const total = values.reduce((sum, value) => sum + value ** -2, 0)
  return values.map((value) => ({ value, chance: value ** -2 / total }))
}

/** Scatters per reel, middle reels first, so that free spins start about as often as wanted. */
function scatterPlan(
  targets: SlotTargets,
  style: Style,
  length: number,
  maxRows: number,
): number[] {
  const { grid, freeSpins } = targets
  if (!freeSpins) return Array(grid.reels).fill(0)
  const multiplier = meanMultiplier(freeSpinMultipliers(targets.freeSpinMultiplier))
  // Free spins worth x times the base game come with chance p where p·N·M / (1 − N·p) = x;
  // retriggers (N·p) stay rare.
  const wanted = Math.min(
    style.freeSpinsRate,
    maxFreeSpinsRatio / (freeSpins * (multiplier + maxFreeSpinsRatio)),
    0.5 / freeSpins,
  )
  const meanRows = grid.minRows.map((min, reel) => (min + grid.maxRows[reel]) / 2)
  const perReel = maxScattersPerReel({ length, maxRows })
  const order = Array.from({ length: grid.reels }, (_, reel) => reel).sort(
    (a, b) => Math.abs(a - (grid.reels - 1) / 2) - Math.abs(b - (grid.reels - 1) / 2) || a - b,
  )
  let best = { plan: [] as number[], error: Infinity }
  for (let total = minRun; total <= perReel * grid.reels; total++) {
    const plan = Array<number>(grid.reels).fill(0)
    for (let i = 0; i < total; i++) plan[order[i % grid.reels]]++
    const chance = triggerChance(plan.map((count, reel) => (count * meanRows[reel]) / length))
    const error = Math.abs(Math.log(chance / wanted))
    if (error < best.error) best = { plan, error }
  }
  return best.plan
}

export function calibrateSlot(targets: SlotTargets): CalibratedSlot {
  const { grid, gameId } = targets
  const style = styles[targets.volatility ?? 'medium']
  const maxRows = Math.max(...grid.maxRows)
  const length = Math.max(60, 8 * maxRows)
  const lines = grid.mode === 'lines' ? paylines(grid.reels, grid.maxRows[0], grid.lines) : []
  const scatters = scatterPlan(targets, style, length, maxRows)
  const freeSpins = targets.freeSpins
    ? { count: targets.freeSpins, multipliers: freeSpinMultipliers(targets.freeSpinMultiplier) }
    : null
  const respinReel = targets.respin ? Math.floor((grid.reels - 1) / 2) : null

  const specFor = (plan: StripPlan, pays: number[][]): SlotSpec => ({
    mode: grid.mode,
    minRows: grid.minRows,
    maxRows: grid.maxRows,
    strips: buildStrips(plan, grid.reels, gameId),
    paySymbols: plan.paySymbols,
    lines,
    pays,
    freeSpins,
    respinReel,
    buy: null,
  })

  // The re-spin reel carries few wilds, so re-spins stay an occasional treat.
  const respinWilds =
    respinReel === null
      ? 0
      : Math.max(
          1,
          Math.round(
            (respinRate * length) / ((grid.minRows[respinReel] + grid.maxRows[respinReel]) / 2),
          ),
        )
  // Wilds in half steps: the second reel takes the smaller half, the later reels the larger.
  const wildsPlan = (halves: number) =>
    Array.from({ length: grid.reels }, (_, reel) =>
      reel === 0
        ? 0
        : reel === respinReel
          ? respinWilds
          : reel === 1
            ? halves >> 1
            : (halves + 1) >> 1,
    )

  const target = targets.hitFrequency / 100
  const maxWildHalves = Math.floor(length / 2)
  let best = { plan: null as StripPlan | null, error: Infinity }
  const tryPlan = (plan: StripPlan) => {
    const hit = analyseSlot(
      specFor(plan, payShape(plan.paySymbols, grid.reels, style)),
    ).hitFrequency
    const error = Math.abs(hit - target)
    if (error < best.error) best = { plan, error }
    return hit
  }
  for (const stack of stackSizes) {
    if (stack > maxRows) break
    for (const paySymbols of paySymbolCounts) {
      const planWith = (halves: number): StripPlan => ({
        length,
        paySymbols,
        wilds: wildsPlan(halves),
        scatters,
        stack,
        maxRows,
      })
      // More wilds, more hits: bisect for the wild count nearest the target, then its neighbour.
      let low = 1
      let high = maxWildHalves
      while (high - low > 1) {
        const middle = (low + high) >> 1
        if (tryPlan(planWith(middle)) < target) low = middle
        else high = middle
      }
      tryPlan(planWith(low))
      tryPlan(planWith(high))
      if (best.error < closeEnough) break
    }
    if (best.error < closeEnough) break
  }

  const plan = best.plan!
  const shaped = specFor(plan, payShape(plan.paySymbols, grid.reels, style))
  const scale = targets.rtp / 100 / analyseSlot(shaped).rtp
  const spec = { ...shaped, pays: shaped.pays.map((row) => row.map((pay) => pay * scale)) }
  if (freeSpins && targets.buyPrice) {
    const price = targets.buyPrice
    // The bought free spins keep the multipliers the game's page states; their reels pay what
    // makes the studio's price return the game's RTP.
    const plain = analyseSlot({ ...spec, buy: { price, boost: 1 } }).boughtRtp!
    spec.buy = { price, boost: targets.rtp / 100 / plain }
  }
  return { spec, figures: analyseSlot(spec) }
}

/** A game's fields as the CMS (or a seed file, with `id` renamed) gives them. */
export type SlotGameFields = {
  gameId: number
  layout?: LayoutFields | null
  rtp?: number | null
  hitFrequency?: number | null
  volatility?: Volatility | null
  buyFeature?: boolean | null
  buyPrice?: number | null
  mechanics?: {
    freeSpins?: number | null
    freeSpinMultiplier?: number | null
    respin?: boolean | null
  } | null
}

/** Figures a game without them plays at. */
const fallback = { rtp: 96, hitFrequency: 30 }
/** What a bought round costs, in total bets, when the game does not say. */
const defaultBuyPrice = 100

/** What to calibrate a slot to, or null when its layout cannot be played. */
export function slotTargetsOf(game: SlotGameFields): SlotTargets | null {
  const grid = slotGridOf(game.layout)
  if (!grid) return null
  return {
    gameId: game.gameId,
    grid,
    rtp: game.rtp ?? fallback.rtp,
    hitFrequency: game.hitFrequency ?? fallback.hitFrequency,
    volatility: game.volatility ?? null,
    freeSpins: game.mechanics?.freeSpins || null,
    freeSpinMultiplier: game.mechanics?.freeSpinMultiplier || null,
    respin: Boolean(game.mechanics?.respin),
    buyPrice: game.buyFeature ? (game.buyPrice ?? defaultBuyPrice) : null,
  }
}
