/**
 * Reading the OpenType layout tables (GSUB, GPOS, GDEF) into plain lookup structures; applying
 * them is otl.ts. Only what display titles need is read: device tables, cursive attachment and
 * reverse chaining lookups are skipped.
 */

export type Coverage = ReadonlyMap<number, number>
export type ClassDef = ReadonlyMap<number, number>
export type Matcher = (gid: number) => boolean

export interface LookupRecord {
  seq: number
  lookup: number
}

export interface ContextRule {
  backtrack: Matcher[]
  /** Matchers for the input glyphs after the first (the first is matched by the subtable). */
  input: Matcher[]
  lookahead: Matcher[]
  records: LookupRecord[]
}

export interface ContextSub {
  kind: 'context'
  rulesFor(gid: number): readonly ContextRule[]
}

export type GsubSub =
  | { kind: 'single'; cov: Coverage; delta: number; subst: number[] | null }
  | { kind: 'multiple'; cov: Coverage; seqs: number[][] }
  | { kind: 'alternate'; cov: Coverage; sets: number[][] }
  | { kind: 'ligature'; cov: Coverage; sets: { glyph: number; comps: number[] }[][] }
  | ContextSub

export interface Value {
  xPla: number
  yPla: number
  xAdv: number
  yAdv: number
}

export interface Anchor {
  x: number
  y: number
}

export interface MarkRecord {
  cls: number
  anchor: Anchor
}

export type GposSub =
  | { kind: 'single'; cov: Coverage; value: Value | null; values: Value[] }
  | { kind: 'pair1'; cov: Coverage; sets: Map<number, [Value, Value]>[] }
  | {
      kind: 'pair2'
      cov: Coverage
      cd1: ClassDef
      cd2: ClassDef
      records: [Value, Value][][]
    }
  | { kind: 'markBase'; markCov: Coverage; baseCov: Coverage; marks: MarkRecord[]; bases: (Anchor | null)[][] }
  | {
      kind: 'markLig'
      markCov: Coverage
      ligCov: Coverage
      marks: MarkRecord[]
      ligs: (Anchor | null)[][][]
    }
  | { kind: 'markMark'; markCov: Coverage; mark2Cov: Coverage; marks: MarkRecord[]; mark2s: (Anchor | null)[][] }
  | ContextSub
  | { kind: 'unsupported' }

export interface Lookup<S> {
  type: number
  flag: number
  markSet: number
  subtables: S[]
}

export interface LayoutTable<S> {
  scripts: Map<string, number[]>
  features: { tag: string; lookups: number[] }[]
  lookups: Lookup<S>[]
}

export interface Gdef {
  glyphClass: ClassDef
  markAttachClass: ClassDef
  markSets: Coverage[]
}

export interface FontLayout {
  gsub: LayoutTable<GsubSub> | null
  gpos: LayoutTable<GposSub> | null
  gdef: Gdef | null
}

const u16 = (v: DataView, o: number) => v.getUint16(o)
const i16 = (v: DataView, o: number) => v.getInt16(o)
const u32 = (v: DataView, o: number) => v.getUint32(o)
const tag = (v: DataView, o: number) =>
  String.fromCharCode(v.getUint8(o), v.getUint8(o + 1), v.getUint8(o + 2), v.getUint8(o + 3))

function parseCoverage(v: DataView, o: number): Coverage {
  const map = new Map<number, number>()
  const format = u16(v, o)
  if (format === 1) {
    const count = u16(v, o + 2)
    for (let i = 0; i < count; i++) map.set(u16(v, o + 4 + i * 2), i)
  } else if (format === 2) {
    const count = u16(v, o + 2)
    for (let i = 0; i < count; i++) {
      const r = o + 4 + i * 6
      const start = u16(v, r)
      const end = u16(v, r + 2)
      const index = u16(v, r + 4)
      for (let gid = start; gid <= end; gid++) map.set(gid, index + gid - start)
    }
  }
  return map
}

function parseClassDef(v: DataView, o: number): ClassDef {
  const map = new Map<number, number>()
  if (!o) return map
  const format = u16(v, o)
  if (format === 1) {
    const start = u16(v, o + 2)
    const count = u16(v, o + 4)
    for (let i = 0; i < count; i++) {
      const cls = u16(v, o + 6 + i * 2)
      if (cls) map.set(start + i, cls)
    }
  } else if (format === 2) {
    const count = u16(v, o + 2)
    for (let i = 0; i < count; i++) {
      const r = o + 4 + i * 6
      const start = u16(v, r)
      const end = u16(v, r + 2)
      const cls = u16(v, r + 4)
      if (cls) for (let gid = start; gid <= end; gid++) map.set(gid, cls)
    }
  }
  return map
}

