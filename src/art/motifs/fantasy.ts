import { darken, lighten, mix } from '../color'
import {
  circle,
  circlePath,
  g,
  poly,
  rectPath,
  roundRect,
  sparklePath,
  starPoints,
  type Point,
  n,
} from '../svg'
import { type Motif, around, curve, ribbon, smoothPath } from './kit'

/** Magic, myth and ancient wonders. */

export const wizard: Motif = (k) => {
  const cloth = k.c.accent
  const trim = k.c.highlight
  const cone =
    'M-112 58C-96 -20 -52 -110 20 -168C60 -198 128 -190 168 -150C140 -160 104 -160 84 -136C60 -90 84 -10 112 58C40 80 -40 80 -112 58Z'
  const deco = [
    [-30, -34, 20],
    [34, -88, 16],
    [-8, 14, 12],
    [54, -20, 10],
  ]
    .map(([x, y, r]) =>
      k.flat(
        poly(starPoints(x as number, y as number, 5, r as number, (r as number) * 0.45)),
        trim,
      ),
    )
    .join('')
  return [
    k.shape(
      'M-196 72C-196 38 -100 20 0 20C100 20 196 38 196 72C196 106 100 124 0 124C-100 124 -196 106 -196 72Z',
      k.body(darken(cloth, 0.15), 90, 0.35),
    ),
    k.shape(cone, k.body(cloth, 20, 0.4)),
    deco,
    k.flat('M-10 -60A34 34 0 1 0 30 -110A26 26 0 1 1 -10 -60Z', lighten(trim, 0.3)),
    k.shape('M-108 28C-40 50 40 50 108 28L114 60C40 84 -40 84 -114 60Z', k.body(trim, 90, 0.35)),
    k.shape(roundRect(-24, 32, 48, 40, 6), k.gold, { 'stroke-width': 5 }),
    k.flat(roundRect(-12, 42, 24, 20, 3), darken(cloth, 0.5)),
    k.gloss('M-70 0C-60 -60 -30 -110 10 -146C-20 -100 -44 -50 -54 4Z', 0.35),
    k.flat(sparklePath(150, -110, 26), '#ffffff'),
    k.flat(sparklePath(-150, -40, 18), '#ffffff', { 'fill-opacity': 0.85 }),
  ].join('')
}

export const unicorn: Motif = (k) => {
  const coat = k.body('#ffffff', 60, 0.16)
  const mane = [
    k.c.accent,
    k.c.highlight,
    '#7fd4ff',
    '#ff8fd8',
    mix(k.c.accent, k.c.highlight, 0.5),
  ]
  const head = smoothPath(
    [
      [-120, 200],
      [-132, 80],
      [-106, -30],
      [-60, -96],
      [0, -112],
      [56, -76],
      [104, -16],
      [146, 36],
      [164, 76],
      [140, 106],
      [84, 100],
      [36, 70],
      [6, 100],
      [-6, 200],
    ],
    0.9,
  )
  const lockSpines: Point[][] = [
    [
      [-70, -110],
      [-130, -70],
      [-150, 10],
      [-186, 60],
    ],
    [
      [-100, -60],
      [-150, 10],
      [-160, 90],
      [-196, 140],
    ],
    [
      [-120, 0],
      [-160, 70],
      [-150, 140],
      [-176, 196],
    ],
    [
      [-30, -120],
      [-80, -150],
      [-130, -140],
      [-170, -110],
    ],
  ]
  const locks = lockSpines
    .map((pts, i) =>
      k.shape(
        ribbon(curve(pts, 10), [30, 46, 54, 56, 54, 50, 44, 36, 26, 14, 2]),
        k.body(mane[i % mane.length] as string, 30, 0.35),
        {
          'stroke-width': 6,
        },
      ),
    )
    .join('')
  const hornD = 'M-6 -104L96 -212L32 -88Z'
  return [
    locks,
    k.shape(head, coat),
    // ear
    k.shape('M-64 -96C-84 -140 -80 -170 -62 -188C-40 -160 -30 -130 -30 -104Z', coat),
    k.flat('M-60 -110C-70 -140 -68 -160 -60 -172C-48 -150 -44 -128 -44 -110Z', '#ffc4e0'),
    // forelock
    k.shape(
      ribbon(
        curve(
          [
            [-20, -112],
            [20, -100],
            [40, -60],
            [30, -30],
          ],
          8,
        ),
        [20, 36, 40, 38, 32, 24, 16, 8, 0],
      ),
      k.body(mane[0] as string, 30, 0.35),
      {
        'stroke-width': 6,
      },
    ),
    k.shape(hornD, k.gold),
    k.line('M10 -120L44 -104M26 -140L60 -124M44 -162L74 -148M62 -182L86 -172', 5, '#a85a00'),
    k.gloss('M2 -112L80 -196L70 -170Z', 0.6),
    // eye
    k.flat('M40 -14C44 -44 80 -50 92 -24C80 -8 54 -2 40 -14Z', k.c.ink),
    circle(70, -28, 7, { fill: '#ffffff' }),
    k.line('M44 -30L30 -44M52 -38L42 -56', 4),
    k.line('M142 70C136 62 130 62 126 66', 5),
    circle(96, 50, 16, { fill: '#ffb3d0', 'fill-opacity': 0.7 }),
    k.line('M150 96C136 104 120 104 110 98', 4),
    k.gloss('M-90 0C-80 -50 -50 -86 -10 -100C-44 -74 -70 -40 -80 10Z', 0.5),
    k.flat(sparklePath(130, -140, 26), '#ffffff'),
    k.flat(sparklePath(170, -70, 14), '#ffffff', { 'fill-opacity': 0.85 }),
  ].join('')
}

