import { darken, lighten, mix } from '../color'
import type { Rng } from '../random'
import { type Attrs, type Defs, type Point, el, even, n, path } from '../svg'

/** Colours a cover is painted with, derived from the game's three-colour palette. */
export interface Colors {
  accent: string
  highlight: string
  bg: string
  /** Outline colour: a near-black tinted with the background. */
  ink: string
}

/**
 * Everything a motif drawing needs. Motifs draw around (0, 0) inside a 400×400 box
 * (−200..200 both ways), y down; the cover scales and places the result.
 */
export interface Kit {
  defs: Defs
  rng: Rng
  c: Colors
  /** Outlined shape. */
  shape(d: string, fill: string, extra?: Attrs): string
  /** Unoutlined shape. */
  flat(d: string, fill: string, extra?: Attrs): string
  /** Soft white gloss. */
  gloss(d: string, opacity?: number): string
  /** A stroked line (no fill) in the ink colour unless given. */
  line(d: string, width: number, color?: string, extra?: Attrs): string
  /** Lit-from-top-left shading of one colour (bounding-box gradient). */
  body(color: string, angle?: number, spread?: number): string
  /** Vertical shading of one colour. */
  vbody(color: string, spread?: number): string
  /** Spherical shading (radial, light at upper left). */
  ball(color: string, spread?: number): string
  gold: string
  goldDeep: string
  silver: string
  wood: string
  /** Outline width used by the motifs. */
  ow: number
}

export type Motif = (k: Kit) => string

export interface MotifDef {
  draw: Motif
  /** May be mirrored for variety (false for shapes with a reading direction, like the seven). */
  flip: boolean
}

export function makeKit(defs: Defs, rng: Rng, c: Colors): Kit {
  const ow = 7
  const stroke: Attrs = {
    stroke: c.ink,
    'stroke-width': ow,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  }
  const body = (color: string, angle = 65, spread = 0.42) =>
    defs.angled(
      [
        [0, lighten(color, spread)],
        [0.45, color],
        [1, darken(color, spread * 0.9)],
      ],
      angle,
    )
  return {
    defs,
    rng,
    c,
    ow,
    shape: (d, fill, extra = {}) => path(d, { fill, ...stroke, ...extra }),
    flat: (d, fill, extra = {}) => path(d, { fill, ...extra }),
    gloss: (d, opacity = 0.55) => path(d, { fill: '#ffffff', 'fill-opacity': opacity }),
    line: (d, width, color = c.ink, extra = {}) =>
      path(d, {
        fill: 'none',
        stroke: color,
        'stroke-width': width,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        ...extra,
      }),
    body,
    vbody: (color, spread = 0.4) => body(color, 90, spread),
    ball: (color, spread = 0.5) =>
      defs.radial(
        [
          [0, lighten(color, spread)],
          [0.55, color],
          [1, darken(color, spread * 0.8)],
        ],
        { cx: 0.38, cy: 0.32, r: 0.75 },
      ),
    gold: defs.angled(
      [
        [0, '#fff6c8'],
        [0.3, '#ffd84d'],
        [0.65, '#f5a000'],
        [1, '#a85a00'],
      ],
      70,
    ),
    goldDeep: defs.angled(even('#ffd24a', '#e08a00', '#8a4600'), 80),
    silver: defs.angled(
      [
        [0, '#ffffff'],
        [0.35, '#dfe7f1'],
        [0.7, '#9fb0c4'],
        [1, '#5f6f86'],
      ],
      70,
    ),
    wood: defs.angled(even('#d9a066', '#a0612d', '#5e3416'), 80),
  }
}

/** Ink derived from the background colour. */
export function inkFor(bg: string): string {
  return mix(darken(bg, 0.72), '#120818', 0.35)
}

/**
 * A closed outline around a centre line ("spine") with a width at every spine point:
 * used for tails, tentacles, bodies and whiskers.
 */
export function ribbon(spine: readonly Point[], widths: readonly number[], tension = 1): string {
  const left: Point[] = []
  const right: Point[] = []
  for (let i = 0; i < spine.length; i++) {
    const p = spine[i] as Point
    const a = spine[Math.max(0, i - 1)] as Point
    const b = spine[Math.min(spine.length - 1, i + 1)] as Point
    let dx = b[0] - a[0]
    let dy = b[1] - a[1]
    const len = Math.hypot(dx, dy) || 1
    dx /= len
    dy /= len
    const w = (widths[i] ?? widths[widths.length - 1] ?? 0) / 2
    left.push([p[0] - dy * w, p[1] + dx * w])
    right.push([p[0] + dy * w, p[1] - dx * w])
  }
  return smoothPath([...left, ...right.reverse()], tension)
}

/** A closed Catmull-Rom spline through the points, as cubic Béziers. */
export function smoothPath(points: readonly Point[], tension = 1): string {
  const count = points.length
  const at = (i: number) => points[((i % count) + count) % count] as Point
  const k = tension / 6
  const first = at(0)
  let d = `M${n(first[0])} ${n(first[1])}`
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    d += `C${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}Z`
}

/** `steps + 1` points sampled along a Catmull-Rom curve through the given points (for spines). */
export function curve(points: readonly Point[], steps: number): Point[] {
  const out: Point[] = []
  const count = points.length
  const at = (i: number) => points[Math.max(0, Math.min(count - 1, i))] as Point
  for (let s = 0; s <= steps; s++) {
    const t = (s / steps) * (count - 1)
    const i = Math.min(count - 2, Math.floor(t))
    const u = t - i
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const f = (a: number, b: number, c: number, d: number) =>
      0.5 *
      (2 * b +
        (-a + c) * u +
        (2 * a - 5 * b + 4 * c - d) * u * u +
        (-a + 3 * b - 3 * c + d) * u * u * u)
    out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])])
  }
  return out
}

/** Wraps markup in a transform. */
export function place(
  markup: string,
  x: number,
  y: number,
  scale = 1,
  rotate = 0,
  extra: Attrs = {},
): string {
  const t = [`translate(${n(x)} ${n(y)})`]
  if (rotate) t.push(`rotate(${n(rotate)})`)
  if (scale !== 1) t.push(`scale(${Math.round(scale * 1000) / 1000})`)
  return el('g', { transform: t.join(' '), ...extra }, markup)
}

/** Repeats markup rotated around the origin. */
export function around(
  count: number,
  make: (i: number, degrees: number) => string,
  offset = 0,
): string {
  let s = ''
  for (let i = 0; i < count; i++) {
    const deg = offset + (i * 360) / count
    s += el('g', { transform: `rotate(${n(deg)})` }, make(i, deg))
  }
  return s
}
