/** The stakes a player can choose between a game's minimum and maximum bet. */
import { toCents } from './wallet'

const steps = [1, 2, 5]

/** The bet levels in cents: the minimum, then 1-2-5 steps, then the maximum. */
export function betLevels(
  min: number | null | undefined,
  max: number | null | undefined,
): number[] {
  const low = toCents(min && min > 0 ? min : 0.1)
  const high = Math.max(low, toCents(max && max > 0 ? max : 100))
  const levels = [low]
  for (let scale = 1; scale <= high; scale *= 10) {
    for (const step of steps) {
      const level = step * scale
      if (level > low && level < high) levels.push(level)
    }
  }
  if (high > low) levels.push(high)
  return levels
}

/** The level a first spin starts at: the one nearest 1.00. */
export function defaultBetIndex(levels: number[]): number {
  let best = 0
  levels.forEach((level, i) => {
    if (Math.abs(Math.log(level / 100)) < Math.abs(Math.log(levels[best] / 100))) best = i
  })
  return best
}
