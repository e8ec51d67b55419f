/**
 * A compact OpenType Layout engine (GSUB, GPOS, GDEF) for short display strings.
 *
 * opentype.js 2.0 applies a few GSUB features for Latin, Arabic and Thai, but its GPOS support
 * stops at kerning (mark-to-base and mark-to-mark lookups are parsed as "not supported"), and it
 * has no Indic shaping at all. Thai tone marks and Devanagari matras depend on exactly those
 * lookups, so this module reads the tables itself and applies them to a glyph buffer; what is
 * left out (cursive attachment, reverse chaining, device tables, variation fonts) is not used by
 * the Noto fonts we render with.
 */

import type {
  Anchor,
  ContextRule,
  FontLayout,
  Gdef,
  GposSub,
  GsubSub,
  LayoutTable,
  Lookup,
  Value,
} from './otl-tables'

export { parseFontLayout, type FontLayout } from './otl-tables'

export interface GlyphItem {
  gid: number
  /** Index of the first source character this glyph came from. */
  cluster: number
  /** Feature bits (see `featureBit`) this glyph takes part in. */
  mask: number
  /** Script-specific category of the source character, for reordering. */
  cat: number
  /** Syllable number (Indic shaping). */
  syllable: number
  xAdv: number
  yAdv: number
  xOff: number
  yOff: number
  /** Index of the glyph a mark is attached to, or -1. */
  attach: number
  attachDx: number
  attachDy: number
}

const GLYPH_BASE = 1
const GLYPH_LIGATURE = 2
const GLYPH_MARK = 3

/** Feature bit registry: every tag gets one bit of the glyph mask. */
const featureBits = new Map<string, number>()
export function featureBit(tag: string): number {
  let bit = featureBits.get(tag)
  if (bit === undefined) {
    if (featureBits.size >= 31) throw new Error('too many distinct features')
    bit = 1 << featureBits.size
    featureBits.set(tag, bit)
  }
  return bit
}

interface Plan<S> {
  table: LayoutTable<S>
  lookups: { index: number; mask: number }[]
}

/** The lookups of the given features for the first script tag the table knows, in lookup order. */
function planFor<S>(
  table: LayoutTable<S> | null,
  scriptTags: readonly string[],
  features: readonly string[],
): Plan<S> | null {
  if (!table) return null
  let indices: number[] | undefined
  for (const t of [...scriptTags, 'DFLT', 'latn']) {
    indices = table.scripts.get(t)
    if (indices) break
  }
  if (!indices) return null
  const byLookup = new Map<number, number>()
  for (const fi of indices) {
    const feature = table.features[fi]
    if (!feature || !features.includes(feature.tag)) continue
    const bit = featureBit(feature.tag)
    for (const li of feature.lookups) byLookup.set(li, (byLookup.get(li) ?? 0) | bit)
  }
  const lookups = [...byLookup.entries()].sort((a, b) => a[0] - b[0]).map(([index, mask]) => ({ index, mask }))
  return { table, lookups }
}

class Runner {
  constructor(
    private readonly gdef: Gdef | null,
    public buf: GlyphItem[],
  ) {}

  glyphClass(gid: number): number {
    return this.gdef?.glyphClass.get(gid) ?? 0
  }

  /** Whether the lookup flag tells us to skip this glyph. */
  ignored(gid: number, flag: number, markSet: number): boolean {
    const cls = this.glyphClass(gid)
    if (flag & 2 && cls === GLYPH_BASE) return true
    if (flag & 4 && cls === GLYPH_LIGATURE) return true
    if (cls === GLYPH_MARK) {
      if (flag & 8) return true
      if (flag & 0x10 && markSet >= 0) {
        const set = this.gdef?.markSets[markSet]
        if (set && !set.has(gid)) return true
      }
      const attachType = flag >> 8
      if (attachType && (this.gdef?.markAttachClass.get(gid) ?? 0) !== attachType) return true
    }
    return false
  }

  next(i: number, flag: number, markSet: number): number {
    for (let j = i + 1; j < this.buf.length; j++) {
      const item = this.buf[j] as GlyphItem
      if (!this.ignored(item.gid, flag, markSet)) return j
    }
    return -1
  }

  prev(i: number, flag: number, markSet: number): number {
    for (let j = i - 1; j >= 0; j--) {
      const item = this.buf[j] as GlyphItem
      if (!this.ignored(item.gid, flag, markSet)) return j
    }
    return -1
  }

  /** Matches a context rule at i; returns the input positions or null. */
  matchRule(rule: ContextRule, i: number, flag: number, markSet: number): number[] | null {
    const positions = [i]
    let j = i
    for (const m of rule.input) {
      j = this.next(j, flag, markSet)
      if (j < 0 || !m((this.buf[j] as GlyphItem).gid)) return null
      positions.push(j)
    }
    let k = i
    for (const m of rule.backtrack) {
      k = this.prev(k, flag, markSet)
      if (k < 0 || !m((this.buf[k] as GlyphItem).gid)) return null
    }
    k = j
    for (const m of rule.lookahead) {
      k = this.next(k, flag, markSet)
      if (k < 0 || !m((this.buf[k] as GlyphItem).gid)) return null
    }
    return positions
  }

