import type { Face } from './fonts'
import { featureBit, substitute, type GlyphItem } from './otl'

/**
 * Devanagari shaping after the OpenType "dev2" model (the one HarfBuzz implements), reduced to
 * what display titles need: syllables, reph, base consonant, pre-base i-matra, half / below-base
 * forms through masked features, then the presentation features. Not handled: ZWJ/ZWNJ
 * subtleties, eyelash ra, dotted-circle insertion for broken clusters, Vedic marks.
 */

export const Cat = {
  Other: 0,
  Consonant: 1,
  Ra: 2,
  Vowel: 3,
  Matra: 4,
  PreMatra: 5,
  Nukta: 6,
  Halant: 7,
  Sign: 8,
  Joiner: 9,
} as const
export type Cat = (typeof Cat)[keyof typeof Cat]

export const DEVA_SCRIPTS = ['dev2', 'deva'] as const

export function devanagariCategory(cp: number): Cat {
  if (cp === 0x0930) return Cat.Ra
  if ((cp >= 0x0915 && cp <= 0x0939) || (cp >= 0x0958 && cp <= 0x095f) || (cp >= 0x0978 && cp <= 0x097f)) {
    return Cat.Consonant
  }
  if ((cp >= 0x0904 && cp <= 0x0914) || cp === 0x0960 || cp === 0x0961 || (cp >= 0x0972 && cp <= 0x0977)) {
    return Cat.Vowel
  }
  if (cp === 0x093f || cp === 0x094e) return Cat.PreMatra
  if (
    (cp >= 0x093a && cp <= 0x094c && cp !== 0x093c && cp !== 0x093d) ||
    cp === 0x094f ||
    (cp >= 0x0955 && cp <= 0x0957) ||
    cp === 0x0962 ||
    cp === 0x0963
  ) {
    return Cat.Matra
  }
  if (cp === 0x093c) return Cat.Nukta
  if (cp === 0x094d) return Cat.Halant
  if ((cp >= 0x0900 && cp <= 0x0903) || (cp >= 0x0951 && cp <= 0x0954)) return Cat.Sign
  if (cp === 0x200c || cp === 0x200d) return Cat.Joiner
  return Cat.Other
}

const isConsonant = (c: Cat) => c === Cat.Consonant || c === Cat.Ra

/** Splits categories into syllables; returns the start index of each. */
function syllableStarts(cats: readonly Cat[]): number[] {
  const starts: number[] = []
  let i = 0
  const at = (k: number): Cat => cats[k] ?? Cat.Other
  while (i < cats.length) {
    starts.push(i)
    const c = at(i)
    if (isConsonant(c) || c === Cat.Vowel) {
      i++
      if (at(i) === Cat.Nukta) i++
      if (isConsonant(c)) {
        for (;;) {
          let j = i
          if (at(j) !== Cat.Halant) break
          j++
          if (at(j) === Cat.Joiner) j++
          if (!isConsonant(at(j))) break
          i = j + 1
          if (at(i) === Cat.Nukta) i++
        }
        if (at(i) === Cat.Halant) {
          i++
          if (at(i) === Cat.Joiner) i++
        }
      }
      while (at(i) === Cat.Matra || at(i) === Cat.PreMatra || at(i) === Cat.Nukta) i++
      while (at(i) === Cat.Sign) i++
    } else {
      i++
    }
  }
  return starts
}

const GLOBAL_BASIC = ['locl', 'ccmp', 'nukt', 'akhn', 'rkrf', 'vatu', 'cjct'] as const
const BASIC_STAGES = ['locl', 'ccmp', 'nukt', 'akhn', 'rphf', 'rkrf', 'pref', 'blwf', 'abvf', 'half', 'pstf', 'vatu', 'cjct']
const PRESENTATION = ['init', 'pres', 'abvs', 'blws', 'psts', 'haln', 'calt']

export const DEVA_POSITIONING = ['kern', 'dist', 'abvm', 'blwm', 'mark', 'mkmk']

