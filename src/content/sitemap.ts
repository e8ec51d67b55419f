import type { CollectionSlug, Payload } from 'payload'

import { allOf, isInSitemap, registeredContent, type ContentType, type Read } from './registry'

/** A public page within a site (`''` the home page), and the sites that list it (all when unset). */
export type SitemapPage = { path: string; listedOn?: string[] }

/** What the sitemap reads (its getter's `reads`): all it lists, so a publish of any refreshes it. */
export const sitemapReads = (types: ContentType[]): Read[] =>
  types.filter(({ content }) => isInSitemap(content)).map(({ slug }) => allOf(slug))

/**
 * The public pages of the registered content, as a visitor may read it: each global's pages, each
 * collection's listing pages and the pages of its published documents.
 */
export async function sitemapPages(payload: Payload): Promise<SitemapPage[]> {
  const types = registeredContent(payload).filter((type) => isInSitemap(type.content))
  const pages = await Promise.all(
    types.map(async ({ kind, slug, defaultSort, content }): Promise<SitemapPage[]> => {
      if (kind === 'global') return (content.paths?.({}) ?? []).map((path) => ({ path }))
      // In every language: a document may be listed on a site only once its language is written.
      const { docs } = await payload.find({
        collection: slug as CollectionSlug,
        locale: 'all',
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

/**
 * URLs per sitemap file. The protocol allows 50,000 URLs and 50 MB a file; each of ours names its
 * page on every other site as well (some 1.5 KB), so 5,000 keep a file near 8 MB at most.
 */
export const urlsPerSitemap = 5000

/** How many sitemap files `total` URLs take (at least one, listing nothing when there is nothing). */
export const sitemapCount = (total: number) => Math.max(1, Math.ceil(total / urlsPerSitemap))

/** The URLs of sitemap file `id` (from 0). */
export const sitemapPart = <Entry>(entries: Entry[], id: number): Entry[] =>
  entries.slice(id * urlsPerSitemap, (id + 1) * urlsPerSitemap)

/** The address of sitemap file `id`, as Next serves the files `generateSitemaps` names. */
export const sitemapPath = (id: number) => `/sitemaps/sitemap/${id}.xml`

/** The sitemap index: every sitemap file's address, under the site's origin. */
export const sitemapIndex = (origin: string, count: number) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: count },
      (_, id) => `<sitemap><loc>${escapeXml(origin + sitemapPath(id))}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  )