  /**
   * Applies the nested lookups of a matched rule. Returns the index after the match.
   * Positions after a nested substitution shift by the change in buffer length.
   */
  applyRecords(rule: ContextRule, positions: number[], applyAt: (lookup: number, at: number) => void): number {
    for (const rec of rule.records) {
      const at = positions[rec.seq]
      if (at === undefined) continue
      const before = this.buf.length
      applyAt(rec.lookup, at)
      const delta = this.buf.length - before
      if (delta) for (let s = rec.seq + 1; s < positions.length; s++) positions[s] = (positions[s] as number) + delta
    }
    return Math.max(positions[0] as number, positions[positions.length - 1] as number) + 1
  }
}

function substituteAt(run: Runner, table: LayoutTable<GsubSub>, lookup: Lookup<GsubSub>, i: number, mask: number): number {
  const item = run.buf[i] as GlyphItem
  for (const sub of lookup.subtables) {
    switch (sub.kind) {
      case 'single': {
        const index = sub.cov.get(item.gid)
        if (index === undefined) continue
        item.gid = sub.subst ? (sub.subst[index] ?? item.gid) : (item.gid + sub.delta) & 0xffff
        return i + 1
      }
      case 'multiple': {
        const index = sub.cov.get(item.gid)
        const seq = index === undefined ? undefined : sub.seqs[index]
        if (!seq) continue
        run.buf.splice(i, 1, ...seq.map((gid) => ({ ...item, gid })))
        return i + seq.length
      }
      case 'alternate': {
        const index = sub.cov.get(item.gid)
        const alt = index === undefined ? undefined : sub.sets[index]?.[0]
        if (alt === undefined) continue
        item.gid = alt
        return i + 1
      }
      case 'ligature': {
        const index = sub.cov.get(item.gid)
        const ligs = index === undefined ? undefined : sub.sets[index]
        if (!ligs) continue
        for (const lig of ligs) {
          const positions: number[] = []
          let j = i
          let ok = true
          for (const comp of lig.comps) {
            j = run.next(j, lookup.flag, lookup.markSet)
            const next = run.buf[j]
            if (j < 0 || !next || next.gid !== comp || (mask && !(next.mask & mask))) {
              ok = false
              break
            }
            positions.push(j)
          }
          if (!ok) continue
          item.gid = lig.glyph
          for (let p = positions.length - 1; p >= 0; p--) run.buf.splice(positions[p] as number, 1)
          return i + 1
        }
        continue
      }
      case 'context': {
        for (const rule of sub.rulesFor(item.gid)) {
          const positions = run.matchRule(rule, i, lookup.flag, lookup.markSet)
          if (!positions) continue
          return run.applyRecords(rule, positions, (li, at) => {
            const nested = table.lookups[li]
            const target = run.buf[at]
            if (nested && target && !run.ignored(target.gid, nested.flag, nested.markSet)) {
              substituteAt(run, table, nested, at, 0)
            }
          })
        }
        continue
      }
    }
  }
  return -1
}

function addValue(item: GlyphItem, v: Value): void {
  item.xOff += v.xPla
  item.yOff += v.yPla
  item.xAdv += v.xAdv
  item.yAdv += v.yAdv
}

function attachMark(run: Runner, i: number, to: number, mark: Anchor, base: Anchor): void {
  const item = run.buf[i] as GlyphItem
  item.attach = to
  item.attachDx = base.x - mark.x
  item.attachDy = base.y - mark.y
}

