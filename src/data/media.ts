import { signedVersion } from '@/lib/mediaVersion'
import type { Media } from '@/payload-types'

/** What a page needs of an image: never the whole media record. */
export type Picture = {
  url: string
  width: number
  height: number
  alt: string
  ogUrl: string | null
  /**
   * Shown as the file itself, not through the image optimizer: a draft's picture in an editor's
   * preview. The optimizer fetches a file as a stranger, and a file only a draft uses is not yet
   * a stranger's to read (`access/shownMediaOrStaff.ts`); the browser sends the editor's session.
   */
  direct?: true
}

/** Payload prefixes file URLs with its serverURL; pages load them from their own origin. */
const sameOrigin = (url: string) => {
  const { pathname, search } = new URL(url, 'http://same-origin.invalid')
  return pathname + search
}

/**
 * The file's address with the media record's version: a new cover (a reseed, an editor's
 * upload under the same file name) gets a new address, which the image optimizer, browsers and
 * link previews have not cached. The version is the second of the last change, in base 36: the
 * game list carries one per card, and milliseconds cost its first round trip 200 bytes. It is
 * signed (src/lib/mediaVersion.ts): the image optimizer encodes no version this server never gave.
 */
const versioned = (url: string, media: Media) => {
  const address = new URL(sameOrigin(url), 'http://same-origin.invalid')
  const version = Math.floor(Date.parse(media.updatedAt) / 1000)
  if (Number.isFinite(version))
    address.searchParams.set('v', signedVersion(address.pathname, version.toString(36)))
  return address.pathname + address.search
}

export function toPicture(
  media: number | Media | null | undefined,
  { direct = false }: { direct?: boolean } = {},
): Picture | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    url: versioned(media.url, media),
    width: media.width ?? 1200,
    height: media.height ?? 900,
    alt: media.alt ?? '',
    ogUrl: media.sizes?.og?.url ? versioned(media.sizes.og.url, media) : null,
    ...(direct && { direct: true as const }),
  }
}
