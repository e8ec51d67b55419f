import { describe, expect, it } from 'vitest'

import type { RandomSource } from '@/demo/random'
import { SlotMachine, SlotRound, type SlotSpec } from '@/demo/slots/engine'

// Symbols: 0 dragon, 1 coin, 2 gem (pay symbols), 3 wild, 4 scatter.
const [dragon, coin, gem, wild, scatter] = [0, 1, 2, 3, 4]

/** Pays in total bets: pays[symbol][reels matched]. */
const pays = [
  [0, 0, 0, 1, 4, 10],
  [0, 0, 0, 0.5, 2, 5],
  [0, 0, 0, 0.2, 0.5, 1],
]

/** Reels whose stop 0 window is what the test names, row by row (top first). */
const reels = (...windows: number[][]) =>
  windows.map((window) => [...window, gem, coin, gem, coin, gem, coin])

function machine(overrides: Partial<SlotSpec>): SlotMachine {
  return new SlotMachine({
    mode: 'lines',
    minRows: [3, 3, 3, 3, 3],
    maxRows: [3, 3, 3, 3, 3],
    strips: reels(
      [gem, gem, gem],
      [coin, coin, coin],
      [gem, gem, gem],
      [coin, coin, coin],
      [gem, gem, gem],
    ),
    paySymbols: 3,
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
    ],
    pays,
    freeSpins: null,
    respinReel: null,
    buy: null,
    ...overrides,
  })
}

/** A random source that lands the reels where the test says, draw by draw. */
function landing(...draws: number[]): RandomSource {
  let next = 0
  return {
    below: (n) => {
      const value = draws[next++]
      if (value === undefined || value >= n)
        throw new Error(`no scripted draw below ${n} at ${next - 1}`)
      return value
    },
    unit: () => 0,
  }
}

const wins = (m: SlotMachine) =>
  Array.from({ length: m.winCount }, (_, i) => ({
    symbol: m.winSymbol[i],
    length: m.winLength[i],
    line: m.winLine[i],
    ways: m.winWays[i],
    pay: m.winPay[i],
  }))

describe('line evaluation', () => {
  it('pays each payline for its run of matching symbols from the first reel', () => {
    const m = machine({
      strips: reels(
        [gem, dragon, gem],
        [gem, dragon, gem],
        [coin, dragon, gem],
        [coin, dragon, coin],
        [gem, gem, coin],
      ),
    })
    m.land([0, 0, 0, 0, 0])
    // Middle row: four dragons. Bottom row: three gems. Top row and the V stop after two.
    expect(wins(m)).toEqual([
      { symbol: dragon, length: 4, line: 0, ways: 1, pay: 4 },
      { symbol: gem, length: 3, line: 2, ways: 1, pay: 0.2 },
    ])
    expect(m.payout).toBeCloseTo(4.2)
  })

  it('pays nothing for a run that does not start on the first reel', () => {
    const m = machine({
      strips: reels(
        [gem, gem, gem],
        [dragon, dragon, dragon],
        [dragon, dragon, dragon],
        [dragon, dragon, dragon],
        [dragon, dragon, dragon],
      ),
    })
    m.land([0, 0, 0, 0, 0])
    expect(m.winCount).toBe(0)
  })

  it('lets the wild complete a line for the symbol on the first reel', () => {
    const m = machine({
      strips: reels(
        [coin, coin, gem],
        [wild, gem, coin],
        [coin, wild, gem],
        [coin, gem, gem],
        [dragon, dragon, dragon],
      ),
    })
    m.land([0, 0, 0, 0, 0])
    // Top row: coin, wild, coin, coin, dragon: four coins. Middle: coin, gem. Bottom: gem, coin.
    // V line (rows 0,1,2,1,0): coin, gem.
    expect(wins(m)).toEqual([{ symbol: coin, length: 4, line: 1, ways: 1, pay: 2 }])
  })

  it('reads the window from the stop down the strip, wrapping round', () => {
    const m = machine({
      strips: [0, 1, 2, 3, 4].map(() => [dragon, gem, coin, gem, dragon, dragon]),
    })
    m.land([4, 4, 4, 4, 4])
    // Window at stop 4: dragon, dragon, dragon (wrapped) on every reel: three full lines and the V.
    expect(wins(m).map((w) => [w.line, w.symbol, w.length])).toEqual([
      [0, dragon, 5],
      [1, dragon, 5],
      [2, dragon, 5],
      [3, dragon, 5],
    ])
    expect(m.payout).toBe(40)
  })
})