export const castle: Motif = (k) => {
  const stone = k.body(mix('#efe9ff', k.c.bg, 0.12), 90, 0.3)
  const roof = k.body(k.c.accent, 20, 0.4)
  const glowWin = k.body(k.c.highlight, 90, 0.3)
  const tower = (x: number, top: number, w: number, roofH: number) =>
    [
      k.shape(rectPath(x - w / 2, top, w, 180 - top), stone),
      k.shape(
        poly([
          [x - w / 2 - 14, top + 2],
          [x, top - roofH],
          [x + w / 2 + 14, top + 2],
        ]),
        roof,
      ),
      k.line(`M${x} ${top - roofH}V${top - roofH - 40}`, 5),
      k.shape(
        poly([
          [x + 2, top - roofH - 40],
          [x + 40, top - roofH - 30],
          [x + 2, top - roofH - 18],
        ]),
        k.body(k.c.highlight, 90, 0.3),
        {
          'stroke-width': 4,
        },
      ),
      k.shape(`M${x - 10} ${top + 50}v-14a10 10 0 0 1 20 0v14Z`, glowWin, { 'stroke-width': 4 }),
    ].join('')
  const battlement = (x0: number, x1: number, y: number) => {
    let d = ''
    for (let x = x0; x < x1 - 10; x += 30) d += `M${x} ${y}h18v-20h-18Z`
    return k.shape(d, stone, { 'stroke-width': 5 })
  }
  return [
    tower(-138, -20, 64, 90),
    tower(138, -20, 64, 90),
    battlement(-110, 110, 40),
    k.shape(rectPath(-110, 40, 220, 140), stone),
    tower(0, -90, 92, 120),
    k.shape('M-44 180V128A44 44 0 0 1 44 128V180Z', darken(k.c.bg, 0.3), { 'stroke-width': 6 }),
    k.line('M-30 180V132M-10 180V122M10 180V122M30 180V132', 3, '#8a6a3a'),
    k.line('M-44 180V128A44 44 0 0 1 44 128V180', 8, k.c.highlight),
    k.shape('M-76 84v-18a10 10 0 0 1 20 0v18ZM56 84v-18a10 10 0 0 1 20 0v18Z', glowWin, {
      'stroke-width': 4,
    }),
    k.shape('M-14 -6v-22a14 14 0 0 1 28 0v22Z', glowWin, { 'stroke-width': 4 }),
    k.line('M-110 100H-60M60 100H110M-110 140H-60M60 140H110M-36 20H36M-36 60H36', 3, '#ffffff', {
      'stroke-opacity': 0.35,
    }),
    k.gloss('M-40 -70L-20 -180L-10 -100Z', 0.35),
  ].join('')
}

