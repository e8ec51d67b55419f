import { darken, lighten, mix } from '../color'
import {
  circle,
  circlePath,
  g,
  poly,
  roundRect,
  sparklePath,
  starPoints,
  type Point,
  polar,
} from '../svg'
import { type Kit, type Motif, around, smoothPath } from './kit'

/** Frontier: desert, gold rush and the sheriff's office. */

export const cactus: Motif = (k) => {
  const green = mix('#3fbf5a', k.c.accent, 0.08)
  const skin = k.body(green, 0, 0.35)
  const trunk = roundRect(-44, -172, 88, 352, 44)
  const left = 'M-40 76H-104A40 40 0 0 1 -144 36V-62A27 27 0 0 1 -90 -62V22H-40Z'
  const right = 'M40 18H100A40 40 0 0 0 140 -22V-112A27 27 0 0 0 86 -112V-36H40Z'
  const spines: string[] = []
  for (const [x, y] of [
    [-30, -120],
    [28, -90],
    [-28, -40],
    [30, 10],
    [-30, 60],
    [28, 110],
    [-126, -30],
    [120, -80],
    [-110, 40],
    [114, -10],
  ] as Point[]) {
    spines.push(`M${x - 7} ${y - 5}L${x + 7} ${y + 5}M${x + 7} ${y - 5}L${x - 7} ${y + 5}`)
  }
  return [
    k.shape(left, skin),
    k.shape(right, skin),
    k.shape(trunk, skin),
    k.line('M-14 -150V170M14 -150V170M-118 -40V30M112 -90V-20', 4, darken(green, 0.35), {
      'stroke-opacity': 0.7,
    }),
    k.gloss('M-32 -150C-36 -100 -36 60 -32 160L-24 160C-26 60 -26 -100 -22 -156Z', 0.45),
    k.line(spines.join(''), 3, '#fffbe0'),
    // blossom
    ...[0, 72, 144, 216, 288].map((deg) => {
      const [x, y] = polar(0, -178, 20, deg - 90)
      return circle(x, y, 16, { fill: k.ball(k.c.accent), stroke: k.c.ink, 'stroke-width': 4 })
    }),
    circle(0, -178, 11, { fill: k.c.highlight, stroke: k.c.ink, 'stroke-width': 4 }),
    k.shape('M-190 196C-150 150 -60 150 0 168C60 150 150 150 190 196Z', k.body('#e9b36b', 90, 0.3)),
  ].join('')
}

export const horseshoe: Motif = (k) => {
  const shoe =
    'M-172 -128L-172 24A172 172 0 0 0 172 24L172 -128L104 -128L104 24A104 104 0 0 1 -104 24L-104 -128Z'
  const holes: string[] = []
  for (const deg of [18, 50, 130, 162]) {
    const [x, y] = polar(0, 24, 138, deg)
    holes.push(
      `<rect x="${Math.round(x - 8)}" y="${Math.round(y - 12)}" width="16" height="24" rx="5" transform="rotate(${deg - 90} ${Math.round(x)} ${Math.round(y)})"/>`,
    )
  }
  for (const y of [-80, -30])
    holes.push(
      `<rect x="-146" y="${y}" width="16" height="24" rx="5"/><rect x="130" y="${y}" width="16" height="24" rx="5"/>`,
    )
  return [
    k.shape(shoe, k.gold),
    k.line('M-138 -120V24A138 138 0 0 0 138 24V-120', 5, '#a85a00', { 'stroke-opacity': 0.55 }),
    k.shape(roundRect(-186, -164, 96, 44, 14), k.goldDeep),
    k.shape(roundRect(90, -164, 96, 44, 14), k.goldDeep),
    g(holes.join(''), { fill: darken('#a85a00', 0.35) }),
    k.gloss('M-160 -110V20C-160 90 -110 150 -40 168C-120 130 -150 80 -150 20V-110Z', 0.55),
    k.flat(sparklePath(140, 120, 30), '#ffffff'),
    k.flat(sparklePath(-40, -150, 18), '#ffffff', { 'fill-opacity': 0.85 }),
  ].join('')
}

