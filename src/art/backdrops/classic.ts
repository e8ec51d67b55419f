import { darken, lighten, mix } from '../color'
import { circle, circlePath, n, path, polar } from '../svg'
import { HEIGHT, type Scene, WIDTH, rays, scatter, sky, sparkles } from './shared'

export function classic(s: Scene): string {
  const { c, rng, focus } = s
  const parts: string[] = []
  parts.push(
    sky(s, [
      [0, mix(c.bg, c.accent, 0.22)],
      [0.6, c.bg],
      [1, darken(c.bg, 0.4)],
    ]),
  )
  // Bokeh: soft coloured discs.
  for (const [x, y] of scatter(rng, 16, 0, focus, { x0: 0, y0: 0, x1: WIDTH, y1: HEIGHT })) {
    parts.push(
      circle(x, y, rng.range(20, 70), {
        fill: rng.chance(0.5) ? c.accent : c.highlight,
        'fill-opacity': n(rng.range(0.06, 0.16)),
      }),
    )
  }
  const offset = rng.range(0, 12)
  parts.push(
    path(rays(focus[0], focus[1], 32, 760, 5, offset), { fill: c.highlight, 'fill-opacity': 0.22 }),
  )
  parts.push(
    path(rays(focus[0], focus[1], 32, 620, 2.6, offset + 5.625), {
      fill: lighten(c.accent, 0.3),
      'fill-opacity': 0.3,
    }),
  )
  // Marquee bulbs around the emblem.
  const ring = 285
  const count = 30
  let on = ''
  let off = ''
  let halos = ''
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(focus[0], focus[1] + 10, ring, (i * 360) / count + offset)
    if (y > 640) continue
    if (i % 2) off += circlePath(x, y, 7)
    else {
      on += circlePath(x, y, 8)
      halos += circlePath(x, y, 17)
    }
  }
  parts.push(path(halos, { fill: c.highlight, 'fill-opacity': 0.28 }))
  parts.push(path(on, { fill: '#fffbe0' }))
  parts.push(path(off, { fill: mix(c.highlight, c.bg, 0.5) }))
  parts.push(sparkles(s, 12, c.highlight, 300))
  return parts.join('')
}
