import { describe, expect, it } from 'vitest'

import { dropCoin, pusherOddsOf } from '@/demo/arcade/odds'
import { payout, rollDice, type Roll } from '@/demo/dice/taiXiu'
import { catchChances, fishingFigures, fishingOddsOf } from '@/demo/fishing/odds'
import { cryptoRandom, seededRandom, type RandomSource } from '@/demo/random'
import { analyseSlot } from '@/demo/slots/analysis'
import { SlotMachine, SlotRound, type SlotSpec } from '@/demo/slots/engine'
import { slotGridOf } from '@/demo/slots/grid'
import { paylines } from '@/demo/slots/paylines'
import { calibrateSlot, slotTargetsOf } from '@/demo/slots/paytable'
import { loadGames } from '@/seed/content/load'

/** Every combination of stops (and heights) of a small machine, with its probability. */
function* allLandings(
  spec: SlotSpec,
  reels: number[] = spec.strips.map((_, r) => r),
): Generator<{ stops: number[]; heights: number[]; chance: number }> {
  if (reels.length === 0) {
    yield { stops: [], heights: [], chance: 1 }
    return
  }
  const [reel, ...rest] = reels
  const heights = spec.maxRows[reel] - spec.minRows[reel] + 1
  for (const tail of allLandings(spec, rest)) {
    for (let h = spec.minRows[reel]; h <= spec.maxRows[reel]; h++) {
      for (let stop = 0; stop < spec.strips[reel].length; stop++) {
        yield {
          stops: [stop, ...tail.stops],
          heights: [h, ...tail.heights],
          chance: tail.chance / heights / spec.strips[reel].length,
        }
      }
    }
  }
}

/** Base game plus re-spins, by brute force over every landing. */
function bruteForceReturn(spec: SlotSpec): number {
  const machine = new SlotMachine(spec)
  // A re-spin is the other reels landing anew beside the re-spin reel turned all wild.
  const held = new SlotMachine({
    ...spec,
    strips: spec.strips.map((strip, r) =>
      r === spec.respinReel ? strip.map(() => spec.paySymbols) : strip,
    ),
  })
  let total = 0
  for (const { stops, heights, chance } of allLandings(spec)) {
    machine.land(stops, heights)
    total += chance * machine.payout
    if (spec.respinReel === null || !machine.hasWild(spec.respinReel)) continue
    const others = spec.strips.map((_, r) => r).filter((r) => r !== spec.respinReel)
    for (const again of allLandings(spec, others)) {
      const stopsAgain = [...again.stops]
      const heightsAgain = [...again.heights]
      stopsAgain.splice(spec.respinReel, 0, 0)
      heightsAgain.splice(spec.respinReel, 0, heights[spec.respinReel])
      held.land(stopsAgain, heightsAgain)
      total += chance * again.chance * held.payout
    }
  }
  return total
}

const small: SlotSpec = {
  mode: 'lines',
  minRows: [3, 3, 3],
  maxRows: [3, 3, 3],
  strips: [
    [0, 1, 2, 1, 2, 0, 2],
    [1, 3, 0, 2, 1, 2],
    [2, 0, 1, 3, 2, 1, 0, 2],
  ],
  paySymbols: 3,
  lines: paylines(3, 3, 5),
  pays: [
    [0, 0, 0, 1],
    [0, 0, 0, 0.4],
    [0, 0, 0, 0.2],
  ],
  freeSpins: null,
  respinReel: 1,
  buy: null,
}

describe('the exact slot maths', () => {
  it('equals a brute-force count of every landing, lines and re-spins', () => {
    expect(analyseSlot(small).rtp).toBeCloseTo(bruteForceReturn(small), 12)
  })

  it('equals a brute-force count on variable-height ways reels', () => {
    const ways: SlotSpec = {
      ...small,
      mode: 'ways',
      lines: [],
      minRows: [2, 2, 2],
      maxRows: [3, 4, 3],
      pays: [
        [0, 0, 0, 0.5],
        [0, 0, 0, 0.2],
        [0, 0, 0, 0.1],
      ],
    }
    expect(analyseSlot(ways).rtp).toBeCloseTo(bruteForceReturn(ways), 12)
  })
})

