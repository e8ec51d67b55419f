import { darken, lighten, mix } from '../color'
import { circle, g, poly, starPoints, type Point, sparklePath } from '../svg'
import type { Motif } from './kit'

/** Casino classics: the reel symbols everybody knows. */

export const seven: Motif = (k) => {
  const outer = poly([
    [-128, -168],
    [138, -168],
    [138, -112],
    [14, 168],
    [-84, 168],
    [30, -92],
    [-128, -92],
  ])
  const face = poly([
    [-112, -154],
    [122, -154],
    [122, -116],
    [2, 154],
    [-62, 154],
    [50, -106],
    [-112, -106],
  ])
  const red = k.body(k.c.accent, 80, 0.35)
  return [
    k.flat(outer, k.c.ink, { stroke: k.c.ink, 'stroke-width': 44, 'stroke-linejoin': 'round' }),
    k.flat(outer, k.gold, { stroke: k.gold, 'stroke-width': 26, 'stroke-linejoin': 'round' }),
    k.flat(outer, darken(k.c.accent, 0.45)),
    k.flat(face, red),
    k.gloss(
      poly([
        [-112, -154],
        [122, -154],
        [114, -136],
        [-112, -136],
      ]),
      0.6,
    ),
    k.gloss(
      poly([
        [50, -106],
        [64, -106],
        [-50, 154],
        [-62, 154],
      ]),
      0.35,
    ),
    k.flat(sparklePath(118, -150, 34), '#ffffff'),
  ].join('')
}

export const bell: Motif = (k) => {
  const bodyD =
    'M-28 -128C-98 -122 -118 -58 -122 22C-125 70 -142 94 -166 112L166 112C142 94 125 70 122 22C118 -58 98 -122 28 -128Z'
  return [
    k.shape('M-34 -148C-34 -190 34 -190 34 -148', 'none', { 'stroke-width': 16 }),
    k.line('M-34 -148C-34 -190 34 -190 34 -148', 8, '#ffd84d'),
    circle(0, 150, 30, { fill: k.goldDeep, stroke: k.c.ink, 'stroke-width': k.ow }),
    k.shape(bodyD, k.gold),
    k.shape(
      'M-150 104H150Q172 104 172 126Q172 146 150 146H-150Q-172 146 -172 126Q-172 104 -150 104Z',
      k.goldDeep,
    ),
    k.shape(
      'M-118 28C-60 44 60 44 118 28L121 56C60 74 -60 74 -121 56Z',
      k.body(k.c.accent, 90, 0.3),
    ),
    circle(0, -134, 16, { fill: k.c.accent, stroke: k.c.ink, 'stroke-width': 5 }),
    k.gloss('M-70 -96C-96 -60 -100 -10 -98 20L-80 20C-82 -16 -76 -60 -58 -92Z', 0.6),
    k.gloss('M-140 112H90V122H-140Z', 0.4),
  ].join('')
}

export const diamond: Motif = (k) => {
  const gem = mix(k.c.accent, '#6fe9ff', 0.35)
  const L = (t: number) => lighten(gem, t)
  const D = (t: number) => darken(gem, t)
  const top: Point[] = [
    [-176, -52],
    [-104, -140],
    [104, -140],
    [176, -52],
  ]
  const tip: Point = [0, 178]
  const girdle = [-176, -88, 0, 88, 176].map((x) => [x, -52] as Point)
  const facets: string[] = []
  // Crown facets.
  facets.push(
    k.flat(
      poly([
        [-104, -140],
        [104, -140],
        [60, -52],
        [-60, -52],
      ]),
      L(0.55),
    ),
  )
  facets.push(
    k.flat(
      poly([
        [-104, -140],
        [-60, -52],
        [-176, -52],
      ]),
      L(0.25),
    ),
  )
  facets.push(
    k.flat(
      poly([
        [104, -140],
        [176, -52],
        [60, -52],
      ]),
      D(0.1),
    ),
  )
  facets.push(
    k.flat(
      poly([
        [-60, -52],
        [0, -140],
        [60, -52],
      ]),
      L(0.7),
      { 'fill-opacity': 0.5 },
    ),
  )
  // Pavilion facets, alternating light and dark.
  for (let i = 0; i < girdle.length - 1; i++) {
    const a = girdle[i] as Point
    const b = girdle[i + 1] as Point
    const shade = [L(0.35), D(0.05), L(0.1), D(0.35)][i] ?? gem
    facets.push(k.flat(poly([a, b, tip]), shade))
  }
  const outline = poly([...top, tip])
  return [
    k.flat(outline, 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow * 2.2,
      'stroke-linejoin': 'round',
    }),
    ...facets,
    k.line(
      'M-176 -52H176M-104 -140L-60 -52L0 -140L60 -52L104 -140M-60 -52L0 178L60 -52M-176 -52L0 178M176 -52L0 178',
      3,
      '#ffffff',
      { 'stroke-opacity': 0.55 },
    ),
    k.flat(outline, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.flat(sparklePath(-96, -122, 40), '#ffffff'),
    k.flat(sparklePath(120, 10, 22), '#ffffff', { 'fill-opacity': 0.9 }),
  ].join('')
}

