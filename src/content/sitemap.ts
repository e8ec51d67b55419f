import type { CollectionSlug, Payload } from 'payload'

import { defaultContentLocale } from '@/i18n/locales'

import { isInSitemap, registeredContent } from './registry'

/** A public page within a site (`''` the home page), and the sites that list it (all when unset). */
export type SitemapPage = { path: string; listedOn?: string[] }

/** The cache tags of every page the sitemap lists: a publish of any of them refreshes it. */
export const sitemapTags = (payload: Pick<Payload, 'config'>) =>
  registeredContent(payload)
    .filter((type) => isInSitemap(type.content))
    .flatMap((type) => type.content.tags ?? [])

/**
 * The public pages of the registered content, as a visitor may read it: each global's pages, each
 * collection's listing pages and the pages of its published documents.
 */
export async function sitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const types = registeredContent(payload).filter((type) => isInSitemap(type.content))
  const pages = await Promise.all(
    types.map(async ({ kind, slug, defaultSort, content }): Promise<SitemapPage[]> => {
      if (kind === 'global') return (content.paths?.({}) ?? []).map((path) => ({ path }))
      const { docs } = await payload.find({
        collection: slug as CollectionSlug,
        locale: defaultContentLocale,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        draft: false,
        sort: defaultSort,
      })
      return [
        ...(content.listPaths ?? []).map((path) => ({ path })),
        ...(docs as unknown as Record<string, unknown>[]).flatMap((doc) => {
          const listedOn = content.listedOn?.(doc)
          return (content.paths?.(doc) ?? []).map((path) => ({
            path,
            ...(listedOn && { listedOn }),
          }))
        }),
      ]
    }),
  )
  return pages.flat()
}
