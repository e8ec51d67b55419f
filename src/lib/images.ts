/**
 * The image optimizer's candidate widths (next.config.ts reads them from here), and the
 * responsive `<img>` attributes of a picture worked out from them — the same ones Next's
 * `getImageProps` gives, without its code: the game cards are rendered in the browser too (the
 * list's tabs and search), and a card's data is far smaller than its rendered markup.
 */
export const deviceSizes = [360, 480, 640, 828, 1080, 1280, 1600, 1920]
export const imageSizes = [64, 96, 128, 256]
const quality = 75

export type PictureSource = { url: string; width: number; height: number }

/** An address of Next's image optimizer (its default loader's form). */
const optimized = (url: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`

/**
 * The optimizer never enlarges a picture, so candidates wider than the next one at or above the
 * picture's own width would all be the same file: the `srcset` stops there.
 */
export function uptoIntrinsicWidth(srcSet: string, width: number) {
  const candidates = srcSet
    .split(', ')
    .map((candidate) => ({ candidate, w: Number(/ (\d+)w$/.exec(candidate)?.[1]) }))
  const cut = candidates.findIndex(({ w }) => w >= width)
  return cut < 0
    ? srcSet
    : candidates
        .slice(0, cut + 1)
        .map(({ candidate }) => candidate)
        .join(', ')
}

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` of a picture shown at `sizes` (which must be
 * given in `vw`, as the grids' are): as Next chooses them, candidates from the smallest share of
 * the narrowest device up, cut at the picture's own width.
 */
export function responsiveImage(picture: PictureSource, sizes: string) {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
  const all = [...imageSizes, ...deviceSizes].sort((a, b) => a - b)
  const smallest = shares.length ? Math.min(...shares) / 100 : 0
  const widths = all.filter((width) => width >= deviceSizes[0] * smallest)
  const srcSet = widths.map((width) => `${optimized(picture.url, width)} ${width}w`).join(', ')
  return {
    src: optimized(picture.url, widths[widths.length - 1]),
    srcSet: uptoIntrinsicWidth(srcSet, picture.width),
    sizes,
    width: picture.width,
    height: picture.height,
  }
}
