/** Shared calibration helper of the demos' maths. */

/**
 * The x in [low, high] where an increasing function reaches `target` (bisection; the ends when
 * the target lies outside). Deterministic, so calibrated tables are the same on every machine.
 */
export function solveIncreasing(
  f: (x: number) => number,
  target: number,
  low: number,
  high: number,
): number {
  if (f(low) >= target) return low
  if (f(high) <= target) return high
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2
    if (f(middle) < target) low = middle
    else high = middle
  }
  return (low + high) / 2
}
