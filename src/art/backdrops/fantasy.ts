import { darken, lighten, mix } from '../color'
import type { Rng } from '../random'
import { type Point, circle, circlePath, path, poly, rect } from '../svg'
import { HEIGHT, type Scene, WIDTH, rays, sky, sparkles } from './shared'

function jagged(rng: Rng, baseY: number, minH: number, maxH: number, step: number): Point[] {
  const pts: Point[] = [[-20, HEIGHT]]
  let x = -20
  let up = true
  while (x < WIDTH + 40) {
    pts.push([x, baseY - (up ? rng.range(minH, maxH) : rng.range(0, minH * 0.6))])
    x += rng.range(step * 0.6, step * 1.3)
    up = !up
  }
  pts.push([WIDTH + 40, HEIGHT])
  return pts
}

export function fantasy(s: Scene): string {
  const { c, rng, focus } = s
  const parts: string[] = []
  parts.push(
    sky(s, [
      [0, darken(c.bg, 0.3)],
      [0.55, mix(c.bg, c.accent, 0.3)],
      [0.75, mix(c.bg, c.highlight, 0.22)],
      [1, darken(c.bg, 0.2)],
    ]),
  )
  let stars = ''
  for (let i = 0; i < 90; i++)
    stars += circlePath(rng.range(0, WIDTH), rng.range(0, 560), rng.range(0.8, 2.6))
  parts.push(path(stars, { fill: '#ffffff', 'fill-opacity': 0.75 }))
  // Moon in a corner, away from the emblem.
  const left = focus[0] > WIDTH / 2
  const mx = left ? rng.range(130, 220) : WIDTH - rng.range(130, 220)
  const my = rng.range(110, 170)
  parts.push(circle(mx, my, 90, { fill: lighten(c.highlight, 0.5), 'fill-opacity': 0.08 }))
  parts.push(circle(mx, my, 64, { fill: lighten(c.highlight, 0.5), 'fill-opacity': 0.12 }))
  parts.push(
    circle(mx, my, 44, {
      fill: s.defs.linear([
        [0, '#fffbe8'],
        [1, lighten(c.highlight, 0.35)],
      ]),
    }),
  )
  parts.push(
    path(rays(focus[0], focus[1], 12, 620, 14, rng.range(0, 30)), {
      fill: lighten(c.accent, 0.4),
      'fill-opacity': 0.13,
    }),
  )
  // Far mountains with a castle on one ridge, then nearer peaks.
  const far = jagged(rng, 600, 130, 220, 150)
  parts.push(
    path(poly(far), {
      fill: s.defs.linear([
        [0, mix(c.bg, c.accent, 0.45)],
        [1, darken(c.bg, 0.1)],
      ]),
    }),
  )
  const cx = left ? rng.range(60, 220) : WIDTH - rng.range(60, 220)
  const cy = 470
  const castleColor = mix(c.bg, c.accent, 0.35)
  let castle = ''
  for (const [dx, w, h] of [
    [-56, 30, 110],
    [-20, 40, 150],
    [26, 30, 120],
    [58, 24, 90],
  ] as const) {
    castle += `M${cx + dx - w / 2} ${cy}v${-h}h${w}v${h}Z`
    castle += poly([
      [cx + dx - w / 2 - 6, cy - h],
      [cx + dx, cy - h - w * 1.4],
      [cx + dx + w / 2 + 6, cy - h],
    ])
  }
  parts.push(path(castle + `M${cx - 80} ${cy}h170v60h-170Z`, { fill: castleColor }))
  let windows = ''
  for (const [dx, dy] of [
    [-56, -80],
    [-20, -120],
    [-20, -80],
    [26, -90],
  ] as const) {
    windows += `M${cx + dx - 4} ${cy + dy}h8v14h-8Z`
  }
  parts.push(path(windows, { fill: c.highlight, 'fill-opacity': 0.9 }))
  const near = jagged(rng, 690, 90, 170, 190)
  parts.push(
    path(poly(near), {
      fill: s.defs.linear([
        [0, mix(darken(c.bg, 0.2), c.accent, 0.2)],
        [1, darken(c.bg, 0.5)],
      ]),
    }),
  )
  parts.push(
    rect(0, 560, WIDTH, 200, {
      fill: s.defs.linear([
        [0, '#ffffff', 0],
        [0.5, lighten(c.accent, 0.4), 0.12],
        [1, '#ffffff', 0],
      ]),
    }),
  )
  parts.push(sparkles(s, 9, c.highlight))
  return parts.join('')
}
