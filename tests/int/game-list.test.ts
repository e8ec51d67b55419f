/**
 * The game list, paged and searched by PostgreSQL: each page holds one page of games and links to
 * the next ("load more") and the one before, every published game of a site is on exactly one page of its tab, the counts are the
 * database's, and a search finds a game by its name in any language or by its number, and
 * nothing else: drafts stay hidden, a wildcard is a character, an absurd search is refused and
 * no search is kept in the page caches.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { searchGameIds, searchGames, searchTimeoutMs } from '@/data/gameList'
import { readCards } from '@/data/games'
import { catalogueLists } from '@/lib/catalogue'
import { catalogueTabs, listPageSize, maxQueryLength } from '@/lib/gameList'

import { page, serverURL, staff, testPayload, type StaffLogin } from './helpers'

type Transactions = {
  transaction: <T>(
    work: (tx: { execute: (query: SQL) => Promise<unknown> }) => Promise<T>,
  ) => Promise<T>
}

const cardIds = (html: string) => {
  const results = html.slice(html.indexOf('id="catalogue-results"'))
  const grid = results.slice(0, results.indexOf('</ul>'))
  return [...grid.matchAll(/data-game-id="(\d+)"/g)].map((m) => Number(m[1]))
}
const linkHref = (html: string, rel: string) =>
  html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1]?.replaceAll('&amp;', '&')

/** The published games of a site, by number, as Payload gives them to a visitor. */
async function publishedOn(site: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'games',
    where: { sites: { contains: site } },
    pagination: false,
    overrideAccess: false,
    draft: false,
    select: { gameId: true },
  })
  return docs.map((doc) => doc.gameId).sort((a, b) => a - b)
}

