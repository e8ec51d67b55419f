import type { Colors } from '../motifs'
import type { Rng } from '../random'
import { type Defs, type Point, path, polar, rect, sparklePath, n } from '../svg'

/**
 * Theme scenery behind the emblem. Everything here is drawn with solid fills and linear
 * gradients where possible: librsvg renders radial gradients roughly ten times slower, and
 * the whole cover has a budget of about 150 ms.
 */
export const WIDTH = 1200
export const HEIGHT = 900

export interface Scene {
  defs: Defs
  rng: Rng
  c: Colors
  /** Centre of the emblem. */
  focus: Point
}

/**
 * Rays radiating from a point, as one path. Each ray swells and then tapers to a point, which
 * reads as a fade without paying for a gradient.
 */
export function rays(
  cx: number,
  cy: number,
  count: number,
  reach: number,
  widthDeg: number,
  offset: number,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const a = offset + (i * 360) / count
    const p1 = polar(cx, cy, reach * 0.42, a - widthDeg / 2)
    const tip = polar(cx, cy, reach, a)
    const p2 = polar(cx, cy, reach * 0.42, a + widthDeg / 2)
    d += `M${n(cx)} ${n(cy)}L${n(p1[0])} ${n(p1[1])}L${n(tip[0])} ${n(tip[1])}L${n(p2[0])} ${n(p2[1])}Z`
  }
  return d
}

export function sky(s: Scene, stops: [number, string][]): string {
  return rect(0, 0, WIDTH, HEIGHT, { fill: s.defs.linear(stops) })
}

/** Scattered positions that keep clear of the emblem's centre. */
export function scatter(
  rng: Rng,
  count: number,
  keepOut: number,
  focus: Point,
  area = { x0: 20, y0: 20, x1: WIDTH - 20, y1: 620 },
): Point[] {
  const pts: Point[] = []
  let guard = 0
  while (pts.length < count && guard++ < count * 20) {
    const p: Point = [rng.range(area.x0, area.x1), rng.range(area.y0, area.y1)]
    if (Math.hypot(p[0] - focus[0], (p[1] - focus[1]) * 1.2) < keepOut) continue
    pts.push(p)
  }
  return pts
}

export function sparkles(s: Scene, count: number, color: string, keepOut = 260): string {
  return scatter(s.rng, count, keepOut, s.focus)
    .map(([x, y]) => {
      const r = s.rng.range(8, 24)
      return path(sparklePath(x, y, r), {
        fill: s.rng.chance(0.6) ? '#ffffff' : color,
        'fill-opacity': n(s.rng.range(0.55, 0.95)),
      })
    })
    .join('')
}