describe('ways evaluation', () => {
  it('multiplies matching positions on adjacent reels', () => {
    const m = machine({
      mode: 'ways',
      lines: [],
      strips: reels(
        [dragon, dragon, gem],
        [dragon, coin, gem],
        [gem, dragon, dragon],
        [coin, coin, coin],
        [dragon, dragon, dragon],
      ),
    })
    m.land([0, 0, 0, 0, 0])
    // Dragons: 2 × 1 × 2 ways on three reels (reel 4 has none). Gems: 1 × 1 × 1, three reels.
    expect(wins(m)).toEqual([
      { symbol: dragon, length: 3, line: -1, ways: 4, pay: 4 },
      { symbol: gem, length: 3, line: -1, ways: 1, pay: 0.2 },
    ])
  })

  it('counts wilds on every reel after the first as every symbol', () => {
    const m = machine({
      mode: 'ways',
      lines: [],
      strips: reels(
        [coin, gem, gem],
        [wild, dragon, dragon],
        [coin, wild, gem],
        [gem, gem, gem],
        [coin, coin, coin],
      ),
    })
    m.land([0, 0, 0, 0, 0])
    // Coins: 1 × 1 × 2 (coin + wild), none on reel 4. Gems: 2 × 1 × 2 × 3 on four reels.
    expect(wins(m)).toEqual([
      { symbol: coin, length: 3, line: -1, ways: 2, pay: 1 },
      { symbol: gem, length: 4, line: -1, ways: 12, pay: 6 },
    ])
  })

  it('plays a Megaways shape: the ways are the product of each reel’s height this spin', () => {
    const strip = [dragon, dragon, coin, dragon, gem, dragon, gem, coin]
    const m = machine({
      mode: 'ways',
      lines: [],
      minRows: [2, 2, 2, 2, 2, 2],
      maxRows: [5, 6, 6, 6, 5, 6],
      strips: [strip, strip, strip, strip, strip, strip],
    })
    m.land([0, 0, 0, 3, 0, 6], [2, 3, 6, 2, 4, 2])
    // Windows: [d d] [d d c] [d d c d g d] [d g] [d d c d] [g c]
    expect(m.ways()).toBe(2 * 3 * 6 * 2 * 4 * 2)
    expect(wins(m)).toEqual([
      { symbol: dragon, length: 5, line: -1, ways: 2 * 2 * 4 * 1 * 3, pay: 10 * 48 },
    ])
  })
})

