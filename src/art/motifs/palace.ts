import { darken, lighten, mix } from '../color'
import { circle, ellipse, g, type Point } from '../svg'
import { type Motif, curve, ribbon, smoothPath } from './kit'
import { clipTo, eye } from './ocean'

/**
 * The Dragon King's court beneath the waves: shrimp soldiers with their spears and crab generals
 * in gold helmets, golden carp (the king is the dragon). Each faces right.
 */

/** A shrimp soldier: a curled, banded body, long feelers swept back, a spear held high. */
export const shrimp: Motif = (k) => {
  const shell = mix('#ff7a5a', k.c.accent, 0.5)
  const spine = curve(
    [
      [140, -10],
      [60, -46],
      [-30, -40],
      [-100, 0],
      [-120, 60],
    ],
    16,
  )
  const widths = spine.map((_, i) => {
    const t = i / (spine.length - 1)
    return 96 * (1 - t) ** 0.7 + 22
  })
  const bodyD = ribbon(spine, widths)
  const tailBase = spine[spine.length - 1] as Point
  const bands = spine
    .filter((_, i) => i > 3 && i < spine.length - 1 && i % 3 === 0)
    .map((p) => {
      const i = spine.indexOf(p)
      const a = spine[i - 1] as Point
      const b = spine[i + 1] as Point
      const dx = b[0] - a[0]
      const dy = b[1] - a[1]
      const len = Math.hypot(dx, dy) || 1
      const w = (widths[i] ?? 40) / 2
      return `M${p[0] - (dy / len) * w} ${p[1] + (dx / len) * w}L${p[0] + (dy / len) * w} ${p[1] - (dx / len) * w}`
    })
    .join('')
  return [
    // The spear, held across its back, its head gold.
    k.line('M-60 40L150 -170', 8, k.wood),
    k.shape('M150 -170L136 -196L176 -196L164 -166Z', k.gold, { 'stroke-width': 4 }),
    // Feelers sweeping back over its body.
    k.line('M150 -30C120 -120 20 -170 -120 -180M156 -20C120 -90 40 -130 -60 -140', 4, shell),
    // Little legs under the body.
    k.line('M60 20l-10 30M30 24l-12 30M0 22l-14 28M-30 16l-16 26', 5, darken(shell, 0.2)),
    // Tail fan.
    k.shape(
      `M${tailBase[0]} ${tailBase[1] - 10}L${tailBase[0] - 60} ${tailBase[1] + 30}L${tailBase[0] - 20} ${tailBase[1] + 50}L${tailBase[0] + 10} ${tailBase[1] + 70}L${tailBase[0] + 20} ${tailBase[1] + 10}Z`,
      k.body(lighten(shell, 0.15), 90, 0.3),
      { 'stroke-width': 5 },
    ),
    k.shape(bodyD, k.body(shell, 70, 0.45)),
    k.line(bands, 4, darken(shell, 0.35), { 'stroke-opacity': 0.7 }),
    // The rostrum, a spike over its eye.
    k.shape('M150 -30L204 -50L160 -6Z', k.body(lighten(shell, 0.2), 90, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M10 -60C60 -80 110 -66 140 -40C100 -56 60 -60 20 -50Z', 0.6),
    circle(138, -40, 13, { fill: k.c.ink }),
    circle(134, -44, 4.5, { fill: '#ffffff' }),
  ].join('')
}

/** A crab general: a broad shell under a gold helmet, both claws raised. */
export const crab: Motif = (k) => {
  const shell = mix('#e0402a', k.c.accent, 0.5)
  const leg = (side: 1 | -1, i: number) => {
    const x = side * (70 + i * 18)
    const y = 40 + i * 16
    return `M${side * 40} ${y - 10}Q${x + side * 40} ${y - 30} ${x + side * 70} ${y + 40}`
  }
  const claw = (side: 1 | -1) => {
    const s = side
    return [
      k.line(`M${s * 80} 10Q${s * 140} -10 ${s * 140} -70`, 18, darken(shell, 0.1)),
      k.shape(
        `M${s * 140} -60C${s * 110} -90 ${s * 110} -140 ${s * 140} -170C${s * 150} -140 ${s * 150} -120 ${s * 160} -110C${s * 180} -140 ${s * 196} -130 ${s * 196} -110C${s * 196} -80 ${s * 180} -56 ${s * 140} -60Z`,
        k.body(shell, 70, 0.4),
      ),
    ].join('')
  }
  return [
    k.line([0, 1, 2].map((i) => leg(1, i) + leg(-1, i)).join(''), 12, darken(shell, 0.15)),
    claw(1),
    claw(-1),
    // Eyes on stalks.
    k.line('M-30 -40L-40 -84M30 -40L40 -84', 8, darken(shell, 0.1)),
    circle(-40, -90, 14, { fill: '#ffffff', stroke: k.c.ink, 'stroke-width': 5 }),
    circle(40, -90, 14, { fill: '#ffffff', stroke: k.c.ink, 'stroke-width': 5 }),
    circle(-38, -90, 7, { fill: k.c.ink }),
    circle(42, -90, 7, { fill: k.c.ink }),
    k.shape(
      'M-130 20C-130 -40 -70 -70 0 -70C70 -70 130 -40 130 20C130 70 70 96 0 96C-70 96 -130 70 -130 20Z',
      k.body(shell, 70, 0.45),
    ),
    // The helmet: a gold band with studs and a red plume.
    k.shape('M-90 -40C-60 -76 60 -76 90 -40L80 -18C40 -40 -40 -40 -80 -18Z', k.gold, {
      'stroke-width': 5,
    }),
    ...[-50, 0, 50].map((x) => circle(x, -44 + Math.abs(x) * 0.12, 6, { fill: '#fff3b0' })),
    k.shape(
      'M-6 -70C-20 -110 0 -140 30 -150C20 -120 24 -96 10 -70Z',
      k.body(k.c.highlight, 90, 0.3),
      {
        'stroke-width': 5,
      },
    ),
    ellipse(-60, 30, 14, 9, { fill: darken(shell, 0.3), 'fill-opacity': 0.5 }),
    ellipse(60, 30, 14, 9, { fill: darken(shell, 0.3), 'fill-opacity': 0.5 }),
    k.line('M-30 56Q0 70 30 56', 5),
    k.gloss('M-100 0C-90 -30 -60 -44 -30 -30C-60 -24 -80 -10 -90 10Z', 0.5),
  ].join('')
}

/** A golden carp of the palace: a deep body in big round scales, whiskers at its lips. */
export const carp: Motif = (k) => {
  const skin = mix('#ffb21a', k.c.accent, 0.5)
  const bodyD = smoothPath([
    [180, 10],
    [140, -66],
    [40, -106],
    [-70, -92],
    [-136, -30],
    [-140, 16],
    [-90, 72],
    [20, 100],
    [130, 70],
  ])
  const clip = clipTo(k, 'carp', bodyD)
  const scales: string[] = []
  for (let row = -4; row <= 4; row++)
    for (let col = -4; col <= 3; col++) {
      const x = col * 36 + (row % 2 ? 18 : 0)
      const y = row * 24
      scales.push(`M${x} ${y - 16}a18 18 0 0 1 0 32`)
    }
  return [
    k.shape(
      'M-124 0C-150 -60 -176 -110 -206 -120C-190 -70 -186 -30 -172 0C-186 30 -190 70 -206 120C-176 110 -150 60 -124 0Z',
      k.body(lighten(skin, 0.1), 0, 0.35),
    ),
    k.shape(
      'M60 -98C20 -160 -60 -160 -110 -120C-90 -100 -70 -90 -60 -84Z',
      k.body(k.c.highlight, 90, 0.35),
    ),
    k.shape(
      'M10 96C-10 140 -50 150 -80 136C-60 120 -50 100 -46 84Z',
      k.body(k.c.highlight, 90, 0.35),
      {
        'stroke-width': 5,
      },
    ),
    k.shape(bodyD, k.body(skin, 70, 0.45)),
    g(
      [
        k.line(scales.join(''), 4, darken(skin, 0.3), { 'stroke-opacity': 0.55 }),
        k.flat('M200 30C100 70 0 80 -160 50V140H200Z', lighten(skin, 0.45), {
          'fill-opacity': 0.6,
        }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M20 -92C70 -96 120 -74 146 -44C110 -66 70 -82 20 -84Z', 0.65),
    eye(k, 120, -24, 22),
    k.line('M176 22C186 50 176 80 160 96M170 30C170 56 156 70 140 80', 4, darken(skin, 0.4)),
    ...[
      [60, -40],
      [-20, 10],
      [-80, -40],
    ].map(([x, y]) =>
      k.flat(`M${x} ${y}l4 -10 4 10 10 4 -10 4 -4 10 -4 -10 -10 -4z`, '#ffffff', { opacity: 0.85 }),
    ),
  ].join('')
}

export const palaceMotifs = { shrimp, crab, carp }
