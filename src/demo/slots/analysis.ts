/**
 * The exact mathematics of a `SlotSpec`: return to player by summing over every reel window
 * (reels land independently, so expectations factor reel by reel), and the hit frequency of a
 * paid round by enumerating the first three reels, where every win starts.
 */
import { minRun, scatterOf, wildOf, type Multiplier, type SlotSpec } from './engine'

export type SlotFigures = {
  /** Return to player, as a fraction of the total bet (0.9612 = 96.12 %). */
  rtp: number
  /** Share of paid rounds that win anything. */
  hitFrequency: number
  /** Chance a paid round triggers free spins, and that it re-spins. */
  freeSpinsRate: number
  respinRate: number
  /** RTP parts: the paid spin, its re-spin, the free spins. */
  parts: { base: number; respin: number; freeSpins: number }
  /** What a bought round returns, as a fraction of its price; null without the buy feature. */
  boughtRtp: number | null
}

/** What a draw from these multipliers multiplies by, on average. */
export const meanMultiplier = (multipliers: Multiplier[]) =>
  multipliers.reduce((sum, m) => sum + m.value * m.chance, 0)

/** One reel's possible windows: which symbols show, how likely. */
type Window = { weight: number; cells: Uint8Array }

function windowsOf(spec: SlotSpec, reel: number): Window[] {
  const strip = spec.strips[reel]
  const min = spec.minRows[reel]
  const max = spec.maxRows[reel]
  const windows: Window[] = []
  for (let height = min; height <= max; height++) {
    for (let stop = 0; stop < strip.length; stop++) {
      const cells = new Uint8Array(height)
      for (let y = 0; y < height; y++) cells[y] = strip[(stop + y) % strip.length]
      windows.push({ weight: 1 / strip.length / (max - min + 1), cells })
    }
  }
  return windows
}

/** A reel held all wild for a re-spin, at the heights it can be held at. */
function heldWindows(windows: Window[], wild: number): Window[] {
  const withWild = windows.filter((w) => w.cells.includes(wild))
  const total = withWild.reduce((sum, w) => sum + w.weight, 0)
  if (total === 0) return []
  return withWild.map((w) => ({
    weight: w.weight / total,
    cells: new Uint8Array(w.cells.length).fill(wild),
  }))
}

/** Per-reel statistics that the expected wins are built from. */
type ReelStats = {
  /** P(a given position shows s), or with the wild counted: P(s or wild). */
  show: Float64Array
  showOrWild: Float64Array
  /** E[positions showing s or wild] and P(none do) — for ways. */
  meanOrWild: Float64Array
  noneOrWild: Float64Array
  meanOwn: Float64Array
  wildChance: number
  scatterChance: number
}

function statsOf(windows: Window[], spec: SlotSpec): ReelStats {
  const n = spec.paySymbols
  const wild = wildOf(spec)
  const scatter = scatterOf(spec)
  const stats: ReelStats = {
    show: new Float64Array(n),
    showOrWild: new Float64Array(n),
    meanOrWild: new Float64Array(n),
    noneOrWild: new Float64Array(n),
    meanOwn: new Float64Array(n),
    wildChance: 0,
    scatterChance: 0,
  }
  for (const { weight, cells } of windows) {
    let wilds = 0
    let scatters = 0
    const own = new Uint8Array(n)
    for (const cell of cells) {
      if (cell === wild) wilds++
      else if (cell === scatter) scatters++
      else own[cell]++
    }
    if (wilds) stats.wildChance += weight
    stats.scatterChance += weight * Math.min(1, scatters)
    for (let s = 0; s < n; s++) {
      // Every row of a window is equally likely to be the one a payline crosses.
      stats.show[s] += (weight * own[s]) / cells.length
      stats.showOrWild[s] += (weight * (own[s] + wilds)) / cells.length
      stats.meanOwn[s] += weight * own[s]
      stats.meanOrWild[s] += weight * (own[s] + wilds)
      if (own[s] + wilds === 0) stats.noneOrWild[s] += weight
    }
  }
  return stats
}

