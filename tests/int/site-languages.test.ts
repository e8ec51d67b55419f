/**
 * A site shows a game only once the game's title and description are published in the site's
 * language: until then the site behaves as if the game were not listed there. So the English of a
 * new game listed on /th goes out before its Thai is written, and /th never shows it in English.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { page, serverURL, staff, testPayload } from './helpers'

import { paragraph } from '../support/richText'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const gameId = 990601

/** Where the public site shows the game on one site. */
async function shownOn(site: string) {
  const [detail, search, byName, typeGames, sitemap] = await Promise.all([
    page(`/${site}/detail/${gameId}`),
    page(`/${site}/game?q=${gameId}`),
    // Its English name, which a search matches on any site that shows the game (at the
    // search's one address: `+` for the space).
    page(`/${site}/game?${new URLSearchParams({ q: 'Orchid Lantern' })}`),
    fetch(`${serverURL}/api/typeGames?site=${site}`).then((response) => response.json()),
    fetch(`${serverURL}/sitemaps/sitemap/0.xml`).then((response) => response.text()),
  ])
  return {
    detail: detail.status,
    inSearch: search.html.includes(`/${site}/detail/${gameId}"`),
    inSearchByName: byName.status === 200 && byName.html.includes(`/${site}/detail/${gameId}"`),
    inApi: JSON.stringify(typeGames).includes(`"gameID":"${gameId}"`),
    inSitemap: sitemap.includes(`/${site}/detail/${gameId}</loc>`),
  }
}

const shown = { detail: 200, inSearch: true, inSearchByName: true, inApi: true, inSitemap: true }
const hidden = {
  detail: 404,
  inSearch: false,
  inSearchByName: false,
  inApi: false,
  inSitemap: false,
}

describe('a site shows a game in its own language only', () => {
  it('publishes the English of a game listed on /th before its Thai, and /th shows it with its Thai', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const game = await payload.create({
      collection: 'games',
      locale: 'en-US',
      draft: true,
      overrideAccess: true,
      data: {
        gameId,
        theme: 'chinese',
        title: 'Orchid Lantern Test',
        description: paragraph('A test game.'),
        layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
        maxMultiplier: { kind: 'unlimited' },
        sites: ['en', 'th'],
      } as never,
    })
    created.push(game.id)
    const save = (locale: string, data: object, publish: boolean) =>
      fetch(
        `${serverURL}/api/games/${game.id}?locale=${locale}` +
          (publish ? `&publishSpecificLocale=${locale}` : '&draft=true'),
        {
          method: 'PATCH',
          headers: editor.headers,
          body: JSON.stringify({ ...data, ...(publish && { _status: 'published' }) }),
        },
      )

    // "Publish in English": taken, though Thai has no text yet.
    const english = await save('en-US', {}, true)
    expect(english.status, await english.clone().text()).toBe(200)
    expect(await shownOn('en')).toEqual(shown)
    expect(await shownOn('th')).toEqual(hidden)
    // The English page names no Thai alternate.
    const thaiAlternate = new RegExp(`hrefLang="th-TH" href="[^"]*/th/detail/${gameId}"`)
    expect((await page(`/en/detail/${gameId}`)).html).not.toMatch(thaiAlternate)

    // A Thai title published without its description: /th still does not show the game.
    expect((await save('th-TH', { title: 'โคมกล้วยไม้ทดสอบ' }, false)).status).toBe(200)
    expect((await save('th-TH', {}, true)).status).toBe(200)
    expect(await shownOn('th')).toEqual(hidden)

    // With its description published, /th shows it, in Thai.
    expect((await save('th-TH', { description: paragraph('เกมทดสอบ') }, false)).status).toBe(200)
    expect((await save('th-TH', {}, true)).status).toBe(200)
    expect(await shownOn('th')).toEqual(shown)
    expect((await page(`/th/detail/${gameId}`)).text).toContain('โคมกล้วยไม้ทดสอบ')
    expect((await page(`/en/detail/${gameId}`)).html).toMatch(thaiAlternate)
  })
})
