import { sitemapCount, sitemapIndex } from '@/content/sitemap'
import { siteOrigin } from '@/lib/site'

import { getSitemapEntries } from '../sitemapEntries'

// Rendered per request from the cached pages, so the build needs no database.
export const dynamic = 'force-dynamic'

/**
 * `/sitemap.xml`, the address robots.txt names: the index of the sitemap files that
 * `../sitemaps/sitemap.ts` serves. Next makes no index of its own for `generateSitemaps`. One file while
 * the catalogue is small; as many as its URLs need when it grows.
 */
export async function GET() {
  const count = sitemapCount((await getSitemapEntries()).length)
  return new Response(sitemapIndex(siteOrigin(), count), {
    headers: {
      'content-type': 'application/xml',
      // As Next sends its own sitemap files: stored and compressed once, checked on each request.
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
