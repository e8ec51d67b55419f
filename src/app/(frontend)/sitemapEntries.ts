import type { MetadataRoute } from 'next'

import { sitemapPages, sitemapReads, type SitemapPage } from '@/content/sitemap'
import { cached } from '@/data/cached'
import { payloadClient } from '@/data/payload'
import { sites } from '@/i18n/locales'
import { alternatesFor, siteOrigin } from '@/lib/site'

/**
 * The public pages of the registered localised content (src/content/registry.ts), cached under
 * the tags of all of it that the sitemap lists until any of it is published.
 */
const getSitemapPages = cached<[], SitemapPage[]>(
  'sitemap-pages',
  sitemapReads,
  async ({ connect }) => sitemapPages(await connect()),
)

/** Every URL of the sitemap files (`./sitemaps/sitemap.ts`) and their index (`./sitemap.xml`), in order: each page on each site that lists it, with its alternates. */
export async function getSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin()
  const pages = await getSitemapPages(payloadClient)
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