/** Shapes one Devanagari run with `face`; returns the substituted glyph buffer (not yet positioned). */
export function shapeDevanagari(face: Face, cps: readonly number[], clusters: readonly number[]): GlyphItem[] {
  const cats = cps.map(devanagariCategory)
  const starts = syllableStarts(cats)
  const globalMask = GLOBAL_BASIC.reduce((m, t) => m | featureBit(t), 0) | PRESENTATION.reduce((m, t) => m | featureBit(t), 0) | DEVA_POSITIONING.reduce((m, t) => m | featureBit(t), 0)
  const rphf = featureBit('rphf')
  const half = featureBit('half')
  const post = featureBit('blwf') | featureBit('pstf') | featureBit('abvf') | featureBit('pref')

  const items: GlyphItem[] = []
  const rephClusters = new Set<number>()
  const raGlyph = face.glyphIndex(0x0930)

  for (let s = 0; s < starts.length; s++) {
    const start = starts[s] as number
    const end = starts[s + 1] ?? cps.length
    const range = Array.from({ length: end - start }, (_, k) => start + k)
    const consonants = range.filter((k) => isConsonant(cats[k] ?? Cat.Other))

    const hasReph =
      cats[start] === Cat.Ra && cats[start + 1] === Cat.Halant && consonants.length > 1 && consonants[1] === start + 2
    const candidates = hasReph ? consonants.slice(1) : consonants
    let base = candidates[candidates.length - 1] ?? -1
    // A final "halant + ra" becomes the below-base rakar; the consonant before it is the base.
    if (base > 0 && cats[base] === Cat.Ra && cats[base - 1] === Cat.Halant && candidates.length > 1) {
      base = candidates[candidates.length - 2] ?? base
    }

    const masks = range.map((k) => {
      if (hasReph && (k === start || k === start + 1)) return globalMask | rphf
      if (base >= 0 && k < base) return globalMask | half
      if (base >= 0 && k > base) return globalMask | post
      return globalMask
    })
    if (hasReph) rephClusters.add(clusters[start] as number)

    // The short i-matra is written after its consonants but drawn before the whole cluster.
    const order = range.map((_, k) => k)
    const pre = order.findIndex((k) => cats[start + k] === Cat.PreMatra)
    if (pre > 0 && base >= 0) {
      order.splice(pre, 1)
      order.unshift(pre)
    }

    for (const k of order) {
      const cp = cps[start + k] as number
      items.push({
        gid: face.glyphIndex(cp),
        cluster: clusters[start + k] as number,
        mask: masks[k] as number,
        cat: cats[start + k] as number,
        syllable: s,
        xAdv: 0,
        yAdv: 0,
        xOff: 0,
        yOff: 0,
        attach: -1,
        attachDx: 0,
        attachDy: 0,
      })
    }
  }

  let buf = items
  for (const stage of BASIC_STAGES) buf = substitute(face.layout, buf, DEVA_SCRIPTS, [stage])

  buf = moveRephs(buf, rephClusters, raGlyph)
  buf = substitute(face.layout, buf, DEVA_SCRIPTS, PRESENTATION)
  return buf
}

/**
 * Final reordering: a formed reph goes after the base, its below-base forms and the matras,
 * in front of anusvara / candrabindu / visarga, as HarfBuzz does for Devanagari.
 */
function moveRephs(buf: GlyphItem[], rephClusters: ReadonlySet<number>, raGlyph: number): GlyphItem[] {
  const out = [...buf]
  for (const cluster of rephClusters) {
    const from = out.findIndex((g) => g.cluster === cluster && g.cat === Cat.Ra)
    const reph = out[from]
    // rphf did not apply (the font has no reph form): leave the Ra as written.
    if (!reph || reph.gid === raGlyph) continue
    const syllable = reph.syllable
    let to = from
    for (let k = from + 1; k < out.length; k++) {
      const g = out[k] as GlyphItem
      if (g.syllable !== syllable || g.cat === Cat.Sign) break
      to = k
    }
    out.splice(from, 1)
    out.splice(to, 0, reph)
  }
  return out
}
