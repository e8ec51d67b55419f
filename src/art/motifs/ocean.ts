import { darken, lighten, mix } from '../color'
import {
  circle,
  circlePath,
  ellipse,
  ellipsePath,
  g,
  poly,
  roundRect,
  sparklePath,
  type Point,
} from '../svg'
import { type Kit, type Motif, curve, ribbon, smoothPath } from './kit'

/** Under the sea: the fishing-game cast. */

export function clipTo(k: Kit, key: string, d: string): string {
  return `url(#${k.defs.raw(`clip-${key}-${d.length}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`)})`
}

export function eye(k: Kit, x: number, y: number, r: number): string {
  return [
    circle(x, y, r, { fill: '#ffffff', stroke: k.c.ink, 'stroke-width': 5 }),
    circle(x + r * 0.2, y, r * 0.58, { fill: k.c.ink }),
    circle(x + r * 0.02, y - r * 0.22, r * 0.22, { fill: '#ffffff' }),
  ].join('')
}

export const fish: Motif = (k) => {
  const skin = mix('#ff7a1a', k.c.accent, 0.45)
  const bodyD = smoothPath([
    [176, 4],
    [120, -84],
    [10, -112],
    [-96, -64],
    [-136, 0],
    [-96, 64],
    [10, 108],
    [120, 80],
  ])
  const clip = clipTo(k, 'fish', bodyD)
  return [
    k.shape(
      'M-110 0C-150 -60 -190 -120 -206 -110C-196 -60 -186 -20 -170 0C-186 20 -196 60 -206 110C-190 120 -150 60 -110 0Z',
      k.body(lighten(skin, 0.15), 0, 0.35),
    ),
    k.shape(
      'M70 -90C40 -170 -60 -180 -100 -150C-80 -120 -60 -90 -60 -70Z',
      k.body(lighten(skin, 0.2), 90, 0.35),
    ),
    k.shape(
      'M30 96C10 150 -40 160 -70 140C-50 120 -40 100 -40 86Z',
      k.body(lighten(skin, 0.2), 90, 0.35),
    ),
    k.shape(bodyD, k.body(skin, 70, 0.4)),
    g(
      [
        k.shape('M40 -120C10 -60 10 60 40 120L84 120C54 60 54 -60 84 -120Z', '#ffffff', {
          'stroke-width': 5,
        }),
        k.shape('M-60 -120C-84 -60 -84 60 -60 120L-24 120C-48 60 -48 -60 -24 -120Z', '#ffffff', {
          'stroke-width': 5,
        }),
        ...[-100, -20, 100].flatMap((x) =>
          [-40, 0, 40].map((y) =>
            k.line(`M${x} ${y}q14 14 28 0`, 3, '#ffffff', { 'stroke-opacity': 0.35 }),
          ),
        ),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M10 20C40 10 70 30 60 60C40 60 20 46 10 20Z', k.body(lighten(skin, 0.3), 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M20 -96C70 -96 120 -70 146 -36C110 -62 70 -80 20 -86Z', 0.6),
    eye(k, 116, -22, 26),
    k.line('M172 24C160 34 150 34 142 28', 5),
    circle(200, -100, 14, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 4,
      'stroke-opacity': 0.8,
    }),
    circle(184, -150, 9, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 3,
      'stroke-opacity': 0.7,
    }),
  ].join('')
}

