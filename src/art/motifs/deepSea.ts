import { darken, lighten, mix } from '../color'
import { circle, ellipse, g, type Point } from '../svg'
import { type Kit, type Motif, curve, ribbon, smoothPath } from './kit'
import { clipTo, eye } from './ocean'

/**
 * The midnight zone: creatures of the deep that make their own light. Each faces right; what
 * glows (a lure, a row of lights, a bell) glows in the highlight colour.
 */

/** A soft light: a halo fading out around a bright point. */
function glow(k: Kit, x: number, y: number, r: number, color = k.c.highlight): string {
  const halo = k.defs.radial([
    [0, '#ffffff', 0.9],
    [0.2, color, 0.75],
    [1, color, 0],
  ])
  return circle(x, y, r, { fill: halo })
}

/** Lights along a line of points: the photophores of lanternfish and hatchetfish. */
function photophores(k: Kit, points: readonly Point[], r: number): string {
  return points
    .map(
      ([x, y]) =>
        glow(k, x, y, r * 2.8) +
        circle(x, y, r, {
          fill: lighten(k.c.highlight, 0.55),
          stroke: k.c.ink,
          'stroke-width': 2.5,
        }),
    )
    .join('')
}

/** Spots on a skin, darker than it. */
function spots(skin: string, at: readonly (readonly [number, number, number])[]): string {
  return at
    .map(([x, y, r]) => circle(x, y, r, { fill: darken(skin, 0.35), 'fill-opacity': 0.55 }))
    .join('')
}

/** Needle teeth along a jaw: each point is a tooth's root, pointing by (dx, dy). */
function fangs(roots: readonly Point[], dy: number): string {
  return roots
    .map(([x, y], i) => `M${x - 6} ${y}L${x} ${y + dy * (i % 2 ? 0.7 : 1)}L${x + 6} ${y}Z`)
    .join('')
}

