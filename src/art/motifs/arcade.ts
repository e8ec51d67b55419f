import { darken, lighten } from '../color'
import { circle, circlePath, g, poly, roundRect, sparklePath, type Point } from '../svg'
import type { Kit, Motif } from './kit'

/** Arcade and board games. */

/** Pip layouts on a unit face. */
const PIPS: Record<number, Point[]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.73, 0.22],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.78],
    [0.73, 0.78],
  ],
}

/** An isometric die; faces are drawn through affine maps so the pips lie on them. */
function die(k: Kit, cx: number, cy: number, s: number, counts: [number, number, number]): string {
  const h = s * 0.866
  const faces: { o: Point; u: Point; v: Point; shade: number }[] = [
    { o: [cx, cy - s], u: [h, s / 2], v: [-h, s / 2], shade: 0.3 },
    { o: [cx - h, cy - s / 2], u: [h, s / 2], v: [0, s], shade: 0 },
    { o: [cx, cy], u: [h, -s / 2], v: [0, s], shade: -0.3 },
  ]
  const base = k.c.accent
  const outline = poly([
    [cx, cy - s],
    [cx + h, cy - s / 2],
    [cx + h, cy + s / 2],
    [cx, cy + s],
    [cx - h, cy + s / 2],
    [cx - h, cy - s / 2],
  ])
  const parts = [
    k.flat(outline, 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow * 2.4,
      'stroke-linejoin': 'round',
    }),
  ]
  faces.forEach((f, i) => {
    const color = f.shade >= 0 ? lighten(base, f.shade) : darken(base, -f.shade)
    const m = `matrix(${f.u[0]} ${f.u[1]} ${f.v[0]} ${f.v[1]} ${f.o[0]} ${f.o[1]})`
    const pips = (PIPS[counts[i] ?? 1] ?? [])
      .map(([u, v]) => circle(u, v, 0.085, { fill: '#ffffff' }))
      .join('')
    parts.push(
      g(
        [
          `<rect x="0" y="0" width="1" height="1" fill="${color}"/>`,
          `<rect x="0.04" y="0.04" width="0.92" height="0.92" rx="0.12" fill="${lighten(color, 0.12)}"/>`,
          pips,
        ].join(''),
        { transform: m },
      ),
    )
  })
  parts.push(
    k.line(
      `M${cx} ${cy}L${cx} ${cy + s}M${cx} ${cy}L${cx - h} ${cy - s / 2}M${cx} ${cy}L${cx + h} ${cy - s / 2}`,
      3,
      '#ffffff',
      { 'stroke-opacity': 0.5 },
    ),
    k.flat(outline, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
  )
  return parts.join('')
}

export const dice: Motif = (k) => {
  const a = k.rng.int(1, 6)
  const b = (a % 6) + 1
  return [
    die(k, 92, -64, 92, [b, 3, 6]),
    die(k, -40, 30, 132, [a, 2, 4]),
    k.flat(sparklePath(150, 120, 26), '#ffffff'),
    k.flat(sparklePath(-170, -110, 20), k.c.highlight),
  ].join('')
}

export const rocket: Motif = (k) => {
  const hull = k.body('#f4f6ff', 0, 0.25)
  const red = k.body(k.c.accent, 0, 0.4)
  const flameOuter = k.defs.linear(
    [
      [0, k.c.highlight],
      [1, k.c.highlight, 0],
    ],
    {},
  )
  return g(
    [
      k.flat('M-40 104C-50 150 -30 200 0 236C30 200 50 150 40 104Z', flameOuter),
      k.flat('M-22 104C-26 140 -14 170 0 196C14 170 26 140 22 104Z', '#fff7d6'),
      k.shape('M-54 10C-104 34 -116 90 -108 136L-46 96Z', red),
      k.shape('M54 10C104 34 116 90 108 136L46 96Z', red),
      k.shape('M-38 84H38L30 110H-30Z', k.body('#6c7a8c', 90, 0.3)),
      k.shape('M0 -190C64 -130 74 -20 56 92H-56C-74 -20 -64 -130 0 -190Z', hull),
      k.shape(
        'M0 -190C36 -156 54 -118 62 -86C24 -74 -24 -74 -62 -86C-54 -118 -36 -156 0 -190Z',
        red,
      ),
      k.shape(roundRect(-60, 40, 120, 22, 4), red, { 'stroke-width': 5 }),
      k.shape(circlePath(0, -24, 34), k.silver),
      circle(0, -24, 22, { fill: k.ball('#6fd8ff', 0.6), stroke: k.c.ink, 'stroke-width': 4 }),
      k.gloss('M-10 -38C-6 -44 2 -46 8 -44C2 -40 -2 -36 -4 -30Z', 0.9),
      k.shape('M-6 96V140H6V96Z', red, { 'stroke-width': 5 }),
      k.gloss('M-40 -80C-46 -30 -46 40 -40 84L-30 84C-34 40 -34 -30 -28 -84Z', 0.6),
      k.flat(sparklePath(-140, 120, 22), '#ffffff', { transform: 'rotate(-32)' }),
      k.flat(sparklePath(150, -30, 28), '#ffffff', { transform: 'rotate(-32)' }),
    ].join(''),
    { transform: 'rotate(32)' },
  )
}

export const arcadeMotifs = { dice, rocket }
