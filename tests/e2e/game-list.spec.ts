import { expect, test, type Page } from '@playwright/test'

import { normaliseQuery } from '@/lib/gameList'

/** A game's title on one site, as its card there shows it (game 701 is on every site). */
async function titleOn(page: Page, site: string, gameId = 701) {
  await page.goto(`/${site}/game?q=${gameId}`)
  return page.locator(`#catalogue-results [data-game-id="${gameId}"] .game-card__title`).innerText()
}

const resultIds = (page: Page) =>
  page
    .locator('#catalogue-results .game-card')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-game-id')))

for (const site of ['en', 'cn', 'th']) {
  test.describe(`searching the list on /${site}`, () => {
    test('a search URL opens on its results and its box holds the search, without JavaScript', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const title = await titleOn(page, site)
      // A piece of the name, as a visitor would type it.
      const piece = [...title].slice(0, Math.max(2, Math.ceil([...title].length / 2))).join('')
      await page.goto(`/${site}/game?q=${encodeURIComponent(piece)}`)
      expect(await resultIds(page)).toContain('701')
      // The first HTML has one box, showing the search: none waits, hidden, for a script.
      const box = page.locator('#game-search')
      await expect(box).toHaveCount(1)
      await expect(box).toBeVisible()
      await expect(box).toHaveValue(normaliseQuery(piece))
      // The form still searches: Enter asks the server, and the answer's box holds the new search.
      await box.fill('zzzz')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${site}/game\\?q=zzzz$`))
      await expect(page.locator('.catalogue__empty')).toContainText('zzzz')
      await expect(box).toHaveValue('zzzz')
      // On a tab's page it searches that tab.
      await page.goto(`/${site}/game?tab=fish`)
      await expect(box).toHaveValue('')
      await box.fill(piece)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${site}/game\\?tab=fish&q=`))
      await expect(box).toHaveValue(normaliseQuery(piece))
      expect(await resultIds(page)).toContain('701')
      await context.close()
    })

    test('typing asks the server after a pause, keeps the URL in step, and Back returns to the list', async ({
      page,
    }) => {
      const title = await titleOn(page, site)
      await page.goto(`/${site}/game`)
      const requests: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).searchParams.has('q')) requests.push(request.url())
      })
      const search = page.locator('#game-search')
      await search.pressSequentially(title, { delay: 30 })
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'))
        .toBe(title.normalize('NFKC'))
      await expect.poll(() => resultIds(page)).toContain('701')
      // Debounced: far fewer searches asked than keys (a view's flight data and its prefetch, or
      // a redirect, are one search asked).
      const asked = new Set(requests.map((url) => new URL(url).searchParams.get('q')))
      expect(asked.size).toBeLessThan(Math.max(3, [...title].length))
      await expect(search).toBeFocused()
      await expect(search).toHaveValue(title)
      // The caret is where the typing left it.
      expect(await search.evaluate((box: HTMLInputElement) => box.selectionStart)).toBe(
        title.length,
      )
      // No page of the site fetches every game's names any more.
      expect(requests.some((url) => url.includes('/api/typeGames'))).toBe(false)

      await search.fill('')
      await search.pressSequentially('zzzz', { delay: 30 })
      await expect(page.locator('.catalogue__empty')).toBeVisible()

      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${site}/game$`))
      await expect(page.locator('#catalogue-results .game-card')).toHaveCount(24)
      await expect(search).toHaveValue('')
    })

    test('a search opened by its URL is the page the browser hydrates, box and all: typing refines it in place', async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const title = await titleOn(page, site)
      const first = [...title][0]
      const search = page.locator('#game-search')
      // A tab's cached page, rendered once for every address that shows it.
      await page.goto(`/${site}/game?tab=fish`)
      await expect(page.locator('input[type="hidden"][name="tab"]')).toHaveValue('fish')
      await expect(search).toHaveValue('')
      await page.goto(`/${site}/game?tab=fish&q=${encodeURIComponent(first)}`)
      await expect(search).toHaveValue(first)
      await search.click()
      await search.press('End')
      await search.pressSequentially([...title].slice(1).join(''), { delay: 30 })
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'))
        .toBe(title.normalize('NFKC'))
      // Still within the tab, the same box, focused, its caret at the end of what was typed.
      expect(new URL(page.url()).searchParams.get('tab')).toBe('fish')
      await expect.poll(() => resultIds(page)).toContain('701')
      await expect(search).toBeFocused()
      await expect(search).toHaveValue(title)
      expect(await search.evaluate((box: HTMLInputElement) => box.selectionStart)).toBe(
        title.length,
      )
      // The server's HTML was what the browser would render: React had nothing to mend.
      expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
    })

    test('pages by URL, and by “load more” in place', async ({ page }) => {
      const cards = page.locator('#catalogue-results .game-card')
      // A shared second page opens on its games, with the way back to the first.
      await page.goto(`/${site}/game?page=2`)
      const second = await resultIds(page)
      expect(second.length).toBeGreaterThan(0)
      expect(second.length).toBeLessThanOrEqual(24)
      await expect(page.locator('a.catalogue__previous')).toHaveAttribute('href', `/${site}/game`)
      await expect(page.locator('#game-search')).toHaveValue('')

      await page.goto(`/${site}/game`)
      const first = await resultIds(page)
      expect(first).toHaveLength(24)
      const more = page.locator('a.load-more')
      await expect(more).toHaveAttribute('href', `/${site}/game?page=2`)
      await more.click()
      await expect(cards).toHaveCount(first.length + second.length)
      expect(await resultIds(page)).toEqual([...first, ...second])
      await expect(page).toHaveURL(new RegExp(`/${site}/game$`))
    })
  })
}

test('on a phone, a search’s results come first: the featured games step aside for a search only', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
  const page = await context.newPage()
  const featured = page.getByRole('heading', { name: 'Featured games' })
  await page.goto('/en/game')
  await expect(featured).toBeVisible()
  await page.goto('/en/game?q=coral')
  await expect(featured).toBeHidden()
  // The first result is on the first screen.
  const first = page.locator('#catalogue-results .game-card').first()
  const box = await first.boundingBox()
  expect(box!.y).toBeLessThan(915)
  await context.close()
})

test('a search’s tabs count its matches in each tab, as the list’s tabs count their games', async ({
  page,
}) => {
  const tabs = page.locator('.catalogue__controls .tab')
  const countsOf = () =>
    tabs.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        count: link.querySelector('.tab__count')?.textContent ?? null,
        shown: (link.querySelector('.tab__count') as HTMLElement | null)?.offsetWidth ?? 0,
      })),
    )
  await page.goto('/en/game')
  const whole = await countsOf()
  expect(whole.length).toBeGreaterThan(2)
  // Typed into the box: the tabs now count the matches, each in the same form as before.
  await page.locator('#game-search').fill('dragon')
  await expect(page).toHaveURL(/\/en\/game\?q=dragon$/)
  await expect(page.locator('#catalogue-results .game-card').first()).toBeVisible()
  const found = await countsOf()
  expect(found.map(({ href }) => href)).toEqual(
    whole.map(({ href }) => `${href}${href.includes('?') ? '&' : '?'}q=dragon`),
  )
  for (const tab of found) {
    expect(tab.count, tab.href).toMatch(/^\d+$/)
    expect(tab.shown, tab.href).toBeGreaterThan(0)
  }
  const all = Number(found[0].count)
  expect(all).toBeGreaterThan(1)
  expect(all).toBeLessThan(Number(whole[0].count))
  // Each tab's number is the number of games that tab then shows (a search's few fit one page).
  let kinds = 0
  for (const tab of found) {
    await page.goto(tab.href)
    const count = Number(tab.count)
    if (count) await expect(page.locator('#catalogue-results .game-card').first()).toBeVisible()
    else await expect(page.locator('.catalogue__empty')).toBeVisible()
    expect(await resultIds(page), tab.href).toHaveLength(count)
    if (count && count < all) kinds++
  }
  // The search finds games of more than one tab, so the numbers differ from tab to tab.
  expect(kinds).toBeGreaterThan(0)
})

test('no page of the site fetches /api/typeGames', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/typeGames')) asked.push(request.url())
  })
  for (const path of ['/en', '/en/game', '/th/detail/701']) {
    // Waited for from before the page is asked for: the lists are fetched as the page hydrates,
    // and on a quick page their answer came before `goto` returned (then never seen).
    await Promise.all([page.waitForResponse('**/api/newGames'), page.goto(path)])
  }
  await page.waitForTimeout(1000)
  expect(asked).toEqual([])
})

test('a crawler that starts at the Thai home page reaches every game of the site through links alone', async ({
  request,
}) => {
  const site = 'th'
  const listed = (await (await request.get(`/api/typeGames?site=${site}`)).json()) as {
    data: Record<string, { gameID: string }[]>
  }
  const games = new Set(
    Object.values(listed.data)
      .flat()
      .map((game) => game.gameID),
  )
  expect(games.size).toBeGreaterThan(70)

  const visited = new Set<string>()
  const queue = [`/${site}`]
  const reached = new Set<string>()
  while (queue.length && visited.size < 400) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const detail = path.match(new RegExp(`^/${site}/detail/(\\d+)$`))
    if (detail) {
      reached.add(detail[1])
      // A game page's own links are the crawl's detours; the list is the way through.
      continue
    }
    const html = await response.text()
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)"/g)) {
      const target = href.replaceAll('&amp;', '&')
      if (target.startsWith(`/${site}/`) && !target.includes('/play/') && !visited.has(target))
        queue.push(target)
    }
  }
  expect([...games].filter((id) => !reached.has(id))).toEqual([])
})
