import { darken, lighten, mix } from '../color'
import { circle, circlePath, n, path, poly, rect } from '../svg'
import { HEIGHT, type Scene, WIDTH, scatter, sky, sparkles } from './shared'

export function western(s: Scene): string {
  const { c, rng, focus } = s
  const parts: string[] = []
  const horizonGlow = mix(c.accent, c.highlight, 0.5)
  parts.push(
    sky(s, [
      [0, darken(c.bg, 0.2)],
      [0.35, mix(c.bg, c.accent, 0.45)],
      [0.62, horizonGlow],
      [0.63, darken(c.bg, 0.1)],
      [1, darken(c.bg, 0.45)],
    ]),
  )
  // Setting sun with cut bands.
  const sx = focus[0] + rng.range(-160, 160)
  const sy = 520
  parts.push(circle(sx, sy, 230, { fill: c.highlight, 'fill-opacity': 0.12 }))
  const bands = s.defs.raw(
    `sun-bands-${n(sx)}`,
    (id) =>
      `<clipPath id="${id}"><path d="M0 0H${WIDTH}V${sy - 30}H0ZM0 ${sy - 18}H${WIDTH}V${sy - 4}H0ZM0 ${sy + 8}H${WIDTH}V${sy + 18}H0Z"/></clipPath>`,
  )
  parts.push(
    circle(sx, sy, 170, {
      fill: s.defs.linear([
        [0, lighten(c.highlight, 0.45)],
        [0.7, c.highlight],
        [1, c.accent],
      ]),
      'clip-path': `url(#${bands})`,
    }),
  )
  // Buttes: flat tops, steep sides.
  const butte = (x: number, w: number, h: number, base: number) =>
    poly([
      [x - w / 2 - h * 0.35, base],
      [x - w / 2 - 10, base - h + 14],
      [x - w / 2 + 8, base - h],
      [x + w / 2 - 8, base - h],
      [x + w / 2 + 10, base - h + 14],
      [x + w / 2 + h * 0.35, base],
    ])
  let farD = ''
  for (let i = 0; i < 4; i++)
    farD += butte(rng.range(0, WIDTH), rng.range(80, 220), rng.range(90, 170), 575)
  parts.push(path(farD, { fill: mix(c.bg, c.accent, 0.5) }))
  parts.push(rect(0, 566, WIDTH, 10, { fill: mix(c.bg, c.accent, 0.5) }))
  let nearD = ''
  nearD += butte(rng.range(40, 200), rng.range(140, 260), rng.range(170, 260), 660)
  nearD += butte(WIDTH - rng.range(40, 200), rng.range(140, 260), rng.range(170, 260), 660)
  parts.push(
    path(nearD, {
      fill: s.defs.linear([
        [0, mix(darken(c.bg, 0.15), c.accent, 0.28)],
        [1, darken(c.bg, 0.35)],
      ]),
    }),
  )
  parts.push(path(`M0 640Q300 600 600 630T1200 620V${HEIGHT}H0Z`, { fill: darken(c.bg, 0.3) }))
  // Cactus silhouettes.
  const saguaro = (x: number, h: number) => {
    const w = h * 0.16
    return (
      `M${n(x - w / 2)} 660v${n(-h + w / 2)}a${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(w)} 0v${n(h - w / 2)}Z` +
      `M${n(x - w / 2)} ${n(660 - h * 0.45)}h${n(-w * 0.9)}v${n(-h * 0.25)}a${n(w * 0.35)} ${n(w * 0.35)} 0 0 1 ${n(w * 0.7)} 0v${n(h * 0.12)}h${n(w * 0.2)}Z` +
      `M${n(x + w / 2)} ${n(660 - h * 0.55)}h${n(w * 0.9)}v${n(-h * 0.2)}a${n(w * 0.35)} ${n(w * 0.35)} 0 0 0 ${n(-w * 0.7)} 0v${n(h * 0.08)}h${n(-w * 0.2)}Z`
    )
  }
  parts.push(
    path(
      saguaro(rng.range(60, 260), rng.range(150, 220)) +
        saguaro(WIDTH - rng.range(60, 260), rng.range(120, 200)),
      { fill: darken(c.bg, 0.5) },
    ),
  )
  // Birds circling.
  let birds = ''
  for (const [x, y] of scatter(rng, 3, 320, focus, { x0: 100, y0: 80, x1: WIDTH - 100, y1: 300 })) {
    const w = rng.range(12, 22)
    birds += `M${n(x - w)} ${n(y)}q${n(w * 0.5)} ${n(-w * 0.6)} ${n(w)} 0q${n(w * 0.5)} ${n(-w * 0.6)} ${n(w)} 0`
  }
  parts.push(
    path(birds, {
      fill: 'none',
      stroke: darken(c.bg, 0.5),
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  )
  // Dust motes.
  let dust = ''
  for (let i = 0; i < 40; i++)
    dust += circlePath(rng.range(0, WIDTH), rng.range(380, 700), rng.range(1, 3))
  parts.push(path(dust, { fill: lighten(c.highlight, 0.4), 'fill-opacity': 0.5 }))
  parts.push(sparkles(s, 6, c.highlight))
  return parts.join('')
}
