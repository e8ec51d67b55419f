/** Seeded pseudo-random numbers, so every cover is reproducible from its game id. */

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  range(min: number, max: number): number
  int(min: number, maxInclusive: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** An independent stream for one part of the picture, so adding draws elsewhere doesn't shift it. */
  fork(salt: string): Rng
}

/** FNV-1a over the parts, then a final avalanche. */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const s = `${part}\u0000`
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for picture variation. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    fork: (salt) => createRng(hashSeed(seed, salt)),
  }
}
