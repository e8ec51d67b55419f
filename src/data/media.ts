import type { Media } from '@/payload-types'

/** What a page needs of an image: never the whole media record. */
export type Picture = {
  url: string
  width: number
  height: number
  alt: string
  ogUrl: string | null
}

/** Payload prefixes file URLs with its serverURL; pages load them from their own origin. */
const sameOrigin = (url: string) => {
  const { pathname, search } = new URL(url, 'http://same-origin.invalid')
  return pathname + search
}

export function toPicture(media: number | Media | null | undefined): Picture | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    url: sameOrigin(media.url),
    width: media.width ?? 1200,
    height: media.height ?? 900,
    alt: media.alt ?? '',
    ogUrl: media.sizes?.og?.url ? sameOrigin(media.sizes.og.url) : null,
  }
}