describe('the paged game list', () => {
  it('sends one page of cards, and its pages together list every published game of the site once', async () => {
    const expected = await publishedOn('en')
    expect(expected.length).toBeGreaterThan(listPageSize)
    const seen: number[] = []
    let path: string | undefined = '/en/game'
    let pages = 0
    while (path) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      const ids = cardIds(html)
      expect(ids.length, path).toBeLessThanOrEqual(listPageSize)
      seen.push(...ids)
      pages++
      const next = linkHref(html, 'next')
      // One way on: "load more", a link to where rel=next leads; no numbered pages.
      if (next)
        expect(html).toContain(
          `class="load-more" href="${next.replaceAll('&', '&amp;')}" rel="next"`,
        )
      expect(html.match(/class="load-more"/g)?.length ?? 0, path).toBe(next ? 1 : 0)
      expect(html).not.toContain('class="pagination"')
      path = next
    }
    expect(pages).toBe(Math.ceil(expected.length / listPageSize))
    expect(seen.length).toBe(new Set(seen).size)
    expect([...seen].sort((a, b) => a - b)).toEqual(expected)
  })

  it('shows the featured games first on the "all" tab, and each list in the editors’ order', async () => {
    const payload = await testPayload()
    const order = await payload.findGlobal({ slug: 'catalogue-order', depth: 0 })
    const { docs } = await payload.find({
      collection: 'games',
      pagination: false,
      select: { gameId: true },
    })
    const gameIdOf = new Map(docs.map((doc) => [doc.id, doc.gameId]))
    const onSite = new Set(await publishedOn('en'))
    const listed = (list: (typeof catalogueLists)[number]) =>
      ((order[list] ?? []) as number[])
        .map((id) => gameIdOf.get(id)!)
        .filter((id) => onSite.has(id))
    const all = cardIds((await page('/en/game')).html)
    expect(listed('featured').length).toBeGreaterThan(0)
    expect(all.slice(0, listed('featured').length)).toEqual(listed('featured').slice(0, 24))
    const fish = cardIds((await page('/en/game?tab=fish')).html)
    expect(fish).toEqual(listed('fish').slice(0, listPageSize))
    expect(fish[0]).toBe(701)
  })

  it('counts each tab in the database: the tab links say how many games each holds', async () => {
    const { html } = await page('/en/game')
    const count = (tab: string) =>
      Number(
        html.match(
          new RegExp(
            `href="/en/game${tab === 'all' ? '' : `\\?tab=${tab}`}"[^>]*>[^<]*<span class="tab__count">(\\d+)<`,
          ),
        )?.[1],
      )
    expect(count('all')).toBe((await publishedOn('en')).length)
    const arcade = cardIds((await page('/en/game?tab=arcade')).html)
    expect(count('arcade')).toBe(arcade.length)
    expect(arcade).toEqual([445])
  })

  it('puts every game of a site but the dice game in one kind’s tab, with counts that add up', async () => {
    const { html } = await page('/vn/game')
    const count = (tab: string) =>
      Number(
        html.match(
          new RegExp(
            `href="/vn/game${tab === 'all' ? '' : `\\?tab=${tab}`}"[^>]*>[^<]*<span class="tab__count">(\\d+)<`,
          ),
        )?.[1],
      )
    /** Every game of a tab, page after page. */
    const tabIds = async (tab: string) => {
      const ids: number[] = []
      for (let path: string | undefined = `/vn/game?tab=${tab}`; path;) {
        const { html } = await page(path)
        ids.push(...cardIds(html))
        path = linkHref(html, 'next')
      }
      return ids
    }
    const [fish, slot, arcade] = await Promise.all(['fish', 'slot', 'arcade'].map(tabIds))
    // The spec's arcade list holds only the coin pusher; the dice game (104) is in All only.
    expect(arcade).toEqual([445])
    expect(count('arcade')).toBe(1)
    expect(count('fish')).toBe(fish.length)
    expect(count('slot')).toBe(slot.length)
    expect(count('fish') + count('slot') + count('arcade')).toBe(count('all') - 1)
    expect([...fish, ...slot, ...arcade, 104].sort((a, b) => a - b)).toEqual(
      await publishedOn('vn'),
    )
  })

  it('gives each page one address: canonical and hreflang name it, page 1 has no `page`, a page past the end is a 404', async () => {
    const second = await page('/en/game?page=2')
    expect(second.html).toContain('<link rel="canonical" href="http://localhost')
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]*\/en\/game\?page=2"/)
    expect(second.html).toMatch(/hrefLang="ja-JP" href="[^"]*\/jp\/game\?page=2"/)
    expect(linkHref(second.html, 'prev')).toBe('/en/game')
    // Opened by its address, a page says which games it shows and links back to the one before.
    expect(second.html).toContain('<a class="catalogue__previous" href="/en/game" rel="prev">')
    expect(second.html).toMatch(/class="catalogue__count"[^>]*>Showing 25–48 of \d+ games</)

    const first = await page('/en/game?page=1')
    expect(first.status).toBe(308)
    expect(first.headers.get('location')).toMatch(/\/en\/game$/)
    const reordered = await page('/en/game?page=2&tab=slot')
    expect(reordered.status).toBe(308)
    expect(reordered.headers.get('location')).toMatch(/\/en\/game\?tab=slot&page=2$/)
    const alias = await page('/en/game?tab=street')
    expect(alias.headers.get('location')).toMatch(/\/en\/game\?tab=arcade$/)

    for (const path of [
      '/en/game?page=99',
      '/en/game?tab=arcade&page=2',
      '/en/game?page=0',
      '/en/game?page=2x',
      '/en/game?page=-1',
      '/en/game/all/2',
      '/en/game/search?q=coral',
    ]) {
      const { status, text } = await page(path)
      expect(status, path).toBe(404)
      expect(text, path).toContain('Page not found')
    }
  })

  it('titles each view for itself: a tab, a later page and a search each name what they show, in the site’s language', async () => {
    const titleOf = async (path: string) => {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      return html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll('&amp;', '&')
    }
    const titles = {
      all: await titleOf('/en/game'),
      fishing: await titleOf('/en/game?tab=fish'),
      second: await titleOf('/en/game?page=2'),
      search: await titleOf('/en/game?q=coral'),
    }
    expect(titles.all).toBe('Game catalog | Starfin Games')
    expect(titles.fishing).toBe('Game catalog: Fishing | Starfin Games')
    expect(titles.second).toBe('Game catalog (page 2) | Starfin Games')
    expect(titles.search).toBe('Results for “coral” | Starfin Games')
    // The site's own words and punctuation, not the English pattern.
    expect(await titleOf('/jp/game?tab=fish')).toBe('ゲーム一覧：フィッシングゲーム｜Starfin Games')
    // Thai names a kind's tab by the kind's own name (สล็อต alone is the tab's; ยิงปลา alone read as
    // the verb 'shoot fish', round 32), and the new and hot tabs by theirs.
    expect(await titleOf('/th/game?tab=slot')).toMatch(/^แคตตาล็อกเกม – เกมสล็อต \|/)
    expect(await titleOf('/th/game?tab=fish')).toMatch(/^แคตตาล็อกเกม – เกมยิงปลา \|/)
    expect(await titleOf('/th/game?tab=new')).toMatch(/^แคตตาล็อกเกม – มาใหม่ \|/)
    // Indonesian names the kind inside the phrase, in lower case: "Katalog game tembak ikan".
    expect(await titleOf('/id/game?tab=fish')).toMatch(/^Katalog game tembak ikan \|/)
  })

  it('describes a kind of game’s tab by what it holds, and the other views by the whole catalogue', async () => {
    const descriptionOf = async (path: string) => {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      return html
        .match(/<meta name="description" content="([^"]*)"/)?.[1]
        ?.replaceAll('&amp;', '&')
        .replaceAll('&#x27;', "'")
    }
    const catalogue = await descriptionOf('/id/game')
    const fishing = await descriptionOf('/id/game?tab=fish')
    const slots = await descriptionOf('/id/game?tab=slot')
    expect(catalogue).toBeTruthy()
    // Each kind's own snippet, in the site's language, naming that kind.
    expect(fishing).toMatch(/tembak ikan/)
    expect(slots).toMatch(/slot/)
    expect(new Set([catalogue, fishing, slots]).size).toBe(3)
    // A list of games (new, popular) and a search keep the catalogue's.
    expect(await descriptionOf('/id/game?tab=new')).toBe(catalogue)
    expect(await descriptionOf('/id/game?tab=fish&q=naga')).toBe(catalogue)
    expect(await descriptionOf('/en/game?tab=arcade')).toMatch(/^Arcade games from Starfin Games/)
  })
})

