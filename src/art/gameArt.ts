/**
 * The demos' pictures, drawn on the server as SVG with the cover-art motifs: slot symbols, fish,
 * and the colours a game is painted in. Nothing is loaded from elsewhere; the client gets the
 * markup as data URIs.
 */
import { darken, lighten, mix } from '@/art/color'
import { inkFor, makeKit, motifFor, type Colors } from '@/art/motifs'
import { createRng, hashSeed } from '@/art/random'
import {
  Defs,
  circle,
  g,
  path as svgPath,
  poly,
  polar,
  roundRect,
  sparklePath,
  type Point,
} from '@/art/svg'
import type { GameTheme } from '@/lib/catalogue'
import { themeLooks, type Palette } from '@/lib/themes'

export type { Palette }
import type { Game } from '@/payload-types'

export type GameArt = { motif: string; palette: Palette }

const isColor = (value: string | null | undefined): value is string =>
  Boolean(value && /^#[0-9a-f]{6}$/i.test(value))

/**
 * A game's motif and palette, as its cover was drawn from them (the Games collection's art
 * fields); the theme's where the game has none.
 */
export function gameArtOf(game: Pick<Game, 'theme' | 'art'>): GameArt {
  const { motif, accent, highlight, background } = game.art ?? {}
  return motif && isColor(accent) && isColor(highlight) && isColor(background)
    ? { motif, palette: [accent, highlight, background] }
    : { motif: themeLooks[game.theme].emblem, palette: themeLooks[game.theme].palette }
}

const svgDocument = (defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-200 -200 400 400">${defs}${body}</svg>`

/** SVG markup as a `url(...)`-safe data URI. */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>{}\n\r]/g, (c) => encodeURIComponent(c))}`

function colorsOf(accent: string, highlight: string, bg: string): Colors {
  return { accent, highlight, bg, ink: inkFor(bg) }
}

/** One motif, centred, scaled, in given colours. */
function drawMotif(
  defs: Defs,
  name: string,
  theme: GameTheme,
  colors: Colors,
  scale = 0.9,
): string {
  const kit = makeKit(defs, createRng(hashSeed('demo', name)), colors)
  return g(motifFor(name, theme).draw(kit), { transform: `scale(${scale})` })
}

/** A cut gem: an outline, a table, and facets shaded by how they face the light (top left). */
function gemSvg(outline: Point[], color: string): string {
  const defs = new Defs('g')
  const table = outline.map(([x, y]) => [x * 0.5, y * 0.5 - 14] as Point)
  const facets = outline.map((p, i) => {
    const next = (i + 1) % outline.length
    const q = outline[next]
    // Shapes are centred on the origin, so an edge faces the way its midpoint lies.
    const [mx, my] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    const light = (-0.55 * mx - 0.83 * my) / Math.hypot(mx, my)
    const fill = light > 0 ? lighten(color, 0.15 + light * 0.45) : darken(color, -light * 0.45)
    return svgPath(poly([p, q, table[next], table[i]]), {
      fill,
      stroke: darken(color, 0.35),
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    })
  })
  const body = [
    svgPath(poly(outline), {
      fill: darken(color, 0.72),
      stroke: darken(color, 0.72),
      'stroke-width': 26,
      'stroke-linejoin': 'round',
    }),
    ...facets,
    svgPath(poly(table), {
      fill: defs.linear([
        [0, lighten(color, 0.55)],
        [1, color],
      ]),
      stroke: lighten(color, 0.6),
      'stroke-width': 3,
    }),
    svgPath(sparklePath(-outlineWidth(outline) * 0.28, -70, 30), {
      fill: '#ffffff',
      'fill-opacity': 0.9,
    }),
  ].join('')
  return svgDocument(defs, body)
}

const outlineWidth = (outline: Point[]) =>
  Math.max(...outline.map(([x]) => x)) - Math.min(...outline.map(([x]) => x))

const ring = (count: number, radius: number, rotation: number, squash = 1): Point[] =>
  Array.from({ length: count }, (_, i) => {
    const [x, y] = polar(0, 0, radius, rotation + (i * 360) / count)
    return [x, y * squash] as Point
  })

/** The low-paying symbols: seven gems of distinct cut and colour. */
const gems: { outline: Point[]; color: string }[] = [
  {
    color: '#ff3b5c',
    outline: [
      [0, 150],
      [-150, 0],
      [-140, -80],
      [-80, -130],
      [0, -90],
      [80, -130],
      [140, -80],
      [150, 0],
    ],
  },
  { color: '#22d67a', outline: ring(8, 160, 22.5, 0.85) },
  { color: '#3a8bff', outline: ring(12, 155, 0) },
  {
    color: '#b35cff',
    outline: [
      [0, -160],
      [160, 120],
      [-160, 120],
    ],
  },
  { color: '#ffb020', outline: ring(6, 160, 0) },
  {
    color: '#22d3e6',
    outline: [
      [0, -170],
      [90, -40],
      [120, 40],
      [80, 130],
      [0, 160],
      [-80, 130],
      [-120, 40],
      [-90, -40],
    ],
  },
  {
    color: '#ff7ad1',
    outline: [
      [0, -170],
      [130, -20],
      [0, 170],
      [-130, -20],
    ],
  },
]

/** Colours the premium symbols after the first lean towards, so no two look alike. */
const premiumTints = ['#3ea8ff', '#3ee07a', '#c86bff', '#ffb627']

/** How many of a slot's pay symbols are motifs (the rest are gems). */
export const premiumCount = (paySymbols: number) =>
  Math.min(5, Math.max(2, Math.floor(paySymbols / 2)))

/**
 * Every symbol of a slot as SVG, by symbol id: the pay symbols (motifs, then gems), the wild
 * (the game's own motif in a gold frame), the scatter (a theme motif on a sunburst).
 */
export function slotSymbolsSvg(paySymbols: number, theme: GameTheme, art: GameArt): string[] {
  const [accent, highlight, bg] = art.palette
  const scatter = themeLooks[theme].scatter.find((name) => name !== art.motif) ?? 'star'
  const premiums = themeLooks[theme].premium.filter(
    (name) => name !== art.motif && name !== scatter,
  )
  const count = premiumCount(paySymbols)
  const symbols: string[] = []
  for (let s = 0; s < paySymbols; s++) {
    if (s < count) {
      const defs = new Defs('p')
      const own = s === 0 ? accent : mix(accent, premiumTints[s - 1], 0.6)
      symbols.push(
        svgDocument(
          defs,
          drawMotif(defs, premiums[s % premiums.length], theme, colorsOf(own, highlight, bg), 0.86),
        ),
      )
    } else {
      const gem = gems[(s - count) % gems.length]
      symbols.push(gemSvg(gem.outline, gem.color))
    }
  }
  symbols.push(wildSvg(art, theme, colorsOf(accent, highlight, bg)))
  symbols.push(scatterSvg(scatter, theme, colorsOf(mix(accent, '#8b5cff', 0.6), highlight, bg)))
  return symbols
}

function wildSvg(art: GameArt, theme: GameTheme, colors: Colors): string {
  const defs = new Defs('w')
  const gold = defs.linear([
    [0, '#fff6c8'],
    [0.35, '#ffd84d'],
    [0.7, '#f5a000'],
    [1, '#8a4600'],
  ])
  const frame = roundRect(-184, -184, 368, 368, 64)
  const body = [
    svgPath(frame, {
      fill: defs.radial([
        [0, lighten(colors.accent, 0.2)],
        [0.7, colors.accent],
        [1, darken(colors.bg, 0.2)],
      ]),
    }),
    drawMotif(defs, art.motif, theme, colors, 0.74),
    svgPath(frame, { fill: 'none', stroke: colors.ink, 'stroke-width': 30 }),
    svgPath(frame, { fill: 'none', stroke: gold, 'stroke-width': 18 }),
    ...[
      [-150, -150],
      [150, -150],
      [150, 150],
      [-150, 150],
    ].map(([x, y]) => svgPath(sparklePath(x, y, 34), { fill: '#fffbe6' })),
  ].join('')
  return svgDocument(defs, body)
}

function scatterSvg(name: string, theme: GameTheme, colors: Colors): string {
  const defs = new Defs('s')
  const rays = Array.from({ length: 16 }, (_, i) => {
    const [ax, ay] = polar(0, 0, 196, i * 22.5 - 5)
    const [bx, by] = polar(0, 0, 196, i * 22.5 + 5)
    return `M0 0L${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}Z`
  }).join('')
  const body = [
    circle(0, 0, 190, {
      fill: defs.radial([
        [0, colors.highlight],
        [0.6, mix(colors.highlight, colors.accent, 0.6)],
        [1, darken(colors.accent, 0.4)],
      ]),
    }),
    svgPath(rays, { fill: '#ffffff', 'fill-opacity': 0.35 }),
    circle(0, 0, 190, { fill: 'none', stroke: colors.ink, 'stroke-width': 14 }),
    circle(0, 0, 183, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-opacity': 0.8,
    }),
    drawMotif(defs, name, theme, colors, 0.7),
  ].join('')
  return svgDocument(defs, body)
}

/** One fish of the fishing demos, facing right. */
export function fishSvg(motif: string, [accent, highlight]: [string, string], bg: string): string {
  const defs = new Defs('f')
  return svgDocument(defs, drawMotif(defs, motif, 'fishing', colorsOf(accent, highlight, bg), 0.98))
}

/** A loose motif for a demo's decoration (the coin pusher's nuggets, the dice table's emblem). */
export function motifSvg(motif: string, theme: GameTheme, palette: Palette, scale = 0.95): string {
  const defs = new Defs('m')
  return svgDocument(defs, drawMotif(defs, motif, theme, colorsOf(...palette), scale))
}
