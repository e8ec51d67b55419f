import { DEVA_POSITIONING, DEVA_SCRIPTS, shapeDevanagari } from './devanagari'
import { type Face, fallbackChain, faceFor } from './fonts'
import { place, position, substitute, type GlyphItem } from './otl'

/** One shaped line of text, in em units (1 = font size), y up from the baseline. */
export interface ShapedGlyph {
  face: Face
  gid: number
  x: number
  y: number
}

export interface ShapedLine {
  glyphs: ShapedGlyph[]
  advance: number
  /** Ink extents. */
  xMin: number
  xMax: number
  yMin: number
  yMax: number
}

type Script = 'latin' | 'deva' | 'thai' | 'hangul' | 'kana' | 'han' | 'common'

export function scriptOf(cp: number): Script {
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) return 'deva'
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 'thai'
  if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xac00 && cp <= 0xd7af)) return 'hangul'
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff66 && cp <= 0xff9f)) return 'kana'
  if (
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  ) {
    return 'han'
  }
  if (/[\p{L}]/u.test(String.fromCodePoint(cp))) return 'latin'
  return 'common'
}

const scriptTags: Record<Exclude<Script, 'common'>, readonly string[]> = {
  latin: ['latn'],
  deva: DEVA_SCRIPTS,
  thai: ['thai'],
  hangul: ['hang'],
  kana: ['kana', 'hani'],
  han: ['hani'],
}

/*
 * Thai needs no reordering beyond SARA AM (below); Noto Sans Thai does the rest through its own
 * tables: ccmp drops the descenders of ญ and ฐ above a below-vowel, and GPOS mark / mkmk stack a
 * tone mark over an upper vowel and move it clear of tall consonants such as ป. Those GPOS
 * lookups are what opentype.js 2.0 cannot apply, hence otl.ts.
 */
const SUBSTITUTION = ['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt']
const POSITIONING = ['kern', 'mark', 'mkmk']

const isMark = (cp: number) => /\p{M}/u.test(String.fromCodePoint(cp)) || cp === 0x200c || cp === 0x200d

/**
 * Thai SARA AM is a nikhahit plus SARA AA. Decomposed, the nikhahit goes in front of any tone
 * mark before it, so the tone mark stacks above it (what HarfBuzz's Thai shaper does).
 */
function decomposeSaraAm(cps: number[], clusters: number[]): void {
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] !== 0x0e33) continue
    let at = i
    while (at > 0 && (cps[at - 1] as number) >= 0x0e48 && (cps[at - 1] as number) <= 0x0e4b) at--
    const cluster = clusters[i] as number
    cps.splice(i, 1, 0x0e32)
    cps.splice(at, 0, 0x0e4d)
    clusters.splice(at, 0, cluster)
    i++
  }
}

interface Run {
  face: Face
  script: Script
  cps: number[]
  clusters: number[]
}

function splitRuns(text: string, locale: string): Run[] {
  const chain = fallbackChain(locale)
  const runs: Run[] = []
  let prevFace: Face | null = null
  let prevScript: Script = 'common'
  let index = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number
    const cluster = index++
    let script = scriptOf(cp)
    if (script === 'common') script = prevScript
    let face: Face | null = null
    // Marks, joiners and punctuation stay in the face of what precedes them when it can draw them.
    if (prevFace && (isMark(cp) || scriptOf(cp) === 'common') && prevFace.has(cp)) face = prevFace
    for (const fam of chain) {
      if (face) break
      face = faceFor(fam, cp)
    }
    if (!face) continue
    const last = runs[runs.length - 1]
    if (last && last.face === face && (last.script === script || script === 'common')) {
      last.cps.push(cp)
      last.clusters.push(cluster)
    } else {
      runs.push({ face, script, cps: [cp], clusters: [cluster] })
    }
    prevFace = face
    prevScript = script
  }
  // A run that began with punctuation takes the script of what follows.
  for (const run of runs) {
    if (run.script === 'common') {
      const firstLetter = run.cps.map(scriptOf).find((s) => s !== 'common')
      run.script = firstLetter ?? 'latin'
    }
  }
  return runs
}

