import { getImageProps } from 'next/image'

import type { Picture } from '@/data/media'

type Props = { picture: Picture; alt: string; sizes: string; className?: string; priority?: boolean }

/**
 * A picture as a plain `<img>` with the responsive `srcset` of Next's image optimizer, worked
 * out on the server (`getImageProps`), so pages ship no image component to the browser. The
 * priority picture is fetched early with high priority from the HTML itself, not preloaded:
 * React sends a server-side preload as a hint inside the flight data, so every page a link
 * prefetches would preload its pictures into the page being read.
 */
export function CoverImage({ picture, alt, sizes, className, priority = false }: Props) {
  const { props } = getImageProps({
    src: picture.url,
    alt,
    width: picture.width,
    height: picture.height,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...props} alt={alt} className={className} />
}
