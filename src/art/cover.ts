import sharp from 'sharp'
import { gameThemes, type GameTheme } from '@/lib/catalogue'
import { themeLooks } from '@/lib/themes'

import { HEIGHT, WIDTH, backdrop, halo } from './backdrops'
import { darken, parseHex, toHex } from './color'
import { type Colors, type Kit, inkFor, makeKit, motifFor, motifs } from './motifs'
import { type Rng, createRng, hashSeed } from './random'
import { Defs, type Point, g, n, rect } from './svg'
import { titleArt } from './title'

/**
 * Cover art for a game: theme backdrop, a large motif emblem, the title in heavy outlined
 * lettering, rendered to a 1200×900 WebP. No kind badge: the page labels the cover in its own
 * language, so the picture carries no words but the title. Every random choice comes from a
 * generator seeded with the game id, so a cover is reproducible byte for byte.
 */

export interface CoverInput {
  id: number
  theme: GameTheme
  motif: string
  /** [accent, highlight, background] */
  palette: readonly [string, string, string]
  title: string
  locale: string
}

export const COVER_WIDTH = WIDTH
export const COVER_HEIGHT = HEIGHT

const TITLE_BOX = { x: 60, y: 596, width: WIDTH - 120, height: 278 }

export function colorsFor(palette: CoverInput['palette']): Colors {
  // Round-tripping through the parser also guarantees nothing but #rrggbb reaches the markup.
  const [accent, highlight, bg] = palette.map((c) => toHex(parseHex(c))) as [string, string, string]
  return { accent, highlight, bg, ink: inkFor(bg) }
}

/**
 * Zero to two smaller props beside the emblem, so games sharing a motif still look apart; their
 * centres stay between `left` and `right`.
 */
export function companions(
  kit: Kit,
  rng: Rng,
  theme: GameTheme,
  main: string,
  focus: Point,
  [left, right] = [110, WIDTH - 110],
): string {
  const pool = themeLooks[theme].companions.filter((m) => m !== main)
  const count = rng.chance(0.8) ? (rng.chance(0.3) ? 2 : 1) : 0
  const firstSide = rng.chance(0.5) ? 1 : -1
  let out = ''
  for (let i = 0; i < count && pool.length; i++) {
    const name = pool.splice(rng.int(0, pool.length - 1), 1)[0] as string
    const def = motifs[name]
    if (!def) continue
    const side = i === 0 ? firstSide : -firstSide
    const x = Math.max(left, Math.min(right, focus[0] + side * rng.range(250, 300)))
    const y = focus[1] + rng.range(110, 170)
    const scale = rng.range(0.36, 0.46) * (i ? 0.85 : 1)
    out += g(def.draw(kit), {
      transform: `translate(${n(x)} ${n(y)}) rotate(${n(rng.range(-14, 14))}) scale(${Math.round(scale * 1000) / 1000})`,
    })
  }
  return out
}

export const isTheme = (t: string): t is GameTheme => (gameThemes as readonly string[]).includes(t)

/** The complete SVG markup of a cover. */
export function renderCoverSvg(input: CoverInput): string {
  const rng = createRng(hashSeed('cover', input.id))
  const c = colorsFor(input.palette)
  const defs = new Defs('c')
  const layout = rng.fork('layout')
  const focus: Point = [WIDTH / 2 + layout.range(-60, 60), 318 + layout.range(-14, 14)]
  const scene = { defs, rng: rng.fork('scene'), c, focus }

  const theme: GameTheme = isTheme(input.theme) ? input.theme : 'classic'
  const motif = motifFor(input.motif, theme)
  const kit = makeKit(defs, rng.fork('motif'), c)
  const scale = 1.24 * layout.range(0.93, 1.04)
  const rotate = layout.range(-7, 7)
  const flip = motif.flip && layout.chance(0.5)
  const emblem = g(motif.draw(kit), {
    transform: `translate(${n(focus[0])} ${n(focus[1])}) rotate(${n(rotate)}) scale(${flip ? '-' : ''}${Math.round(scale * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`,
    class: 'emblem',
  })

  const body = [
    backdrop(theme, scene),
    halo(scene, 280),
    companions(
      makeKit(defs, rng.fork('props'), c),
      rng.fork('companions'),
      theme,
      input.motif,
      focus,
    ),
    emblem,
    // Darken the lower third so the title reads on any scenery.
    rect(0, 540, WIDTH, HEIGHT - 540, {
      fill: defs.linear([
        [0, darken(c.bg, 0.5), 0],
        [0.55, darken(c.bg, 0.55), 0.55],
        [1, darken(c.bg, 0.6), 0.85],
      ]),
    }),
    titleArt(defs, c, input.title, input.locale, TITLE_BOX).markup,
  ].join('')

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${body}</svg>`
}

/** Covers above this size are encoded once more at a lower quality. */
const TARGET_BYTES = 120 * 1024

/** The cover as WebP bytes. */
export const renderCover = (input: CoverInput): Promise<Buffer> =>
  encodeCover(renderCoverSvg(input))

/** A cover's SVG (`renderCoverSvg`) as WebP bytes: most of a cover's drawing time. */
export async function encodeCover(markup: string): Promise<Buffer> {
  const svg = Buffer.from(markup)
  // No alpha channel and no smart subsampling: both double the encode time for no visible gain.
  const encode = (quality: number) =>
    sharp(svg).removeAlpha().webp({ quality, effort: 2 }).toBuffer()
  const webp = await encode(80)
  // Rare, very detailed covers: trade a little quality for the size budget.
  return webp.length > TARGET_BYTES ? encode(68) : webp
}