export const anglerfish: Motif = (k) => {
  const skin = mix('#7a4f6c', k.c.accent, 0.6)
  const bodyD = smoothPath([
    [184, 52],
    [150, -40],
    [80, -104],
    [-20, -110],
    [-104, -62],
    [-132, 0],
    [-96, 62],
    [0, 104],
    [110, 108],
  ])
  const clip = clipTo(k, 'anglerfish', bodyD)
  const mouthD = 'M180 -2C140 14 90 24 46 20C80 56 130 76 182 62Z'
  return [
    k.shape(
      'M-120 0C-160 -56 -186 -82 -198 -74C-188 -30 -188 30 -198 74C-186 82 -160 56 -120 0Z',
      k.body(lighten(skin, 0.15), 0, 0.35),
    ),
    k.shape(
      'M-10 -104C-30 -150 -70 -158 -100 -140C-80 -120 -66 -96 -64 -80Z',
      k.body(skin, 90, 0.3),
    ),
    k.shape(bodyD, k.body(skin, 80, 0.45)),
    g(
      [
        ellipse(-10, 84, 150, 40, { fill: lighten(skin, 0.25), 'fill-opacity': 0.6 }),
        spots(skin, [
          [-40, -50, 10],
          [-80, -10, 8],
          [10, -70, 7],
          [-30, 10, 6],
          [40, -30, 6],
        ]),
        k.flat(mouthD, '#2a0716'),
        k.flat(
          fangs(
            [
              [166, 4],
              [146, 10],
              [126, 14],
              [106, 17],
              [86, 19],
              [66, 20],
            ],
            30,
          ) +
            fangs(
              [
                [170, 62],
                [148, 58],
                [126, 52],
                [104, 44],
                [84, 36],
              ],
              -26,
            ),
          '#fff6ee',
          { stroke: k.c.ink, 'stroke-width': 2, 'stroke-linejoin': 'round' },
        ),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.line(mouthD, 5),
    k.shape(
      'M10 40C0 80 -40 110 -76 110C-56 84 -36 60 -26 40Z',
      k.body(lighten(skin, 0.2), 0, 0.3),
      { 'stroke-width': 5 },
    ),
    k.gloss('M-60 -86C-20 -108 40 -106 90 -84C40 -92 -10 -90 -60 -76Z', 0.5),
    // The rod on its forehead, and the lure that glows at its tip.
    k.line('M70 -100C70 -170 130 -194 150 -148', 9),
    k.line('M70 -100C70 -170 130 -194 150 -148', 4, lighten(skin, 0.3)),
    glow(k, 150, -136, 52),
    circle(150, -136, 15, {
      fill: lighten(k.c.highlight, 0.6),
      stroke: k.c.ink,
      'stroke-width': 4,
    }),
    circle(146, -140, 5, { fill: '#ffffff' }),
    eye(k, 112, -40, 16),
  ].join('')
}

export const jellyfish: Motif = (k) => {
  const bell = mix('#ff7ad9', k.c.accent, 0.75)
  const domeD = 'M132 0C136 -110 72 -178 0 -178C-72 -178 -136 -110 -132 0Z'
  const scallops = 7
  const skirtD = `M-132 0${Array.from({ length: scallops }, (_, i) => {
    const x = -132 + ((i + 1) * 264) / scallops
    return `Q${(x - 132 / scallops).toFixed(0)} ${i % 2 ? 22 : 30} ${x.toFixed(0)} 0`
  }).join('')}Z`
  const tentacles = [-112, -74, -38, 38, 74, 112]
    .map((x, i) => {
      const sway = i % 2 ? 16 : -16
      return `M${x} 10C${x + sway} 64 ${x - sway} 116 ${x + sway / 2} 194`
    })
    .join('')
  const arm = (x: number, sway: number) => {
    const spine = curve(
      [
        [x, -10],
        [x + sway, 50],
        [x - sway, 112],
        [x + sway * 0.6, 176],
      ],
      10,
    )
    return k.shape(
      ribbon(
        spine,
        spine.map((_, i) => 36 * (1 - i / spine.length) + 8),
      ),
      k.body(lighten(bell, 0.3), 90, 0.3),
      { 'fill-opacity': 0.9, 'stroke-width': 4 },
    )
  }
  return [
    glow(k, 0, -40, 160, bell),
    k.line(tentacles, 4, lighten(bell, 0.5), { 'stroke-opacity': 0.85 }),
    arm(-36, 20),
    arm(36, -20),
    arm(0, 14),
    k.shape(skirtD, lighten(bell, 0.15), { 'stroke-width': 5, 'fill-opacity': 0.9 }),
    k.shape(domeD, k.body(bell, 90, 0.42), { 'fill-opacity': 0.92 }),
    ...[-66, -22, 22, 66].map((x) =>
      k.line(`M${x - 16} -36C${x - 16} -74 ${x + 16} -74 ${x + 16} -36`, 7, lighten(bell, 0.6), {
        'stroke-opacity': 0.85,
      }),
    ),
    k.gloss('M-100 -70C-96 -130 -50 -166 0 -168C-50 -150 -80 -120 -86 -64Z', 0.6),
    ...[-110, -55, 0, 55, 110].map((x) => glow(k, x, 2, 18)),
  ].join('')
}

export const lanternfish: Motif = (k) => {
  const back = mix('#1d2e5a', k.c.accent, 0.35)
  const bodyD = smoothPath([
    [178, 4],
    [142, -46],
    [40, -72],
    [-80, -52],
    [-142, -16],
    [-142, 16],
    [-80, 48],
    [40, 70],
    [144, 46],
  ])
  const clip = clipTo(k, 'lanternfish', bodyD)
  return [
    // The light it gives off, so that a shoal reads as glowing even when small.
    ellipse(0, 10, 200, 120, {
      fill: k.defs.radial([
        [0, k.c.highlight, 0.45],
        [1, k.c.highlight, 0],
      ]),
    }),
    k.shape(
      'M-130 0C-160 -40 -186 -80 -200 -94C-190 -50 -178 -20 -170 0C-178 20 -190 50 -200 94C-186 80 -160 40 -130 0Z',
      k.body(lighten(back, 0.15), 0, 0.35),
    ),
    k.shape('M40 -66C20 -120 -30 -130 -70 -110C-50 -90 -40 -70 -40 -58Z', k.body(back, 90, 0.3)),
    k.shape('M-96 -40L-110 -70L-124 -30Z', k.body(back, 90, 0.3), { 'stroke-width': 5 }),
    k.shape(bodyD, k.body(back, 90, 0.4)),
    g(k.flat('M-200 6C-100 0 40 8 200 14V120H-200Z', mix('#dfe8f6', back, 0.25)), {
      'clip-path': clip,
    }),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M60 20C50 50 20 70 -10 74C4 50 20 30 30 18Z', k.body(lighten(back, 0.3), 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M20 -62C70 -62 120 -44 146 -20C110 -40 70 -52 20 -52Z', 0.55),
    photophores(
      k,
      [
        [104, 44],
        [56, 54],
        [8, 54],
        [-40, 44],
        [-86, 28],
      ],
      12,
    ),
    photophores(
      k,
      [
        [30, 16],
        [-24, 14],
      ],
      9,
    ),
    eye(k, 128, -14, 28),
    k.line('M178 12C156 26 130 30 110 26', 5),
  ].join('')
}

export const hatchetfish: Motif = (k) => {
  const silver = mix('#b9c6dc', k.c.accent, 0.25)
  const bodyD = smoothPath(
    [
      [164, -52],
      [120, -92],
      [40, -100],
      [-60, -64],
      [-130, -22],
      [-130, 16],
      [-70, 40],
      [0, 110],
      [60, 150],
      [128, 110],
      [166, 20],
    ],
    0.9,
  )
  const clip = clipTo(k, 'hatchetfish', bodyD)
  return [
    k.shape(
      'M-122 0C-150 -34 -176 -60 -194 -66C-184 -30 -180 -10 -174 0C-180 14 -184 40 -194 70C-176 60 -150 34 -122 0Z',
      k.body(lighten(silver, 0.1), 0, 0.35),
    ),
    k.shape('M20 -96C0 -140 -40 -150 -60 -136C-50 -110 -40 -90 -40 -78Z', k.body(silver, 90, 0.35)),
    k.shape(bodyD, k.body(silver, 100, 0.5)),
    g(
      [
        k.flat('M-200 -20C-60 -30 80 -40 200 -30V-200H-200Z', darken(silver, 0.35), {
          'fill-opacity': 0.7,
        }),
        k.line('M100 -40V130M60 -40V140M20 -40V110M-20 -36V80', 10, '#ffffff', {
          'stroke-opacity': 0.3,
        }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M0 -88C50 -96 100 -86 130 -70C90 -80 50 -82 0 -78Z', 0.55),
    photophores(
      k,
      [
        [136, 100],
        [104, 128],
        [70, 140],
        [36, 124],
        [6, 100],
        [-30, 66],
        [-70, 42],
        [-104, 26],
      ],
      6,
    ),
    // Eyes that look up, for the light from above.
    eye(k, 116, -58, 30),
    k.line('M166 -50C164 -28 156 -12 144 -4', 5),
  ].join('')
}

/** A chimaera, the ghost shark: a great head and eye, wing-like fins, a body that tapers to a whip. */
export const ghostShark: Motif = (k) => {
  const skin = mix('#c4c9e6', k.c.accent, 0.25)
  const bodyD = smoothPath([
    [178, 16],
    [164, -30],
    [116, -62],
    [30, -60],
    [-60, -36],
    [-140, -12],
    [-198, -2],
    [-140, 8],
    [-60, 28],
    [30, 50],
    [116, 54],
    [164, 44],
  ])
  const clip = clipTo(k, 'ghost-shark', bodyD)
  return [
    k.shape('M84 -58C70 -116 46 -150 20 -176C24 -124 14 -86 0 -54Z', k.body(skin, 90, 0.35)),
    k.line('M44 -60L28 -182', 4),
    k.shape('M-20 -42C-70 -66 -130 -46 -170 -14C-120 -28 -70 -30 -20 -26Z', k.body(skin, 90, 0.3), {
      'stroke-width': 5,
    }),
    k.shape(
      'M96 40C104 100 50 156 -40 176C-30 130 -10 84 14 46Z',
      k.body(darken(skin, 0.05), 0, 0.35),
    ),
    k.shape(bodyD, k.body(skin, 90, 0.42)),
    g(
      [
        k.flat('M-200 14C-100 20 40 24 200 30V140H-200Z', lighten(skin, 0.35)),
        k.line('M150 -24C110 -10 70 -20 30 -8C-20 4 -80 -4 -190 2', 4, darken(skin, 0.4), {
          'stroke-opacity': 0.6,
        }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.shape('M60 30C44 80 0 120 -50 136C-20 100 0 70 10 36Z', k.body(lighten(skin, 0.2), 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M10 -50C60 -62 120 -50 156 -24C110 -40 60 -46 10 -40Z', 0.55),
    circle(124, -12, 30, {
      fill: k.defs.radial(
        [
          [0, '#f2fffb'],
          [0.5, lighten(k.c.highlight, 0.2)],
          [1, darken(k.c.highlight, 0.45)],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
      stroke: k.c.ink,
      'stroke-width': 5,
    }),
    circle(130, -10, 14, { fill: k.c.ink }),
    circle(124, -18, 5, { fill: '#ffffff' }),
    k.flat('M146 44h12v12h-12z', '#fff6ee', { stroke: k.c.ink, 'stroke-width': 3 }),
  ].join('')
}

/** The Kraken: a squid's pointed mantle, furious eyes, and arms that curl up to strike. */
export const kraken: Motif = (k) => {
  const skin = mix('#b0234a', k.c.accent, 0.3)
  const arms: Point[][] = [
    [
      [-60, 0],
      [-130, 20],
      [-184, -30],
      [-170, -104],
      [-126, -112],
      [-118, -80],
    ],
    [
      [60, 0],
      [130, 20],
      [184, -30],
      [170, -104],
      [126, -112],
      [118, -80],
    ],
    [
      [-44, 24],
      [-104, 96],
      [-172, 112],
      [-196, 80],
      [-178, 58],
    ],
    [
      [44, 24],
      [104, 96],
      [172, 112],
      [196, 80],
      [178, 58],
    ],
    [
      [-18, 30],
      [-44, 112],
      [-96, 176],
      [-138, 178],
      [-146, 152],
    ],
    [
      [18, 30],
      [44, 112],
      [96, 176],
      [138, 178],
      [146, 152],
    ],
    [
      [0, 30],
      [-10, 120],
      [20, 170],
      [50, 196],
    ],
  ]
  const armMarkup = arms
    .map((points, a) => {
      const spine = curve(points, 16)
      const widths = spine.map((_, i) => 58 * (1 - i / spine.length) ** 0.9 + 6)
      const suckers = spine
        .slice(4, 15)
        .filter((_, i) => i % 2 === 0)
        .map(([x, y], i) =>
          circle(x, y + (a < 2 ? -5 : 5), 7 - i * 0.8, {
            fill: lighten(skin, 0.6),
            stroke: darken(skin, 0.4),
            'stroke-width': 2,
          }),
        )
        .join('')
      return k.shape(ribbon(spine, widths), k.body(skin, 90, 0.4)) + suckers
    })
    .join('')
  const mantleD = smoothPath([
    [0, -200],
    [58, -150],
    [92, -60],
    [82, 10],
    [0, 44],
    [-82, 10],
    [-92, -60],
    [-58, -150],
  ])
  const glare = k.defs.radial([
    [0, '#fffbe0'],
    [0.45, '#ffd84d'],
    [1, '#ff7a00'],
  ])
  const angryEye = (x: number, side: 1 | -1) =>
    [
      glow(k, x, -40, 52, '#ffb020'),
      ellipse(x, -40, 28, 24, { fill: glare, stroke: k.c.ink, 'stroke-width': 6 }),
      ellipse(x, -40, 6, 20, { fill: k.c.ink }),
      k.line(`M${x - 30 * side} -58L${x + 34 * side} -80`, 10),
    ].join('')
  return [
    armMarkup,
    k.shape(
      'M0 -200C-40 -196 -100 -180 -120 -150C-90 -140 -60 -140 -40 -150ZM0 -200C40 -196 100 -180 120 -150C90 -140 60 -140 40 -150Z',
      k.body(darken(skin, 0.1), 0, 0.35),
    ),
    k.shape(mantleD, k.body(skin, 60, 0.45)),
    ...(
      [
        [-40, -130, 12],
        [34, -110, 9],
        [-10, -170, 8],
        [50, -150, 6],
      ] as const
    ).map(([x, y, r]) => circle(x, y, r, { fill: darken(skin, 0.3), 'fill-opacity': 0.6 })),
    k.gloss('M-60 -150C-40 -186 -10 -196 20 -194C-20 -176 -40 -160 -50 -120Z', 0.5),
    angryEye(-42, -1),
    angryEye(42, 1),
    k.line('M-26 14C-10 4 10 4 26 14', 6),
  ].join('')
}

export const deepSeaMotifs = {
  anglerfish,
  jellyfish,
  lanternfish,
  hatchetfish,
  'ghost-shark': ghostShark,
  kraken,
}