export const shark: Motif = (k) => {
  const top = mix('#5d86b8', k.c.accent, 0.18)
  const bodyD = smoothPath([
    [196, -6],
    [130, -58],
    [30, -76],
    [-80, -60],
    [-160, -14],
    [-150, 14],
    [-70, 54],
    [30, 74],
    [110, 56],
  ])
  const clip = clipTo(k, 'shark', bodyD)
  return [
    k.shape(
      'M-140 0C-170 -60 -190 -120 -200 -150C-160 -120 -130 -70 -118 -20Z',
      k.body(top, 0, 0.3),
    ),
    k.shape('M-140 0C-166 40 -180 80 -190 110C-160 90 -130 50 -118 16Z', k.body(top, 0, 0.3)),
    k.shape('M50 -72C40 -120 10 -160 -30 -190C-20 -130 -40 -90 -60 -62Z', k.body(top, 0, 0.35)),
    k.shape(bodyD, k.body(top, 90, 0.35)),
    g(k.flat('M-200 20C-100 10 0 20 220 10V120H-200Z', '#f4f8ff'), { 'clip-path': clip }),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    // open mouth
    k.shape('M188 8C160 14 120 20 96 22C120 44 160 48 184 30Z', '#8a1430'),
    k.flat(
      poly([
        [176, 11],
        [168, 26],
        [160, 13],
        [150, 30],
        [140, 15],
        [130, 32],
        [120, 18],
        [110, 30],
        [100, 20],
      ]),
      '#ffffff',
      {
        stroke: k.c.ink,
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      },
    ),
    k.shape('M40 40C30 90 0 130 -30 150C-20 110 -10 80 -8 50Z', k.body(darken(top, 0.1), 0, 0.3)),
    k.line(
      'M64 -30C58 -10 58 10 64 26M80 -30C74 -10 74 10 80 26M96 -28C90 -10 90 10 96 24',
      4,
      darken(top, 0.45),
    ),
    k.gloss('M0 -64C60 -70 120 -56 160 -34C110 -48 60 -56 0 -54Z', 0.55),
    circle(140, -24, 10, { fill: k.c.ink }),
    circle(137, -27, 3, { fill: '#ffffff' }),
    k.line('M122 -40L156 -30', 6),
  ].join('')
}

export const octopus: Motif = (k) => {
  const skin = k.c.accent
  const tentacleSpines: Point[][] = [
    [
      [-70, 10],
      [-120, 70],
      [-190, 70],
      [-196, 20],
    ],
    [
      [-40, 20],
      [-70, 100],
      [-130, 150],
      [-166, 130],
    ],
    [
      [-12, 26],
      [-20, 110],
      [-50, 176],
      [-90, 180],
    ],
    [
      [12, 26],
      [24, 110],
      [56, 176],
      [96, 180],
    ],
    [
      [40, 20],
      [74, 100],
      [132, 150],
      [168, 128],
    ],
    [
      [70, 10],
      [122, 70],
      [190, 72],
      [196, 24],
    ],
  ]
  const tentacles = tentacleSpines
    .map((pts) => {
      const spine = curve(pts, 12)
      const widths = spine.map((_, i) => 50 * (1 - i / spine.length) + 6)
      const suckers = spine
        .slice(3, 12)
        .filter((_, i) => i % 2 === 0)
        .map(([x, y], i) => circle(x, y + 6, 7 - i * 0.8, { fill: lighten(skin, 0.55) }))
        .join('')
      return k.shape(ribbon(spine, widths), k.body(skin, 90, 0.35)) + suckers
    })
    .join('')
  const head = smoothPath([
    [0, -196],
    [104, -160],
    [128, -50],
    [86, 30],
    [0, 44],
    [-86, 30],
    [-128, -50],
    [-104, -160],
  ])
  return [
    tentacles,
    k.shape(head, k.body(skin, 60, 0.42)),
    circle(-60, -130, 14, { fill: lighten(skin, 0.35), 'fill-opacity': 0.7 }),
    circle(70, -120, 10, { fill: lighten(skin, 0.35), 'fill-opacity': 0.7 }),
    circle(40, -160, 8, { fill: lighten(skin, 0.35), 'fill-opacity': 0.7 }),
    k.gloss('M-90 -130C-70 -176 -20 -190 20 -186C-30 -170 -64 -150 -80 -110Z', 0.55),
    eye(k, -44, -40, 32),
    eye(k, 44, -40, 32),
    k.line('M-20 10C-6 22 6 22 20 10', 6),
    ellipse(-84, -4, 16, 10, { fill: '#ffffff', 'fill-opacity': 0.3 }),
    ellipse(84, -4, 16, 10, { fill: '#ffffff', 'fill-opacity': 0.3 }),
  ].join('')
}