export const potion: Motif = (k) => {
  const bulb =
    'M-40 -54C-40 -30 -130 0 -130 80C-130 150 -70 194 0 194C70 194 130 150 130 80C130 0 40 -30 40 -54Z'
  const clip = k.defs.raw(
    'potion-bulb',
    (id) => `<clipPath id="${id}"><path d="${bulb}"/></clipPath>`,
  )
  const liquid = k.defs.radial(
    [
      [0, lighten(k.c.accent, 0.55)],
      [0.6, k.c.accent],
      [1, darken(k.c.accent, 0.4)],
    ],
    { cx: 0.45, cy: 0.55, r: 0.6 },
  )
  return [
    k.flat(bulb, mix(k.c.bg, '#ffffff', 0.12), { 'fill-opacity': 0.85 }),
    g(
      [
        k.flat('M-140 40C-90 20 -40 60 0 40C40 20 90 60 140 40V200H-140Z', liquid),
        k.flat(
          'M-140 40C-90 20 -40 60 0 40C40 20 90 60 140 40V52C90 72 40 32 0 52C-40 72 -90 32 -140 52Z',
          lighten(k.c.accent, 0.5),
          { 'fill-opacity': 0.8 },
        ),
        ...[
          [-40, 120, 16],
          [30, 150, 10],
          [50, 90, 12],
          [-70, 80, 8],
          [0, 170, 7],
        ].map(([x, y, r]) =>
          circle(x as number, y as number, r as number, { fill: '#ffffff', 'fill-opacity': 0.55 }),
        ),
      ].join(''),
      { 'clip-path': `url(#${clip})` },
    ),
    k.flat(bulb, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M-98 60C-100 20 -70 -4 -44 -14C-64 10 -80 40 -82 80Z', 0.6),
    k.gloss('M84 130C96 110 100 90 98 70C110 90 108 120 92 140Z', 0.4),
    k.shape(roundRect(-54, -78, 108, 28, 12), k.body(mix('#ffffff', k.c.bg, 0.2), 90, 0.3)),
    k.shape(roundRect(-36, -150, 72, 76, 14), k.wood),
    k.line('M-24 -130H24M-24 -110H24', 3, '#5e3416', { 'stroke-opacity': 0.6 }),
    k.flat(sparklePath(120, -60, 26), '#ffffff'),
    k.flat(sparklePath(-120, -90, 18), k.c.highlight),
    circle(70, -120, 8, { fill: k.c.highlight }),
  ].join('')
}

export const crystal: Motif = (k) => {
  const base = k.c.accent
  const prism = (x: number, y: number, angle: number, len: number, w: number) => {
    const tip = w * 0.8
    const left = poly([
      [-w / 2, 0],
      [-w / 2, -len],
      [0, -len - tip],
      [0, 0],
    ])
    const right = poly([
      [0, 0],
      [0, -len - tip],
      [w / 2, -len],
      [w / 2, 0],
    ])
    return g(
      [
        k.flat(left, k.body(lighten(base, 0.35), 0, 0.2)),
        k.flat(right, k.body(darken(base, 0.2), 0, 0.2)),
        k.flat(
          poly([
            [-w / 2 + 8, -6],
            [-w / 2 + 8, -len + 4],
            [-w / 2 + 20, -len - 6],
            [-w / 2 + 20, -6],
          ]),
          '#ffffff',
          { 'fill-opacity': 0.45 },
        ),
        k.flat(
          poly([
            [-w / 2, 0],
            [-w / 2, -len],
            [0, -len - tip],
            [w / 2, -len],
            [w / 2, 0],
          ]),
          'none',
          {
            stroke: k.c.ink,
            'stroke-width': k.ow,
            'stroke-linejoin': 'round',
          },
        ),
        k.line(`M0 0V${-len - tip}`, 3, '#ffffff', { 'stroke-opacity': 0.5 }),
      ].join(''),
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    )
  }
  return [
    prism(-116, 150, -46, 100, 58),
    prism(122, 150, 44, 110, 58),
    prism(-58, 140, -22, 170, 72),
    prism(64, 140, 20, 160, 72),
    prism(0, 150, 0, 230, 92),
    k.shape(
      smoothPath(
        [
          [-170, 160],
          [-110, 120],
          [-30, 140],
          [40, 118],
          [120, 130],
          [176, 168],
          [100, 196],
          [-100, 198],
        ],
        0.8,
      ),
      k.body(mix('#5a5470', k.c.bg, 0.3), 90, 0.35),
    ),
    k.flat(sparklePath(-30, -170, 30), '#ffffff'),
    k.flat(sparklePath(110, -40, 18), '#ffffff', { 'fill-opacity': 0.9 }),
  ].join('')
}

/** Crescent path: circle (0,0,r1) minus circle (cx,cy,r2). */
function crescent(r1: number, cx: number, cy: number, r2: number): string {
  const d = Math.hypot(cx, cy)
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a))
  const ux = cx / d
  const uy = cy / d
  const p1: Point = [a * ux - h * uy, a * uy + h * ux]
  const p2: Point = [a * ux + h * uy, a * uy - h * ux]
  return `M${n(p1[0])} ${n(p1[1])}A${r1} ${r1} 0 1 1 ${n(p2[0])} ${n(p2[1])}A${r2} ${r2} 0 0 0 ${n(p1[0])} ${n(p1[1])}Z`
}