function shapeRun(run: Run): { glyphs: { gid: number; x: number; y: number }[]; advance: number } {
  const { face } = run
  const cps = [...run.cps]
  const clusters = [...run.clusters]
  if (run.script === 'thai') decomposeSaraAm(cps, clusters)
  const tags = run.script === 'common' ? ['latn'] : scriptTags[run.script]

  let buf: GlyphItem[]
  let gposFeatures: readonly string[]
  if (run.script === 'deva') {
    buf = shapeDevanagari(face, cps, clusters)
    gposFeatures = DEVA_POSITIONING
  } else {
    buf = cps.map((cp, k) => ({
      gid: face.glyphIndex(cp),
      cluster: clusters[k] as number,
      mask: 0x7fffffff,
      cat: 0,
      syllable: 0,
      xAdv: 0,
      yAdv: 0,
      xOff: 0,
      yOff: 0,
      attach: -1,
      attachDx: 0,
      attachDy: 0,
    }))
    buf = substitute(face.layout, buf, tags, SUBSTITUTION)
    // Han and kana keep their full-width advances: CJK kerning is meant for proportional setting.
    gposFeatures = run.script === 'han' || run.script === 'kana' ? ['mark', 'mkmk'] : POSITIONING
  }
  for (const item of buf) {
    item.mask = item.mask || 0x7fffffff
    item.xAdv = face.outline(item.gid).advance
  }
  position(face.layout, buf, tags, gposFeatures)
  return place(buf)
}

const cache = new Map<string, ShapedLine>()

/** Shapes a single line of text with the locale's font fallback chain. */
export function shapeLine(text: string, locale: string): ShapedLine {
  const key = `${locale}\u0000${text}`
  const hit = cache.get(key)
  if (hit) return hit
  const glyphs: ShapedGlyph[] = []
  let pen = 0
  let xMin = Infinity
  let xMax = -Infinity
  let yMin = Infinity
  let yMax = -Infinity
  for (const run of splitRuns(text.normalize('NFC'), locale)) {
    const scale = 1 / run.face.unitsPerEm
    const shaped = shapeRun(run)
    for (const gl of shaped.glyphs) {
      const x = pen + gl.x * scale
      const y = gl.y * scale
      glyphs.push({ face: run.face, gid: gl.gid, x, y })
      const o = run.face.outline(gl.gid)
      if (o.commands.length) {
        xMin = Math.min(xMin, x + o.xMin * scale)
        xMax = Math.max(xMax, x + o.xMax * scale)
        yMin = Math.min(yMin, y + o.yMin * scale)
        yMax = Math.max(yMax, y + o.yMax * scale)
      }
    }
    pen += shaped.advance * scale
  }
  if (xMin > xMax) xMin = xMax = yMin = yMax = 0
  const line: ShapedLine = { glyphs, advance: pen, xMin, xMax, yMin, yMax }
  if (cache.size > 2000) cache.clear()
  cache.set(key, line)
  return line
}

/** SVG path data for a shaped line with its baseline origin at (x, y) and the given font size. */
export function linePath(line: ShapedLine, x: number, y: number, size: number): string {
  const parts: string[] = []
  const f = (v: number) => String(Math.round(v * 10) / 10)
  for (const gl of line.glyphs) {
    const o = gl.face.outline(gl.gid)
    if (!o.commands.length) continue
    const s = size / gl.face.unitsPerEm
    const ox = x + gl.x * size
    const oy = y - gl.y * size
    const X = (v = 0) => f(ox + v * s)
    const Y = (v = 0) => f(oy - v * s)
    for (const c of o.commands) {
      switch (c.type) {
        case 'M':
        case 'L':
          parts.push(`${c.type}${X(c.x)} ${Y(c.y)}`)
          break
        case 'Q':
          parts.push(`Q${X(c.x1)} ${Y(c.y1)} ${X(c.x)} ${Y(c.y)}`)
          break
        case 'C':
          parts.push(`C${X(c.x1)} ${Y(c.y1)} ${X(c.x2)} ${Y(c.y2)} ${X(c.x)} ${Y(c.y)}`)
          break
        case 'Z':
          parts.push('Z')
          break
      }
    }
  }
  return parts.join('')
}