const valueSize = (format: number) => {
  let bits = 0
  for (let f = format; f; f >>= 1) bits += f & 1
  return bits * 2
}

function parseValue(v: DataView, o: number, format: number): Value {
  const value: Value = { xPla: 0, yPla: 0, xAdv: 0, yAdv: 0 }
  let p = o
  const next = () => {
    const x = i16(v, p)
    p += 2
    return x
  }
  if (format & 1) value.xPla = next()
  if (format & 2) value.yPla = next()
  if (format & 4) value.xAdv = next()
  if (format & 8) value.yAdv = next()
  return value
}

const parseAnchor = (v: DataView, o: number): Anchor => ({ x: i16(v, o + 2), y: i16(v, o + 4) })

function parseMarkArray(v: DataView, o: number): MarkRecord[] {
  const count = u16(v, o)
  const marks: MarkRecord[] = []
  for (let i = 0; i < count; i++) {
    const r = o + 2 + i * 4
    marks.push({ cls: u16(v, r), anchor: parseAnchor(v, o + u16(v, r + 2)) })
  }
  return marks
}

/** BaseArray / Mark2Array / a LigatureAttach: rows of `classCount` anchor offsets. */
function parseAnchorMatrix(v: DataView, o: number, classCount: number): (Anchor | null)[][] {
  const rows = u16(v, o)
  const out: (Anchor | null)[][] = []
  for (let i = 0; i < rows; i++) {
    const row: (Anchor | null)[] = []
    for (let c = 0; c < classCount; c++) {
      const off = u16(v, o + 2 + (i * classCount + c) * 2)
      row.push(off ? parseAnchor(v, o + off) : null)
    }
    out.push(row)
  }
  return out
}

function parseRecords(v: DataView, o: number, count: number): LookupRecord[] {
  const out: LookupRecord[] = []
  for (let i = 0; i < count; i++) out.push({ seq: u16(v, o + i * 4), lookup: u16(v, o + i * 4 + 2) })
  return out
}

const glyphIs = (gid: number): Matcher => (g) => g === gid
const classIs = (cd: ClassDef, cls: number): Matcher => (g) => (cd.get(g) ?? 0) === cls
const coveredBy = (cov: Coverage): Matcher => (g) => cov.has(g)

/** GSUB 5 / GPOS 7: contextual rules. */
function parseContext(v: DataView, o: number): ContextSub {
  const format = u16(v, o)
  if (format === 1 || format === 2) {
    const cov = parseCoverage(v, o + u16(v, o + 2))
    const classDef = format === 2 ? parseClassDef(v, o + u16(v, o + 4)) : new Map<number, number>()
    const setsAt = format === 2 ? o + 6 : o + 4
    const setCount = u16(v, setsAt)
    const sets: ContextRule[][] = []
    for (let s = 0; s < setCount; s++) {
      const setOff = u16(v, setsAt + 2 + s * 2)
      const rules: ContextRule[] = []
      if (setOff) {
        const so = o + setOff
        const ruleCount = u16(v, so)
        for (let r = 0; r < ruleCount; r++) {
          const ro = so + u16(v, so + 2 + r * 2)
          const glyphCount = u16(v, ro)
          const recCount = u16(v, ro + 2)
          const input: Matcher[] = []
          for (let k = 1; k < glyphCount; k++) {
            const val = u16(v, ro + 4 + (k - 1) * 2)
            input.push(format === 1 ? glyphIs(val) : classIs(classDef, val))
          }
          rules.push({
            backtrack: [],
            input,
            lookahead: [],
            records: parseRecords(v, ro + 4 + (glyphCount - 1) * 2, recCount),
          })
        }
      }
      sets.push(rules)
    }
    return {
      kind: 'context',
      rulesFor: (gid) => {
        const index = cov.get(gid)
        if (index === undefined) return []
        return sets[format === 1 ? index : (classDef.get(gid) ?? 0)] ?? []
      },
    }
  }
  // format 3
  const glyphCount = u16(v, o + 2)
  const recCount = u16(v, o + 4)
  const covs: Coverage[] = []
  for (let k = 0; k < glyphCount; k++) covs.push(parseCoverage(v, o + u16(v, o + 6 + k * 2)))
  const first = covs[0] ?? new Map<number, number>()
  const rule: ContextRule = {
    backtrack: [],
    input: covs.slice(1).map(coveredBy),
    lookahead: [],
    records: parseRecords(v, o + 6 + glyphCount * 2, recCount),
  }
  return { kind: 'context', rulesFor: (gid) => (first.has(gid) ? [rule] : []) }
}