describe('a crawler', () => {
  // A Latin, a CJK and the Thai site.
  for (const site of ['en', 'cn', 'th'])
    it(`reaches every game of /${site} from /${site}/game through links alone: the tabs and their pages`, async () => {
      const expected = await publishedOn(site)
      const reached = new Set<number>()
      const visited = new Set<string>()
      const queue = [`/${site}/game`]
      while (queue.length) {
        const path = queue.shift()!
        if (visited.has(path)) continue
        visited.add(path)
        // The tabs' pages, not an endless walk.
        expect(visited.size, path).toBeLessThan(40)
        const { status, html } = await page(path)
        expect(status, path).toBe(200)
        for (const [, href] of html.matchAll(/<a [^>]*?href="([^"#]*)"/g)) {
          const target = href.replaceAll('&amp;', '&')
          const game = new RegExp(`^/${site}/detail/(\\d+)$`).exec(target)
          if (game) reached.add(Number(game[1]))
          else if (target.startsWith(`/${site}/game`) && !visited.has(target)) queue.push(target)
        }
      }
      // The list's own links only: no search, which a crawler cannot make up.
      expect([...visited].filter((path) => path.includes('q='))).toEqual([])
      expect(expected.filter((id) => !reached.has(id))).toEqual([])
      expect([...reached].filter((id) => !expected.includes(id))).toEqual([])
    })
})

describe('search', () => {
  let editor: StaffLogin
  beforeAll(async () => {
    editor = await staff('editor')
  })

  /** A search's results; a search written another way (full-width letters) is redirected first. */
  const found = async (site: string, query: string) => {
    let response = await page(`/${site}/game?q=${encodeURIComponent(query)}`)
    const location = response.headers.get('location')
    if (response.status === 308 && location) {
      const target = new URL(location, serverURL)
      response = await page(target.pathname + target.search)
    }
    expect(response.status, query).toBe(200)
    return { ids: cardIds(response.html), ...response }
  }

  it('finds a game by its name in the site’s language, in any other of the thirteen, and by its number', async () => {
    const payload = await testPayload()
    const coral = (locale: 'ko-KR' | 'ja-JP' | 'th-TH') =>
      payload
        .find({ collection: 'games', where: { gameId: { equals: 701 } }, locale, limit: 1 })
        .then(({ docs }) => docs[0])
    const korean = (await coral('ko-KR')).title
    const spanish = (await coral('ja-JP')).names?.esES
    for (const query of ['Coral Cannon', 'coral cannon', 'ＣＯＲＡＬ', korean, '701'])
      expect((await found('jp', query)).ids, query).toContain(701)
    if (spanish) expect((await found('jp', spanish)).ids).toContain(701)
    expect((await found('th', (await coral('th-TH')).title)).ids).toContain(701)
    // The number first, then the games whose names contain it.
    expect((await found('en', '701')).ids[0]).toBe(701)
  })

  it('searches within the tab, keeps the tab’s links for the same search, and says when nothing matches', async () => {
    const { html, ids } = await found('en', 'Coral')
    expect(ids).toContain(701)
    expect(html).toContain('href="/en/game?tab=fish&amp;q=Coral"')
    expect(html).toContain('noindex')
    const none = await found('en', 'zzzz no such game')
    expect(none.ids).toEqual([])
    expect(none.text).toContain('No games match “zzzz no such game”.')
  })

  it('sends its box with the search in it in the first HTML, not in a part streamed after the page', async () => {
    for (const [site, query] of [
      ['en', 'Coral'],
      ['cn', '珊瑚'],
      ['th', 'ปะการัง'],
    ]) {
      const { html } = await found(site, query)
      const boxes = [...html.matchAll(/<input id="game-search"[^>]*>/g)].map((match) => match[0])
      expect(boxes, site).toHaveLength(1)
      expect(boxes[0], site).toContain(`value="${query}"`)
      // Nothing of the page waits, hidden, for a script to put it in place.
      expect(html, site).not.toMatch(/<div hidden id="S:|<template id="B:/)
    }
    // Within a tab, the form keeps the tab; the list's pages (rendered once, without the
    // address's query) send an empty box, and a tab's page its tab.
    expect((await page('/en/game?tab=fish&q=Coral')).html).toMatch(
      /<input type="hidden" name="tab" value="fish"\/>.*<input id="game-search"[^>]*value="Coral"/s,
    )
    const fish = await page('/en/game?tab=fish')
    expect(fish.html).toContain('<input type="hidden" name="tab" value="fish"/>')
    expect(fish.html).toMatch(/<input id="game-search"[^>]*value=""\/>/)
    expect((await page('/en/game')).html).not.toContain('name="tab"')
  })

  it('ignores accents, in the names and in the search: "tai xiu" finds "Tài Xỉu"', async () => {
    for (const query of ['tai xiu', 'TAI XIU rong', 'Tài Xỉu', 'tài xiu', 'dragao'])
      expect((await found('vn', query)).ids, query).toContain(104)
  })

  it('matches a search of one or two characters at the start of a name only', async () => {
    const connect = testPayload
    const ids = async (query: string) =>
      (await searchGameIds(connect, 'en', { tab: 'all', page: 1, query })).ids
    // Game 701's names "Coral Cannon" and "Cañón de Coral" start with "co" and "ca" (accents
    // aside); "or" is inside them, and starts none of its names.
    expect(await ids('Co')).toContain(701)
    expect(await ids('cá')).toContain(701)
    expect(await ids('or')).not.toContain(701)
    expect(await ids('ora')).toContain(701)
  })

  it('finds one or two Chinese, Japanese or Korean characters anywhere in a name: 虎 and 神龍 are words', async () => {
    const payload = await testPayload()
    const titleOf = async (gameId: number, locale: 'zh-TW' | 'ja-JP') =>
      (
        await payload.find({
          collection: 'games',
          where: { gameId: { equals: gameId } },
          locale,
          limit: 1,
        })
      ).docs[0].title
    // Game 63's Chinese title ends with its tiger; 180's names its dragon after the first two.
    const tiger = await titleOf(63, 'zh-TW')
    expect(tiger.startsWith('虎')).toBe(false)
    expect((await found('hk', '虎')).ids).toContain(63)
    const dragon = (await titleOf(180, 'zh-TW')).slice(2, 4)
    expect((await found('hk', dragon)).ids).toContain(180)
    expect((await found('jp', (await titleOf(63, 'ja-JP')).slice(-1))).ids).toContain(63)
  })

  it('stops a search that takes too long: PostgreSQL cancels it after searchTimeoutMs instead of letting it wait', async () => {
    const payload = await testPayload()
    const db = (payload.db as unknown as { drizzle: Transactions }).drizzle
    const started = Date.now()
    // The search waits on a lock held for longer than a search may take.
    const error = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table games_locales in access exclusive mode`)
      return searchGameIds(testPayload, 'en', { tab: 'all', page: 1, query: 'coral' }).then(
        () => null,
        (failure: Error & { cause?: Error }) => failure,
      )
    })
    const took = Date.now() - started
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/statement timeout/)
    expect(took).toBeGreaterThanOrEqual(searchTimeoutMs)
    expect(took).toBeLessThan(searchTimeoutMs + 5_000)
    // Once nothing holds it up, the same search is answered.
    expect((await found('en', 'coral')).ids).toContain(701)
  })

  it('reads %, _ and \\ as characters, not wildcards', async () => {
    for (const query of ['%', '_', '\\', '%%%', '_o_', '\\%']) {
      const { ids } = await found('en', query)
      expect(ids, query).toEqual([])
    }
  })

  it('never shows a draft: a title saved as a draft is not found until it is published', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: 405 } },
      limit: 1,
    })
    const title = `Unreleased ${Date.now()}`
    const response = await fetch(`${serverURL}/api/games/${docs[0].id}?draft=true&locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title }),
    })
    expect(response.status).toBe(200)
    expect((await found('en', title)).ids).toEqual([])
    expect((await found('en', docs[0].title)).ids).toContain(405)
  })

  it('refuses an absurd search with a clear 400, and takes odd characters in its stride', async () => {
    for (const query of ['x'.repeat(maxQueryLength + 1), 'あ'.repeat(500), '%'.repeat(5000)]) {
      const response = await fetch(`${serverURL}/en/game?q=${encodeURIComponent(query)}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: `A search may be at most ${maxQueryLength} characters long.`,
      })
    }
    // A NUL is in no address of the site: refused before anything reads it.
    const nul = await fetch(`${serverURL}/en/game?q=coral%00`, { redirect: 'manual' })
    expect(nul.status).toBe(400)
    expect(((await nul.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /NUL/,
    )
    // As sent: a right-to-left override, a zero-width joiner, a lone surrogate's bytes, invalid
    // UTF-8, emoji, SQL, a line break.
    for (const query of [
      '%E2%80%AEcoral',
      'cor%E2%80%8Dal',
      '%ED%A0%80',
      '%FF%FE',
      encodeURIComponent('🎰🎰🎰'),
      encodeURIComponent("' or 1=1 --"),
      'coral%0Acannon',
      'coral&q=cannon&q=reef',
    ]) {
      const response = await fetch(`${serverURL}/en/game?q=${query}`, { redirect: 'manual' })
      expect([200, 308], query).toContain(response.status)
      // No stack trace.
      expect(await response.text()).not.toMatch(/\n\s+at .+:\d+:\d+/)
    }
  })

  it('is answered afresh for each visitor and kept in no cache: a made-up search does not crowd out the pages', async () => {
    const path = `/en/game?q=${encodeURIComponent(`coral ${Date.now()}`)}`
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${serverURL}${path}`, {
        headers: { 'accept-encoding': 'br' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      expect(response.headers.get('etag') ?? '').not.toMatch(/-br"$/)
    }
  })

  it('shows each game it finds with the card the list reads through Payload: its language’s texts, English where it has none, its cover', async () => {
    // The search reads its cards in the query of its ids (`readSearchRows`), not through
    // Payload: every card of every page of these searches is the one `readCards` gives.
    let uploaded = 0
    let drawn = 0
    for (const [site, locale, query] of [
      ['en', 'en-US', 'ang'],
      ['th', 'th-TH', 'an'],
      ['jp', 'ja-JP', 'co'],
      ['cn', 'zh-CN', '1'],
    ] as const) {
      for (let page = 1; ; page++) {
        const found = await searchGames(testPayload, locale, site, { tab: 'all', page, query })
        if (page === 1) expect(found.cards.length, `${site} ${query}`).toBeGreaterThan(0)
        const ids = found.cards.map((card) => card.gameId)
        const cards = await readCards(testPayload, locale, ids)
        // The same cards but for the sites that show each game, which a list's card never shows.
        expect(found.cards, `${site} ${query} page ${page}`).toEqual(
          cards.map(({ sites: _sites, ...card }) => card),
        )
        for (const card of found.cards)
          if (card.cover.url.startsWith('/cover/')) drawn++
          else uploaded++
        if (page * listPageSize >= found.total) break
      }
    }
    // Both kinds of cover were compared: the pictures uploaded and those drawn on request.
    expect(uploaded + drawn).toBeGreaterThan(listPageSize)
    expect(uploaded).toBeGreaterThan(0)
  })

  it('is one bounded page of the database’s matches, whatever the search', async () => {
    const connect = testPayload
    const view = { tab: 'all', page: 1, query: 'ang' } as const
    const first = await searchGameIds(connect, 'en', view)
    expect(first.ids.length).toBe(Math.min(listPageSize, first.total))
    expect(first.total).toBeGreaterThan(listPageSize)
    const second = await searchGameIds(connect, 'en', { ...view, page: 2 })
    expect(second.total).toBe(first.total)
    expect(second.ids.some((id) => first.ids.includes(id))).toBe(false)
    // Past the end: no games, and the total still says how many there are.
    const past = await searchGameIds(connect, 'en', { ...view, page: 99 })
    expect(past).toEqual({ ids: [], total: first.total })
    // Within a tab: only that list's games.
    const arcade = await searchGameIds(connect, 'en', { tab: 'arcade', page: 1, query: '4' })
    expect(arcade.ids).toEqual([445])
  })

  it('counts its matches in each tab as that tab’s search finds them, read with its page', async () => {
    // One statement gives a search's page and its tabs' counts (`searchQuery`): each tab's count
    // is the total its own search says, and every one of its games is in the tab's pages.
    for (const [site, locale, query] of [
      ['en', 'en-US', 'ang'],
      ['th', 'th-TH', 'an'],
      ['en', 'en-US', '4'],
    ] as const) {
      const { counts } = await searchGames(testPayload, locale, site, {
        tab: 'all',
        page: 1,
        query,
      })
      expect(counts.all, `${site} ${query}`).toBeGreaterThan(0)
      for (const tab of catalogueTabs) {
        const ids: number[] = []
        for (let page = 1; ; page++) {
          const found = await searchGames(testPayload, locale, site, { tab, page, query })
          expect(found.total, `${site} ${query} ${tab}`).toBe(counts[tab])
          expect(found.counts).toEqual(counts)
          ids.push(...found.cards.map((card) => card.gameId))
          if (page * listPageSize >= found.total) break
        }
        expect(new Set(ids).size, `${site} ${query} ${tab}`).toBe(counts[tab])
      }
    }
  })
})