export const crown: Motif = (k) => {
  const bodyD = poly([
    [-158, 58],
    [-178, -96],
    [-92, -12],
    [0, -138],
    [92, -12],
    [178, -96],
    [158, 58],
  ])
  const gems = [
    { x: -96, c: k.c.highlight, r: 15 },
    { x: 0, c: k.c.accent, r: 22 },
    { x: 96, c: k.c.highlight, r: 15 },
  ]
  return [
    k.shape(bodyD, k.gold),
    k.flat(
      poly([
        [-150, 40],
        [-162, -62],
        [-92, 6],
        [0, -106],
        [92, 6],
        [162, -62],
        [150, 40],
      ]),
      '#ffffff',
      { 'fill-opacity': 0.22 },
    ),
    ...[
      [-178, -96],
      [0, -138],
      [178, -96],
    ].map(([x, y]) =>
      circle(x as number, (y as number) - 16, 22, {
        fill: k.ball('#ffd84d'),
        stroke: k.c.ink,
        'stroke-width': k.ow,
      }),
    ),
    k.shape(
      'M-168 44H168Q180 44 180 58V112Q180 126 166 126H-166Q-180 126 -180 112V58Q-180 44 -168 44Z',
      k.goldDeep,
    ),
    ...gems.map((gm) =>
      gm.x === 0
        ? k.shape(
            poly([
              [0, 56],
              [26, 85],
              [0, 114],
              [-26, 85],
            ]),
            k.body(gm.c, 60, 0.5),
          )
        : circle(gm.x, 85, gm.r, { fill: k.ball(gm.c), stroke: k.c.ink, 'stroke-width': 5 }),
    ),
    ...[-140, -50, 50, 140].map((x) => circle(x, 85, 7, { fill: '#fff6c8' })),
    k.gloss('M-160 52H160V64H-160Z', 0.45),
    k.shape(
      poly([
        [0, -60],
        [22, -30],
        [0, 0],
        [-22, -30],
      ]),
      k.body(k.c.accent, 60, 0.5),
      { 'stroke-width': 5 },
    ),
  ].join('')
}

export const star: Motif = (k) => {
  const pts = starPoints(0, 8, 5, 196, 84)
  const base = k.c.highlight
  const facets: string[] = []
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i] as Point
    const b = pts[(i + 1) % pts.length] as Point
    facets.push(k.flat(poly([[0, 8], a, b]), i % 2 ? darken(base, 0.22) : lighten(base, 0.3)))
  }
  return [
    k.flat(poly(pts), 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow * 2.4,
      'stroke-linejoin': 'round',
    }),
    ...facets,
    k.flat(poly(pts), 'none', {
      stroke: lighten(base, 0.6),
      'stroke-width': 5,
      'stroke-linejoin': 'round',
      'stroke-opacity': 0.8,
    }),
    k.flat(poly(starPoints(0, 8, 5, 70, 30)), '#ffffff', { 'fill-opacity': 0.35 }),
    k.flat(poly(pts), 'none', {
      stroke: k.c.ink,
      'stroke-width': k.ow,
      'stroke-linejoin': 'round',
    }),
    k.flat(sparklePath(-70, -90, 30), '#ffffff'),
  ].join('')
}

