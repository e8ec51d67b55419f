import { darken, lighten, mix } from '../color'
import { makeKit, motifs } from '../motifs'
import { place } from '../motifs/kit'
import { circle, circlePath, g, n, path } from '../svg'
import { HEIGHT, type Scene, WIDTH, rays, scatter, sky, sparkles } from './shared'

/** An auspicious cloud: a row of puffs on a flat base, with curls. */
function cloud(s: Scene, x: number, y: number, w: number, flip: boolean): string {
  const puffs = 4
  const r = w / (puffs + 1)
  let d = ''
  for (let i = 0; i < puffs; i++) {
    const cx = x + r * (i + 1)
    const cy = y - (i % 2 ? r * 0.9 : r * 0.5)
    d += circlePath(cx, cy, r * (i % 2 ? 1.05 : 0.85))
  }
  d += `M${n(x + r * 0.3)} ${n(y)}h${n(w - r * 0.6)}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 0 0 ${n(-r)}h${n(-(w - r * 0.6))}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 0 0 ${n(r)}Z`
  const fill = s.defs.linear([
    [0, lighten(s.c.highlight, 0.55)],
    [1, mix(s.c.highlight, s.c.accent, 0.35)],
  ])
  let curls = ''
  for (let i = 0; i < puffs; i += 2) {
    const cx = x + r * (i + 1)
    const cy = y - r * 0.5
    curls += `M${n(cx + r * 0.45)} ${n(cy)}a${n(r * 0.45)} ${n(r * 0.45)} 0 1 1 ${n(-r * 0.45)} ${n(-r * 0.45)}a${n(r * 0.25)} ${n(r * 0.25)} 0 1 1 ${n(r * 0.2)} ${n(r * 0.3)}`
  }
  // Stroke under the fill, so overlapping puffs read as one outline.
  return g(
    path(d, { fill: s.c.ink, stroke: s.c.ink, 'stroke-width': 10, 'stroke-linejoin': 'round' }) +
      path(d, { fill }) +
      path(curls, {
        fill: 'none',
        stroke: mix(s.c.highlight, s.c.accent, 0.6),
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    flip ? { transform: `translate(${n(2 * x + w)} 0) scale(-1 1)` } : {},
  )
}

export function chinese(s: Scene): string {
  const { c, rng, focus } = s
  const parts: string[] = []
  parts.push(
    sky(s, [
      [0, mix(c.bg, c.accent, 0.28)],
      [0.55, c.bg],
      [1, darken(c.bg, 0.35)],
    ]),
  )
  // Lattice border, like a carved window frame.
  const lattice = s.defs.raw(
    `lattice-${c.highlight}`,
    (id) =>
      `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M4 4H60V60H4ZM16 16H48V48H16ZM28 28H36V36H28ZM4 32H16M48 32H60M32 4V16M32 48V60" fill="none" stroke="${c.highlight}" stroke-width="3"/></pattern>`,
  )
  parts.push(
    path(`M0 0H${WIDTH}V${HEIGHT}H0ZM90 80H${WIDTH - 90}V${HEIGHT}H90Z`, {
      fill: `url(#${lattice})`,
      'fill-rule': 'evenodd',
      opacity: 0.16,
    }),
  )
  parts.push(
    path(rays(focus[0], focus[1], 24, 700, 11, rng.range(0, 15)), {
      fill: c.highlight,
      'fill-opacity': 0.2,
    }),
  )
  // Hanging lanterns in the upper corners.
  const lantern = motifs.lantern
  if (lantern) {
    const kit = makeKit(s.defs, rng.fork('lanterns'), c)
    for (const [x, y, scale] of [
      [rng.range(80, 140), rng.range(200, 240), rng.range(0.32, 0.38)],
      [WIDTH - rng.range(70, 150), rng.range(100, 150), rng.range(0.3, 0.4)],
    ] as const) {
      parts.push(path(`M${n(x)} 0V${n(y - 70 * scale)}`, { stroke: c.ink, 'stroke-width': 4 }))
      parts.push(place(lantern.draw(kit), x, y, scale, rng.range(-6, 6)))
    }
  }
  parts.push(cloud(s, rng.range(-60, 10), rng.range(560, 630), rng.range(220, 290), false))
  parts.push(cloud(s, WIDTH - rng.range(230, 300), rng.range(540, 610), rng.range(220, 290), true))
  // A few gold coins drifting.
  for (const [x, y] of scatter(rng, 4, 330, focus, {
    x0: 120,
    y0: 120,
    x1: WIDTH - 120,
    y1: 560,
  })) {
    const r = rng.range(16, 26)
    parts.push(
      g(
        circle(0, 0, r, { fill: '#ffd24a', stroke: c.ink, 'stroke-width': 4 }) +
          path(`M${n(-r * 0.3)} ${n(-r * 0.3)}h${n(r * 0.6)}v${n(r * 0.6)}h${n(-r * 0.6)}Z`, {
            fill: '#b86b00',
          }),
        { transform: `translate(${n(x)} ${n(y)}) scale(${n(rng.range(0.5, 1))} 1)` },
      ),
    )
  }
  parts.push(sparkles(s, 7, c.highlight))
  return parts.join('')
}
