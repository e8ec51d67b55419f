import { getImageProps } from 'next/image'

import type { Picture } from '@/data/media'
import { uptoIntrinsicWidth } from '@/lib/images'

type Props = {
  picture: Picture
  alt: string
  sizes: string
  className?: string
  /** The page's main picture: fetched at once, first. */
  priority?: boolean
  /** A picture of decoration beside the main one: it should never compete with it. */
  secondary?: boolean
}

/**
 * A picture as a plain `<img>` with the responsive `srcset` of Next's image optimizer, worked
 * out on the server (`getImageProps`), so pages ship no image component to the browser. The
 * priority picture is fetched early with high priority from the HTML itself, not preloaded.
 *
 * The `<picture>` around it is what keeps it so: React's server components send a preload hint
 * for every `<img>` that is not lazy, except inside `<picture>`, and the hints of a page that a
 * link prefetches are applied to the page being read. Each game link in view would fetch that
 * game's large cover at high priority, competing with the pictures on screen.
 * (`display: contents` in the style sheet leaves the layout to the `<img>`.)
 *
 * A picture shown `direct` (a draft's, in an editor's preview) is the file itself, one size.
 */
export function CoverImage({
  picture,
  alt,
  sizes,
  className,
  priority = false,
  secondary = false,
}: Props) {
  const { props } = getImageProps({
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : secondary ? 'low' : undefined,
    unoptimized: picture.direct,
  })
  return (
    <picture>
      <img
        {...props}
        srcSet={props.srcSet && uptoIntrinsicWidth(props.srcSet, picture.width)}
        alt={alt}
        className={className}
      />
    </picture>
  )
}
