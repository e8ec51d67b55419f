/**
 * The slot engine of the built-in demos: one machine for every slot in the catalogue, set up by a
 * `SlotSpec` (reel strips, paylines or ways, paytable, features). Pure and deterministic given a
 * random source; the hot path allocates nothing, so the RTP simulation can play millions of spins.
 *
 * Rules:
 * - Wins pay left to right from the first reel, three or more matching reels in a row.
 * - Lines mode: each payline pays its symbol's run. Ways mode: every combination of matching
 *   positions on adjacent reels pays (ways = the product of matching positions per reel).
 * - The wild substitutes for every paying symbol and never lands on the first reel.
 * - Three or more scatters anywhere award the free spins (again during free spins). Every
 *   free spin's win is multiplied: by a fixed multiplier, or by one drawn for each free spin.
 * - Re-spin (base game): a wild on the re-spin reel expands over that reel, which holds while
 *   the other reels spin once more.
 * - A bought round (buy feature) has no paid spin: it starts with the free spins. They carry the
 *   free spins' own multipliers (those the game's page states), and each of their wins (retriggers
 *   too) pays `boost` times what a played free spin's would: the richer reels a bought feature
 *   plays on, so that both the studio's price and its RTP hold.
 */
import type { RandomSource } from '../random'

export type Multiplier = { value: number; chance: number }

export type SlotSpec = {
  mode: 'lines' | 'ways'
  /** Rows per reel; a Megaways reel lands between its min and max (equally likely). */
  minRows: number[]
  maxRows: number[]
  /** Symbol ids per reel, in order. Pay symbols are 0…paySymbols-1 (0 pays most). */
  strips: number[][]
  paySymbols: number
  /** The row each payline crosses on every reel (lines mode). */
  lines: number[][]
  /** pays[symbol][reels matched], in total bets: per payline, or per way. */
  pays: number[][]
  /** Free spins per award, and the multipliers a free spin's win is multiplied by (chances sum to 1). */
  freeSpins: { count: number; multipliers: Multiplier[] } | null
  respinReel: number | null
  /** The buy feature: a bought round's price, in total bets, and what its wins pay over a played round's. */
  buy: { price: number; boost: number } | null
}

export const wildOf = (spec: Pick<SlotSpec, 'paySymbols'>) => spec.paySymbols
export const scatterOf = (spec: Pick<SlotSpec, 'paySymbols'>) => spec.paySymbols + 1
export const minRun = 3

export type SpinKind = 'base' | 'respin' | 'free'

/** One machine: the current grid and its wins, rewritten in place by every spin. */
export class SlotMachine {
  readonly spec: SlotSpec
  readonly reels: number
  /** Cells per reel in `grid` (the tallest reel). */
  readonly depth: number
  readonly wild: number
  readonly scatter: number

  readonly stops: Int32Array
  readonly heights: Int32Array
  /** Symbol of reel r, row y at [r * depth + y]. */
  readonly grid: Uint8Array

  /** The wins of the last spin: `winCount` entries in the arrays below. */
  winCount = 0
  readonly winSymbol: Uint8Array
  readonly winLength: Uint8Array
  /** The payline (lines mode), else -1. */
  readonly winLine: Int16Array
  /** Winning ways (ways mode), else 1. */
  readonly winWays: Float64Array
  /** In total bets, before any free-spin multiplier. */
  readonly winPay: Float64Array
  /** Sum of winPay. */
  payout = 0
  scatters = 0

  private readonly strips: Uint8Array[]
  private readonly lineRows: Uint8Array
  private readonly pays: Float64Array

  constructor(spec: SlotSpec) {
    this.spec = spec
    this.reels = spec.strips.length
    this.depth = Math.max(...spec.maxRows)
    this.wild = wildOf(spec)
    this.scatter = scatterOf(spec)
    this.stops = new Int32Array(this.reels)
    this.heights = new Int32Array(spec.maxRows)
    this.grid = new Uint8Array(this.reels * this.depth)
    this.strips = spec.strips.map((strip) => Uint8Array.from(strip))
    this.lineRows = Uint8Array.from(spec.lines.flat())
    this.pays = new Float64Array(spec.paySymbols * (this.reels + 1))
    spec.pays.forEach((row, symbol) =>
      row.forEach((pay, count) => (this.pays[symbol * (this.reels + 1) + count] = pay)),
    )
    const capacity = spec.mode === 'lines' ? spec.lines.length : spec.paySymbols
    this.winSymbol = new Uint8Array(capacity)
    this.winLength = new Uint8Array(capacity)
    this.winLine = new Int16Array(capacity)
    this.winWays = new Float64Array(capacity)
    this.winPay = new Float64Array(capacity)
  }

  /** Lands every reel (on a re-spin, all but the re-spin reel, which turns all wild) and evaluates the grid. */
  spin(random: RandomSource, kind: SpinKind = 'base'): void {
    const { minRows, maxRows, respinReel } = this.spec
    const heldReel = kind === 'respin' ? respinReel! : -1
    for (let reel = 0; reel < this.reels; reel++) {
      if (reel === heldReel) {
        this.grid.fill(this.wild, reel * this.depth, reel * this.depth + this.heights[reel])
        continue
      }
      const strip = this.strips[reel]
      const spread = maxRows[reel] - minRows[reel]
      this.heights[reel] = minRows[reel] + (spread > 0 ? random.below(spread + 1) : 0)
      this.stops[reel] = random.below(strip.length)
    }
    this.show(heldReel)
  }

  /** Puts the reels at given stops and heights (tests, replays) and evaluates the grid. */
  land(stops: readonly number[], heights: readonly number[] = this.spec.maxRows): void {
    this.stops.set(stops)
    this.heights.set(heights)
    this.show(-1)
  }

