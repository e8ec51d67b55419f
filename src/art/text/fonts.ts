import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'

import * as hb from 'harfbuzzjs'

import { fontSets, scriptFontOf, type FontSet } from '../../i18n/fonts'
import { sites } from '../../i18n/locales'

/**
 * The heavy Noto fonts shipped by @fontsource, loaded per unicode-range subset file (the CJK
 * families are split into ~100 files each) and cached for the life of the process. HarfBuzz
 * shapes with them and draws their glyphs.
 */

/** The font sets of the site (`src/i18n/fonts.ts`), here in their black weight. */
export type FamilyId = FontSet

/** Black weight everywhere; every family ships it. */
const WEIGHT = 900

/** One drawing command of a glyph outline, in font units, y up. */
export type OutlineCommand = hb.SvgPathCommand

export interface GlyphOutline {
  commands: readonly OutlineCommand[]
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/**
 * @fontsource ships WOFF and WOFF2 only, and HarfBuzz reads plain OpenType: WOFF 1.0 is the
 * simpler of the two to unpack (zlib-compressed tables), so the sfnt is rebuilt from it here.
 */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
  const tables = Array.from({ length: view.getUint16(12) }, (_, i) => {
    const entry = 44 + i * 20
    const offset = view.getUint32(entry + 4)
    const stored = woff.subarray(offset, offset + view.getUint32(entry + 8))
    const compressed = stored.length < view.getUint32(entry + 12)
    return {
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compressed ? new Uint8Array(inflateSync(stored)) : stored,
    }
  }).sort((a, b) => a.tag - b.tag) // HarfBuzz finds tables by binary search
  const headerSize = 12 + 16 * tables.length
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize)
  const sfnt = new Uint8Array(size)
  const out = new DataView(sfnt.buffer)
  const searchPower = 2 ** Math.floor(Math.log2(Math.max(1, tables.length)))
  out.setUint32(0, view.getUint32(4))
  out.setUint16(4, tables.length)
  out.setUint16(6, 16 * searchPower)
  out.setUint16(8, Math.log2(searchPower))
  out.setUint16(10, 16 * (tables.length - searchPower))
  let offset = headerSize
  tables.forEach((t, i) => {
    out.setUint32(12 + i * 16, t.tag)
    out.setUint32(16 + i * 16, t.checksum)
    out.setUint32(20 + i * 16, offset)
    out.setUint32(24 + i * 16, t.data.length)
    sfnt.set(t.data, offset)
    offset += (t.data.length + 3) & ~3
  })
  return sfnt
}

export class Face {
  readonly font: hb.Font
  readonly unitsPerEm: number
  private readonly characters: Set<number>
  private readonly outlines = new Map<number, GlyphOutline>()

  constructor(
    readonly file: string,
    sfnt: Uint8Array,
  ) {
    const face = new hb.Face(new hb.Blob(sfnt))
    this.unitsPerEm = face.upem
    this.characters = new Set(face.collectUnicodes())
    this.font = new hb.Font(face)
  }

  has(cp: number): boolean {
    return this.characters.has(cp)
  }

  outline(gid: number): GlyphOutline {
    let o = this.outlines.get(gid)
    if (!o) {
      const commands = this.font.glyphToJson(gid)
      let xMin = Infinity
      let yMin = Infinity
      let xMax = -Infinity
      let yMax = -Infinity
      // Control points bound the curve, which is close enough for fitting text.
      for (const { values } of commands) {
        for (let k = 0; k + 1 < values.length; k += 2) {
          xMin = Math.min(xMin, values[k] as number)
          xMax = Math.max(xMax, values[k] as number)
          yMin = Math.min(yMin, values[k + 1] as number)
          yMax = Math.max(yMax, values[k + 1] as number)
        }
      }
      if (xMin > xMax) xMin = xMax = yMin = yMax = 0
      o = { commands, xMin, yMin, xMax, yMax }
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
    const { pkg } = fontSets[id]
    // From the app's root, not `require.resolve`: the server's bundler turns a resolve of a
    // computed name into a module number (next.config.ts traces these files into the build).
    const dir = join(process.cwd(), 'node_modules', '@fontsource', pkg)
    const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >
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
    face = new Face(file, sfntFromWoff(readFileSync(file)))
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
 * Families to try, in order, for a content locale. The script font of the locale's site comes
 * first, so that shared Han characters take the Japanese, Simplified or Traditional forms as
 * appropriate; the rest of the list only guarantees that no character falls through to a
 * missing glyph.
 */
export function fallbackChain(locale: string): FamilyId[] {
  const site = sites.find((candidate) => candidate.content === locale)
  const own = site && scriptFontOf[site.prefix]
  const first: FamilyId[] = own ? [own] : []
  return [...first, ...allFamilies.filter((f) => !first.includes(f))]
}