describe('calibrated paytables', () => {
  const games = loadGames().filter((game) => [24, 68, 182, 417, 440, 452].includes(game.id))

  it.each(games.map((game) => [game.id, game] as const))(
    'game %i pays its published RTP and about its hit frequency',
    (_, game) => {
      const { figures } = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
      expect(Math.abs(100 * figures.rtp - game.rtp)).toBeLessThan(0.01)
      expect(Math.abs(100 * figures.hitFrequency - game.hitFrequency)).toBeLessThan(1)
    },
  )

  it.each(games.filter((game) => game.buyFeature).map((game) => [game.id, game] as const))(
    'game %i sells its free spins for 100× bet at its published RTP',
    (_, game) => {
      const { spec, figures } = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
      expect(spec.buy?.price).toBe(100)
      expect(Math.abs(100 * figures.boughtRtp! - game.rtp)).toBeLessThan(0.01)
    },
  )

  // A reader bought 473's free spins and saw "×18" where its page promises every win ×7.
  it('multiplies a bought round’s free spins by the multiplier the game’s page states', () => {
    const game = loadGames().find((candidate) => candidate.id === 473)!
    expect(game.mechanics.freeSpinMultiplier).toBe(7)
    const { spec } = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
    const round = new SlotRound(new SlotMachine(spec))
    const random = seededRandom(473)
    const seen = new Set<number>()
    for (let i = 0; i < 200; i++) {
      round.start(true)
      while (!round.over) if (round.next(random) === 'free') seen.add(round.multiplier)
    }
    expect([...seen]).toEqual([7])
  })

  it('pays a bought round what the exact maths says, played out', () => {
    const game = loadGames().find((candidate) => candidate.id === 446)!
    const { spec, figures } = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
    const round = new SlotRound(new SlotMachine(spec))
    const random = seededRandom(446)
    const rounds = 20_000
    let total = 0
    for (let i = 0; i < rounds; i++) total += round.play(random, true)
    // 20,000 bought rounds of this game measure its RTP to about ±0.8 points (95 %).
    expect(Math.abs(total / rounds / spec.buy!.price - figures.boughtRtp!)).toBeLessThan(0.015)
  })

  it('comes out the same every time (deterministic search)', () => {
    const game = games[0]
    const once = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
    const again = calibrateSlot(slotTargetsOf({ ...game, gameId: game.id })!)
    expect(again.spec).toEqual(once.spec)
  })

  it('refuses layouts the engine cannot play', () => {
    expect(slotGridOf({ mode: 'none' })).toBeNull()
    expect(slotGridOf({ mode: 'lines', reels: 2, rows: 3, lines: 5 })).toBeNull()
    expect(slotGridOf({ mode: 'megaways', reels: 6, maxRowsPerReel: '7 7 8' })).toBeNull()
    expect(slotGridOf({ mode: 'megaways', reels: 3, maxRowsPerReel: '7 7 8' })).toEqual({
      mode: 'ways',
      reels: 3,
      minRows: [2, 2, 2],
      maxRows: [7, 7, 8],
      lines: 0,
    })
  })
})

describe('paylines', () => {
  it('start with the rows, then the diagonals and V shapes, all different', () => {
    expect(paylines(3, 3, 9).map((line) => line.join(''))).toEqual([
      '111',
      '000',
      '222',
      '012',
      '210',
      '101',
      '121',
      '010',
      '212',
    ])
    const fifty = paylines(5, 5, 50).map((line) => line.join(''))
    expect(new Set(fifty).size).toBe(50)
  })
})

