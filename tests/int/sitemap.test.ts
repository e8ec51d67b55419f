/**
 * The sitemap as crawlers read it: robots.txt names `/sitemap.xml`, an index of the sitemap files,
 * and the files together list every public page on each site that shows it.
 */
import { describe, expect, it } from 'vitest'

import { shownSites } from '@/data/shownSites'
import { loadGames } from '@/seed/content/load'

import { serverURL, testPayload } from './helpers'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('the sitemap', () => {
  it('is named by robots.txt, and is an index of the sitemap files', async () => {
    const robots = await (await fetch(`${serverURL}/robots.txt`)).text()
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m)
    const response = await fetch(`${serverURL}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/xml/)
    const index = await response.text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    // The demo catalogue fits one file.
    const files = locs(index)
    expect(files.map((url) => new URL(url).pathname)).toEqual(['/sitemaps/sitemap/0.xml'])
    expect((await fetch(`${serverURL}/sitemaps/sitemap/1.xml`)).status).toBe(404)
  })

  it('lists every published game’s page on each site that shows it, once', async () => {
    const xml = await (await fetch(`${serverURL}/sitemaps/sitemap/0.xml`)).text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    const urls = locs(xml).map((url) => new URL(url).pathname)
    expect(urls.length).toBe(new Set(urls).size)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      pagination: false,
      overrideAccess: false,
      draft: false,
      select: { gameId: true, sites: true },
    })
    // A site shows a game once its texts in the site's language are published (as its pages do:
    // tests/int/site-languages.test.ts); every seeded game has them for each of its sites.
    const shown = await shownSites(testPayload)
    for (const game of docs)
      for (const site of shown.get(game.gameId) ?? [])
        expect(urls, `${site} ${game.gameId}`).toContain(`/${site}/detail/${game.gameId}`)
    expect(urls.filter((url) => /^\/[a-z]+\/detail\//.test(url)).length).toBe(
      docs.reduce((sum, game) => sum + (shown.get(game.gameId) ?? []).length, 0),
    )
    const demo = new Set(loadGames().map((game) => game.id))
    const seeded = docs.filter((game) => demo.has(game.gameId))
    expect(seeded.every((game) => shown.get(game.gameId)?.length === game.sites?.length)).toBe(true)
  })
})