function wheel(k: Kit, cx: number, cy: number, r: number): string {
  const spokes = around(10, () => `<path d="M0 0V${-r + 10}"/>`)
  return [
    k.shape(circlePath(cx, cy, r), 'none', { 'stroke-width': 26 }),
    circle(cx, cy, r, { fill: 'none', stroke: '#8a5226', 'stroke-width': 14 }),
    g(spokes, {
      transform: `translate(${cx} ${cy})`,
      stroke: '#a0612d',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    circle(cx, cy, r, {
      fill: 'none',
      stroke: '#e0a96a',
      'stroke-width': 3,
      'stroke-opacity': 0.7,
    }),
    k.shape(circlePath(cx, cy, 16), k.goldDeep, { 'stroke-width': 5 }),
  ].join('')
}

export const wagon: Motif = (k) => {
  const canvas = k.body(mix('#fff1d6', k.c.highlight, 0.15), 90, 0.2)
  return [
    k.line('M-168 56L-208 86', 14),
    k.line('M-168 56L-208 86', 6, '#a0612d'),
    k.shape('M-150 6C-168 -70 -130 -152 -60 -152H90C156 -152 176 -70 160 6Z', canvas),
    k.line(
      'M-96 4C-110 -60 -90 -130 -50 -150M12 4V-150M110 4C124 -60 110 -130 76 -150',
      6,
      darken('#e9c99a', 0.2),
    ),
    k.gloss('M-120 -30C-120 -90 -90 -136 -50 -140C-86 -120 -104 -80 -106 -30Z', 0.55),
    k.shape(roundRect(-176, 0, 352, 74, 10), k.wood),
    k.line('M-166 26H166M-166 50H166', 3, '#5e3416', { 'stroke-opacity': 0.6 }),
    k.shape(roundRect(-186, -6, 372, 16, 6), k.body(k.c.accent, 90, 0.3), { 'stroke-width': 5 }),
    wheel(k, 108, 96, 74),
    wheel(k, -112, 108, 60),
  ].join('')
}

export const goldNugget: Motif = (k) => {
  const lump = (cx: number, cy: number, r: number, seed: number) => {
    const pts: Point[] = []
    const count = 9
    for (let i = 0; i < count; i++) {
      const wobble = 0.78 + 0.3 * Math.abs(Math.sin(seed * 7.1 + i * 2.3))
      pts.push(polar(cx, cy, r * wobble, (i * 360) / count + seed * 13))
    }
    return smoothPath(pts, 0.9)
  }
  const nugget = (cx: number, cy: number, r: number, seed: number) =>
    [
      k.shape(lump(cx, cy, r, seed), k.gold),
      k.flat(lump(cx - r * 0.25, cy - r * 0.3, r * 0.45, seed + 3), '#fff6c8', {
        'fill-opacity': 0.6,
      }),
      k.line(
        `M${cx + r * 0.1} ${cy + r * 0.1}q${r * 0.25} ${r * 0.1} ${r * 0.35} ${r * 0.4}M${cx - r * 0.5} ${cy + r * 0.2}q${r * 0.2} ${r * 0.25} ${r * 0.45} ${r * 0.25}`,
        4,
        '#a85a00',
        {
          'stroke-opacity': 0.7,
        },
      ),
    ].join('')
  const seed = k.rng.int(1, 40)
  const iron = k.body('#6d5c52', 90, 0.35)
  const heap: [number, number, number][] = [
    [-120, -22, 46],
    [110, -30, 50],
    [-50, -62, 66],
    [50, -70, 72],
    [-150, 0, 30],
    [0, -14, 54],
    [150, -4, 30],
  ]
  return [
    k.line('M-200 186H200', 10, '#8a6a4a'),
    ...heap.map(([x, y, r], i) => nugget(x, y, r, seed + i)),
    k.shape('M-178 -4H178L150 132H-150Z', iron),
    k.shape('M-188 -16H188V10H-188Z', k.silver, { 'stroke-width': 6 }),
    k.shape('M-166 56H166L162 76H-162Z', k.silver, { 'stroke-width': 5 }),
    g([-140, -70, 0, 70, 140].map((x) => circle(x, 66, 5)).join(''), { fill: '#5f6f86' }),
    k.gloss('M-160 20H150L146 40H-156Z', 0.18),
    wheel(k, -92, 144, 40),
    wheel(k, 92, 144, 40),
    k.flat(sparklePath(-40, -130, 34), '#ffffff'),
    k.flat(sparklePath(120, -100, 20), '#ffffff', { 'fill-opacity': 0.9 }),
  ].join('')
}

export const sheriffStar: Motif = (k) => {
  const pts = starPoints(0, 0, 6, 170, 96)
  const facets: string[] = []
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Point
    const b = pts[(i + 1) % pts.length] as Point
    facets.push(k.flat(poly([[0, 0], a, b]), i % 2 ? '#e89a00' : '#ffd84d'))
  }
  const tips = pts
    .filter((_, i) => i % 2 === 0)
    .map(([x, y]) => k.shape(circlePath(x * 1.08, y * 1.08, 24), k.ball('#ffd84d')))
    .join('')
  return [
    k.flat(poly(pts), 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow * 2.2,
      'stroke-linejoin': 'round',
    }),
    ...facets,
    k.flat(poly(pts), 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow,
      'stroke-linejoin': 'round',
    }),
    tips,
    k.shape(circlePath(0, 0, 80), k.body('#f2b51c', 250, 0.4)),
    around(16, () => circle(0, -66, 5, { fill: '#fff3b0' })),
    k.shape(circlePath(0, 0, 54), k.body(k.c.accent, 60, 0.4), { 'stroke-width': 5 }),
    k.shape(poly(starPoints(0, 2, 5, 36, 15)), k.gold, { 'stroke-width': 4 }),
    k.gloss('M-120 -60L-40 -80L-60 -40Z', 0.45),
    k.flat(sparklePath(110, -120, 28), '#ffffff'),
  ].join('')
}

