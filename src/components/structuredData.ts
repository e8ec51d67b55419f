/**
 * schema.org JSON-LD of the public pages, in the page's language: a game page describes a
 * `VideoGame`, the home page the studio as an `Organization`.
 */
import type { Site } from '@/i18n/locales'

import { siteOrigin, sitePath } from '@/lib/site'

type Thing = Record<string, unknown> & { '@type': string }

const absolute = (url: string) => new URL(url, siteOrigin()).toString()

export type StudioFacts = {
  studioName: string
  /** The studio's description on this site. */
  description?: string | null
  contactEmail?: string | null
  logoUrl?: string | null
  /** The year founded, as the home page's claim states it. */
  foundingDate?: string | null
  social?: { url: string }[]
}

const publisher = (studio: StudioFacts, site: Site): Thing => ({
  '@type': 'Organization',
  name: studio.studioName,
  url: absolute(sitePath(site)),
})

export function organizationJsonLd(studio: StudioFacts, site: Site) {
  return {
    '@context': 'https://schema.org',
    ...publisher(studio, site),
    ...(studio.description ? { description: studio.description } : {}),
    ...(studio.logoUrl ? { logo: absolute(studio.logoUrl) } : {}),
    ...(studio.contactEmail ? { email: studio.contactEmail } : {}),
    ...(studio.foundingDate && /^\d{4}$/.test(studio.foundingDate)
      ? { foundingDate: studio.foundingDate }
      : {}),
    ...(studio.social?.length ? { sameAs: studio.social.map(({ url }) => url) } : {}),
  }
}

export type GameFacts = {
  gameId: number
  title: string
  description: string
  /** The game's kind as the page names it (Slot, Fishing game…). */
  genre: string
  imageUrl?: string | null
  /** The platforms as the page names them. */
  platforms: string[]
}

export function videoGameJsonLd(game: GameFacts, studio: StudioFacts, site: Site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.title,
    description: game.description,
    genre: game.genre,
    ...(game.imageUrl ? { image: absolute(game.imageUrl) } : {}),
    url: absolute(sitePath(site, `/detail/${game.gameId}`)),
    inLanguage: site.tag,
    gamePlatform: game.platforms,
    applicationCategory: 'Game',
    publisher: publisher(studio, site),
  }
}

/** JSON for a `<script>` element: `<` escaped so no text can close the element. */
export const jsonLdScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')
