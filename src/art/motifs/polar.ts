import { darken, lighten, mix } from '../color'
import { circle, ellipse, g, poly, type Point } from '../svg'
import { type Kit, type Motif, curve, ribbon, smoothPath } from './kit'
import { clipTo, eye } from './ocean'

/**
 * The polar sea under the aurora: ice cod and silver herring, diving penguins, narwhals and
 * orcas, and the Frost Leviathan at the ice's edge. Each faces right.
 */

/** A forked tail at the left end of a body, its fork at x. */
function forkedTail(k: Kit, x: number, spread: number, color: string): string {
  return k.shape(
    `M${x + 20} 0C${x - 10} ${-spread * 0.4} ${x - 40} ${-spread * 0.9} ${x - 60} ${-spread}C${x - 50} ${-spread * 0.4} ${x - 44} -10 ${x - 34} 0C${x - 44} 10 ${x - 50} ${spread * 0.4} ${x - 60} ${spread}C${x - 40} ${spread * 0.9} ${x - 10} ${spread * 0.4} ${x + 20} 0Z`,
    k.body(color, 0, 0.35),
  )
}

/** Whale flukes at the left end of a body, seen from the side. */
function flukes(k: Kit, x: number, color: string): string {
  return k.shape(
    `M${x + 24} 0C${x} -30 ${x - 24} -64 ${x - 44} -70C${x - 40} -40 ${x - 34} -16 ${x - 20} 0C${x - 34} 16 ${x - 40} 40 ${x - 44} 70C${x - 24} 64 ${x} 30 ${x + 24} 0Z`,
    k.body(color, 0, 0.3),
  )
}