/** GSUB 6 / GPOS 8: chaining contextual rules. */
function parseChainContext(v: DataView, o: number): ContextSub {
  const format = u16(v, o)
  if (format === 1 || format === 2) {
    const cov = parseCoverage(v, o + u16(v, o + 2))
    let backCd: ClassDef = new Map()
    let inCd: ClassDef = new Map()
    let aheadCd: ClassDef = new Map()
    let setsAt = o + 4
    if (format === 2) {
      backCd = parseClassDef(v, u16(v, o + 4) ? o + u16(v, o + 4) : 0)
      inCd = parseClassDef(v, u16(v, o + 6) ? o + u16(v, o + 6) : 0)
      aheadCd = parseClassDef(v, u16(v, o + 8) ? o + u16(v, o + 8) : 0)
      setsAt = o + 10
    }
    const make = (cd: ClassDef, val: number): Matcher => (format === 1 ? glyphIs(val) : classIs(cd, val))
    const setCount = u16(v, setsAt)
    const sets: ContextRule[][] = []
    for (let s = 0; s < setCount; s++) {
      const setOff = u16(v, setsAt + 2 + s * 2)
      const rules: ContextRule[] = []
      if (setOff) {
        const so = o + setOff
        const ruleCount = u16(v, so)
        for (let r = 0; r < ruleCount; r++) {
          let p = so + u16(v, so + 2 + r * 2)
          const backCount = u16(v, p)
          const backtrack: Matcher[] = []
          for (let k = 0; k < backCount; k++) backtrack.push(make(backCd, u16(v, p + 2 + k * 2)))
          p += 2 + backCount * 2
          const inputCount = u16(v, p)
          const input: Matcher[] = []
          for (let k = 1; k < inputCount; k++) input.push(make(inCd, u16(v, p + 2 + (k - 1) * 2)))
          p += 2 + Math.max(0, inputCount - 1) * 2
          const aheadCount = u16(v, p)
          const lookahead: Matcher[] = []
          for (let k = 0; k < aheadCount; k++) lookahead.push(make(aheadCd, u16(v, p + 2 + k * 2)))
          p += 2 + aheadCount * 2
          const recCount = u16(v, p)
          rules.push({ backtrack, input, lookahead, records: parseRecords(v, p + 2, recCount) })
        }
      }
      sets.push(rules)
    }
    return {
      kind: 'context',
      rulesFor: (gid) => {
        const index = cov.get(gid)
        if (index === undefined) return []
        return sets[format === 1 ? index : (inCd.get(gid) ?? 0)] ?? []
      },
    }
  }
  // format 3
  let p = o + 2
  const readCovs = (): Coverage[] => {
    const count = u16(v, p)
    const list: Coverage[] = []
    for (let k = 0; k < count; k++) list.push(parseCoverage(v, o + u16(v, p + 2 + k * 2)))
    p += 2 + count * 2
    return list
  }
  const back = readCovs()
  const input = readCovs()
  const ahead = readCovs()
  const recCount = u16(v, p)
  const first = input[0] ?? new Map<number, number>()
  const rule: ContextRule = {
    backtrack: back.map(coveredBy),
    input: input.slice(1).map(coveredBy),
    lookahead: ahead.map(coveredBy),
    records: parseRecords(v, p + 2, recCount),
  }
  return { kind: 'context', rulesFor: (gid) => (first.has(gid) ? [rule] : []) }
}

