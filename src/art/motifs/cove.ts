import { darken, lighten, mix } from '../color'
import { circle, ellipse, g, roundRect } from '../svg'
import { type Motif, smoothPath } from './kit'
import { clipTo, eye, turtle } from './ocean'

/**
 * A pirate cove: parrotfish, swordfish and gold-laden turtles over the sand, and the Ghost
 * Galleon drifting in. Each faces right.
 */

/** A parrotfish: a chunky body in bright scales, a beak for biting coral. */
export const parrotfish: Motif = (k) => {
  const skin = mix('#2fc4a0', k.c.accent, 0.75)
  const scale = k.c.highlight
  const bodyD = smoothPath([
    [176, 6],
    [150, -64],
    [60, -110],
    [-60, -100],
    [-128, -40],
    [-138, 10],
    [-108, 68],
    [0, 104],
    [124, 78],
  ])
  const clip = clipTo(k, 'parrotfish', bodyD)
  const scales: string[] = []
  for (let row = -3; row <= 3; row++)
    for (let col = -4; col <= 3; col++) {
      const x = col * 34 + (row % 2 ? 17 : 0)
      const y = row * 28
      scales.push(`M${x - 14} ${y}q14 18 28 0`)
    }
  return [
    k.shape(
      'M-120 0C-150 -50 -180 -90 -204 -100C-196 -40 -196 40 -204 100C-180 90 -150 50 -120 0Z',
      k.body(scale, 0, 0.35),
    ),
    k.shape(
      'M120 -70C80 -150 -60 -156 -130 -50C-100 -64 -50 -90 10 -100Z',
      k.body(darken(skin, 0.15), 90, 0.3),
    ),
    k.shape(
      'M90 84C40 150 -60 140 -120 56C-90 70 -50 94 0 100Z',
      k.body(darken(skin, 0.15), 90, 0.3),
    ),
    k.shape(bodyD, k.body(skin, 70, 0.4)),
    g(k.line(scales.join(''), 4, scale, { 'stroke-opacity': 0.75 }), { 'clip-path': clip }),
    g(
      k.flat('M200 -60C170 -10 130 20 90 30C120 -20 140 -60 160 -100Z', scale, {
        'fill-opacity': 0.6,
      }),
      {
        'clip-path': clip,
      },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    // The beak.
    k.shape('M160 -14C194 -10 204 14 190 34C176 40 160 30 156 14Z', k.body('#f4f0dc', 90, 0.3), {
      'stroke-width': 5,
    }),
    k.line('M166 12H200', 3),
    k.shape('M40 20C70 16 90 40 76 64C50 60 36 44 40 20Z', k.body(lighten(skin, 0.3), 0, 0.3), {
      'stroke-width': 5,
    }),
    k.gloss('M20 -96C70 -96 120 -74 146 -44C110 -66 70 -82 20 -86Z', 0.55),
    eye(k, 118, -30, 22),
  ].join('')
}

/** A swordfish: a long bill, a tall sail of a fin, a crescent tail. */
export const swordfish: Motif = (k) => {
  const back = mix('#2a4f9a', k.c.accent, 0.45)
  const bodyD = smoothPath([
    [126, 2],
    [86, -36],
    [0, -54],
    [-100, -40],
    [-150, -10],
    [-150, 10],
    [-100, 36],
    [0, 50],
    [86, 32],
  ])
  const clip = clipTo(k, 'swordfish', bodyD)
  return [
    k.shape(
      'M-140 0C-160 -60 -176 -110 -200 -124C-190 -70 -182 -24 -178 0C-182 24 -190 70 -200 124C-176 110 -160 60 -140 0Z',
      k.body(back, 0, 0.35),
    ),
    k.shape(
      'M50 -46C30 -130 -30 -156 -100 -150C-76 -114 -64 -76 -56 -42Z',
      k.body(k.c.highlight, 90, 0.3),
    ),
    k.line('M20 -50L-10 -132M-20 -48L-50 -140M-50 -44L-76 -136', 3, darken(k.c.highlight, 0.35), {
      'stroke-opacity': 0.6,
    }),
    k.shape('M20 44C0 90 -30 104 -50 100C-40 80 -30 60 -24 44Z', k.body(back, 0, 0.3), {
      'stroke-width': 5,
    }),
    // The bill.
    k.shape('M112 -16L204 -4L112 10Z', k.body(lighten(back, 0.4), 90, 0.3), { 'stroke-width': 5 }),
    k.shape(bodyD, k.silver),
    g(
      [
        k.flat('M140 0C60 -16 -40 -14 -160 2V-120H140Z', k.body(back, 90, 0.35)),
        k.line('M100 10C20 6 -60 8 -140 4', 3, k.c.highlight, { 'stroke-opacity': 0.6 }),
      ].join(''),
      { 'clip-path': clip },
    ),
    k.flat(bodyD, 'none', { stroke: k.c.ink, 'stroke-width': k.ow, 'stroke-linejoin': 'round' }),
    k.gloss('M0 -46C40 -48 70 -40 96 -26C60 -36 30 -40 0 -38Z', 0.6),
    eye(k, 90, -10, 14),
  ].join('')
}

/**
 * The Ghost Galleon: a sunken warship sailing again, its hull green with the deep, its sails
 * in tatters, its portholes lit from inside.
 */
export const galleon: Motif = (k) => {
  const ghost = mix('#7dffc8', k.c.accent, 0.35)
  const hull = mix('#24433f', k.c.accent, 0.15)
  const sail = (x: number, top: number, w: number, h: number) =>
    k.shape(
      `M${x - w / 2} ${top}Q${x} ${top - 12} ${x + w / 2} ${top}L${x + w / 2 + 8} ${top + h}l-14 -16 -12 18 -14 -20 -12 16 -14 -14 -14 18 -10 -16L${x - w / 2 - 6} ${top + h}Z`,
      k.vbody(lighten(ghost, 0.55), 0.3),
      { 'fill-opacity': 0.85, 'stroke-width': 5 },
    )
  const aura = k.defs.radial([
    [0, ghost, 0.5],
    [1, ghost, 0],
  ])
  return [
    ellipse(0, 0, 200, 190, { fill: aura }),
    // Masts, sails and a torn flag.
    k.line('M-70 60V-170M40 60V-190M130 40L196 -20', 9, darken(hull, 0.2)),
    sail(-70, -150, 110, 70),
    sail(-70, -70, 130, 70),
    sail(40, -170, 120, 76),
    sail(40, -80, 140, 76),
    k.shape('M40 -190L100 -180L84 -168L100 -156L40 -160Z', k.body(ghost, 0, 0.3), {
      'stroke-width': 4,
    }),
    // The hull, its stern castle high at the left.
    k.shape(
      'M-196 -10L-130 -10L-126 30L150 30L190 20L160 110C60 130 -80 130 -150 110Z',
      k.body(hull, 80, 0.4),
    ),
    k.line('M-180 60H170M-170 86H160', 4, lighten(ghost, 0.2), { 'stroke-opacity': 0.6 }),
    ...[-110, -60, -10, 40, 90].map((x) =>
      circle(x, 72, 9, { fill: lighten(ghost, 0.4), stroke: k.c.ink, 'stroke-width': 3 }),
    ),
    k.flat(roundRect(-190, -26, 66, 16, 4), k.goldDeep),
    k.gloss('M-120 40C-40 34 60 34 140 40C60 44 -40 46 -120 48Z', 0.4),
    // Wisps of the deep trailing off it.
    k.line(
      'M-150 120C-160 150 -140 170 -160 196M20 126C14 150 30 170 20 194M120 116C130 146 116 160 130 186',
      5,
      ghost,
      {
        'stroke-opacity': 0.7,
      },
    ),
  ].join('')
}

/** A sea turtle carrying a pirate's fortune: doubloons heaped on its shell, a string of pearls. */
export const goldTurtle: Motif = (k) => {
  const coin = (x: number, y: number, r: number) =>
    ellipse(x, y, r, r * 0.62, { fill: k.gold, stroke: k.c.ink, 'stroke-width': 4 }) +
    ellipse(x, y - 2, r * 0.55, r * 0.3, { fill: 'none', stroke: '#fff6c8', 'stroke-width': 3 })
  return [
    turtle(k),
    coin(-44, 64, 40),
    coin(36, 74, 38),
    coin(-6, 28, 42),
    coin(50, 14, 36),
    coin(-54, -6, 34),
    coin(0, -24, 38),
    coin(30, -60, 30),
    k.line('M-100 -20C-60 40 60 40 100 -20', 6, '#fff3e0', { 'stroke-dasharray': '2 12' }),
    k.flat('M-30 -70l6 -14 6 14 14 6 -14 6 -6 14 -6 -14 -14 -6z', '#ffffff'),
  ].join('')
}

export const coveMotifs = { parrotfish, swordfish, galleon, 'gold-turtle': goldTurtle }
