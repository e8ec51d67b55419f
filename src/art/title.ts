import { keepTogether, wholeWordPieces } from '@/i18n/wholeWords'

import { lighten, luminance, mix } from './color'
import type { Colors } from './motifs'
import { type Defs, g, n } from './svg'
import { linePath, scriptOf, shapeLine, type ShapedLine } from './text/line'

/**
 * Fits a game title into a box: one line, or two lines broken at a space (or between CJK
 * characters), whichever gives the larger type; long titles shrink.
 */

export interface TitleBox {
  x: number
  y: number
  width: number
  height: number
}

export interface TitleLine {
  /** SVG path data of the glyph outlines, in canvas coordinates. */
  d: string
  /** Ink extents of the line (canvas coordinates). */
  top: number
  bottom: number
  left: number
  right: number
}

export interface TitleLayout {
  lines: TitleLine[]
  size: number
  /** Width of the outline strokes as a fraction of the font size. */
  outline: number
}

export interface TitleStyle {
  maxSize: number
  maxSizeTwoLines: number
}

/** The dots that join a title's parts: ・ (Japanese), · (mainland), ‧ (U+2027, Hong Kong). */
const PART_DOT = /[・·‧]/u
const BREAK_BEFORE_FORBIDDEN =
  /[、。，．,.!?！？:：;；)）」』】〕〉》ー・·‧ゃゅょっぁぃぅぇぉャュョッァィゥェォ々〜~\-–—]/u
