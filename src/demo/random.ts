/** Where every outcome of the built-in demos comes from. */
export interface RandomSource {
  /** A uniform integer in [0, n), for 1 ≤ n ≤ 2³². */
  below(n: number): number
  /** A uniform number in [0, 1), in steps of 2⁻³². */
  unit(): number
}

const twoTo32 = 2 ** 32

/** Turns a stream of uniform 32-bit words into unbiased draws (rejection sampling, no modulo bias). */
function fromWords(nextWord: () => number): RandomSource {
  return {
    below(n) {
      const limit = twoTo32 - (twoTo32 % n)
      for (;;) {
        const word = nextWord()
        if (word < limit) return word % n
      }
    },
    unit: () => nextWord() / twoTo32,
  }
}

/** The browser's (or Node's) cryptographic generator, read in blocks. */
export function cryptoRandom(): RandomSource {
  const block = new Uint32Array(256)
  let next = block.length
  return fromWords(() => {
    if (next === block.length) {
      crypto.getRandomValues(block)
      next = 0
    }
    return block[next++]
  })
}

/**
 * A reproducible generator (sfc32) for tests and the RTP simulation: the same seed gives the
 * same sequence on every machine. Never used for play.
 */
export function seededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const nextWord = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 15; i++) nextWord()
  return fromWords(nextWord)
}