describe('fishing odds', () => {
  it('catch one fish worth v stakes with chance rtp / v', () => {
    expect(catchChances([25], 1, 0.96)).toEqual([0.96 / 25])
  })

  it('give a special shot an expected payout of rtp × its cost, whatever it reaches', () => {
    const values = [2, 3, 3, 10, 50, 200]
    const chances = catchChances(values, 30, 0.965)!
    expect(values.reduce((sum, v, i) => sum + v * chances[i], 0)).toBeCloseTo(0.965 * 30, 10)
    expect(chances.every((chance) => chance > 0 && chance <= 1)).toBe(true)
    expect(catchChances([2, 3], 10, 0.965)).toBeNull()
  })

  it('make an ordinary shot hit as often as the game says', () => {
    const odds = fishingOddsOf({
      rtp: 96.97,
      hitFrequency: 42.5,
      maxMultiplier: { kind: 'value', value: 1000 },
      motif: 'fish',
    })
    const hit = odds.species.reduce((sum, s) => sum + s.share * Math.min(1, odds.rtp / s.value), 0)
    expect(hit).toBeCloseTo(0.425, 6)
    expect(fishingFigures(odds).hitFrequency).toBeCloseTo(hit, 12)
    expect(odds.species.at(-1)?.value).toBe(1000)
  })

  const fishGames = loadGames().filter((game) => game.kind === 'fish')

  it.each(fishGames.map((game) => [game.id, game] as const))(
    'game %i is designed to pay its published RTP at its published hit frequency',
    (_, game) => {
      const designed = fishingFigures(fishingOddsOf({ ...game, motif: game.art.motif }))
      expect(Math.abs(100 * designed.rtp - game.rtp)).toBeLessThan(0.01)
      expect(Math.abs(100 * designed.hitFrequency - game.hitFrequency)).toBeLessThan(0.1)
    },
  )
})

describe('coin pusher odds', () => {
  it('pay the published RTP at the published hit frequency', () => {
    const odds = pusherOddsOf({
      rtp: 95.36,
      hitFrequency: 42.7,
      maxMultiplier: { kind: 'value', value: 500 },
    })
    expect(odds.prizes.reduce((sum, p) => sum + p.stakes * p.chance, 0)).toBeCloseTo(0.9536, 6)
    expect(odds.prizes.reduce((sum, p) => sum + p.chance, 0)).toBeCloseTo(0.427, 10)
    expect(Math.max(...odds.prizes.map((p) => p.stakes))).toBe(500)
    expect(dropCoin(odds, seededRandom(1))).toBeGreaterThanOrEqual(0)
  })
})

describe('Tài Xỉu', () => {
  it('returns 2 × 105/216 of a bet, triples losing both sides', () => {
    let returned = 0
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) {
        for (let c = 0; c < 6; c++) {
          const draws = [a, b, c]
          const random: RandomSource = { below: () => draws.shift()!, unit: () => 0 }
          const roll: Roll = rollDice(random)
          returned += payout('big', 1, roll) / 216
          if (a === b && b === c) expect(roll.side).toBeNull()
        }
      }
    }
    expect(returned).toBeCloseTo((2 * 105) / 216, 12)
  })
})

describe('random sources', () => {
  it('seeded: the same seed gives the same draws', () => {
    const draws = (random: RandomSource) => Array.from({ length: 5 }, () => random.below(1000))
    expect(draws(seededRandom(42))).toEqual(draws(seededRandom(42)))
    expect(draws(seededRandom(42))).not.toEqual(draws(seededRandom(43)))
  })

  it('draw every value below n about equally often', () => {
    for (const random of [seededRandom(7), cryptoRandom()]) {
      const counts = new Array(6).fill(0)
      for (let i = 0; i < 60_000; i++) counts[random.below(6)]++
      for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500)
      const unit = random.unit()
      expect(unit).toBeGreaterThanOrEqual(0)
      expect(unit).toBeLessThan(1)
    }
  })
})