const BREAK_AFTER_FORBIDDEN = /[(（「『【〔〈《]/u

const isCjk = (ch: string) => {
  const s = scriptOf(ch.codePointAt(0) ?? 0)
  return s === 'han' || s === 'kana'
}
const isThai = (ch: string) => scriptOf(ch.codePointAt(0) ?? 0) === 'thai'

/**
 * Word boundaries from ICU (Node's Intl.Segmenter has dictionaries for Thai, Chinese and
 * Japanese, which write words without spaces), as code point offsets. ICU chops words it does
 * not know (Thai transliterations such as ยูนิคอร์น) and compounds (เกล็ด|เมฆ): the listed ones
 * are kept whole (`wholeWords`), and no break is offered next to a piece shorter than three
 * letters.
 */
function wordBoundaries(text: string, locale: string): Set<number> {
  const out = new Set<number>()
  if (typeof Intl.Segmenter !== 'function') return out
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
  const segments = wholeWordPieces(text).flatMap((piece, i) =>
    i % 2 ? [[...piece]] : [...segmenter.segment(piece)].map((s) => [...s.segment]),
  )
  let at = 0
  for (let i = 0; i < segments.length - 1; i++) {
    const here = segments[i] as string[]
    const next = segments[i + 1] as string[]
    at += here.length
    const thai = isThai(here[here.length - 1] ?? '') && isThai(next[0] ?? '')
    if (!thai || (here.length >= 3 && next.length >= 3)) out.add(at)
  }
  return out
}

type JapaneseKind = 'han' | 'hiragana' | 'katakana' | 'other'
const japaneseKind = (ch: string): JapaneseKind =>
  /[\p{Script=Han}々]/u.test(ch)
    ? 'han'
    : /\p{Script=Hiragana}/u.test(ch)
      ? 'hiragana'
      : /[\p{Script=Katakana}ー]/u.test(ch)
        ? 'katakana'
        : 'other'

/**
 * Where a Japanese title may break between two characters, besides after a ・: where the script
 * changes to anything but hiragana (particles and okurigana stay with the word before them:
 * 霧の湖の|ルアー). Never inside a katakana word, which ICU's dictionary chops when it does not
 * know the loanword (クローム・セブ|ンズ); between two kanji only at a word boundary with two
 * or more kanji on each side.
 */
function isJapaneseBreak(chars: string[], i: number, words: Set<number>) {
  const [prev, cur] = [chars[i - 1] as string, chars[i] as string]
  const [before, after] = [japaneseKind(prev), japaneseKind(cur)]
  if (before === 'han' && after === 'han')
    return words.has(i) && !words.has(i - 1) && !words.has(i + 1) && i >= 2 && i <= chars.length - 2
  return before !== after && after !== 'hiragana'
}

/**
 * Candidate two-line splits: [first, second]. As on the pages, ๆ stays with its word and a
 * number with its unit (`keepTogether`).
 */
export function splits(title: string, locale: string): [string, string][] {
  const text = keepTogether(title)
  const chars = [...text]
  const words = wordBoundaries(text, locale)
  const out: [string, string][] = []
  const cut = (i: number, skip: number) => {
    const a = chars.slice(0, i).join('').trim()
    const b = chars
      .slice(i + skip)
      .join('')
      .trim()
    if (a && b) out.push([a, b])
  }
  for (let i = 1; i < chars.length; i++) {
    const prev = chars[i - 1] as string
    const cur = chars[i] as string
    if (cur === ' ' || cur === '\u3000') cut(i, 1)
    else if (prev === ' ') continue
    else if (prev === '-' || prev === '–' || prev === ':' || PART_DOT.test(prev)) cut(i, 0)
    else if (BREAK_BEFORE_FORBIDDEN.test(cur) || BREAK_AFTER_FORBIDDEN.test(prev)) continue
    else if (isThai(prev) && isThai(cur) && words.has(i)) cut(i, 0)
    else if (
      (isCjk(prev) || isCjk(cur)) &&
      !(/[\p{Script=Latin}\d]/u.test(prev) && /[\p{Script=Latin}\d]/u.test(cur))
    ) {
      // Any boundary between CJK characters is legal; word boundaries are preferred below.
      const allowed = locale.startsWith('ja')
        ? isJapaneseBreak(chars, i, words)
        : words.has(i) || !words.size
      if (allowed) cut(i, 0)
    }
  }
  // A CJK title in parts (云鳞神龙·明珠, 白虎・銀の爪, 雲鱗神龍‧烈焰) breaks between its parts, never
  // in a name; the dot stays with the part before it.
  const betweenParts = out.filter(([first]) => /[・·‧：:]$/u.test(first))
  if (betweenParts.length && chars.some(isCjk)) return betweenParts
  if (!out.length) {
    // No word boundary at all in a CJK title: fall back to breaking between characters.
    for (let i = 1; i < chars.length; i++) {
      const prev = chars[i - 1] as string
      const cur = chars[i] as string
      if (
        isCjk(prev) &&
        isCjk(cur) &&
        !BREAK_BEFORE_FORBIDDEN.test(cur) &&
        !BREAK_AFTER_FORBIDDEN.test(prev)
      )
        cut(i, 0)
    }
  }
  return out
}

/** Outline strokes eat into counters; dense CJK glyphs get thinner ones. */
export function outlineFor(title: string): number {
  const chars = [...title].filter((c) => c.trim())
  const dense = chars.filter((c) => {
    const s = scriptOf(c.codePointAt(0) ?? 0)
    return s === 'han' || s === 'hangul' || s === 'kana'
  }).length
  return dense > chars.length / 2 ? 0.17 : 0.24
}

interface Candidate {
  lines: ShapedLine[]
  size: number
  /** Baseline distance between the lines, in em. */
  pitch: number
  heightEm: number
}

function evaluate(lines: ShapedLine[], box: TitleBox, style: TitleStyle, pad: number): Candidate {
  const widthEm = Math.max(...lines.map((l) => l.xMax - l.xMin)) + 2 * pad
  let pitch = 0
  let heightEm: number
  const first = lines[0] as ShapedLine
  if (lines.length === 1) {
    heightEm = first.yMax - first.yMin + 2 * pad
  } else {
    const second = lines[1] as ShapedLine
    pitch = Math.max(0.9, -first.yMin + second.yMax + 0.09)
    heightEm = first.yMax + pitch - second.yMin + 2 * pad
  }
  const cap = lines.length === 1 ? style.maxSize : style.maxSizeTwoLines
  const size = Math.min(cap, box.width / widthEm, box.height / heightEm)
  return { lines, size, pitch, heightEm }
}

export function layoutTitle(
  title: string,
  locale: string,
  box: TitleBox,
  style: TitleStyle,
): TitleLayout {
  const text = title.trim().replace(/\s+/g, ' ')
  const outline = outlineFor(text)
  const pad = outline / 2
  const candidates = [evaluate([shapeLine(text, locale)], box, style, pad)]
  for (const [a, b] of splits(text, locale))
    candidates.push(evaluate([shapeLine(a, locale), shapeLine(b, locale)], box, style, pad))
  // Largest type wins; among near-equals, one line beats two and even lines beat ragged ones.
  const top = Math.max(...candidates.map((c) => c.size))
  const imbalance = (c: Candidate) => {
    const [a, b] = c.lines
    return a && b ? Math.abs(a.xMax - a.xMin - (b.xMax - b.xMin)) : -1
  }
  const best = candidates
    .filter((c) => c.size >= top * 0.98)
    .sort((a, b) => imbalance(a) - imbalance(b))[0] as Candidate
  const { size } = best
  const first = best.lines[0] as ShapedLine
  const blockTop = box.y + (box.height - best.heightEm * size) / 2
  let baseline = blockTop + (pad + first.yMax) * size
  const lines: TitleLine[] = best.lines.map((line, i) => {
    if (i > 0) baseline += best.pitch * size
    const x = box.x + box.width / 2 - ((line.xMin + line.xMax) / 2) * size
    return {
      d: linePath(line, x, baseline, size),
      top: baseline - line.yMax * size,
      bottom: baseline - line.yMin * size,
      left: x + line.xMin * size,
      right: x + line.xMax * size,
    }
  })
  return { lines, size, outline }
}

const coverStyle: TitleStyle = { maxSize: 150, maxSizeTwoLines: 118 }

/**
 * The title as game-logo lettering: a soft drop shadow, a coloured outer rim, a dark inner rim
 * and a glossy gradient fill. The glyph outlines are defined once and reused by every layer.
 * `bounds` is the box the lettering covers, rims and shadow included.
 */
export function titleArt(
  defs: Defs,
  c: Colors,
  text: string,
  locale: string,
  box: TitleBox,
  style = coverStyle,
): { markup: string; bounds: TitleBox } {
  const layout = layoutTitle(text, locale, box, style)
  const s = layout.size
  const outer = s * layout.outline
  const inner = outer * 0.6
  const ids = layout.lines.map((line, i) =>
    defs.raw(
      `title-${i}-${line.d.length}-${line.d.slice(0, 40)}`,
      (id) => `<path id="${id}" class="title" d="${line.d}"/>`,
    ),
  )
  const use = (i: number, attrs: string) => `<use href="#${ids[i]}"${attrs}/>`
  const layers: string[] = []
  layout.lines.forEach((line, i) => {
    layers.push(
      use(
        i,
        ` transform="translate(0 ${n(s * 0.07)})" fill="${c.ink}" stroke="${c.ink}" stroke-width="${n(outer + 4)}" stroke-linejoin="round" opacity="0.7"`,
      ),
    )
    layers.push(
      use(
        i,
        ` fill="${c.accent}" stroke="${mix(c.accent, c.highlight, 0.25)}" stroke-width="${n(outer)}" stroke-linejoin="round"`,
      ),
    )
    const fill = defs.linear(
      [
        [0, '#ffffff'],
        [0.45, lighten(c.highlight, 0.55)],
        [0.56, c.highlight],
        // A near-white highlight would leave the title colourless: lean harder on the accent.
        [1, mix(c.highlight, c.accent, luminance(c.highlight) > 0.75 ? 0.6 : 0.35)],
      ],
      { user: true, x1: 0, y1: line.top, x2: 0, y2: line.bottom },
    )
    // paint-order puts the ink ring under the fill, so only its outer half shows.
    layers.push(
      use(
        i,
        ` fill="${fill}" stroke="${c.ink}" stroke-width="${n(inner)}" stroke-linejoin="round" paint-order="stroke"`,
      ),
    )
  })
  // The shadow's stroke is the widest layer; it sits s × 0.07 below the rest.
  const rim = (outer + 4) / 2
  const left = Math.min(...layout.lines.map((line) => line.left)) - rim
  const top = Math.min(...layout.lines.map((line) => line.top)) - rim
  const right = Math.max(...layout.lines.map((line) => line.right)) + rim
  const bottom = Math.max(...layout.lines.map((line) => line.bottom)) + s * 0.07 + rim
  return {
    markup: g(layers.join(''), { class: 'title' }),
    bounds: { x: left, y: top, width: right - left, height: bottom - top },
  }
}
