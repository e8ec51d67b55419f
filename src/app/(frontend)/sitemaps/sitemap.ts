import type { MetadataRoute } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

import { sitemapCount, sitemapPart } from '@/content/sitemap'

import { getSitemapEntries } from '../sitemapEntries'

// Rendered per request from the cached pages, so the build needs no database.
export const dynamic = 'force-dynamic'

/**
 * The sitemap files, `/sitemaps/sitemap/0.xml` on, of `urlsPerSitemap` URLs each; `/sitemap.xml` is their
 * index (`./sitemap.xml/route.ts`). The build asks for the files too, to prerender them: it is
 * given none, and reads no database.
 */
export async function generateSitemaps() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return []
  const count = sitemapCount((await getSitemapEntries()).length)
  return Array.from({ length: count }, (_, id) => ({ id }))
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  return sitemapPart(await getSitemapEntries(), Number(await id))
}