  /** Whether a reel shows a wild in the current grid. */
  hasWild(reel: number): boolean {
    const start = reel * this.depth
    for (let y = 0; y < this.heights[reel]; y++) if (this.grid[start + y] === this.wild) return true
    return false
  }

  /** Ways the current grid offers (the product of the reel heights). */
  ways(): number {
    let ways = 1
    for (let reel = 0; reel < this.reels; reel++) ways *= this.heights[reel]
    return ways
  }

  private show(heldReel: number) {
    for (let reel = 0; reel < this.reels; reel++) {
      if (reel === heldReel) continue
      const strip = this.strips[reel]
      const start = reel * this.depth
      for (let y = 0; y < this.heights[reel]; y++)
        this.grid[start + y] = strip[(this.stops[reel] + y) % strip.length]
    }
    this.winCount = 0
    this.payout = 0
    this.scatters = 0
    for (let reel = 0; reel < this.reels; reel++) {
      const start = reel * this.depth
      for (let y = 0; y < this.heights[reel]; y++)
        if (this.grid[start + y] === this.scatter) this.scatters++
    }
    if (this.spec.mode === 'lines') this.evaluateLines()
    else this.evaluateWays()
  }

  private evaluateLines() {
    const { grid, depth, reels, wild, lineRows, pays } = this
    const paySymbols = this.spec.paySymbols
    const lineCount = this.spec.lines.length
    for (let line = 0; line < lineCount; line++) {
      const rows = line * reels
      const symbol = grid[lineRows[rows]]
      if (symbol >= paySymbols) continue
      let length = 1
      while (length < reels) {
        const cell = grid[length * depth + lineRows[rows + length]]
        if (cell !== symbol && cell !== wild) break
        length++
      }
      if (length < minRun) continue
      const pay = pays[symbol * (reels + 1) + length]
      if (pay > 0) this.addWin(symbol, length, line, 1, pay)
    }
  }

  private evaluateWays() {
    const { grid, depth, reels, wild, heights, pays } = this
    const paySymbols = this.spec.paySymbols
    for (let symbol = 0; symbol < paySymbols; symbol++) {
      let ways = 1
      let length = 0
      while (length < reels) {
        let matches = 0
        const start = length * depth
        for (let y = 0; y < heights[length]; y++) {
          const cell = grid[start + y]
          if (cell === symbol || (cell === wild && length > 0)) matches++
        }
        if (matches === 0) break
        ways *= matches
        length++
      }
      if (length < minRun) continue
      const pay = pays[symbol * (reels + 1) + length] * ways
      if (pay > 0) this.addWin(symbol, length, -1, ways, pay)
    }
  }

  private addWin(symbol: number, length: number, line: number, ways: number, pay: number) {
    const i = this.winCount++
    this.winSymbol[i] = symbol
    this.winLength[i] = length
    this.winLine[i] = line
    this.winWays[i] = ways
    this.winPay[i] = pay
    this.payout += pay
  }
}

/**
 * A paid round: the paid spin, its re-spin, and the free spins it triggers (with retriggers); or
 * a bought round: the free spins alone. Step through it with `next` — the demo animates each
 * spin, the simulation just loops.
 */
export class SlotRound {
  kind: SpinKind = 'base'
  /** Before this round's first spin. */
  private fresh = true
  /** A bought round: free spins only, each win boosted (`SlotSpec.buy`). */
  bought = false
  respinNext = false
  freeSpinsLeft = 0
  /** Free spins awarded by the last spin. */
  awarded = 0
  /** The last spin's multiplier and win (in total bets, multiplier applied). */
  multiplier = 1
  spinWin = 0
  /** The round so far, in total bets. */
  total = 0

  constructor(private readonly machine: SlotMachine) {}

  /** Begins a round; a bought one needs a spec with `buy`. */
  start(bought = false): void {
    this.bought = bought
    this.fresh = !bought
    this.respinNext = false
    this.freeSpinsLeft = bought ? this.machine.spec.freeSpins!.count : 0
    this.awarded = 0
    this.total = 0
    this.spinWin = 0
    this.multiplier = 1
    this.kind = 'base'
  }

  get over(): boolean {
    return !this.fresh && !this.respinNext && this.freeSpinsLeft === 0
  }

  /** Plays the round's next spin into the machine; returns its kind. */
  next(random: RandomSource): SpinKind {
    const { machine } = this
    const { freeSpins, respinReel, buy } = machine.spec
    if (this.fresh) {
      this.fresh = false
      this.kind = 'base'
    } else if (this.respinNext) {
      this.respinNext = false
      this.kind = 'respin'
    } else {
      this.freeSpinsLeft--
      this.kind = 'free'
    }
    machine.spin(random, this.kind)
    this.multiplier = this.kind === 'free' ? drawMultiplier(freeSpins!.multipliers, random) : 1
    this.spinWin = machine.payout * this.multiplier * (this.bought ? buy!.boost : 1)
    this.total += this.spinWin
    this.respinNext = this.kind === 'base' && respinReel !== null && machine.hasWild(respinReel)
    this.awarded = freeSpins && machine.scatters >= minRun ? freeSpins.count : 0
    this.freeSpinsLeft += this.awarded
    return this.kind
  }

  /** Plays the whole round; returns its win in total bets. */
  play(random: RandomSource, bought = false): number {
    this.start(bought)
    while (!this.over) this.next(random)
    return this.total
  }
}

function drawMultiplier(multipliers: Multiplier[], random: RandomSource): number {
  if (multipliers.length === 1) return multipliers[0].value
  let left = random.unit()
  for (const { value, chance } of multipliers) {
    left -= chance
    if (left < 0) return value
  }
  return multipliers[multipliers.length - 1].value
}
