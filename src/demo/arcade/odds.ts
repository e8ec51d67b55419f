/**
 * The coin pusher's maths. Each coin dropped (one stake) pushes a prize over the edge, or
 * nothing: coins worth 1 to 20 stakes, gold nuggets worth more, up to the game's maximum. The
 * chance of a prize is the published hit frequency; how the prizes fall off with size is
 * calibrated so that the expected prize is the published RTP.
 */
import { solveIncreasing } from '../odds'
import type { RandomSource } from '../random'

export type Prize = { stakes: number; chance: number }
export type PusherOdds = { rtp: number; hitFrequency: number; prizes: Prize[] }

const coinPrizes = [1, 2, 3, 5, 10, 20]
const nuggetPrizes = [50, 100, 250, 500, 1000]
/** Prizes at or above this many stakes are drawn as gold nuggets, below as coins. */
export const nuggetFrom = nuggetPrizes[0]

type PusherGame = {
  rtp: number
  hitFrequency: number
  maxMultiplier: { kind: string; value?: number | null } | null
}

export function pusherOddsOf(game: PusherGame): PusherOdds {
  const top =
    game.maxMultiplier?.kind === 'value' && game.maxMultiplier.value
      ? game.maxMultiplier.value
      : 500
  const values = [...coinPrizes, ...nuggetPrizes.filter((v) => v < top), top]
  const hit = game.hitFrequency / 100
  const prizesWith = (a: number) => {
    const weights = values.map((v) => v ** -a)
    const total = weights.reduce((x, y) => x + y, 0)
    return values.map((stakes, i) => ({ stakes, chance: (hit * weights[i]) / total }))
  }
  const meanOf = (prizes: Prize[]) => prizes.reduce((sum, p) => sum + p.stakes * p.chance, 0)
  // Steeper fall-off (larger a), smaller mean: solve on -a so the function increases.
  const a = -solveIncreasing((x) => meanOf(prizesWith(-x)), game.rtp / 100, -8, 0)
  return { rtp: game.rtp / 100, hitFrequency: hit, prizes: prizesWith(a) }
}

/** The prize of one coin, in stakes (0 for none). */
export function dropCoin(odds: PusherOdds, random: RandomSource): number {
  let left = random.unit()
  for (const prize of odds.prizes) {
    left -= prize.chance
    if (left < 0) return prize.stakes
  }
  return 0
}
