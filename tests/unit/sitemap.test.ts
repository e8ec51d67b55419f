/**
 * The sitemap split into files of `urlsPerSitemap` URLs, with `/sitemap.xml` their index: a
 * catalogue of any size is listed whole, each URL in exactly one file.
 */
import { describe, expect, it } from 'vitest'

import {
  sitemapCount,
  sitemapIndex,
  sitemapPart,
  sitemapPath,
  urlsPerSitemap,
} from '@/content/sitemap'

describe('the sitemap files', () => {
  it('are one file for a small catalogue, and as many as a large one needs', () => {
    expect(sitemapCount(0)).toBe(1)
    expect(sitemapCount(86 * 11)).toBe(1)
    expect(sitemapCount(urlsPerSitemap)).toBe(1)
    expect(sitemapCount(urlsPerSitemap + 1)).toBe(2)
    expect(sitemapCount(2000 * 11)).toBe(Math.ceil(22000 / urlsPerSitemap))
  })

  it('list every URL once, in order, none over the limit', () => {
    const urls = Array.from({ length: 2 * urlsPerSitemap + 123 }, (_, i) => `/en/detail/${i}`)
    const parts = Array.from({ length: sitemapCount(urls.length) }, (_, id) =>
      sitemapPart(urls, id),
    )
    expect(parts.map((part) => part.length)).toEqual([urlsPerSitemap, urlsPerSitemap, 123])
    expect(parts.flat()).toEqual(urls)
    expect(sitemapPart(urls, parts.length)).toEqual([])
  })

  it('are named by an index at the site’s origin', () => {
    const index = sitemapIndex('https://games.example.com', 3)
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `https://games.example.com${sitemapPath(0)}`,
      'https://games.example.com/sitemaps/sitemap/1.xml',
      'https://games.example.com/sitemaps/sitemap/2.xml',
    ])
    expect(sitemapIndex('https://a.example/?x=1&y=2', 1)).toContain(
      '?x=1&amp;y=2/sitemaps/sitemap/0.xml',
    )
  })
})
