import { darken, lighten, mix } from '../color'
import { curve, ribbon } from '../motifs/kit'
import { circlePath, n, path } from '../svg'
import { HEIGHT, type Scene, WIDTH, rays, scatter, sky } from './shared'

export function fishing(s: Scene): string {
  const { c, rng, focus } = s
  const parts: string[] = []
  const water = mix(c.bg, '#12b5d8', 0.4)
  parts.push(
    sky(s, [
      [0, lighten(water, 0.18)],
      [0.45, mix(water, c.bg, 0.5)],
      [1, darken(c.bg, 0.4)],
    ]),
  )
  // Light shafts from the surface.
  const shaft = s.defs.linear([
    [0, '#ffffff', 0.26],
    [0.7, '#ffffff', 0.04],
    [1, '#ffffff', 0],
  ])
  let shafts = ''
  for (let i = 0; i < 6; i++) {
    const x = rng.range(-100, WIDTH)
    const w = rng.range(40, 110)
    const lean = rng.range(120, 260)
    shafts += `M${n(x)} 0h${n(w)}L${n(x + w + lean + w)} 800H${n(x + lean)}Z`
  }
  parts.push(path(shafts, { fill: shaft }))
  // Surface ripples.
  let ripple = ''
  for (let y = 26; y < 90; y += 28) {
    ripple += `M-20 ${y}`
    for (let x = -20; x < WIDTH + 40; x += 80) ripple += `q20 ${rng.range(-12, -4)} 40 0t40 0`
  }
  parts.push(
    path(ripple, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.16, 'stroke-width': 4 }),
  )
  parts.push(
    path(rays(focus[0], focus[1], 16, 600, 9, rng.range(0, 20)), {
      fill: '#bff6ff',
      'fill-opacity': 0.12,
    }),
  )
  // Distant fish.
  let school = ''
  for (const [x, y] of scatter(rng, 5, 300, focus, { x0: 60, y0: 120, x1: WIDTH - 60, y1: 520 })) {
    const r = rng.range(12, 22)
    const dir = rng.chance(0.5) ? 1 : -1
    school += `M${n(x)} ${n(y)}q${n(dir * r)} ${n(-r * 0.8)} ${n(dir * r * 2)} 0q${n(-dir * r)} ${n(r * 0.8)} ${n(-dir * r * 2)} 0Zm0 0l${n(-dir * r * 0.8)} ${n(-r * 0.5)}v${n(r)}Z`
  }
  parts.push(path(school, { fill: darken(water, 0.45), 'fill-opacity': 0.6 }))
  // Seaweed at both sides.
  const weed = (x: number, h: number, sway: number, color: string) =>
    path(
      ribbon(
        curve(
          [
            [x, HEIGHT + 10],
            [x + sway, HEIGHT - h * 0.35],
            [x - sway, HEIGHT - h * 0.7],
            [x + sway * 0.5, HEIGHT - h],
          ],
          10,
        ),
        [34, 32, 30, 28, 26, 22, 18, 14, 10, 6, 2],
      ),
      { fill: color },
    )
  const weedColor = mix('#0f6b4e', c.bg, 0.35)
  for (let i = 0; i < 4; i++) {
    parts.push(
      weed(
        rng.range(10, 200),
        rng.range(240, 420),
        rng.range(-40, 40),
        i % 2 ? weedColor : darken(weedColor, 0.25),
      ),
    )
    parts.push(
      weed(
        WIDTH - rng.range(10, 200),
        rng.range(240, 420),
        rng.range(-40, 40),
        i % 2 ? weedColor : darken(weedColor, 0.25),
      ),
    )
  }
  // Bubbles.
  let rims = ''
  let glints = ''
  for (const [x, y] of scatter(rng, 18, 250, focus, { x0: 30, y0: 60, x1: WIDTH - 30, y1: 640 })) {
    const r = rng.range(5, 20)
    rims += circlePath(x, y, r)
    glints += circlePath(x - r * 0.35, y - r * 0.35, r * 0.25)
  }
  parts.push(
    path(rims, {
      fill: '#ffffff',
      'fill-opacity': 0.12,
      stroke: '#e6fcff',
      'stroke-opacity': 0.7,
      'stroke-width': 2.5,
    }),
  )
  parts.push(path(glints, { fill: '#ffffff', 'fill-opacity': 0.85 }))
  return parts.join('')
}
