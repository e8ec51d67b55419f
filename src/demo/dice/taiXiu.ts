/**
 * Tài Xỉu (big/small): three dice; a total of 11–17 is big, 4–10 small, and any triple loses
 * both. A winning bet pays even money (the stake back twice), so the return to player is
 * 2 × 105/216 = 97.22 % and a bet wins 48.61 % of rounds.
 */
import type { RandomSource } from '../random'

export type Side = 'big' | 'small'
export type Roll = { dice: [number, number, number]; total: number; side: Side | null }

export function rollDice(random: RandomSource): Roll {
  const dice: [number, number, number] = [
    1 + random.below(6),
    1 + random.below(6),
    1 + random.below(6),
  ]
  const total = dice[0] + dice[1] + dice[2]
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  return { dice, total, side: triple ? null : total >= 11 ? 'big' : 'small' }
}

/** What a bet of `stake` on `side` returns (stake included) after `roll`. */
export const payout = (side: Side, stake: number, roll: Roll) =>
  roll.side === side ? 2 * stake : 0
