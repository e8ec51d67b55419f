import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parseFontLayout, type FontLayout } from './otl'
import { unpackWoff } from './woff'

/**
 * The heavy Noto fonts shipped by @fontsource, loaded per unicode-range subset file (the CJK
 * families are split into ~100 files each) and cached for the life of the process.
 */

interface OtCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z'
  x?: number
  y?: number
  x1?: number
  y1?: number
  x2?: number
  y2?: number
}

interface OtGlyph {
  advanceWidth?: number
  path: { commands: OtCommand[] }
}

interface OtFont {
  unitsPerEm: number
  charToGlyphIndex(ch: string): number
  glyphs: { get(index: number): OtGlyph | undefined }
}

interface OpentypeModule {
  parse(buffer: ArrayBuffer): OtFont
}

// opentype.js ships no type declarations; the few members used here are typed above.
const require = createRequire(import.meta.url)
const opentype = require('opentype.js') as OpentypeModule

export type FamilyId = 'latin' | 'jp' | 'kr' | 'sc' | 'tc' | 'thai' | 'deva'

const packages: Record<FamilyId, string> = {
  latin: 'noto-sans',
  jp: 'noto-sans-jp',
  kr: 'noto-sans-kr',
  sc: 'noto-sans-sc',
  tc: 'noto-sans-tc',
  thai: 'noto-sans-thai',
  deva: 'noto-sans-devanagari',
}

/** Black weight everywhere; every family ships it. */
const WEIGHT = 900

export interface GlyphOutline {
  /** Path commands in font units, y up. */
  commands: readonly OtCommand[]
  advance: number
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

export class Face {
  private readonly outlines = new Map<number, GlyphOutline>()

  constructor(
    readonly file: string,
    private readonly ot: OtFont,
    readonly layout: FontLayout,
  ) {}

  get unitsPerEm(): number {
    return this.ot.unitsPerEm
  }

  glyphIndex(cp: number): number {
    return this.ot.charToGlyphIndex(String.fromCodePoint(cp))
  }

  has(cp: number): boolean {
    return this.glyphIndex(cp) > 0
  }

  outline(gid: number): GlyphOutline {
    let o = this.outlines.get(gid)
    if (!o) {
      const glyph = this.ot.glyphs.get(gid)
      const commands = glyph?.path.commands ?? []
      let xMin = Infinity
      let yMin = Infinity
      let xMax = -Infinity
      let yMax = -Infinity
      // Control points bound the curve, which is close enough for fitting text.
      for (const c of commands) {
        for (const [x, y] of [
          [c.x, c.y],
          [c.x1, c.y1],
          [c.x2, c.y2],
        ] as const) {
          if (x === undefined || y === undefined) continue
          xMin = Math.min(xMin, x)
          xMax = Math.max(xMax, x)
          yMin = Math.min(yMin, y)
          yMax = Math.max(yMax, y)
        }
      }
      if (xMin > xMax) xMin = xMax = yMin = yMax = 0
      o = { commands, advance: glyph?.advanceWidth ?? 0, xMin, yMin, xMax, yMax }
      this.outlines.set(gid, o)
    }
    return o
  }
}

interface Subset {
  file: string
  ranges: [number, number][]
}

interface Family {
  dir: string
  subsets: Subset[]
}

const families = new Map<FamilyId, Family>()
const faces = new Map<string, Face>()

function family(id: FamilyId): Family {
  let fam = families.get(id)
  if (!fam) {
    const pkg = packages[id]
    const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`))
    const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>
    const subsets: Subset[] = Object.entries(unicode).map(([name, range]) => ({
      file: join(dir, 'files', `${pkg}-${name.replace(/[[\]]/g, '')}-${WEIGHT}-normal.woff`),
      ranges: range.split(',').map((part) => {
        const [a, b] = part.trim().replace(/^U\+/i, '').split('-')
        const start = parseInt(a ?? '0', 16)
        return [start, b ? parseInt(b, 16) : start] as [number, number]
      }),
    }))
    fam = { dir, subsets }
    families.set(id, fam)
  }
  return fam
}

function loadFace(file: string): Face {
  let face = faces.get(file)
  if (!face) {
    const { sfnt, tables } = unpackWoff(readFileSync(file))
    const ot = opentype.parse(sfnt)
    const layout = parseFontLayout(tables)
    face = new Face(file, ot, layout)
    faces.set(file, face)
  }
  return face
}

const lookups = new Map<string, Face | null>()

/** The face of `familyId` that has a glyph for `cp`, if any. */
export function faceFor(familyId: FamilyId, cp: number): Face | null {
  const key = `${familyId}:${cp}`
  const known = lookups.get(key)
  if (known !== undefined) return known
  let found: Face | null = null
  for (const subset of family(familyId).subsets) {
    if (!subset.ranges.some(([a, b]) => cp >= a && cp <= b)) continue
    const face = loadFace(subset.file)
    if (face.has(cp)) {
      found = face
      break
    }
  }
  lookups.set(key, found)
  return found
}

const allFamilies: readonly FamilyId[] = ['latin', 'jp', 'sc', 'tc', 'kr', 'thai', 'deva']

/**
 * Families to try, in order, for a content locale. The locale's own script comes first, so that
 * shared Han characters take the Japanese, Simplified or Traditional forms as appropriate; the
 * rest of the list only guarantees that no character falls through to a missing glyph.
 */
export function fallbackChain(locale: string): FamilyId[] {
  const lang = locale.toLowerCase()
  let first: FamilyId[]
  if (lang.startsWith('ja')) first = ['jp']
  else if (lang.startsWith('ko')) first = ['kr']
  else if (lang === 'zh-tw' || lang === 'zh-hk' || lang.startsWith('zh-hant')) first = ['tc']
  else if (lang.startsWith('zh')) first = ['sc']
  else if (lang.startsWith('th')) first = ['thai']
  else if (lang.startsWith('hi')) first = ['deva']
  else first = []
  return [...first, ...allFamilies.filter((f) => !first.includes(f))]
}