const heartLeaf =
  'M0 0C-44 -26 -112 -56 -104 -118C-98 -164 -38 -172 0 -128C38 -172 98 -164 104 -118C112 -56 44 -26 0 0Z'

export const clover: Motif = (k) => {
  const green = mix('#2fd35b', k.c.accent, 0.12)
  const fill = k.body(green, 70, 0.4)
  const leaves = [45, 135, 225, 315]
    .map((deg) =>
      g(
        k.shape(heartLeaf, fill) +
          k.line('M0 -8L0 -120', 5, lighten(green, 0.5), { 'stroke-opacity': 0.8 }) +
          k.gloss('M-70 -130C-80 -110 -72 -84 -52 -70C-66 -92 -68 -112 -58 -134Z', 0.5),
        { transform: `rotate(${deg})` },
      ),
    )
    .join('')
  return [
    k.shape(
      'M6 6C40 60 70 120 128 176L112 190C60 134 24 76 -8 14Z',
      k.body(darken(green, 0.1), 0, 0.3),
    ),
    leaves,
    circle(0, 0, 16, { fill: k.ball(lighten(green, 0.2)), stroke: k.c.ink, 'stroke-width': 5 }),
  ].join('')
}

export const fruit: Motif = (k) => {
  const red = mix('#ff2448', k.c.accent, 0.25)
  const cherry = (x: number, y: number, r: number) =>
    circle(x, y, r, { fill: k.ball(red, 0.45), stroke: k.c.ink, 'stroke-width': k.ow }) +
    k.gloss(
      `M${x - r * 0.55} ${y - r * 0.2}C${x - r * 0.55} ${y - r * 0.6} ${x - r * 0.2} ${y - r * 0.7} ${x + r * 0.05} ${y - r * 0.62}C${x - r * 0.3} ${y - r * 0.45} ${x - r * 0.42} ${y - r * 0.2} ${x - r * 0.45} ${y}Z`,
      0.75,
    )
  // Watermelon slice behind the cherries.
  const melon = g(
    [
      k.shape('M-190 -40A150 150 0 0 0 110 -40Z', k.body('#2fb84a', 90, 0.35)),
      k.flat('M-172 -40A132 132 0 0 0 92 -40Z', '#f4ffe0'),
      k.flat('M-162 -40A122 122 0 0 0 82 -40Z', k.body('#ff4d6a', 90, 0.3)),
      ...(
        [
          [-110, -12],
          [-70, 20],
          [-30, 40],
          [-40, -8],
          [10, 22],
          [20, -14],
        ] as Point[]
      ).map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="6" ry="10" fill="${k.c.ink}" transform="rotate(-20 ${x} ${y})"/>`,
      ),
      k.flat('M-190 -40H110', 'none', {
        stroke: k.c.ink,
        'stroke-width': k.ow,
        'stroke-linecap': 'round',
      }),
    ].join(''),
    { transform: 'rotate(-18 -40 -40)' },
  )
  const stems =
    k.line('M-52 72C-44 10 -10 -60 58 -118', 14) +
    k.line('M84 96C96 30 86 -50 58 -118', 14) +
    k.line('M-52 72C-44 10 -10 -60 58 -118', 7, '#5a9a2a') +
    k.line('M84 96C96 30 86 -50 58 -118', 7, '#5a9a2a')
  const leaf = k.shape(
    'M58 -118C90 -170 160 -178 190 -150C160 -112 100 -100 58 -118Z',
    k.body('#3fcf5a', 60, 0.35),
  )
  return [
    melon,
    stems,
    leaf,
    k.line('M66 -124C100 -140 140 -150 176 -150', 3, '#ffffff', { 'stroke-opacity': 0.6 }),
    cherry(-60, 110, 70),
    cherry(88, 128, 62),
  ].join('')
}

export const classicMotifs = { seven, bell, diamond, crown, star, clover, fruit }