function positionAt(run: Runner, table: LayoutTable<GposSub>, lookup: Lookup<GposSub>, i: number): boolean {
  const item = run.buf[i] as GlyphItem
  for (const sub of lookup.subtables) {
    switch (sub.kind) {
      case 'single': {
        const index = sub.cov.get(item.gid)
        if (index === undefined) continue
        const value = sub.value ?? sub.values[index]
        if (value) addValue(item, value)
        return true
      }
      case 'pair1':
      case 'pair2': {
        const index = sub.cov.get(item.gid)
        if (index === undefined) continue
        const j = run.next(i, lookup.flag, lookup.markSet)
        const second = run.buf[j]
        if (j < 0 || !second) continue
        const pair =
          sub.kind === 'pair1'
            ? sub.sets[index]?.get(second.gid)
            : sub.records[sub.cd1.get(item.gid) ?? 0]?.[sub.cd2.get(second.gid) ?? 0]
        if (!pair) continue
        addValue(item, pair[0])
        addValue(second, pair[1])
        return true
      }
      case 'markBase':
      case 'markLig': {
        const markIndex = sub.markCov.get(item.gid)
        if (markIndex === undefined) continue
        // The base is the closest preceding glyph that is not a mark.
        let k = i - 1
        while (k >= 0 && run.glyphClass((run.buf[k] as GlyphItem).gid) === GLYPH_MARK) k--
        const base = run.buf[k]
        const mark = sub.marks[markIndex]
        if (k < 0 || !base || !mark) continue
        let anchor: Anchor | null | undefined
        if (sub.kind === 'markBase') {
          const bi = sub.baseCov.get(base.gid)
          anchor = bi === undefined ? undefined : sub.bases[bi]?.[mark.cls]
        } else {
          const li = sub.ligCov.get(base.gid)
          const comps = li === undefined ? undefined : sub.ligs[li]
          // Which component a mark belongs to is not tracked; the last one is right for marks typed after the ligature.
          anchor = comps?.[comps.length - 1]?.[mark.cls]
        }
        if (!anchor) continue
        attachMark(run, i, k, mark.anchor, anchor)
        return true
      }
      case 'markMark': {
        const markIndex = sub.markCov.get(item.gid)
        if (markIndex === undefined) continue
        const k = run.prev(i, lookup.flag & ~8, lookup.markSet)
        const prev = run.buf[k]
        if (k < 0 || !prev || run.glyphClass(prev.gid) !== GLYPH_MARK) continue
        const m2 = sub.mark2Cov.get(prev.gid)
        const mark = sub.marks[markIndex]
        const anchor = m2 === undefined || !mark ? undefined : sub.mark2s[m2]?.[mark.cls]
        if (!anchor || !mark) continue
        attachMark(run, i, k, mark.anchor, anchor)
        return true
      }
      case 'context': {
        for (const rule of sub.rulesFor(item.gid)) {
          const positions = run.matchRule(rule, i, lookup.flag, lookup.markSet)
          if (!positions) continue
          run.applyRecords(rule, positions, (li, at) => {
            const nested = table.lookups[li]
            const target = run.buf[at]
            if (nested && target && !run.ignored(target.gid, nested.flag, nested.markSet)) {
              positionAt(run, table, nested, at)
            }
          })
          return true
        }
        continue
      }
      case 'unsupported':
        continue
    }
  }
  return false
}

/** Applies the GSUB lookups of `features` (a single stage) to the buffer; returns the new buffer. */
export function substitute(
  layout: FontLayout,
  buf: GlyphItem[],
  scriptTags: readonly string[],
  features: readonly string[],
): GlyphItem[] {
  const plan = planFor(layout.gsub, scriptTags, features)
  if (!plan) return buf
  const run = new Runner(layout.gdef, buf)
  for (const { index, mask } of plan.lookups) {
    const lookup = plan.table.lookups[index]
    if (!lookup) continue
    let i = 0
    while (i < run.buf.length) {
      const item = run.buf[i] as GlyphItem
      if (item.mask & mask && !run.ignored(item.gid, lookup.flag, lookup.markSet)) {
        const next = substituteAt(run, plan.table, lookup, i, mask)
        i = next > i ? next : i + 1
      } else {
        i++
      }
    }
  }
  return run.buf
}

/** Applies GPOS lookups of `features`, then resolves mark attachments into offsets. */
export function position(
  layout: FontLayout,
  buf: GlyphItem[],
  scriptTags: readonly string[],
  features: readonly string[],
): void {
  const plan = planFor(layout.gpos, scriptTags, features)
  const run = new Runner(layout.gdef, buf)
  if (plan) {
    for (const { index, mask } of plan.lookups) {
      const lookup = plan.table.lookups[index]
      if (!lookup) continue
      for (let i = 0; i < buf.length; i++) {
        const item = buf[i] as GlyphItem
        if (item.mask & mask && !run.ignored(item.gid, lookup.flag, lookup.markSet)) positionAt(run, plan.table, lookup, i)
      }
    }
  }
  for (const item of buf) {
    if (item.attach >= 0) item.xAdv = 0
  }
}

export interface PlacedGlyph {
  gid: number
  /** Pen position plus offsets, in font units (y up). */
  x: number
  y: number
}

/** Final glyph positions; marks follow the glyph they are attached to. */
export function place(buf: readonly GlyphItem[]): { glyphs: PlacedGlyph[]; advance: number } {
  const glyphs: PlacedGlyph[] = []
  let pen = 0
  for (const item of buf) {
    let x = pen + item.xOff
    let y = item.yOff
    const base = item.attach >= 0 ? glyphs[item.attach] : undefined
    if (base) {
      x = base.x + item.attachDx + item.xOff
      y = base.y + item.attachDy + item.yOff
    }
    glyphs.push({ gid: item.gid, x, y })
    pen += item.xAdv
  }
  return { glyphs, advance: pen }
}