export const whale: Motif = (k) => {
  const blue = mix('#3b82f6', k.c.accent, 0.2)
  const bodyD = smoothPath(
    [
      [-196, 20],
      [-150, -70],
      [-40, -96],
      [70, -66],
      [130, -60],
      [150, -120],
      [170, -110],
      [164, -40],
      [110, 30],
      [10, 90],
      [-120, 94],
    ],
    0.9,
  )
  const clip = clipTo(k, 'whale', bodyD)
  return [
    // spout
    k.shape(
      'M-96 -100C-110 -140 -130 -170 -170 -180C-140 -150 -120 -130 -108 -98ZM-80 -102C-80 -150 -70 -180 -40 -200C-56 -160 -62 -130 -66 -100ZM-90 -100C-96 -150 -94 -180 -90 -210C-80 -180 -78 -140 -78 -100Z',
      k.body('#a8ecff', 90, 0.3),
      { 'stroke-width': 5 },
    ),
    ...[
      [-184, -170, 8],
      [-34, -204, 7],
      [-120, -200, 6],
    ].map(([x, y, r]) =>
      circle(x as number, y as number, r as number, {
        fill: '#a8ecff',
        stroke: k.c.ink,
        'stroke-width': 4,
      }),
    ),
    // flukes
    k.shape(
      'M156 -110C120 -160 110 -190 126 -200C150 -180 170 -150 166 -116C180 -160 210 -180 220 -170C214 -140 190 -110 166 -100Z',
      k.body(blue, 0, 0.35),
    ),
    k.shape(bodyD, k.body(blue, 80, 0.4)),
    g(
      [
        k.flat('M-220 30C-140 50 0 40 180 -20V140H-220Z', mix('#e9f6ff', blue, 0.15)),
        k.line('M-160 60H40M-150 76H10M-170 44H60', 4, darken(blue, 0.2), {
          'stroke-opacity': 0.4,
        }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M-40 60C-30 100 0 130 30 140C20 110 10 80 0 60Z', k.body(darken(blue, 0.1), 0, 0.3)),
    k.gloss('M-150 -50C-110 -86 -50 -92 0 -84C-60 -76 -110 -60 -140 -36Z', 0.6),
    circle(-130, -6, 11, { fill: k.c.ink }),
    circle(-133, -10, 4, { fill: '#ffffff' }),
    k.line('M-190 34C-170 46 -150 46 -130 36', 5),
    ellipse(-110, 24, 14, 8, { fill: '#ff9db6', 'fill-opacity': 0.5 }),
  ].join('')
}

export const turtle: Motif = (k) => {
  const skin = mix('#5fd0a0', k.c.accent, 0.1)
  const shell = mix('#3c9a5a', k.c.accent, 0.15)
  const flipper = (x: number, y: number, rot: number, s: number) =>
    k.shape('M0 0C40 -20 110 -10 150 20C110 40 40 40 0 20Z', k.body(skin, 90, 0.35), {
      transform: `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
      'stroke-width': 7 / s,
    })
  const shellD = ellipsePath(0, 10, 124, 146)
  const plates = [
    'M0 -80L40 -56L40 -10L0 14L-40 -10L-40 -56Z',
    'M0 14L40 38L40 84L0 108L-40 84L-40 38Z',
  ]
  return [
    flipper(70, -70, -30, 1),
    flipper(-70, -70, 210, 1),
    flipper(70, 100, 40, 0.6),
    flipper(-70, 100, 140, 0.6),
    k.shape('M-12 150L0 196L12 150Z', k.body(skin, 90, 0.3), { 'stroke-width': 5 }),
    k.shape(ellipsePath(0, -150, 46, 54), k.body(skin, 90, 0.35)),
    circle(-22, -166, 8, { fill: k.c.ink }),
    circle(22, -166, 8, { fill: k.c.ink }),
    k.shape(shellD, k.body(shell, 70, 0.4)),
    k.flat(ellipsePath(0, 10, 104, 126), k.body(lighten(shell, 0.1), 70, 0.35), {
      stroke: darken(shell, 0.4),
      'stroke-width': 4,
    }),
    k.flat(plates.join(''), k.body(lighten(shell, 0.3), 70, 0.3), {
      stroke: darken(shell, 0.45),
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
    k.line(
      'M40 -56L96 -90M-40 -56L-96 -90M40 -10L104 0M-40 -10L-104 0M40 38L104 40M-40 38L-104 40M40 84L84 110M-40 84L-84 110',
      5,
      darken(shell, 0.45),
    ),
    k.gloss('M-80 -80C-60 -110 -20 -126 20 -126C-20 -112 -50 -96 -70 -70Z', 0.55),
  ].join('')
}

export const anchor: Motif = (k) => {
  const metal = k.body(mix('#c9d6e3', k.c.highlight, 0.15), 70, 0.45)
  const arms = ribbon(
    curve(
      [
        [-150, 40],
        [-110, 120],
        [0, 160],
        [110, 120],
        [150, 40],
      ],
      16,
    ),
    [30, 34, 36, 38, 40, 40, 40, 40, 40, 40, 40, 40, 40, 38, 36, 34, 30],
  )
  return [
    k.shape(circlePath(0, -150, 38), 'none', { 'stroke-width': 34 }),
    circle(0, -150, 38, { fill: 'none', stroke: metal, 'stroke-width': 20 }),
    k.shape(roundRect(-20, -118, 40, 290, 14), metal),
    k.shape(arms, metal),
    k.shape('M-150 40L-196 -10L-174 70L-126 66Z', metal),
    k.shape('M150 40L196 -10L174 70L126 66Z', metal),
    k.shape(roundRect(-96, -104, 192, 30, 15), metal),
    k.shape(circlePath(-100, -89, 20), k.ball('#e4ecf4')),
    k.shape(circlePath(100, -89, 20), k.ball('#e4ecf4')),
    // rope
    k.line(
      'M0 -112C60 -100 60 -60 0 -50C-60 -40 -60 0 0 10C60 20 60 60 0 70C-50 80 -70 120 -120 140',
      16,
    ),
    k.line(
      'M0 -112C60 -100 60 -60 0 -50C-60 -40 -60 0 0 10C60 20 60 60 0 70C-50 80 -70 120 -120 140',
      9,
      mix('#e9c38a', k.c.accent, 0.2),
    ),
    k.gloss('M-10 -110H-2V160H-10Z', 0.5),
  ].join('')
}

export const mermaid: Motif = (k) => {
  const scaleColor = '#1fc9c0'
  const tailFill = k.defs.linear(
    [
      [0, lighten(k.c.accent, 0.2)],
      [0.45, mix(k.c.accent, '#7a6bff', 0.55)],
      [1, scaleColor],
    ],
    { x1: 0.8, y1: 0, x2: 0.2, y2: 1 },
  )
  const spine = curve(
    [
      [-60, 210],
      [-70, 120],
      [-10, 30],
      [70, -40],
      [96, -110],
    ],
    14,
  )
  const widths = spine.map((_, i) => 124 * (1 - i / spine.length) ** 0.9 + 16)
  const tailD = ribbon(spine, widths)
  const clip = clipTo(k, 'mermaid', tailD)
  const end = spine[spine.length - 1] as Point
  const scales: string[] = []
  for (let row = 0; row < 14; row++) {
    const p = spine[row] as Point
    for (let c = -2; c <= 2; c++)
      scales.push(`M${p[0] + c * 24 - 12} ${p[1] + (c % 2) * 6}q12 14 24 0`)
  }
  return [
    // fluke
    k.shape(
      `M${end[0]} ${end[1] + 10}C${end[0] - 80} ${end[1] - 30} ${end[0] - 110} ${end[1] - 90} ${end[0] - 80} ${end[1] - 110}C${end[0] - 40} ${end[1] - 80} ${end[0] - 10} ${end[1] - 60} ${end[0] + 4} ${end[1] - 30}C${end[0] + 40} ${end[1] - 90} ${end[0] + 90} ${end[1] - 110} ${end[0] + 110} ${end[1] - 96}C${end[0] + 100} ${end[1] - 40} ${end[0] + 60} ${end[1] - 4} ${end[0] + 10} ${end[1] + 14}Z`,
      k.body(lighten(k.c.accent, 0.25), 0, 0.4),
    ),
    k.line(`M${end[0]} ${end[1]}l-70 -90M${end[0]} ${end[1]}l80 -90`, 4, '#ffffff', {
      'stroke-opacity': 0.5,
    }),
    k.shape(tailD, tailFill),
    g(k.line(scales.join(''), 4, '#ffffff', { 'stroke-opacity': 0.45 }), { 'clip-path': clip }),
    k.flat(tailD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M-90 160C-100 110 -80 60 -40 20C-70 70 -80 110 -76 160Z', 0.45),
    // splash
    k.shape(
      'M-196 190C-170 150 -140 176 -120 150C-100 120 -80 160 -56 140C-30 118 -10 160 20 146C50 130 60 170 90 150C120 130 150 170 196 150V200H-196Z',
      k.body('#7fe3ff', 90, 0.3),
    ),
    ...[
      [-150, 120, 9],
      [40, 110, 7],
      [-10, 100, 5],
      [130, 118, 8],
    ].map(([x, y, r]) =>
      circle(x as number, y as number, r as number, {
        fill: '#c9f5ff',
        stroke: k.c.ink,
        'stroke-width': 3,
      }),
    ),
    // shell with pearl
    k.shape(
      'M110 130C110 90 140 70 170 70C200 70 220 100 220 130Z',
      k.body(lighten(k.c.highlight, 0.2), 90, 0.3),
      { transform: 'translate(-40 20)' },
    ),
    k.line(
      'M110 130L130 84M140 130L148 72M170 130L170 70M200 130L192 76',
      3,
      darken(k.c.highlight, 0.35),
      { transform: 'translate(-40 20)' },
    ),
    k.shape(circlePath(130, 138, 18), k.ball('#ffffff', 0.2), { 'stroke-width': 4 }),
    k.flat(sparklePath(-130, -60, 26), '#ffffff'),
  ].join('')
}

/** A manta ray seen from above, gliding head first (to the right), its whip tail behind. */
export const manta: Motif = (k) => {
  const top = mix(k.c.accent, '#1d2f66', 0.04)
  const bodyD =
    'M132 0C132 -34 112 -54 84 -72C44 -100 4 -146 -44 -194C-42 -150 -58 -112 -78 -84C-94 -60 -104 -34 -118 -14L-118 14C-104 34 -94 60 -78 84C-58 112 -42 150 -44 194C4 146 44 100 84 72C112 54 132 34 132 0Z'
  const clip = clipTo(k, 'manta', bodyD)
  const hornD = (side: 1 | -1) =>
    `M118 ${-26 * side}C146 ${-40 * side} 176 ${-50 * side} 190 ${-34 * side}C184 ${-20 * side} 156 ${-12 * side} 126 ${-10 * side}Z`
  return [
    k.line('M-110 0C-140 4 -170 -6 -200 4', 10),
    k.line('M-110 0C-140 4 -170 -6 -200 4', 4, lighten(top, 0.3)),
    k.shape(hornD(1), k.body(lighten(top, 0.1), 0, 0.3), { 'stroke-width': 5 }),
    k.shape(hornD(-1), k.body(lighten(top, 0.1), 0, 0.3), { 'stroke-width': 5 }),
    k.shape(bodyD, k.body(top, 100, 0.45)),
    g(
      [
        ellipse(10, 0, 112, 50, { fill: lighten(top, 0.18) }),
        ellipse(36, -62, 46, 18, {
          fill: '#ffffff',
          'fill-opacity': 0.55,
          transform: 'rotate(-40 36 -62)',
        }),
        ellipse(36, 62, 46, 18, {
          fill: '#ffffff',
          'fill-opacity': 0.55,
          transform: 'rotate(40 36 62)',
        }),
        k.line(
          'M-30 -150C-10 -100 20 -70 60 -50M-30 150C-10 100 20 70 60 50',
          4,
          darken(top, 0.35),
          {
            'stroke-opacity': 0.5,
          },
        ),
        ...(
          [
            [-20, -30, 7],
            [-50, 10, 6],
            [-10, 34, 5],
            [-70, -20, 5],
          ] as const
        ).map(([x, y, r]) => circle(x, y, r, { fill: darken(top, 0.45), 'fill-opacity': 0.6 })),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M70 -80C40 -106 6 -140 -30 -176C-10 -130 20 -100 50 -74Z', 0.55),
    k.gloss('M20 -30C50 -40 90 -34 116 -14C86 -24 50 -26 20 -20Z', 0.45),
    circle(112, -40, 10, { fill: k.c.ink }),
    circle(109, -43, 3.5, { fill: '#ffffff' }),
    circle(112, 40, 10, { fill: k.c.ink }),
    circle(109, 37, 3.5, { fill: '#ffffff' }),
  ].join('')
}

/** A surgeonfish of the reef: a deep oval body edged with long fins, a dark swoosh, a bright tail. */
export const tang: Motif = (k) => {
  const skin = k.c.accent
  const fin = mix(skin, k.c.ink, 0.25)
  const bodyD = smoothPath([
    [172, 14],
    [132, -56],
    [40, -104],
    [-60, -92],
    [-126, -34],
    [-136, 10],
    [-104, 58],
    [-10, 104],
    [100, 76],
  ])
  const clip = clipTo(k, 'tang', bodyD)
  return [
    k.shape(
      'M-124 0C-156 -50 -184 -96 -204 -100C-188 -40 -188 40 -204 100C-184 96 -156 50 -124 0Z',
      k.body(k.c.highlight, 0, 0.35),
    ),
    k.shape('M120 -64C80 -150 -60 -160 -136 -60C-110 -70 -60 -90 10 -96Z', k.body(fin, 90, 0.3)),
    k.shape('M90 80C40 150 -70 140 -130 50C-100 60 -50 90 0 98Z', k.body(fin, 90, 0.3)),
    k.line('M110 -70C60 -136 -50 -144 -124 -64M84 86C40 136 -60 128 -118 56', 5, k.c.highlight, {
      'stroke-opacity': 0.7,
    }),
    k.shape(bodyD, k.body(skin, 70, 0.4)),
    g(
      k.flat(
        'M96 -52C40 -96 -70 -84 -124 -6C-80 -40 -30 -44 6 -24C-30 0 -80 24 -112 46C-50 44 10 20 46 -12C70 -30 90 -34 112 -30Z',
        k.c.ink,
        { 'fill-opacity': 0.8 },
      ),
      { 'clip-path': clip },
    ),
    g(
      k.line('M-40 -40q10 10 20 0M-70 0q10 10 20 0M0 30q10 10 20 0', 3, '#ffffff', {
        'stroke-opacity': 0.35,
      }),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M60 24C50 56 20 72 -10 74C6 50 24 34 36 22Z', k.body(k.c.highlight, 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M30 -92C80 -92 124 -66 146 -36C110 -62 76 -78 30 -82Z', 0.55),
    eye(k, 112, -18, 22),
    k.line('M172 20C162 28 154 28 148 24', 5),
  ].join('')
}

export const oceanMotifs = { fish, shark, octopus, whale, turtle, anchor, mermaid, manta, tang }