export const moon: Motif = (k) => {
  const shape = crescent(176, 84, -56, 150)
  const fill = k.defs.radial(
    [
      [0, '#fffbe6'],
      [0.6, mix('#ffe58a', k.c.highlight, 0.4)],
      [1, darken(mix('#ffd24a', k.c.highlight, 0.4), 0.25)],
    ],
    { cx: 0.3, cy: 0.4, r: 0.8 },
  )
  return [
    k.shape(shape, fill),
    circle(-110, 40, 20, { fill: darken(k.c.highlight, 0.15), 'fill-opacity': 0.45 }),
    circle(-60, 120, 14, { fill: darken(k.c.highlight, 0.15), 'fill-opacity': 0.45 }),
    circle(-130, -40, 10, { fill: darken(k.c.highlight, 0.15), 'fill-opacity': 0.45 }),
    // sleeping face on the inner edge
    k.line('M-22 30C-10 44 10 44 20 30', 6),
    k.line('M-22 30L-30 40M-6 40L-8 52M12 38L18 48', 4),
    k.line('M-4 96C8 104 24 102 34 92', 6),
    circle(-30, 74, 14, { fill: '#ffa3b8', 'fill-opacity': 0.6 }),
    k.gloss('M-150 -20C-140 -90 -90 -140 -30 -160C-90 -120 -126 -70 -136 -10Z', 0.55),
    k.flat(poly(starPoints(110, 80, 5, 34, 15)), k.body(k.c.highlight, 90, 0.3), {
      stroke: k.c.ink,
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
    k.flat(poly(starPoints(150, -10, 5, 20, 9)), k.c.highlight),
    k.flat(sparklePath(60, 160, 18), '#ffffff'),
  ].join('')
}

export const sun: Motif = (k) => {
  const warm = k.c.highlight
  const hot = mix(k.c.accent, '#ff6a00', 0.35)
  const rays = around(16, (i) => {
    const long = i % 2 === 0
    const r = long ? 200 : 166
    const w = long ? 30 : 24
    return k.shape(
      `M${-w} -110Q0 ${-r - 10} 0 ${-r}Q0 ${-r - 10} ${w} -110Z`,
      k.body(long ? warm : hot, 90, 0.3),
      { 'stroke-width': 5 },
    )
  })
  return [
    rays,
    k.shape(circlePath(0, 0, 124), k.ball(warm, 0.55)),
    circle(0, 0, 100, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.4,
      'stroke-width': 4,
    }),
    k.line('M-60 -20C-50 -36 -28 -36 -18 -20M18 -20C28 -36 50 -36 60 -20', 7),
    k.line('M-44 30C-24 60 24 60 44 30', 7),
    circle(-66, 20, 14, { fill: hot, 'fill-opacity': 0.5 }),
    circle(66, 20, 14, { fill: hot, 'fill-opacity': 0.5 }),
    k.gloss('M-90 -40C-80 -80 -40 -100 0 -104C-40 -90 -70 -70 -80 -30Z', 0.6),
  ].join('')
}

export const mask: Motif = (k) => {
  const face = smoothPath(
    [
      [0, -46],
      [70, -78],
      [150, -80],
      [196, -118],
      [186, -30],
      [130, 40],
      [60, 52],
      [0, 14],
      [-60, 52],
      [-130, 40],
      [-186, -30],
      [-196, -118],
      [-150, -80],
      [-70, -78],
    ],
    0.8,
  )
  const eye = (s: number) =>
    `M${s * 30} -20C${s * 50} -52 ${s * 110} -56 ${s * 128} -24C${s * 110} 4 ${s * 56} 8 ${s * 30} -20Z`
  // Plumes fan out from the upper left corner; notches along both edges read as barbs.
  const feather = (angle: number, len: number, color: string) => {
    const spine = curve(
      [
        [0, 0],
        [-14, -len * 0.5],
        [8, -len],
      ],
      10,
    )
    const widths = spine.map((_, i) => {
      const t = i / (spine.length - 1)
      return t < 0.15 ? 8 : 48 * Math.sin(Math.PI * Math.min(1, (t - 0.1) / 0.95)) + 6
    })
    const barbs = spine
      .slice(3, 10)
      .map(([x, y], i) => `M${n(x)} ${n(y)}l${i % 2 ? -20 : 20} ${-14}`)
      .join('')
    return g(
      k.shape(ribbon(spine, widths), k.body(color, 0, 0.35), { 'stroke-width': 5 }) +
        k.line(barbs, 3, darken(color, 0.3), { 'stroke-opacity': 0.7 }) +
        k.line(poly(spine, false), 3, '#ffffff', { 'stroke-opacity': 0.7 }),
      { transform: `translate(-140 -76) rotate(${angle})` },
    )
  }
  const art = [
    feather(-52, 150, mix(k.c.highlight, '#ffffff', 0.3)),
    feather(-32, 196, k.c.highlight),
    feather(-12, 176, mix(k.c.accent, '#ffffff', 0.25)),
    feather(8, 140, lighten(k.c.highlight, 0.15)),
    k.shape(face, k.body(k.c.accent, 80, 0.4)),
    k.flat(face, 'none', {
      stroke: '#ffd84d',
      'stroke-width': 5,
      transform: 'scale(0.9) translate(0 -4)',
      'stroke-opacity': 0.9,
    }),
    k.shape(eye(1) + eye(-1), darken(k.c.bg, 0.2)),
    k.line(eye(1) + eye(-1), 4, '#ffd84d'),
    k.line(
      'M150 10C120 20 110 0 124 -10M-150 10C-120 20 -110 0 -124 -10M40 40C60 30 80 38 90 30M-40 40C-60 30 -80 38 -90 30',
      4,
      '#ffd84d',
    ),
    k.shape(
      poly([
        [0, -82],
        [20, -58],
        [0, -34],
        [-20, -58],
      ]),
      k.body(k.c.highlight, 60, 0.5),
      { 'stroke-width': 5 },
    ),
    k.gloss('M-170 -90C-120 -70 -70 -70 -20 -50C-70 -60 -130 -66 -176 -70Z', 0.5),
    k.flat(sparklePath(150, -150, 24), '#ffffff'),
  ].join('')
  // The face sits low in the box so the plumes have room above it.
  return g(art, { transform: 'translate(0 60)' })
}

export const pyramid: Motif = (k) => {
  const sand = '#f2c46b'
  const apex: Point = [0, -170]
  const rows: string[] = []
  // Brick courses across both faces.
  for (let y = -110; y < 150; y += 32) {
    const t = (y - apex[1]) / (150 - apex[1])
    rows.push(`M${n(-200 * t)} ${y}L${n(200 * t)} ${y}`)
  }
  return [
    k.shape(circlePath(84, -64, 104), k.ball(mix(k.c.highlight, '#ff8a1f', 0.35), 0.55)),
    k.shape(poly([[-200, 150], apex, [30, 150]]), k.body(lighten(sand, 0.15), 60, 0.25)),
    k.shape(poly([[30, 150], apex, [200, 150]]), k.body(darken(sand, 0.25), 60, 0.25)),
    k.line(rows.join(''), 3, darken(sand, 0.45), { 'stroke-opacity': 0.55 }),
    k.shape(poly([apex, [-37, -116], [5, -116]]), k.gold, { 'stroke-width': 5 }),
    k.shape(poly([apex, [5, -116], [37, -116]]), k.goldDeep, { 'stroke-width': 5 }),
    k.shape('M-12 150V112A12 12 0 0 1 12 112V150Z', darken(sand, 0.6), { 'stroke-width': 5 }),
    k.shape(
      'M-200 150C-140 124 -70 140 0 150C80 132 150 126 200 150C210 170 200 190 180 196H-180C-200 190 -210 170 -200 150Z',
      k.body(sand, 90, 0.3),
    ),
    k.flat(sparklePath(0, -176, 40), '#ffffff'),
  ].join('')
}

export const fantasyMotifs = { wizard, unicorn, castle, potion, crystal, moon, sun, mask, pyramid }