function parseGsubSub(v: DataView, o: number, type: number): GsubSub | null {
  const format = u16(v, o)
  switch (type) {
    case 1: {
      const cov = parseCoverage(v, o + u16(v, o + 2))
      if (format === 1) return { kind: 'single', cov, delta: i16(v, o + 4), subst: null }
      const count = u16(v, o + 4)
      const subst: number[] = []
      for (let i = 0; i < count; i++) subst.push(u16(v, o + 6 + i * 2))
      return { kind: 'single', cov, delta: 0, subst }
    }
    case 2:
    case 3: {
      const cov = parseCoverage(v, o + u16(v, o + 2))
      const count = u16(v, o + 4)
      const lists: number[][] = []
      for (let i = 0; i < count; i++) {
        const so = o + u16(v, o + 6 + i * 2)
        const n = u16(v, so)
        const list: number[] = []
        for (let k = 0; k < n; k++) list.push(u16(v, so + 2 + k * 2))
        lists.push(list)
      }
      return type === 2 ? { kind: 'multiple', cov, seqs: lists } : { kind: 'alternate', cov, sets: lists }
    }
    case 4: {
      const cov = parseCoverage(v, o + u16(v, o + 2))
      const setCount = u16(v, o + 4)
      const sets: { glyph: number; comps: number[] }[][] = []
      for (let i = 0; i < setCount; i++) {
        const so = o + u16(v, o + 6 + i * 2)
        const ligCount = u16(v, so)
        const ligs: { glyph: number; comps: number[] }[] = []
        for (let k = 0; k < ligCount; k++) {
          const lo = so + u16(v, so + 2 + k * 2)
          const compCount = u16(v, lo + 2)
          const comps: number[] = []
          for (let c = 1; c < compCount; c++) comps.push(u16(v, lo + 4 + (c - 1) * 2))
          ligs.push({ glyph: u16(v, lo), comps })
        }
        sets.push(ligs)
      }
      return { kind: 'ligature', cov, sets }
    }
    case 5:
      return parseContext(v, o)
    case 6:
      return parseChainContext(v, o)
    default:
      return null
  }
}

function parseGposSub(v: DataView, o: number, type: number): GposSub {
  const format = u16(v, o)
  switch (type) {
    case 1: {
      const cov = parseCoverage(v, o + u16(v, o + 2))
      const vf = u16(v, o + 4)
      if (format === 1) return { kind: 'single', cov, value: parseValue(v, o + 6, vf), values: [] }
      const count = u16(v, o + 6)
      const values: Value[] = []
      for (let i = 0; i < count; i++) values.push(parseValue(v, o + 8 + i * valueSize(vf), vf))
      return { kind: 'single', cov, value: null, values }
    }
    case 2: {
      const cov = parseCoverage(v, o + u16(v, o + 2))
      const vf1 = u16(v, o + 4)
      const vf2 = u16(v, o + 6)
      const s1 = valueSize(vf1)
      const s2 = valueSize(vf2)
      if (format === 1) {
        const setCount = u16(v, o + 8)
        const sets: Map<number, [Value, Value]>[] = []
        for (let i = 0; i < setCount; i++) {
          const so = o + u16(v, o + 10 + i * 2)
          const count = u16(v, so)
          const map = new Map<number, [Value, Value]>()
          for (let k = 0; k < count; k++) {
            const r = so + 2 + k * (2 + s1 + s2)
            map.set(u16(v, r), [parseValue(v, r + 2, vf1), parseValue(v, r + 2 + s1, vf2)])
          }
          sets.push(map)
        }
        return { kind: 'pair1', cov, sets }
      }
      const cd1 = parseClassDef(v, o + u16(v, o + 8))
      const cd2 = parseClassDef(v, o + u16(v, o + 10))
      const c1 = u16(v, o + 12)
      const c2 = u16(v, o + 14)
      const records: [Value, Value][][] = []
      for (let i = 0; i < c1; i++) {
        const row: [Value, Value][] = []
        for (let k = 0; k < c2; k++) {
          const r = o + 16 + (i * c2 + k) * (s1 + s2)
          row.push([parseValue(v, r, vf1), parseValue(v, r + s1, vf2)])
        }
        records.push(row)
      }
      return { kind: 'pair2', cov, cd1, cd2, records }
    }
    case 4:
    case 6: {
      const markCov = parseCoverage(v, o + u16(v, o + 2))
      const otherCov = parseCoverage(v, o + u16(v, o + 4))
      const classCount = u16(v, o + 6)
      const marks = parseMarkArray(v, o + u16(v, o + 8))
      const matrix = parseAnchorMatrix(v, o + u16(v, o + 10), classCount)
      return type === 4
        ? { kind: 'markBase', markCov, baseCov: otherCov, marks, bases: matrix }
        : { kind: 'markMark', markCov, mark2Cov: otherCov, marks, mark2s: matrix }
    }
    case 5: {
      const markCov = parseCoverage(v, o + u16(v, o + 2))
      const ligCov = parseCoverage(v, o + u16(v, o + 4))
      const classCount = u16(v, o + 6)
      const marks = parseMarkArray(v, o + u16(v, o + 8))
      const lo = o + u16(v, o + 10)
      const ligCount = u16(v, lo)
      const ligs: (Anchor | null)[][][] = []
      for (let i = 0; i < ligCount; i++) ligs.push(parseAnchorMatrix(v, lo + u16(v, lo + 2 + i * 2), classCount))
      return { kind: 'markLig', markCov, ligCov, marks, ligs }
    }
    case 7:
      return parseContext(v, o)
    case 8:
      return parseChainContext(v, o)
    default:
      return { kind: 'unsupported' }
  }
}