describe('a paid round', () => {
  const freeSpinsSpec = (multipliers: { value: number; chance: number }[]): Partial<SlotSpec> => ({
    mode: 'lines',
    strips: [
      [scatter, gem, coin, dragon, dragon, dragon],
      [coin, scatter, gem, dragon, dragon, dragon],
      [gem, coin, scatter, dragon, dragon, dragon],
      [gem, gem, gem, dragon, dragon, dragon],
      [coin, coin, coin, dragon, dragon, dragon],
    ],
    freeSpins: { count: 3, multipliers },
  })

  it('awards the free spins for three scatters and multiplies free-spin wins', () => {
    const m = machine(freeSpinsSpec([{ value: 3, chance: 1 }]))
    const round = new SlotRound(m)
    round.start()
    // Paid spin: every reel at stop 0 — three scatters, no line win.
    expect(round.next(landing(0, 0, 0, 0, 0))).toBe('base')
    expect(m.scatters).toBe(3)
    expect(round.awarded).toBe(3)
    expect(round.spinWin).toBe(0)
    // First free spin: dragons everywhere (stop 3): four lines of five dragons, ×3.
    expect(round.next(landing(3, 3, 3, 3, 3))).toBe('free')
    expect(m.payout).toBe(40)
    expect(round.multiplier).toBe(3)
    expect(round.spinWin).toBe(120)
    expect(round.freeSpinsLeft).toBe(2)
    // Two losing free spins: two scatters only, no line.
    round.next(landing(1, 0, 0, 0, 0))
    round.next(landing(1, 0, 0, 0, 0))
    expect(round.over).toBe(true)
    expect(round.total).toBe(120)
  })

  it('retriggers: three scatters during free spins add the free spins again', () => {
    const round = new SlotRound(machine(freeSpinsSpec([{ value: 2, chance: 1 }])))
    round.start()
    round.next(landing(0, 0, 0, 0, 0))
    round.next(landing(0, 0, 0, 0, 0))
    expect(round.kind).toBe('free')
    expect(round.freeSpinsLeft).toBe(2 + 3)
  })

  it('draws a free spin’s multiplier from the ladder when the game has one', () => {
    const m = machine(
      freeSpinsSpec([
        { value: 2, chance: 0.75 },
        { value: 10, chance: 0.25 },
      ]),
    )
    const round = new SlotRound(m)
    round.start()
    round.next(landing(0, 0, 0, 0, 0))
    const spin = landing(3, 3, 3, 3, 3)
    round.next({ ...spin, unit: () => 0.9 })
    expect(round.multiplier).toBe(10)
    expect(round.spinWin).toBe(400)
  })

  it('re-spins once when a wild lands on the re-spin reel, holding that reel all wild', () => {
    const m = machine({
      respinReel: 2,
      strips: reels(
        [dragon, coin, gem],
        [coin, dragon, gem],
        [wild, gem, gem],
        [gem, gem, coin],
        [coin, coin, coin],
      ),
    })
    const round = new SlotRound(m)
    round.start()
    expect(round.next(landing(0, 0, 0, 0, 0))).toBe('base')
    expect(round.respinNext).toBe(true)
    // The re-spin draws the other four reels only; reel 3 shows three wilds.
    expect(round.next(landing(0, 0, 0, 0))).toBe('respin')
    expect([0, 1, 2].map((y) => m.grid[2 * m.depth + y])).toEqual([wild, wild, wild])
    expect(round.over).toBe(true)
    // Re-spin grid: [d c g] [c d g] [W W W] [g g c] [c c c]: the wild reel completes the
    // bottom row's gems and the V's dragons.
    expect(wins(m).map((w) => [w.line, w.symbol, w.length])).toEqual([
      [2, gem, 3],
      [3, dragon, 3],
    ])
  })

  it('bought: starts with the free spins, no paid spin, each at the game’s own multiplier and boosted', () => {
    const m = machine({
      ...freeSpinsSpec([{ value: 3, chance: 1 }]),
      buy: { price: 100, boost: 2.5 },
    })
    const round = new SlotRound(m)
    round.start(true)
    expect(round.over).toBe(false)
    expect(round.freeSpinsLeft).toBe(3)
    // First free spin: four lines of five dragons (40), ×3 as the game says, on reels paying 2.5×.
    expect(round.next(landing(3, 3, 3, 3, 3))).toBe('free')
    expect(round.multiplier).toBe(3)
    expect(round.spinWin).toBe(300)
    // Three scatters retrigger: three more free spins, still boosted.
    round.next(landing(0, 0, 0, 0, 0))
    expect(round.awarded).toBe(3)
    expect(round.freeSpinsLeft).toBe(1 + 3)
    round.next(landing(3, 3, 3, 3, 3))
    expect(round.multiplier).toBe(3)
    for (let i = 0; i < 3; i++) round.next(landing(1, 0, 0, 0, 0))
    expect(round.over).toBe(true)
    expect(round.total).toBe(600)
  })

  it('played: the same free spins are not boosted', () => {
    const m = machine({
      ...freeSpinsSpec([{ value: 3, chance: 1 }]),
      buy: { price: 100, boost: 2.5 },
    })
    const round = new SlotRound(m)
    round.start()
    round.freeSpinsLeft = 1
    round.next(landing(1, 0, 0, 0, 0))
    expect(round.next(landing(3, 3, 3, 3, 3))).toBe('free')
    expect(round.spinWin).toBe(120)
  })
})