/** Expected win of one spin on reels with these statistics, in total bets. */
function expectedWin(spec: SlotSpec, reels: ReelStats[]): number {
  const count = reels.length
  let total = 0
  for (let s = 0; s < spec.paySymbols; s++) {
    // reach = P (lines) or expected ways (ways) of a run through reels 0…k-1.
    let reach = spec.mode === 'lines' ? reels[0].show[s] : reels[0].meanOwn[s]
    for (let k = 2; k <= count; k++) {
      const reel = reels[k - 1]
      reach *= spec.mode === 'lines' ? reel.showOrWild[s] : reel.meanOrWild[s]
      if (k < minRun) continue
      const stop =
        k === count
          ? 1
          : spec.mode === 'lines'
            ? 1 - reels[k].showOrWild[s]
            : reels[k].noneOrWild[s]
      total += reach * stop * (spec.pays[s][k] ?? 0)
    }
  }
  return spec.mode === 'lines' ? total * spec.lines.length : total
}

/** P(at least `minRun` scatters) when each reel shows one with the given chance. */
export function triggerChance(chances: number[]): number {
  let dist = [1]
  for (const p of chances) {
    const next = Array<number>(dist.length + 1).fill(0)
    dist.forEach((q, k) => {
      next[k] += q * (1 - p)
      next[k + 1] += q * p
    })
    dist = next
  }
  return dist.slice(minRun).reduce((a, b) => a + b, 0)
}

/**
 * P(the first three reels make a win), and P(no win while the re-spin reel shows a wild) when
 * that reel is among them. Wins on later reels need these three, so this is exact.
 */
function firstReelsWin(
  spec: SlotSpec,
  first: Window[][],
  respinReel: number,
): { win: number; missWithWild: number } {
  return spec.mode === 'lines'
    ? lineHits(spec, first, respinReel)
    : wayHits(spec, first, respinReel)
}

function lineHits(spec: SlotSpec, [w0, w1, w2]: Window[][], respinReel: number) {
  const wild = wildOf(spec)
  const rows = w2[0].cells.length
  const lineCount = spec.lines.length
  // The symbol every line crosses on every window of the first two reels, flat for speed.
  const crossed = (windows: Window[], reel: number) => {
    const symbols = new Int32Array(windows.length * lineCount)
    windows.forEach((w, i) =>
      spec.lines.forEach((line, l) => (symbols[i * lineCount + l] = w.cells[line[reel]])),
    )
    return symbols
  }
  const [onFirst, onSecond] = [crossed(w0, 0), crossed(w1, 1)]
  const third = Int32Array.from(spec.lines, (line) => line[2])
  const held = (window: Window, reel: number) => reel === respinReel && window.cells.includes(wild)

  // The third reel's windows as bit sets (lines mode: all equally likely): for each row and
  // symbol, the windows that match that symbol there; and the windows that hold a re-spin wild.
  const words = Math.ceil(w2.length / 32)
  const matching = new Int32Array(rows * spec.paySymbols * words)
  const heldThird = new Int32Array(words)
  w2.forEach((c, i) => {
    const bit = 1 << (i % 32)
    const word = i >> 5
    c.cells.forEach((cell, y) => {
      for (let s = 0; s < spec.paySymbols; s++) {
        if (cell === s || cell === wild) matching[(y * spec.paySymbols + s) * words + word] |= bit
      }
    })
    if (held(c, 2)) heldThird[word] |= bit
  })

  const hits = new Int32Array(words)
  let win = 0
  let missWithWild = 0
  w0.forEach((a, i0) => {
    w1.forEach((b, i1) => {
      hits.fill(0)
      // Every line begun on the first two reels adds the third-reel windows that complete it.
      for (let line = 0; line < lineCount; line++) {
        const s = onFirst[i0 * lineCount + line]
        const next = onSecond[i1 * lineCount + line]
        if (s >= spec.paySymbols || (next !== s && next !== wild)) continue
        const at = (third[line] * spec.paySymbols + s) * words
        for (let k = 0; k < words; k++) hits[k] |= matching[at + k]
      }
      const pairHeld = held(a, 0) || held(b, 1)
      let hitCount = 0
      let missHeldCount = 0
      for (let k = 0; k < words; k++) {
        hitCount += bitCount(hits[k])
        missHeldCount += bitCount(
          pairHeld ? ~hits[k] & wordMask(w2.length, k) : ~hits[k] & heldThird[k],
        )
      }
      const pair = a.weight * b.weight * w2[0].weight
      win += pair * hitCount
      missWithWild += pair * missHeldCount
    })
  })
  return { win, missWithWild }
}