export const pickaxe: Motif = (k) => {
  const steel = k.silver
  return [
    g(
      [
        k.shape(roundRect(-20, -150, 40, 350, 18), k.wood),
        k.line('M-6 -120V180', 4, '#e0a96a', { 'stroke-opacity': 0.6 }),
        k.shape(roundRect(-24, 130, 48, 60, 10), k.body('#5e3416', 90, 0.3), { 'stroke-width': 5 }),
        k.shape('M-200 -80C-120 -176 120 -176 200 -80C120 -130 -120 -130 -200 -80Z', steel),
        k.shape(
          'M-40 -146C-20 -160 20 -160 40 -146L36 -104C20 -112 -20 -112 -36 -104Z',
          k.body('#6c7a8c', 90, 0.3),
        ),
        k.gloss('M-170 -92C-110 -150 -40 -160 0 -156C-60 -146 -120 -126 -160 -86Z', 0.7),
      ].join(''),
      { transform: 'rotate(32) translate(0 20)' },
    ),
    k.shape(
      smoothPath([
        [90, 150],
        [130, 120],
        [170, 140],
        [176, 180],
        [130, 196],
        [92, 184],
      ]),
      k.gold,
    ),
    k.shape(
      smoothPath([
        [-150, 150],
        [-118, 132],
        [-88, 150],
        [-96, 184],
        [-136, 190],
      ]),
      k.gold,
    ),
    k.flat(sparklePath(150, 110, 24), '#ffffff'),
    k.flat(sparklePath(-150, -120, 20), lighten(k.c.highlight, 0.3)),
  ].join('')
}

export const westernMotifs = {
  cactus,
  horseshoe,
  wagon,
  'gold-nugget': goldNugget,
  'sheriff-star': sheriffStar,
  pickaxe,
}