function parseLayout<S>(
  v: DataView,
  extensionType: number,
  parseSub: (v: DataView, o: number, type: number) => S | null,
): LayoutTable<S> {
  const scriptList = u16(v, 4)
  const featureList = u16(v, 6)
  const lookupList = u16(v, 8)

  const scripts = new Map<string, number[]>()
  const scriptCount = u16(v, scriptList)
  for (let i = 0; i < scriptCount; i++) {
    const r = scriptList + 2 + i * 6
    const so = scriptList + u16(v, r + 4)
    let langSys = u16(v, so)
    // No default language system: fall back to the first listed one.
    if (!langSys && u16(v, so + 2)) langSys = u16(v, so + 4 + 4)
    const features: number[] = []
    if (langSys) {
      const lo = so + langSys
      const required = u16(v, lo + 2)
      if (required !== 0xffff) features.push(required)
      const count = u16(v, lo + 4)
      for (let k = 0; k < count; k++) features.push(u16(v, lo + 6 + k * 2))
    }
    scripts.set(tag(v, r), features)
  }

  const features: { tag: string; lookups: number[] }[] = []
  const featureCount = u16(v, featureList)
  for (let i = 0; i < featureCount; i++) {
    const r = featureList + 2 + i * 6
    const fo = featureList + u16(v, r + 4)
    const count = u16(v, fo + 2)
    const lookups: number[] = []
    for (let k = 0; k < count; k++) lookups.push(u16(v, fo + 4 + k * 2))
    features.push({ tag: tag(v, r), lookups })
  }

  const lookups: Lookup<S>[] = []
  const lookupCount = u16(v, lookupList)
  for (let i = 0; i < lookupCount; i++) {
    const lo = lookupList + u16(v, lookupList + 2 + i * 2)
    let type = u16(v, lo)
    const flag = u16(v, lo + 2)
    const subCount = u16(v, lo + 4)
    const markSet = flag & 0x10 ? u16(v, lo + 6 + subCount * 2) : -1
    const subtables: S[] = []
    for (let k = 0; k < subCount; k++) {
      let so = lo + u16(v, lo + 6 + k * 2)
      let subType = type
      if (type === extensionType) {
        subType = u16(v, so + 2)
        so += u32(v, so + 4)
      }
      const sub = parseSub(v, so, subType)
      if (sub) subtables.push(sub)
      if (k === subCount - 1) type = subType
    }
    lookups.push({ type, flag, markSet, subtables })
  }
  return { scripts, features, lookups }
}

function parseGdef(v: DataView): Gdef {
  const major = u16(v, 0)
  const minor = u16(v, 2)
  const classOff = u16(v, 4)
  const markAttachOff = u16(v, 10)
  const markSets: Coverage[] = []
  if (major === 1 && minor >= 2) {
    const setsOff = u16(v, 12)
    if (setsOff) {
      const count = u16(v, setsOff + 2)
      for (let i = 0; i < count; i++) markSets.push(parseCoverage(v, setsOff + u32(v, setsOff + 4 + i * 4)))
    }
  }
  return {
    glyphClass: parseClassDef(v, classOff),
    markAttachClass: parseClassDef(v, markAttachOff),
    markSets,
  }
}

export function parseFontLayout(tables: ReadonlyMap<string, DataView>): FontLayout {
  const gsub = tables.get('GSUB')
  const gpos = tables.get('GPOS')
  const gdef = tables.get('GDEF')
  return {
    gsub: gsub ? parseLayout(gsub, 7, parseGsubSub) : null,
    gpos: gpos ? parseLayout(gpos, 9, parseGposSub) : null,
    gdef: gdef ? parseGdef(gdef) : null,
  }
}
