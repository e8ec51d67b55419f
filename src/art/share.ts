import sharp from 'sharp'

import { backdrop, halo } from './backdrops'
import { colorsFor, companions, type CoverInput, isTheme } from './cover'
import { darken } from './color'
import { makeKit, motifFor } from './motifs'
import { createRng, hashSeed } from './random'
import { Defs, type Point, g, n, rect } from './svg'
import { type TitleBox, titleArt } from './title'

/**
 * The picture a link preview shows (Open Graph, 1200×630): the cover's scenery, emblem and
 * lettering arranged side by side for a wide frame, the emblem on the left and the title on the
 * right, whole inside margins that previews cropping to 2:1 or showing the frame small keep.
 * Drawn from the same input and seeds as the cover, so it is the same game's picture.
 */

export const SHARE_WIDTH = 1200
export const SHARE_HEIGHT = 630
/** No lettering closer than this to any edge. */
export const SHARE_MARGIN = 60

export interface ShareInput extends CoverInput {
  /** Smaller lettering under the title: the site's tagline under the studio's name. */
  tagline?: string
}

/** The cover's scenery is drawn 900 high; the frame shows it from this far down. */
const SCENERY_TOP = 180
const COLUMN = 590
const TITLE_BOX: TitleBox = {
  x: COLUMN,
  y: SHARE_MARGIN + 20,
  width: SHARE_WIDTH - SHARE_MARGIN - 10 - COLUMN,
  height: SHARE_HEIGHT - 2 * SHARE_MARGIN - 40,
}
const TAGLINE_HEIGHT = 120

export interface ShareArt {
  svg: string
  /** Where the lettering lies, rims and shadows included: the title, then the tagline if any. */
  lettering: TitleBox[]
}

export function renderShareSvg(input: ShareInput): ShareArt {
  const rng = createRng(hashSeed('cover', input.id))
  const c = colorsFor(input.palette)
  const defs = new Defs('s')
  const layout = rng.fork('layout')
  // The scenery's coordinates: the emblem centred in the left column of the frame.
  const focus: Point = [300 + layout.range(-20, 20), SCENERY_TOP + 315 + layout.range(-10, 10)]
  const scene = { defs, rng: rng.fork('scene'), c, focus }
  const theme = isTheme(input.theme) ? input.theme : 'classic'
  const motif = motifFor(input.motif, theme)
  const kit = makeKit(defs, rng.fork('motif'), c)
  const scale = Math.round(0.95 * layout.range(0.93, 1.04) * 1000) / 1000
  const flip = motif.flip && layout.chance(0.5)
  const emblem = g(motif.draw(kit), {
    transform: `translate(${n(focus[0])} ${n(focus[1])}) rotate(${n(layout.range(-7, 7))}) scale(${flip ? '-' : ''}${scale} ${scale})`,
    class: 'emblem',
  })
  const scenery = g(
    [
      backdrop(theme, scene),
      halo(scene, 250),
      companions(
        makeKit(defs, rng.fork('props'), c),
        rng.fork('companions'),
        theme,
        input.motif,
        focus,
        [90, COLUMN - 80],
      ),
      emblem,
    ].join(''),
    { transform: `translate(0 ${-SCENERY_TOP})` },
  )
  // Darken the right-hand column so the title reads on any scenery.
  const scrim = rect(COLUMN - 150, 0, SHARE_WIDTH - COLUMN + 150, SHARE_HEIGHT, {
    fill: defs.linear(
      [
        [0, darken(c.bg, 0.5), 0],
        [0.3, darken(c.bg, 0.55), 0.6],
        [1, darken(c.bg, 0.6), 0.8],
      ],
      { x2: 1, y2: 0 },
    ),
  })

  // With a tagline, the title is centred above the tagline's room and the tagline set right
  // under it: the two are centred in the column together.
  const titleBox = input.tagline
    ? { ...TITLE_BOX, height: TITLE_BOX.height - TAGLINE_HEIGHT }
    : TITLE_BOX
  const title = titleArt(defs, c, input.title, input.locale, titleBox)
  const tagline =
    input.tagline &&
    titleArt(
      defs,
      c,
      input.tagline,
      input.locale,
      { ...TITLE_BOX, y: title.bounds.y + title.bounds.height + 8, height: TAGLINE_HEIGHT - 8 },
      { maxSize: 60, maxSizeTwoLines: 46 },
    )

  const body = [scenery, scrim, title.markup, tagline ? tagline.markup : ''].join('')
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">${defs}${body}</svg>`,
    lettering: tagline ? [title.bounds, tagline.bounds] : [title.bounds],
  }
}

/** The share image as JPEG bytes: the format every link preview reads. */
export async function renderShare(input: ShareInput): Promise<Buffer> {
  return sharp(Buffer.from(renderShareSvg(input).svg))
    .jpeg({ quality: 82 })
    .toBuffer()
}