/** A slim silver herring: blue-green back, mirror-bright flanks. */
export const herring: Motif = (k) => {
  const back = mix('#2f6f8f', k.c.accent, 0.5)
  const bodyD = smoothPath([
    [192, 4],
    [140, -40],
    [40, -62],
    [-80, -46],
    [-146, -8],
    [-146, 10],
    [-80, 44],
    [40, 58],
    [140, 38],
  ])
  const clip = clipTo(k, 'herring', bodyD)
  return [
    forkedTail(k, -130, 88, back),
    k.shape('M40 -58C20 -110 -30 -116 -50 -104C-40 -84 -30 -66 -20 -54Z', k.body(back, 90, 0.3), {
      'stroke-width': 5,
    }),
    k.shape(bodyD, k.silver),
    g(
      [
        k.flat('M200 -6C120 -30 0 -26 -160 4V-120H200Z', k.body(back, 90, 0.35)),
        k.line('M150 -2C60 -10 -40 -6 -140 4', 4, k.c.highlight, { 'stroke-opacity': 0.7 }),
        ...[-90, -30, 30, 90].map((x) =>
          k.line(`M${x} 10q12 12 24 0M${x + 12} 30q12 12 24 0`, 3, '#ffffff', {
            'stroke-opacity': 0.5,
          }),
        ),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M40 -50C90 -50 130 -34 160 -14C110 -30 80 -40 40 -42Z', 0.7),
    eye(k, 140, -6, 18),
    k.line('M190 14C178 20 168 20 160 16', 4),
  ].join('')
}

/** An ice cod: a deep body mottled like frosted stone, three fins along its back, a chin barbel. */
export const cod: Motif = (k) => {
  const skin = mix('#8fa89a', k.c.accent, 0.45)
  const bodyD = smoothPath([
    [188, 16],
    [150, -46],
    [60, -78],
    [-60, -68],
    [-146, -18],
    [-150, 14],
    [-80, 60],
    [40, 78],
    [150, 54],
  ])
  const clip = clipTo(k, 'cod', bodyD)
  const fin = (x: number, w: number, h: number) =>
    k.shape(
      `M${x + w} ${-60 + (x > 0 ? -10 : 0)}C${x + w * 0.6} ${-60 - h} ${x - w * 0.2} ${-60 - h} ${x - w * 0.4} -56Z`,
      k.body(darken(skin, 0.1), 90, 0.3),
      { 'stroke-width': 5 },
    )
  return [
    k.shape(
      'M-136 0C-160 -50 -184 -74 -200 -76L-198 76C-184 74 -160 50 -136 0Z',
      k.body(skin, 0, 0.3),
    ),
    fin(70, 60, 60),
    fin(-20, 56, 50),
    fin(-100, 44, 38),
    k.shape('M30 70C10 110 -40 116 -70 104C-50 90 -30 78 -20 66Z', k.body(skin, 90, 0.3), {
      'stroke-width': 5,
    }),
    k.shape(bodyD, k.body(skin, 75, 0.4)),
    g(
      [
        k.flat('M200 30C100 46 -40 50 -180 20V140H200Z', lighten(skin, 0.55)),
        ...(
          [
            [-90, -30, 10],
            [-40, -44, 8],
            [10, -30, 11],
            [60, -48, 8],
            [100, -24, 7],
            [-120, -4, 7],
            [-50, -6, 6],
          ] as const
        ).map(([x, y, r]) => circle(x, y, r, { fill: darken(skin, 0.35), 'fill-opacity': 0.5 })),
        k.line('M150 0C60 10 -40 10 -140 0', 4, lighten(skin, 0.6), { 'stroke-opacity': 0.8 }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M40 -70C90 -70 136 -50 160 -28C110 -50 80 -60 40 -62Z', 0.6),
    eye(k, 132, -12, 20),
    k.line('M186 30C176 36 166 36 158 32M150 58C152 72 150 84 142 94', 5),
    // Frost on its back.
    k.flat('M-40 -66l6 -14 6 14 14 6 -14 6 -6 14 -6 -14 -14 -6z', '#ffffff', { opacity: 0.85 }),
  ].join('')
}

/** A penguin diving head first: black back, white front, its flipper swept back. */
export const penguin: Motif = (k) => {
  const black = mix('#1b2233', k.c.accent, 0.12)
  const bodyD = smoothPath([
    [176, -4],
    [150, -42],
    [60, -76],
    [-60, -68],
    [-150, -26],
    [-186, 0],
    [-150, 24],
    [-60, 62],
    [60, 70],
    [150, 36],
  ])
  const clip = clipTo(k, 'penguin', bodyD)
  return [
    // Feet, trailing.
    k.shape('M-160 10L-204 -10L-196 14L-204 34Z', '#ff9a2e', { 'stroke-width': 5 }),
    k.shape(bodyD, k.body(black, 80, 0.35)),
    g(
      [
        k.flat('M200 4C120 10 0 20 -190 8V140H200Z', k.vbody('#f4f8ff', 0.15)),
        // The yellow patch at its cheek.
        ellipse(120, -2, 30, 14, { fill: k.c.highlight, 'fill-opacity': 0.9 }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    // Beak.
    k.shape('M168 -22L206 -6L168 8Z', k.body('#ff8a1e', 90, 0.3), { 'stroke-width': 5 }),
    // Flipper swept back along the body.
    k.shape('M60 -6C20 30 -50 58 -120 60C-60 30 -10 4 30 -24Z', k.body(black, 90, 0.3)),
    k.gloss('M40 -64C90 -64 130 -48 154 -28C110 -44 80 -54 40 -56Z', 0.45),
    circle(134, -24, 10, { fill: '#ffffff', stroke: k.c.ink, 'stroke-width': 4 }),
    circle(136, -24, 5, { fill: k.c.ink }),
    // A trail of bubbles behind it.
    ...(
      [
        [-196, -56, 10],
        [-170, -86, 7],
        [-140, -70, 5],
      ] as const
    ).map(([x, y, r]) =>
      circle(x, y, r, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        'stroke-opacity': 0.8,
      }),
    ),
  ].join('')
}

/** A narwhal: a mottled grey whale with its spiral tusk. */
export const narwhal: Motif = (k) => {
  const skin = mix('#8c9aa8', k.c.accent, 0.35)
  const bodyD = smoothPath([
    [104, 0],
    [80, -48],
    [0, -70],
    [-100, -56],
    [-160, -18],
    [-170, 0],
    [-160, 16],
    [-100, 50],
    [0, 64],
    [84, 44],
  ])
  const clip = clipTo(k, 'narwhal', bodyD)
  const tusk: Point[] = [
    [96, -18],
    [204, -46],
    [98, -4],
  ]
  return [
    flukes(k, -160, skin),
    k.shape(bodyD, k.body(skin, 75, 0.4)),
    g(
      [
        k.flat('M120 16C40 40 -60 44 -180 20V120H120Z', lighten(skin, 0.5)),
        ...(
          [
            [-110, -30, 9],
            [-70, -46, 7],
            [-30, -24, 10],
            [10, -48, 7],
            [40, -20, 8],
            [-130, 0, 6],
            [-60, 4, 7],
          ] as const
        ).map(([x, y, r]) => circle(x, y, r, { fill: darken(skin, 0.4), 'fill-opacity': 0.55 })),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape(poly(tusk), k.body('#fff4dc', 90, 0.3), { 'stroke-width': 5 }),
    k.line('M120 -24l6 14M140 -30l6 14M160 -35l5 12M180 -40l4 10', 3, darken('#e8d8b0', 0.3)),
    k.shape('M20 50C10 80 -20 96 -50 96C-36 76 -20 60 -10 48Z', k.body(skin, 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M-100 -44C-60 -64 -10 -66 40 -56C-20 -52 -60 -44 -90 -30Z', 0.5),
    circle(64, -10, 7, { fill: k.c.ink }),
    circle(62, -12, 2.5, { fill: '#ffffff' }),
    k.line('M100 10C90 18 80 18 70 14', 4),
  ].join('')
}

/** An orca: black and white, its tall fin standing up from its back. */
export const orca: Motif = (k) => {
  const black = mix('#151a26', k.c.accent, 0.14)
  const bodyD = smoothPath([
    [190, 12],
    [150, -38],
    [40, -70],
    [-80, -58],
    [-160, -16],
    [-176, 0],
    [-160, 14],
    [-80, 50],
    [40, 72],
    [150, 52],
  ])
  const clip = clipTo(k, 'orca', bodyD)
  return [
    flukes(k, -164, black),
    k.shape('M-20 -60C-24 -110 -40 -160 -64 -190C-20 -168 30 -120 44 -64Z', k.body(black, 90, 0.3)),
    k.shape(bodyD, k.body(black, 80, 0.35)),
    g(
      [
        k.flat('M200 26C120 40 60 70 -20 60C-80 50 -130 30 -190 14V140H200Z', '#f6fbff'),
        // The white patch behind its eye and the grey saddle behind its fin.
        ellipse(112, -28, 34, 14, { fill: '#f6fbff', transform: 'rotate(-8 112 -28)' }),
        ellipse(-60, -54, 50, 16, { fill: mix(black, '#ffffff', 0.45), 'fill-opacity': 0.8 }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M70 52C60 90 30 112 0 116C12 92 30 70 40 54Z', k.body(black, 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M20 -62C70 -66 120 -52 150 -30C100 -44 60 -52 20 -52Z', 0.4),
    circle(138, -12, 6, { fill: '#ffffff' }),
    k.line('M188 26C170 36 150 38 130 32', 4, '#f6fbff'),
  ].join('')
}

/**
 * The Frost Leviathan: a sea serpent of blue ice, crystals along its back, eyes burning cold.
 * It coils up from the left and strikes to the right.
 */
export const leviathan: Motif = (k) => {
  const skin = mix('#4f8fd8', k.c.accent, 0.4)
  const ice = lighten(mix('#bfeaff', k.c.highlight, 0.3), 0.2)
  const spine = curve(
    [
      [-196, 120],
      [-150, 40],
      [-60, 90],
      [20, 20],
      [70, -60],
      [118, -90],
    ],
    20,
  )
  const widths = spine.map((_, i) => {
    const t = i / (spine.length - 1)
    return 18 + 86 * Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.5) ** 0.8
  })
  const bodyD = ribbon(spine, widths)
  // Crystals stand on the outer side of the body, pointing away from it.
  const crystals = spine
    .slice(3, -2)
    .filter((_, i) => i % 2 === 0)
    .map((p, i) => {
      const j = spine.indexOf(p)
      const a = spine[j - 1] as Point
      const b = spine[j + 1] as Point
      let nx = b[1] - a[1]
      let ny = a[0] - b[0]
      const len = Math.hypot(nx, ny) || 1
      nx /= len
      ny /= len
      if (ny > 0) {
        nx = -nx
        ny = -ny
      }
      const w = (widths[j] ?? 40) / 2
      const h = 26 + (i % 3) * 12
      const base: Point = [p[0] + nx * w * 0.8, p[1] + ny * w * 0.8]
      const tx = b[0] - a[0]
      const ty = b[1] - a[1]
      const tl = Math.hypot(tx, ty) || 1
      return poly([
        [base[0] - (tx / tl) * 10, base[1] - (ty / tl) * 10],
        [base[0] + nx * h, base[1] + ny * h],
        [base[0] + (tx / tl) * 10, base[1] + (ty / tl) * 10],
      ])
    })
    .join('')
  const head = smoothPath([
    [200, -70],
    [170, -120],
    [110, -136],
    [70, -110],
    [66, -66],
    [110, -44],
    [170, -50],
  ])
  return [
    k.shape(crystals, k.body(ice, 90, 0.35), { 'stroke-width': 5 }),
    k.shape(bodyD, k.body(skin, 70, 0.45)),
    g(
      k.line(
        spine
          .slice(2, -1)
          .map(([x, y]) => `M${x - 10} ${y + 6}q10 10 20 0`)
          .join(''),
        4,
        ice,
        { 'stroke-opacity': 0.6 },
      ),
    ),
    // Horns of ice, then the head.
    k.shape('M100 -126L60 -196L128 -134ZM140 -134L130 -200L168 -128Z', k.body(ice, 90, 0.35), {
      'stroke-width': 5,
    }),
    k.shape(head, k.body(skin, 70, 0.45)),
    k.shape('M196 -62C170 -40 130 -30 96 -48L120 -60C150 -56 170 -58 196 -62Z', '#0c1a33', {
      'stroke-width': 5,
    }),
    k.flat('M120 -58l6 12 6 -12M140 -58l6 12 6 -12M160 -60l6 12 6 -12', '#ffffff'),
    k.gloss('M90 -118C120 -134 160 -130 180 -116C150 -122 120 -118 100 -106Z', 0.6),
    circle(142, -96, 16, { fill: lighten(k.c.highlight, 0.3), 'fill-opacity': 0.5 }),
    circle(142, -96, 8, { fill: '#ffffff', stroke: k.c.ink, 'stroke-width': 3 }),
    circle(144, -96, 3.5, { fill: '#1a4fa0' }),
  ].join('')
}

export const polarMotifs = { herring, cod, penguin, narwhal, orca, leviathan }
