/**
 * `tsx scripts/simulate-rtp.ts [--spins 1000000] [ids…]`: plays every built-in demo (or the
 * given game ids) with a seeded random source and prints what it paid next to what the game page
 * publishes. Slots: a paid round is the spin with its re-spin and free spins; a bought round is
 * the free spins alone, its RTP a share of its price. RTP is measured with its 95 % confidence
 * interval, so a high-volatility game's spread reads as what it is.
 */
import { pusherOddsOf, dropCoin } from '@/demo/arcade/odds'
import { payout, rollDice, type Side } from '@/demo/dice/taiXiu'
import { drawSpecies, fishingFigures, fishingOddsOf } from '@/demo/fishing/odds'
import { seededRandom, type RandomSource } from '@/demo/random'
import { SlotMachine, SlotRound } from '@/demo/slots/engine'
import { calibrateSlot, slotTargetsOf } from '@/demo/slots/paytable'
import { loadGames } from '@/seed/content/load'
import type { GameFile } from '@/seed/content/schema'

const args = process.argv.slice(2)
const spinsAt = args.indexOf('--spins')
const spins = spinsAt >= 0 ? Number(args[spinsAt + 1]) : 1_000_000
const ids = new Set(args.filter((arg, i) => /^\d+$/.test(arg) && i !== spinsAt + 1).map(Number))
if (!Number.isInteger(spins) || spins < 1) {
  console.error('usage: tsx scripts/simulate-rtp.ts [--spins N] [game ids…]')
  process.exit(2)
}

/** Runs `play` n times; returns RTP and hit frequency in percent, the RTP's 95 % half-width, and rounds per second. */
function measure(n: number, play: () => number) {
  let total = 0
  let squares = 0
  let hits = 0
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const win = play()
    total += win
    squares += win * win
    if (win > 0) hits++
  }
  const seconds = (performance.now() - started) / 1000
  const mean = total / n
  const spread = Math.sqrt(Math.max(0, squares / n - mean * mean) / n)
  return { rtp: 100 * mean, margin: 196 * spread, hit: (100 * hits) / n, perSecond: n / seconds }
}

const percent = (value: number) => value.toFixed(2).padStart(6)
const columns = [
  ['id', 6],
  ['title', 26],
  ['RTP pub.', 9],
  ['designed', 9],
  ['measured', 17],
  ['hit pub.', 9],
  ['designed', 9],
  ['measured', 9],
  ['rounds/s', 10],
] as const
const row = (cells: string[]) =>
  cells
    .map((cell, i) => (i < 2 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1])))
    .join(' ')

/** One line of the table; a bought round's line shows its price and no published hit frequency. */
function report(
  game: GameFile,
  designed: { rtp: number; hit?: number } | null,
  result: ReturnType<typeof measure>,
  boughtFor?: number,
) {
  console.log(
    row([
      String(game.id),
      boughtFor ? `  bought for ${boughtFor}× bet` : game.text['en-US'].title.slice(0, 25),
      percent(game.rtp),
      designed ? percent(designed.rtp) : '',
      `${percent(result.rtp)} ± ${result.margin.toFixed(2)}`,
      boughtFor ? '' : percent(game.hitFrequency),
      designed?.hit === undefined ? '' : percent(designed.hit),
      percent(result.hit),
      Math.round(result.perSecond).toLocaleString('en-US'),
    ]),
  )
}

/** Bought rounds are each many spins: a tenth as many of them as of paid rounds. */
const boughtRounds = Math.max(1, Math.round(spins / 10))

function simulateSlot(game: GameFile, random: RandomSource) {
  const targets = slotTargetsOf({ ...game, gameId: game.id })
  if (!targets)
    return console.log(
      row([String(game.id), game.text['en-US'].title.slice(0, 25), 'layout not playable']),
    )
  const { spec, figures } = calibrateSlot(targets)
  const round = new SlotRound(new SlotMachine(spec))
  report(
    game,
    { rtp: 100 * figures.rtp, hit: 100 * figures.hitFrequency },
    measure(spins, () => round.play(random)),
  )
  if (spec.buy && figures.boughtRtp !== null) {
    const { price } = spec.buy
    report(
      game,
      { rtp: 100 * figures.boughtRtp },
      measure(boughtRounds, () => round.play(random, true) / price),
      price,
    )
  }
}

/** An ordinary shot at the fish it meets (species by their share of the sea). */
function simulateFishing(game: GameFile, random: RandomSource) {
  const odds = fishingOddsOf({ ...game, motif: game.art.motif })
  const designed = fishingFigures(odds)
  report(
    game,
    { rtp: 100 * designed.rtp, hit: 100 * designed.hitFrequency },
    measure(spins, () => {
      const fish = drawSpecies(odds, random)
      return random.unit() < Math.min(1, odds.rtp / fish.value) ? fish.value : 0
    }),
  )
}

function simulatePusher(game: GameFile, random: RandomSource) {
  const odds = pusherOddsOf(game)
  report(
    game,
    null,
    measure(spins, () => dropCoin(odds, random)),
  )
}

function simulateDice(game: GameFile, random: RandomSource) {
  let side: Side = 'big'
  report(
    game,
    null,
    measure(spins, () => {
      side = side === 'big' ? 'small' : 'big'
      return payout(side, 1, rollDice(random))
    }),
  )
}

const simulators = {
  slot: simulateSlot,
  fish: simulateFishing,
  arcade: simulatePusher,
  board: simulateDice,
}

console.log(
  `${spins.toLocaleString('en-US')} paid rounds per game (${boughtRounds.toLocaleString('en-US')} bought ones where the feature can be bought, RTP of their price), seeded by the game id. RTP and hit frequency in %.\n`,
)
console.log(row(columns.map(([name]) => name)))
for (const kind of ['slot', 'fish', 'arcade', 'board'] as const) {
  for (const game of loadGames()) {
    if (game.kind === kind && (ids.size === 0 || ids.has(game.id)))
      simulators[kind](game, seededRandom(game.id))
  }
}
