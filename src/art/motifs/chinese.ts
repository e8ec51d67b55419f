import { darken, lighten, mix } from '../color'
import {
  circle,
  circlePath,
  ellipse,
  ellipsePath,
  g,
  n,
  poly,
  polar,
  rect,
  roundRect,
  sparklePath,
  type Point,
} from '../svg'
import { type Motif, around, curve, ribbon, smoothPath } from './kit'

/** Eastern fortune symbols. */

export const dragon: Motif = (k) => {
  const scale = k.c.accent
  const fin = k.c.highlight
  const bodyFill = k.body(scale, 60, 0.4)
  const neckSpine = curve(
    [
      [-140, 210],
      [-172, 120],
      [-120, 40],
      [-40, 0],
    ],
    10,
  )
  const neck = ribbon(neckSpine, [96, 104, 108, 110, 110, 110, 108, 104, 100, 96, 92])
  // Belly plates along the front of the neck, clipped to it.
  const belly = ribbon(
    neckSpine.map(([x, y]) => [x + 40, y + 16] as Point),
    [56, 60, 62, 62, 62, 60, 58, 54, 48, 40, 30],
  )
  const neckClip = k.defs.raw(
    `dragon-neck-${neck.length}`,
    (id) => `<clipPath id="${id}"><path d="${neck}"/></clipPath>`,
  )
  const plates = neckSpine
    .slice(1, 10)
    .map(([x, y]) => `M${n(x + 8)} ${n(y + 30)}l44 -30`)
    .join('')
  const spikes = neckSpine
    .slice(1, 9)
    .map(([x, y], i) => {
      const [tx, ty] = [x - 58 - i * 2, y - 40 + i * 3]
      return poly([
        [x - 30, y + 10],
        [tx, ty],
        [x + 6, y - 30],
      ])
    })
    .join('')
  const mane = smoothPath(
    [
      [-40, -120],
      [-120, -150],
      [-90, -100],
      [-190, -110],
      [-120, -60],
      [-200, -30],
      [-120, -10],
      [-180, 50],
      [-90, 30],
      [-40, 40],
    ],
    0.6,
  )
  const head = smoothPath(
    [
      [-96, -50],
      [-70, -100],
      [-8, -116],
      [44, -104],
      [82, -82],
      [128, -76],
      [152, -88],
      [184, -70],
      [192, -38],
      [172, -16],
      [112, -12],
      [52, -4],
      [0, 14],
      [-60, 8],
    ],
    0.9,
  )
  const jaw = smoothPath(
    [
      [30, 6],
      [100, 22],
      [158, 26],
      [170, 42],
      [150, 60],
      [80, 64],
      [10, 50],
      [-30, 26],
    ],
    0.9,
  )
  const mouth = poly([
    [36, 2],
    [176, -18],
    [164, 28],
    [40, 14],
  ])
  const teethUp = [70, 98, 126, 152]
    .map((x) =>
      poly([
        [x - 10, -12 + (x - 70) * -0.02],
        [x + 10, -14 + (x - 70) * -0.02],
        [x, 8],
      ]),
    )
    .join('')
  const teethDown = [84, 112, 140]
    .map((x) =>
      poly([
        [x - 9, 26],
        [x + 9, 26],
        [x, 6],
      ]),
    )
    .join('')
  const horn = (dx: number, dy: number, fill: string) =>
    k.shape(
      ribbon(
        curve(
          [
            [-10 + dx, -98 + dy],
            [-60 + dx, -150 + dy],
            [-130 + dx, -176 + dy],
            [-186 + dx, -160 + dy],
          ],
          8,
        ),
        [38, 34, 30, 26, 22, 18, 13, 8, 2],
      ),
      fill,
    )
  const whisker = (d: string) => k.line(d, 13) + k.line(d, 6, '#ffd84d')
  const beard = poly([
    [40, 56],
    [70, 120],
    [40, 96],
    [20, 138],
    [4, 90],
    [-24, 118],
    [-20, 50],
  ])
  return [
    k.shape(mane, k.body(fin, 30, 0.45)),
    k.shape(spikes, k.body(fin, 90, 0.3)),
    k.shape(neck, bodyFill),
    g(
      k.flat(belly, k.body(lighten(fin, 0.2), 0, 0.25), { stroke: k.c.ink, 'stroke-width': 4 }) +
        k.line(plates, 3, darken(fin, 0.35), { 'stroke-opacity': 0.8 }),
      { 'clip-path': `url(#${neckClip})` },
    ),
    k.flat(neck, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.line(
      neckSpine
        .slice(1, 9)
        .map(([x, y]) => `M${x - 30} ${y - 6}q16 16 34 6`)
        .join(''),
      4,
      darken(scale, 0.45),
    ),
    horn(34, 8, k.body(darken(fin, 0.15), 40, 0.3)),
    horn(0, 0, k.body(lighten(fin, 0.3), 40, 0.35)),
    k.shape(beard, k.body(fin, 90, 0.35)),
    k.shape(jaw, k.body(darken(scale, 0.1), 80, 0.35)),
    k.shape(mouth, '#7a0f22'),
    k.flat(teethUp + teethDown, '#fffbe8', {
      stroke: k.c.ink,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
    k.shape(head, bodyFill),
    k.gloss('M-20 -100C20 -108 60 -96 96 -74C60 -84 20 -92 -20 -88Z', 0.5),
    // brow ridge and eye
    k.shape('M6 -92C30 -112 70 -104 86 -78C64 -90 40 -90 18 -74Z', k.body(fin, 90, 0.3), {
      'stroke-width': 5,
    }),
    k.shape('M18 -66C34 -84 62 -82 74 -62C58 -52 34 -52 18 -66Z', '#fff6b0', { 'stroke-width': 5 }),
    ellipse(48, -66, 6, 11, { fill: k.c.ink }),
    circle(44, -72, 3, { fill: '#ffffff' }),
    ellipse(160, -58, 9, 6, { fill: k.c.ink, transform: 'rotate(-20 160 -58)' }),
    k.line('M-44 -36C-20 -50 4 -40 14 -20M-56 -10C-34 -18 -14 -10 -4 6', 5, darken(scale, 0.45)),
    whisker('M170 -22C200 10 196 70 150 92C110 110 110 150 146 170'),
    whisker('M150 -84C176 -130 150 -170 104 -168C70 -166 60 -190 80 -204'),
  ].join('')
}

export const tiger: Motif = (k) => {
  const orange = mix('#ff9a1f', k.c.accent, 0.12)
  const fur = k.body(orange, 90, 0.35)
  const head = smoothPath([
    [0, -150],
    [100, -140],
    [164, -76],
    [182, 16],
    [146, 104],
    [64, 152],
    [0, 162],
    [-64, 152],
    [-146, 104],
    [-182, 16],
    [-164, -76],
    [-100, -140],
  ])
  const ear = (s: number) =>
    g(
      k.shape(circlePath(128, -118, 52), fur) +
        k.flat(circlePath(128, -114, 28), '#ffd3b8') +
        k.flat('M100 -150L150 -100', 'none'),
      {
        transform: s < 0 ? 'scale(-1 1)' : undefined,
      },
    )
  const stripe = (d: string) => k.flat(d, k.c.ink)
  const side = (s: number) =>
    g(
      [
        stripe('M182 -10C150 -10 120 -2 104 10C124 14 150 12 180 18Z'),
        stripe('M176 40C146 44 124 54 112 66C132 68 154 64 172 62Z'),
        stripe('M160 -66C136 -56 120 -44 110 -30C128 -36 148 -40 170 -42Z'),
        // eye
        k.shape('M28 -28C50 -54 100 -54 118 -24C94 -8 52 -8 28 -28Z', k.body('#d8ff5a', 90, 0.3), {
          'stroke-width': 6,
        }),
        ellipse(72, -28, 7, 16, { fill: k.c.ink }),
        circle(66, -36, 4, { fill: '#ffffff' }),
        stripe('M22 -40C50 -76 110 -74 132 -46C104 -58 60 -58 22 -40Z'),
        ellipse(80, -70, 18, 9, { fill: '#fff8ee', transform: 'rotate(-12 80 -70)' }),
      ].join(''),
      { transform: s < 0 ? 'scale(-1 1)' : undefined },
    )
  return [
    ear(1),
    ear(-1),
    k.shape(head, fur),
    k.gloss('M-120 -110C-60 -146 60 -146 120 -110C60 -128 -60 -128 -120 -110Z', 0.35),
    // forehead stripes
    stripe('M-44 -134H44L36 -120H-36Z'),
    stripe('M-52 -106H52L42 -92H-42Z'),
    stripe('M-10 -92H10L6 -56H-6Z'),
    side(1),
    side(-1),
    // muzzle
    k.shape(
      smoothPath([
        [0, 10],
        [60, 26],
        [98, 70],
        [70, 118],
        [0, 136],
        [-70, 118],
        [-98, 70],
        [-60, 26],
      ]),
      k.body('#fffaf2', 90, 0.12),
      { 'stroke-width': 5 },
    ),
    ...[-1, 1].flatMap((s) =>
      [18, 38, 58].map((y) =>
        circle(s * 46, 70 + (y - 38) * 0.6, 4, { fill: k.c.ink, 'fill-opacity': 0.7 }),
      ),
    ),
    k.shape(
      'M-30 22H30Q34 22 30 30L6 54Q0 60 -6 54L-30 30Q-34 22 -30 22Z',
      k.body('#ff8a9a', 90, 0.3),
      { 'stroke-width': 5 },
    ),
    k.line('M0 58V80M0 80C-14 96 -34 96 -44 86M0 80C14 96 34 96 44 86', 5),
    k.line('M-80 70L-186 50M-82 86L-184 96M80 70L186 50M82 86L184 96', 3, '#ffffff', {
      'stroke-opacity': 0.9,
    }),
  ].join('')
}

export const phoenix: Motif = (k) => {
  const hot = k.c.accent
  const glow = k.c.highlight
  const feather = (len: number, wid: number, angle: number, fill: string) =>
    g(
      k.shape(
        ribbon(
          curve(
            [
              [0, 0],
              [len * 0.5, -wid * 0.25],
              [len, 0],
            ],
            6,
          ),
          [wid * 0.4, wid * 0.85, wid, wid * 0.9, wid * 0.7, wid * 0.4, 0],
        ),
        fill,
        { 'stroke-width': 5 },
      ),
      { transform: `rotate(${angle})` },
    )
  const wing = [
    ...[-62, -44, -26, -8, 10].map((a, i) => feather(226 - i * 14, 60, a, k.body(glow, 20, 0.4))),
    ...[-54, -34, -14, 6].map((a, i) => feather(150 - i * 8, 54, a, k.body(hot, 20, 0.35))),
    ...[-44, -20, 4].map((a) => feather(88, 44, a, k.body(lighten(hot, 0.25), 20, 0.3))),
  ].join('')
  const tailSpines: Point[][] = [
    [
      [0, 50],
      [-50, 110],
      [-140, 130],
      [-176, 190],
    ],
    [
      [0, 50],
      [-20, 120],
      [-70, 170],
      [-70, 214],
    ],
    [
      [0, 50],
      [20, 120],
      [70, 170],
      [70, 214],
    ],
    [
      [0, 50],
      [50, 110],
      [140, 130],
      [176, 190],
    ],
  ]
  const tail = tailSpines
    .map((pts, i) => {
      const spine = curve(pts, 10)
      const tip = spine[spine.length - 1] as Point
      return (
        k.shape(
          ribbon(spine, [30, 40, 44, 46, 46, 44, 40, 36, 30, 22, 10]),
          k.body(i % 3 ? glow : hot, 90, 0.35),
          { 'stroke-width': 5 },
        ) +
        k.shape(circlePath(tip[0], tip[1] - 10, 20), k.ball(hot), { 'stroke-width': 5 }) +
        circle(tip[0], tip[1] - 10, 8, { fill: k.c.highlight })
      )
    })
    .join('')
  const bodyD = smoothPath([
    [0, -100],
    [40, -70],
    [52, 0],
    [28, 70],
    [0, 94],
    [-28, 70],
    [-52, 0],
    [-40, -70],
  ])
  return [
    tail,
    g(wing, { transform: 'translate(26 -40)' }),
    g(wing, { transform: 'translate(-26 -40) scale(-1 1)' }),
    k.shape(bodyD, k.body(hot, 90, 0.45)),
    k.flat(
      smoothPath([
        [0, -60],
        [22, 0],
        [0, 64],
        [-22, 0],
      ]),
      lighten(glow, 0.4),
      { 'fill-opacity': 0.8 },
    ),
    // crest
    ...(
      [
        [
          [-6, -130],
          [-30, -170],
          [-70, -186],
        ],
        [
          [0, -134],
          [-6, -180],
          [-20, -204],
        ],
        [
          [6, -130],
          [28, -170],
          [16, -200],
        ],
      ] satisfies Point[][]
    ).map((pts) => {
      const spine = curve(pts, 6)
      const tip = spine[spine.length - 1] as Point
      return (
        k.line(poly(spine, false), 6) +
        k.shape(circlePath(tip[0], tip[1], 10), k.ball(glow), { 'stroke-width': 4 })
      )
    }),
    k.shape(circlePath(0, -118, 38), k.ball(hot, 0.45)),
    k.shape('M30 -126L82 -112L32 -98Z', k.gold, { 'stroke-width': 5 }),
    circle(14, -124, 7, { fill: k.c.ink }),
    circle(12, -127, 2.5, { fill: '#ffffff' }),
    k.line('M-6 -110C4 -96 20 -96 30 -106', 4, darken(hot, 0.4)),
  ].join('')
}

export const koi: Motif = (k) => {
  const spine = curve(
    [
      [30, -168],
      [118, -120],
      [148, -20],
      [106, 80],
      [10, 130],
      [-80, 118],
    ],
    14,
  )
  const widths = spine.map((_, i) => {
    const t = i / (spine.length - 1)
    return t < 0.12 ? 70 + t * 300 : 106 * (1 - t) ** 0.8 + 12
  })
  const bodyD = ribbon(spine, widths)
  const clip = k.defs.raw(
    `koi-${bodyD.length}`,
    (id) => `<clipPath id="${id}"><path d="${bodyD}"/></clipPath>`,
  )
  const tailBase = spine[spine.length - 1] as Point
  const orange = mix('#ff5a1f', k.c.accent, 0.3)
  // Pectoral fins sit on both flanks just behind the head, pointing outwards and back.
  const fin = (at: number, side: 1 | -1) => {
    const p = spine[at] as Point
    const q = spine[at + 1] as Point
    const ang = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI
    const w = (widths[at] ?? 80) / 2 - 8
    const rad = ((ang + 90 * side) * Math.PI) / 180
    const x = p[0] + Math.cos(rad) * w
    const y = p[1] + Math.sin(rad) * w
    return k.shape(
      smoothPath([
        [0, 0],
        [40, 10 * side],
        [80, 46 * side],
        [30, 44 * side],
        [0, 20 * side],
      ]),
      k.body(lighten(orange, 0.35), 0, 0.3),
      {
        transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(ang)})`,
        'fill-opacity': 0.92,
      },
    )
  }
  const head = spine[2] as Point
  return [
    // tail fan
    k.shape(
      smoothPath(
        [
          [tailBase[0] + 20, tailBase[1] - 6],
          [tailBase[0] - 60, tailBase[1] - 90],
          [tailBase[0] - 100, tailBase[1] - 70],
          [tailBase[0] - 70, tailBase[1] - 6],
          [tailBase[0] - 110, tailBase[1] + 50],
          [tailBase[0] - 60, tailBase[1] + 70],
          [tailBase[0] + 10, tailBase[1] + 16],
        ],
        0.8,
      ),
      k.body(lighten(orange, 0.25), 180, 0.35),
      { 'fill-opacity': 0.95 },
    ),
    k.line(
      `M${tailBase[0]} ${tailBase[1]}l-84 -66M${tailBase[0]} ${tailBase[1]}l-80 -10M${tailBase[0]} ${tailBase[1]}l-80 54`,
      3,
      darken(orange, 0.2),
      { 'stroke-opacity': 0.6 },
    ),
    fin(3, 1),
    fin(3, -1),
    fin(8, 1),
    k.shape(bodyD, k.body('#fff5ec', 60, 0.12)),
    g(
      [
        ellipse(80, -150, 60, 34, { fill: orange, transform: 'rotate(30 80 -150)' }),
        ellipse(150, 0, 40, 60, { fill: orange }),
        ellipse(60, 110, 50, 34, { fill: orange, transform: 'rotate(-20 60 110)' }),
        ellipse(-40, 120, 30, 22, { fill: k.c.ink, 'fill-opacity': 0.85 }),
        ...spine.slice(3, 13).map(([x, y], i) =>
          k.line(`M${x - 18} ${y - 4}q18 16 36 0`, 3, '#ffffff', {
            'stroke-opacity': i % 2 ? 0.45 : 0.3,
          }),
        ),
      ].join(''),
      { 'clip-path': `url(#${clip})` },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M60 -170C100 -168 130 -140 140 -100C120 -130 96 -150 60 -160Z', 0.6),
    circle(head[0] - 26, head[1] - 18, 9, { fill: k.c.ink }),
    circle(head[0] + 20, head[1] - 34, 9, { fill: k.c.ink }),
    k.line('M18 -180C0 -196 -16 -190 -20 -176M34 -190C40 -210 56 -214 66 -204', 4),
  ].join('')
}

export const lantern: Motif = (k) => {
  const red = k.c.accent
  const glowFill = k.defs.radial(
    [
      [0, lighten(red, 0.55)],
      [0.5, red],
      [1, darken(red, 0.45)],
    ],
    { cx: 0.42, cy: 0.45, r: 0.62 },
  )
  const ribs = [112, 64, 20]
    .map((rx) => `M0 -128A${rx} 128 0 0 0 0 128A${rx} 128 0 0 0 0 -128`)
    .join('')
  return [
    k.line('M0 -200V-150', 8),
    k.line('M-30 152V214M-10 152V224M10 152V224M30 152V214', 10),
    k.line('M-30 152V214M-10 152V224M10 152V224M30 152V214', 5, k.c.highlight),
    k.shape('M-24 150H24L18 176H-18Z', k.gold, { 'stroke-width': 5 }),
    k.shape(
      'M0 -130C110 -130 160 -70 160 0C160 70 110 130 0 130C-110 130 -160 70 -160 0C-160 -70 -110 -130 0 -130Z',
      glowFill,
    ),
    k.line(ribs, 4, darken(red, 0.45), { 'stroke-opacity': 0.7 }),
    k.shape(circlePath(0, 0, 46), k.gold, { 'stroke-width': 5 }),
    k.flat(
      poly([
        [0, -30],
        [30, 0],
        [0, 30],
        [-30, 0],
      ]),
      darken(red, 0.2),
    ),
    k.flat(
      poly([
        [0, -16],
        [16, 0],
        [0, 16],
        [-16, 0],
      ]),
      k.c.highlight,
    ),
    k.shape(roundRect(-80, -160, 160, 36, 10), k.gold),
    k.shape(roundRect(-80, 124, 160, 36, 10), k.gold),
    k.gloss('M-100 -80C-130 -40 -130 40 -100 80C-110 40 -112 -40 -100 -80Z', 0.5),
    k.line('M-70 -142H70M-70 142H70', 3, '#fff6c8', { 'stroke-opacity': 0.7 }),
  ].join('')
}

export const coin: Motif = (k) => {
  const rim = circlePath(0, 0, 170)
  const ridges = around(36, () => rect(-3, -164, 6, 12, { fill: '#fff3b0', 'fill-opacity': 0.55 }))
  const marks = [0, 90, 180, 270]
    .map((deg) => {
      const [x, y] = polar(0, 0, 92, deg - 90)
      return k.shape(roundRect(x - 20, y - 20, 40, 40, 8), k.goldDeep, {
        'stroke-width': 4,
        transform: `rotate(45 ${x} ${y})`,
      })
    })
    .join('')
  return [
    k.shape(circlePath(14, 18, 170), k.goldDeep),
    k.shape(rim, k.gold),
    ridges,
    k.shape(circlePath(0, 0, 134), k.body('#ffc933', 240, 0.35), { 'stroke-width': 5 }),
    marks,
    k.shape(roundRect(-40, -40, 80, 80, 8), k.c.bg, { 'stroke-width': 10 }),
    k.flat(roundRect(-40, -40, 80, 80, 8), 'none', {
      stroke: '#fff3b0',
      'stroke-width': 3,
      'stroke-opacity': 0.6,
    }),
    k.gloss('M-120 -80C-90 -130 -30 -156 30 -150C-20 -140 -80 -116 -120 -80Z', 0.65),
    k.flat(sparklePath(110, -110, 30), '#ffffff'),
  ].join('')
}

export const ingot: Motif = (k) => {
  const hull = 'M-196 -36C-180 74 -90 122 0 122C90 122 180 74 196 -36C150 6 -150 6 -196 -36Z'
  return [
    k.shape(ellipsePath(0, -36, 92, 96), k.body('#ffd84d', 60, 0.45)),
    k.gloss('M-50 -100C-30 -124 10 -128 40 -114C10 -112 -20 -100 -40 -80Z', 0.7),
    k.shape(
      'M-196 -36C-200 -76 -176 -96 -140 -90C-110 -84 -90 -40 -60 -24C-100 -10 -160 -12 -196 -36Z',
      k.gold,
    ),
    k.shape(
      'M196 -36C200 -76 176 -96 140 -90C110 -84 90 -40 60 -24C100 -10 160 -12 196 -36Z',
      k.gold,
    ),
    k.shape(hull, k.body('#ffc21a', 90, 0.45)),
    k.line('M-150 10C-80 40 80 40 150 10', 4, '#fff3b0', { 'stroke-opacity': 0.6 }),
    k.gloss('M-160 20C-130 70 -80 96 -30 104C-80 84 -120 60 -160 20Z', 0.45),
    k.flat(sparklePath(-120, -100, 26), '#ffffff'),
  ].join('')
}

export const panda: Motif = (k) => {
  const black = '#23202b'
  const fur = k.body('#ffffff', 90, 0.12)
  const dark = k.body('#3a3545', 90, 0.3)
  return [
    k.shape(circlePath(-118, -118, 56), dark),
    k.shape(circlePath(118, -118, 56), dark),
    k.shape(
      smoothPath([
        [0, -156],
        [110, -140],
        [176, -60],
        [180, 40],
        [130, 126],
        [0, 160],
        [-130, 126],
        [-180, 40],
        [-176, -60],
        [-110, -140],
      ]),
      fur,
    ),
    ...[-1, 1].map((s) =>
      g(
        [
          k.flat(
            smoothPath([
              [30, -40],
              [92, -66],
              [124, -20],
              [96, 40],
              [44, 40],
              [26, 0],
            ]),
            black,
          ),
          circle(80, -12, 20, { fill: '#ffffff' }),
          circle(84, -10, 11, { fill: black }),
          circle(78, -17, 5, { fill: '#ffffff' }),
          ellipse(120, 66, 24, 14, { fill: '#ff9db6', 'fill-opacity': 0.75 }),
        ].join(''),
        { transform: s < 0 ? 'scale(-1 1)' : undefined },
      ),
    ),
    k.flat(
      smoothPath([
        [0, 38],
        [30, 46],
        [24, 66],
        [0, 74],
        [-24, 66],
        [-30, 46],
      ]),
      black,
    ),
    k.line('M0 74V92M0 92C-14 108 -34 108 -42 98M0 92C14 108 34 108 42 98', 5, black),
    k.gloss('M-110 -120C-60 -150 40 -154 96 -128C40 -136 -40 -134 -110 -120Z', 0.6),
    // bamboo sprig
    k.shape('M124 170L170 50L184 56L140 176Z', k.body('#6ccf3d', 0, 0.3), { 'stroke-width': 5 }),
    k.shape('M158 84C186 64 200 36 200 6C172 26 160 54 158 84Z', k.body('#4fc04a', 60, 0.3), {
      'stroke-width': 5,
    }),
  ].join('')
}

export const fortuneCat: Motif = (k) => {
  const white = k.body('#ffffff', 90, 0.14)
  const red = k.c.accent
  return [
    // body
    k.shape(
      smoothPath([
        [-120, 40],
        [-140, 120],
        [-110, 190],
        [110, 190],
        [140, 120],
        [120, 40],
      ]),
      white,
    ),
    // coin held in front
    k.shape(ellipsePath(40, 120, 62, 44), k.gold),
    k.flat(ellipsePath(40, 120, 44, 28), 'none', { stroke: '#a85a00', 'stroke-width': 4 }),
    k.line('M20 110H60M20 122H60M20 134H60', 4, '#a85a00'),
    k.shape(circlePath(-30, 134, 32), white),
    // raised paw
    k.shape(
      'M96 30C120 -20 130 -90 150 -120C170 -140 206 -128 200 -96C190 -60 170 -10 150 40Z',
      white,
    ),
    k.line('M160 -118C162 -108 164 -104 170 -100M176 -118C178 -108 180 -104 184 -100', 4),
    k.flat(ellipsePath(174, -96, 14, 10), '#ffb3c4'),
    // head
    k.shape('M-150 -130L-120 -200L-70 -150Z', white),
    k.shape('M150 -130L120 -200L70 -150Z', white),
    k.flat('M-136 -140L-118 -180L-94 -152Z', '#ff9db6'),
    k.flat('M136 -140L118 -180L94 -152Z', '#ff9db6'),
    k.shape(
      smoothPath([
        [0, -170],
        [110, -150],
        [156, -80],
        [140, 0],
        [70, 44],
        [0, 52],
        [-70, 44],
        [-140, 0],
        [-156, -80],
        [-110, -150],
      ]),
      white,
    ),
    k.line('M-86 -70C-70 -88 -46 -88 -30 -70M30 -70C46 -88 70 -88 86 -70', 8),
    k.flat(
      poly([
        [-10, -40],
        [10, -40],
        [0, -28],
      ]),
      '#ff7a9a',
    ),
    k.line('M0 -28C-6 -14 -22 -12 -30 -20M0 -28C6 -14 22 -12 30 -20', 5),
    k.line('M-60 -34L-140 -46M-60 -22L-138 -14M60 -34L140 -46M60 -22L138 -14', 3),
    ellipse(-90, -30, 18, 10, { fill: '#ff9db6', 'fill-opacity': 0.7 }),
    ellipse(90, -30, 18, 10, { fill: '#ff9db6', 'fill-opacity': 0.7 }),
    // collar and bell
    k.shape('M-104 28C-40 58 40 58 104 28L110 50C40 82 -40 82 -110 50Z', k.body(red, 90, 0.35)),
    k.shape(circlePath(0, 78, 24), k.ball('#ffd84d')),
    k.line('M-16 78H16M0 84V100', 4),
    k.gloss('M-90 -140C-40 -164 40 -164 90 -140C40 -150 -40 -150 -90 -140Z', 0.7),
  ].join('')
}

export const flower: Motif = (k) => {
  const petalD = 'M0 0C-46 -40 -52 -120 0 -176C52 -120 46 -40 0 0Z'
  const pink = k.c.accent
  const petal = (deg: number, s: number, light: number) =>
    k.shape(
      petalD,
      k.defs.linear(
        [
          [0, lighten(pink, 0.75)],
          [0.55, lighten(pink, light)],
          [1, darken(pink, 0.1)],
        ],
        { x1: 0, y1: 1, x2: 0, y2: 0 },
      ),
      {
        transform: `translate(0 70) rotate(${deg}) scale(${s})`,
        'stroke-width': 6 / s,
      },
    )
  return [
    k.shape(ellipsePath(-90, 150, 110, 34), k.body('#35b86a', 90, 0.35)),
    k.shape(ellipsePath(100, 160, 100, 30), k.body('#2aa75c', 90, 0.35)),
    petal(-80, 0.9, 0.35),
    petal(80, 0.9, 0.35),
    petal(-50, 1.02, 0.25),
    petal(50, 1.02, 0.25),
    petal(-22, 1.1, 0.15),
    petal(22, 1.1, 0.15),
    petal(0, 1.2, 0.05),
    k.flat(ellipsePath(0, 64, 44, 14), k.c.highlight, { stroke: k.c.ink, 'stroke-width': 5 }),
    ...[-24, -8, 8, 24].map((x) => circle(x, 56, 6, { fill: lighten(k.c.highlight, 0.5) })),
    k.flat(sparklePath(-110, -100, 22), '#ffffff'),
    k.flat(sparklePath(120, -60, 16), '#ffffff', { 'fill-opacity': 0.9 }),
  ].join('')
}

export const chineseMotifs = {
  dragon,
  tiger,
  phoenix,
  koi,
  lantern,
  coin,
  ingot,
  panda,
  'fortune-cat': fortuneCat,
  flower,
}