function bitCount(word: number) {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** The bits of word k that stand for one of `size` windows. */
const wordMask = (size: number, k: number) =>
  size - k * 32 >= 32 ? -1 : (1 << (size - k * 32)) - 1

function wayHits(spec: SlotSpec, first: Window[][], respinReel: number) {
  const wild = wildOf(spec)
  const all = (1 << spec.paySymbols) - 1
  const flag = 1 << spec.paySymbols
  // Each window as a mask of the pay symbols it can match (all of them with a wild), plus a flag
  // for a wild on the re-spin reel; equal masks are merged.
  const masks = first.map((windows, reel) => {
    const merged = new Map<number, number>()
    for (const { weight, cells } of windows) {
      let mask = 0
      for (const cell of cells) {
        if (cell < spec.paySymbols) mask |= 1 << cell
        else if (cell === wild && reel > 0) mask |= all | (reel === respinReel ? flag : 0)
      }
      merged.set(mask, (merged.get(mask) ?? 0) + weight)
    }
    return merged
  })
  const pairs = new Map<number, number>()
  for (const [a, wa] of masks[0]) {
    for (const [b, wb] of masks[1]) {
      const key = (a & b & all) | (b & flag)
      pairs.set(key, (pairs.get(key) ?? 0) + wa * wb)
    }
  }
  let win = 0
  let missWithWild = 0
  for (const [ab, wab] of pairs) {
    for (const [c, wc] of masks[2]) {
      if (ab & c & all) win += wab * wc
      else if ((ab | c) & flag) missWithWild += wab * wc
    }
  }
  return { win, missWithWild }
}

/** Every figure of a spec, exactly (hit frequency: features treated as independent of line wins). */
export function analyseSlot(spec: SlotSpec): SlotFigures {
  const wild = wildOf(spec)
  const windows = spec.strips.map((_, reel) => windowsOf(spec, reel))
  const stats = windows.map((w) => statsOf(w, spec))
  const base = expectedWin(spec, stats)
  const trigger = spec.freeSpins ? triggerChance(stats.map((s) => s.scatterChance)) : 0

  const c = spec.respinReel
  const respinRate = c === null ? 0 : stats[c].wildChance
  let respinWin = 0
  let respinTrigger = 0
  let respinHit = 0
  const held = c === null ? null : heldWindows(windows[c], wild)
  if (c !== null && held) {
    const heldStats = [...stats]
    heldStats[c] = statsOf(held, spec)
    respinWin = expectedWin(spec, heldStats)
    respinTrigger = spec.freeSpins
      ? triggerChance(heldStats.map((s, reel) => (reel === c ? 0 : s.scatterChance)))
      : 0
    const respinFirst = windows.slice(0, minRun).map((w, reel) => (reel === c ? held : w))
    respinHit = firstReelsWin(spec, respinFirst, -1).win
  }

  const freeSpinsRate = trigger + respinRate * respinTrigger
  let freeSpinsWin = 0
  let boughtRtp: number | null = null
  if (spec.freeSpins) {
    // Retriggers: each free spin adds `count` more with chance `trigger`.
    const spins = spec.freeSpins.count / (1 - spec.freeSpins.count * trigger)
    freeSpinsWin = freeSpinsRate * spins * meanMultiplier(spec.freeSpins.multipliers) * base
    if (spec.buy)
      boughtRtp =
        (spins * meanMultiplier(spec.freeSpins.multipliers) * spec.buy.boost * base) /
        spec.buy.price
  }

  const { win, missWithWild } = firstReelsWin(
    spec,
    windows.slice(0, minRun),
    c !== null && c < minRun ? c : -1,
  )
  const missWithRespin = c === null ? 0 : c < minRun ? missWithWild : (1 - win) * respinRate
  const respinPays = 1 - (1 - respinHit) * (1 - respinTrigger)
  const miss = (1 - win - missWithRespin * respinPays) * (1 - trigger)

  return {
    rtp: base + respinRate * respinWin + freeSpinsWin,
    hitFrequency: 1 - miss,
    freeSpinsRate,
    respinRate,
    parts: { base, respin: respinRate * respinWin, freeSpins: freeSpinsWin },
    boughtRtp,
  }
}
