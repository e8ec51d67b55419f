/**
 * Calibration: turns a game's published figures into a `SlotSpec` that really pays them.
 *
 * 1. Scatters: enough per reel that free spins come about as often as the volatility suggests.
 * 2. Hit frequency: a deterministic search over the reel make-up (how many pay symbols, how many
 *    wilds, stacked or not) for the strips whose exact hit frequency is nearest the published one.
 * 3. RTP: a paytable shaped by the volatility, then scaled so that the exact RTP (which is
 *    linear in the pays) equals the published figure.
 * Everything is computed (see `analysis.ts`), nothing estimated by sampling; the simulation
 * script then plays the result to show it.
 */
import type { Volatility } from '@/lib/catalogue'

import { analyseSlot, triggerChance, type SlotFigures } from './analysis'
import { minRun, type SlotSpec } from './engine'
import type { SlotGrid } from './grid'
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
  low: { spread: 6, growth: 2.4, freeSpinsRate: 1 / 110 },
  medium: { spread: 10, growth: 3, freeSpinsRate: 1 / 140 },
  high: { spread: 20, growth: 3.6, freeSpinsRate: 1 / 170 },
  'very-high': { spread: 40, growth: 4.2, freeSpinsRate: 1 / 200 },
}

/** Pay symbols tried, most natural first (the search stops at the first close fit). */
const paySymbolCounts = [8, 9, 7, 10, 6, 11, 5, 12] as const
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
      k < minRun ? 0 : symbolValue * style.growth ** (Math.min(k, 5) - minRun) * 1.5 ** Math.max(0, k - 5),
    )
  })
}

/** Scatters per reel, middle reels first, so that free spins start about as often as wanted. */
function scatterPlan(targets: SlotTargets, style: Style, length: number, maxRows: number): number[] {
  const { grid, freeSpins } = targets
  if (!freeSpins) return Array(grid.reels).fill(0)
  const multiplier = targets.freeSpinMultiplier ?? 1
  // Keep free spins below half the RTP and retriggers rare.
  const wanted = Math.min(style.freeSpinsRate, 1 / (freeSpins * (multiplier + 1)), 0.5 / freeSpins)
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
  const freeSpins = targets.freeSpins ? { count: targets.freeSpins, multiplier: targets.freeSpinMultiplier ?? 1 } : null
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
  })

  // The re-spin reel carries few wilds, so re-spins stay an occasional treat.
  const respinWilds = respinReel === null ? 0 : Math.max(1, Math.round((respinRate * length) / ((grid.minRows[respinReel] + grid.maxRows[respinReel]) / 2)))
  const wildsPlan = (wilds: number) => Array.from({ length: grid.reels }, (_, reel) => (reel === 0 ? 0 : reel === respinReel ? respinWilds : wilds))

  const target = targets.hitFrequency / 100
  const maxWilds = Math.floor(length / 4)
  let best = { plan: null as StripPlan | null, error: Infinity }
  const tryPlan = (plan: StripPlan) => {
    const hit = analyseSlot(specFor(plan, payShape(plan.paySymbols, grid.reels, style))).hitFrequency
    const error = Math.abs(hit - target)
    if (error < best.error) best = { plan, error }
    return hit
  }
  for (const stack of stackSizes) {
    if (stack > maxRows) break
    for (const paySymbols of paySymbolCounts) {
      const planWith = (wilds: number): StripPlan => ({ length, paySymbols, wilds: wildsPlan(wilds), scatters, stack, maxRows })
      // More wilds, more hits: bisect for the wild count nearest the target, then its neighbour.
      let low = 1
      let high = maxWilds
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
  return { spec, figures: analyseSlot(spec) }
}
