import type { MetadataRoute } from 'next'

import { payloadClient } from '@/data/payload'
import { getGameCards } from '@/data/games'
import { defaultContentLocale, sites } from '@/i18n/locales'
import { alternatesFor, siteOrigin } from '@/lib/site'

// Rendered per request from the cached catalogue, so the build needs no database.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin()
  const games = await getGameCards(payloadClient, defaultContentLocale)
  const pages: { path: string; listedOn?: string[] }[] = [
    { path: '' },
    { path: '/game' },
    { path: '/tc' },
    ...games.map((game) => ({ path: `/detail/${game.gameId}`, listedOn: game.sites })),
  ]
  return pages.flatMap(({ path, listedOn }) =>
    sites
      .filter((site) => !listedOn || listedOn.includes(site.prefix))
      .map((site) => {
        const { canonical, languages } = alternatesFor(site, path, listedOn)
        return {
          url: origin + canonical,
          alternates: {
            languages: Object.fromEntries(
              Object.entries(languages).map(([tag, href]) => [tag, origin + href]),
            ),
          },
        }
      }),
  )
}
