import * as hb from 'harfbuzzjs'

import { type Face, fallbackChain, faceFor } from './fonts'

/** One glyph of a shaped line, in em units (1 = font size), y up from the baseline. */
export interface ShapedGlyph {
  face: Face
  gid: number
  /** The index, in code points of the line, of the first character this glyph draws. */
  cluster: number
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

const within = (cp: number, ...ranges: [number, number][]) =>
  ranges.some(([a, b]) => cp >= a && cp <= b)

export function scriptOf(cp: number): Script {
  if (within(cp, [0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff])) return 'deva'
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 'thai'
  if (within(cp, [0x1100, 0x11ff], [0x3130, 0x318f], [0xac00, 0xd7af])) return 'hangul'
  if (within(cp, [0x3040, 0x30ff], [0x31f0, 0x31ff], [0xff66, 0xff9f])) return 'kana'
  if (within(cp, [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0x20000, 0x3ffff])) {
    return 'han'
  }
  if (/[\p{L}]/u.test(String.fromCodePoint(cp))) return 'latin'
  return 'common'
}

/** ISO 15924 codes, as HarfBuzz takes them. */
const iso15924: Record<Exclude<Script, 'common'>, string> = {
  latin: 'Latn',
  deva: 'Deva',
  thai: 'Thai',
  hangul: 'Hang',
  kana: 'Kana',
  han: 'Hani',
}

/** Han and kana keep their full-width advances: CJK kerning is meant for proportional setting. */
const fullWidth = [new hb.Feature('kern', 0)]

const isMark = (cp: number) =>
  /\p{M}/u.test(String.fromCodePoint(cp)) || cp === 0x200c || cp === 0x200d

interface Run {
  face: Face
  script: Script
  cps: number[]
  clusters: number[]
}

/** Splits a line where the font changes: the locale's own family first, then the fallbacks. */
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

/** HarfBuzz shapes one run: glyph ids, clusters (as indices into the line) and positions. */
function shapeRun(run: Run, locale: string) {
  const buffer = new hb.Buffer()
  buffer.addCodePoints(run.cps)
  buffer.setScript(iso15924[run.script as Exclude<Script, 'common'>])
  buffer.setLanguage(locale)
  buffer.guessSegmentProperties()
  hb.shape(run.face.font, buffer, run.script === 'han' || run.script === 'kana' ? fullWidth : [])
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().map((info, i) => ({
    gid: info.codepoint,
    cluster: run.clusters[info.cluster] as number,
    ...(positions[i] as hb.GlyphPosition),
  }))
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
    for (const gl of shapeRun(run, locale)) {
      const x = pen + gl.xOffset * scale
      const y = gl.yOffset * scale
      glyphs.push({ face: run.face, gid: gl.gid, cluster: gl.cluster, x, y })
      const o = run.face.outline(gl.gid)
      if (o.commands.length) {
        xMin = Math.min(xMin, x + o.xMin * scale)
        xMax = Math.max(xMax, x + o.xMax * scale)
        yMin = Math.min(yMin, y + o.yMin * scale)
        yMax = Math.max(yMax, y + o.yMax * scale)
      }
      pen += gl.xAdvance * scale
    }
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
    const s = size / gl.face.unitsPerEm
    const ox = x + gl.x * size
    const oy = y - gl.y * size
    for (const { type, values } of gl.face.outline(gl.gid).commands) {
      // Font units are y up, SVG y down: every (x, y) pair is scaled, then flipped.
      const points = values.map((v, k) => f(k % 2 === 0 ? ox + v * s : oy - v * s))
      parts.push(`${type}${points.join(' ')}`)
    }
  }
  return parts.join('')
}
