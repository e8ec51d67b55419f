import { get } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { sites } from '@/i18n/locales'
import { listPageSize } from '@/lib/gameList'

import { scriptWeight } from '../../scripts/lib/pageWeight'

import { serverURL } from './helpers'

/**
 * What a phone downloads before it can show anything: a page's HTML as sent to a browser
 * (brotli). A new connection's first round trip carries about 14 KB (ten packets); a page under
 * that is there one round trip sooner, which on a slow mobile connection is 150 ms or more.
 */
const firstRoundTrip = 14 * 1024

/** The page's body as it travels, and decoded. */
const sent = (path: string) =>
  new Promise<{ status: number; bytes: number; html: string; etag: string }>((resolve, reject) => {
    get(
      `${serverURL}${path}`,
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          expect(response.headers['content-encoding']).toBe('br')
          resolve({
            status: response.statusCode ?? 0,
            bytes: body.length,
            html: brotliDecompressSync(body).toString(),
            etag: String(response.headers.etag),
          })
        })
      },
    ).on('error', reject)
  })

// Game 701 is on every site.
const pageTypes = { home: '', list: '/game', detail: '/detail/701', terms: '/tc' }

/**
 * A cached page as visitors get it: from the server's stored copy (its ETag ends in `-br`),
 * compressed once at a higher brotli quality than the one Next's own answers get on the fly (the
 * first visit after a publish, and one re-check every few seconds). Asked until it comes from
 * that copy: on a busy machine the copy may take longer than a fixed wait.
 */
async function storedCopy(path: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = await sent(path)
    if (page.etag.endsWith('-br"')) return page
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was never answered from the stored copy`)
}

describe('every page’s HTML reaches a phone in the first round trip', () => {
  for (const site of sites) {
    it(`/${site.prefix}: home, game list, game page and terms are each under 14 KB in brotli`, async () => {
      const weights: Record<string, number> = {}
      await Promise.all(
        Object.entries(pageTypes).map(async ([type, path]) => {
          const page = await storedCopy(`/${site.prefix}${path}`)
          expect(page.status, `/${site.prefix}${path}`).toBe(200)
          expect(page.html).toContain(`<html lang="${site.tag}"`)
          weights[type] = page.bytes
        }),
      )
      expect(Object.entries(weights).filter(([, bytes]) => bytes >= firstRoundTrip)).toEqual([])
    })
  }

  it('the game list still links every game of the site (as its sitemap does) through its pages, each sent with complete cards', async () => {
    const linked = new Set<string>()
    let path: string | undefined = '/th/game'
    let pages = 0
    while (path) {
      const { html } = await sent(path)
      const catalogue = html.slice(html.indexOf('id="catalogue-results"'))
      const grid = catalogue.slice(0, catalogue.indexOf('</ul>'))
      const cards = grid.split('<li>').slice(1)
      // One page of cards, each with its picture (nothing is left for the browser to complete).
      expect(cards.length).toBeLessThanOrEqual(listPageSize)
      expect(cards.filter((card) => !/<img [^>]*srcSet=/.test(card))).toEqual([])
      for (const match of grid.matchAll(
        /<a class="game-card[^"]*"[^>]*href="\/th\/detail\/(\d+)"/g,
      ))
        linked.add(match[1])
      path = /<a class="load-more" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
      pages++
    }
    expect(pages).toBeGreaterThan(1)
    // The same games as the sitemap lists for the site (in its one file at this size).
    const sitemap = await (await fetch(`${serverURL}/sitemaps/sitemap/0.xml`)).text()
    const games = [
      ...new Set([...sitemap.matchAll(/\/th\/detail\/(\d+)</g)].map((match) => match[1])),
    ]
    expect(games.length).toBeGreaterThan(70)
    expect([...linked].sort()).toEqual([...games].sort())
  })
})

/** The most JavaScript a game's page may make a phone download (issue #35), brotli as sent. */
const gamePageScripts = 130 * 1024

describe('a game page’s JavaScript', () => {
  it('is at most 130 KB as a browser receives it, on a Latin, a CJK and the Thai site', async () => {
    const weights: Record<string, number> = {}
    // A fishing game on every site, a slot, and the coin pusher: one page per kind of demo.
    for (const path of ['/en/detail/701', '/cn/detail/405', '/th/detail/445']) {
      const page = await sent(path)
      expect(page.status, path).toBe(200)
      const { scripts, bytes } = await scriptWeight(serverURL, page.html, 'gzip, deflate, br, zstd')
      expect(scripts, path).toBeGreaterThan(0)
      weights[path] = bytes
    }
    expect(Object.entries(weights).filter(([, bytes]) => bytes > gamePageScripts)).toEqual([])
  })
})
