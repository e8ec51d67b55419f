/** The stakes a player can choose between a game's minimum and maximum bet. */
import { toCents } from './wallet'

const steps = [1, 2, 5]

/**
 * The bet levels in cents of a credit: the minimum, then the 1-2-5 steps of the play money's
 * currency (what a credit is worth in it: `creditValue`), then the maximum. Stakes read as round
 * sums in every currency: ₩200, ₩500, ₩1,000 rather than ₩200, ₩400, ₩1,000.
 */
export function betLevels(
  min: number | null | undefined,
  max: number | null | undefined,
  creditValue = 1,
): number[] {
  const low = toCents(min && min > 0 ? min : 0.1)
  const high = Math.max(low, toCents(max && max > 0 ? max : 100))
  const levels = [low]
  // In hundredths of the currency, then back to cents of a credit (exact: a credit is worth
  // 1, 2 or 5 × 10ⁿ, and the steps start above a tenth of a credit).
  for (let scale = 1; scale <= high * creditValue; scale *= 10) {
    for (const step of steps) {
      const level = (step * scale) / creditValue
      if (level > low && level < high && Number.isInteger(level)) levels.push(level)
    }
  }
  if (high > low) levels.push(high)
  return levels
}

/** The level a first spin starts at: the one nearest one credit. */
export function defaultBetIndex(levels: number[]): number {
  let best = 0
  levels.forEach((level, i) => {
    if (Math.abs(Math.log(level / 100)) < Math.abs(Math.log(levels[best] / 100))) best = i
  })
  return best
}
