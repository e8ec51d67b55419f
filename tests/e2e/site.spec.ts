import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { labelDefaults } from '../../src/globals/LabelSets/defaults'

const cookieName = 'i18n_redirected'

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === cookieName)
}

test.describe('choosing the site', () => {
  test('a returning visitor’s cookie wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' })
    await context.addCookies([{ name: cookieName, value: 'th', url: 'http://localhost' }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/th$/)
    await context.close()
  })

  for (const [browserLocale, prefix] of [
    ['ja-JP', 'jp'],
    ['zh-TW', 'hk'],
    ['zh-CN', 'cn'],
    ['hi-IN', 'in'],
    ['ko-KR', 'kr'],
    ['fr-FR', 'en'],
  ] as const) {
    test(`a ${browserLocale} browser without a cookie lands on /${prefix}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale })
      const page = await context.newPage()
      await page.goto('/game')
      await expect(page).toHaveURL(new RegExp(`/${prefix}/game$`))
      await context.close()
    })
  }

  test('the language switcher keeps the page and remembers the choice for a year', async ({
    page,
  }) => {
    await page.goto('/en/detail/701')
    await page.locator('.language-menu summary').click()
    await page.getByRole('link', { name: 'ไทย' }).click()
    await expect(page).toHaveURL(/\/th\/detail\/701$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH')
    const cookie = await languageCookie(page)
    expect(cookie?.value).toBe('th')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  // A Korean reader opened the language menu over the open page menu, at phone width.
  test('on a phone, the page menu and the language menu are never open together', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/kr')
    const pageMenu = page.locator('details.mobile-menu')
    const languageMenu = page.locator('details.language-menu')
    await pageMenu.locator('summary').click()
    await expect(pageMenu).toHaveAttribute('open', '')
    await languageMenu.locator('summary').click()
    await expect(languageMenu).toHaveAttribute('open', '')
    await expect(pageMenu).not.toHaveAttribute('open')
    await pageMenu.locator('summary').click()
    await expect(languageMenu).not.toHaveAttribute('open')
  })

  test('the Japanese site sets its text in Noto Sans JP once the page has painted, from the device or this site', async ({
    page,
  }) => {
    const sheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname)
    })
    await page.goto('/jp')
    const loadedFaces = () =>
      page.evaluate(
        () =>
          [...document.fonts].filter(
            (face) => face.family.replace(/"/g, '') === 'Noto Sans JP' && face.status === 'loaded',
          ).length,
      )
    await expect.poll(loadedFaces, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(sheets.filter((sheet) => /^\/fonts\/[0-9a-f]{12}\/jp\.css$/.test(sheet))).toHaveLength(1)
    // From the device when it has the same design installed (Noto Sans CJK), otherwise from this
    // site: never from a font service.
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => new URL(entry.name).origin),
    )
    expect(sources.filter((origin) => origin !== new URL(page.url()).origin)).toEqual([])
  })

  test('the Philippines site shows the English texts with its own lang', async ({ page }) => {
    await page.goto('/ph/game')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-PH')
    await expect(
      page
        .getByRole('navigation', { name: 'Search games' })
        .getByRole('link', { name: /^Fishing/ }),
    ).toBeVisible()
  })
})

test.describe('the game list', () => {
  test('filters by tab in the editors’ order, keeps the tab in the URL, and the back button steps back', async ({
    page,
  }) => {
    await page.goto('/en/game')
    const cards = page.locator('#catalogue-results .game-card')
    // One page of the catalogue, and a link to the next.
    await expect(cards).toHaveCount(24)
    const tab = (name: string) =>
      page.getByRole('navigation', { name: 'Search games' }).getByRole('link', { name })

    await tab('Fishing').click()
    await expect(page).toHaveURL(/\?tab=fish$/)
    await expect(tab('Fishing')).toHaveAttribute('aria-current', 'page')
    const fishIds = await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-game-id')),
    )
    expect(fishIds[0]).toBe('701')
    expect(fishIds).toHaveLength(5)

    await tab('Arcade').click()
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toHaveAttribute('data-game-id', '445')

    await page.goBack()
    await expect(page).toHaveURL(/\?tab=fish$/)
    await expect(cards).toHaveCount(5)
  })

  test('has one way on, a “Load more games” link to the next page: followed without JavaScript, loaded in place with it; every game is reached once', async ({
    browser,
  }) => {
    const { search } = labelDefaults
    const seen: string[] = []
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await plain.newPage()
    await noScript.goto('/en/game')
    const ids = () =>
      noScript
        .locator('#catalogue-results .game-card')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-game-id')!))
    seen.push(...(await ids()))
    // No numbered pages beside it: one control.
    await expect(noScript.getByRole('navigation', { name: 'Game list pages' })).toHaveCount(0)
    const more = noScript.getByRole('link', { name: search.loadMore })
    await expect(more).toHaveCount(1)
    await expect(more).toHaveAttribute('href', '/en/game?page=2')
    await expect(more).toHaveAttribute('rel', 'next')
    await more.click()
    await expect(noScript).toHaveURL(/\/en\/game\?page=2$/)
    // A page opened by its address says which games it shows and leads back.
    await expect(noScript.locator('.catalogue__count')).toHaveText(/^Showing 25–48 of \d+ games$/)
    const previous = noScript.getByRole('link', { name: search.previous })
    await expect(previous).toHaveAttribute('href', '/en/game')
    await expect(previous).toHaveAttribute('rel', 'prev')
    seen.push(...(await ids()))
    while (await more.count()) {
      await more.click()
      seen.push(...(await ids()))
    }
    await plain.close()
    expect(new Set(seen).size).toBe(seen.length)

    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/en/game')
    const cards = page.locator('#catalogue-results .game-card')
    const count = page.locator('.catalogue__count')
    await expect(cards).toHaveCount(24)
    await expect(count).toHaveAttribute('aria-live', 'polite')
    const link = page.locator('a.load-more')
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(cards).toHaveCount(48)
    // In place: the address is the first page's, the focus stays on the link, and the count, a
    // live region, says how many are shown now.
    await expect(page).toHaveURL(/\/en\/game$/)
    await expect(link).toBeFocused()
    await expect(link).toHaveAttribute('href', '/en/game?page=3')
    await expect(count).toHaveText(/^Showing 1–48 of \d+ games$/)
    while (await link.count()) {
      const before = await cards.count()
      await page.keyboard.press('Enter')
      await expect.poll(() => cards.count()).toBeGreaterThan(before)
    }
    // With the last page shown the link is gone, and the focus is on the first game it added.
    await expect(
      page.locator('#catalogue-results .game-grid').last().locator('a').first(),
    ).toBeFocused()
    await expect(count).toHaveText(`Showing 1–${seen.length} of ${seen.length} games`)
    const loaded = await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-game-id')),
    )
    expect(loaded.sort()).toEqual([...seen].sort())
    await context.close()
  })

  test('“Load more” keeps the tab and the search of the view', async ({ page }) => {
    await page.goto('/en/game?tab=slot')
    await expect(page.locator('a.load-more')).toHaveAttribute('href', '/en/game?tab=slot&page=2')
    await page.goto('/en/game?q=ang')
    await expect(page.locator('a.load-more')).toHaveAttribute('href', '/en/game?q=ang&page=2')
  })

  test('a shared URL opens on its tab and page', async ({ page }) => {
    await page.goto('/en/game?tab=slot&page=2')
    const tabs = page.getByRole('navigation', { name: 'Search games' })
    await expect(tabs.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.catalogue__count')).toHaveText(/^Showing 25–\d+ of \d+ games$/)
    await expect(page.getByRole('link', { name: labelDefaults.search.previous })).toHaveAttribute(
      'href',
      '/en/game?tab=slot',
    )
  })

  test('the card badges show the hot and new lists, and follow the lists the browser fetched from the API', async ({
    page,
  }) => {
    const item = (id: number) => ({ gameID: String(id), gameName: {} })
    // The API answers lists that differ from the ones the page was rendered with.
    await page.route('**/api/hotGames', (route) =>
      route.fulfill({ json: { data: [item(702), item(405), item(104)] } }),
    )
    await page.route('**/api/newGames', (route) => route.fulfill({ json: { data: [item(701)] } }))
    await page.goto('/en/game?tab=fish')
    const card = (id: number) => page.locator(`#catalogue-results [data-game-id="${id}"]`)
    await expect(card(702).locator('.list-badge--hot')).toHaveText('Hot')
    await expect(card(701).locator('.list-badge--new')).toHaveText('New')
  })

  test('the game list and its badges still show when the list API fails', async ({ page }) => {
    await page.route('**/api/{hotGames,newGames}', (route) =>
      route.fulfill({ status: 503, json: { error: 'unavailable' } }),
    )
    await page.goto('/en/game?tab=hot')
    const cards = page.locator('#catalogue-results .game-card')
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeGreaterThan(0)
    await expect(page.locator('#catalogue-results .list-badge--hot').first()).toBeVisible()
  })

  test('game 104 is listed on the Vietnamese site only', async ({ page }) => {
    await page.goto('/vn/game?q=104')
    await expect(page.locator('#catalogue-results [data-game-id="104"]')).toHaveCount(1)
    await page.goto('/en/game?q=104')
    await expect(page.locator('#catalogue-results [data-game-id="104"]')).toHaveCount(0)
  })

  test.describe('on a phone', () => {
    // A game page's cover (full width) and a card (half width) are different files there.
    test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })

    test('a phone fetches card pictures at the size the layout shows them, from candidates no wider than the art', async ({
      page,
    }) => {
      await page.goto('/en/game')
      // A card whose cover no other picture of the page shows: Chromium draws a cover from a wider
      // copy it already holds (the featured row shows the first results' covers larger).
      const covers = await page
        .locator('img')
        .evaluateAll((images) =>
          images.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('url')),
        )
      const cards = page.locator('#catalogue-results .game-card img')
      const index = (
        await cards.evaluateAll((images) =>
          images.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('url')),
        )
      ).findIndex((cover) => covers.filter((other) => other === cover).length === 1)
      expect(index).toBeGreaterThanOrEqual(0)
      const picture = cards.nth(index)
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      const { currentSrc, srcset } = await picture.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        srcset: img.srcset,
      }))
      // Two cards a row: 50vw of 360 px at 2x is 360 pixels.
      expect(new URL(currentSrc).searchParams.get('w')).toBe('360')
      // The seeded art is 1200 px wide; wider candidates would all be that same file.
      const widths = [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
      expect(Math.max(...widths)).toBe(1280)
    })

    test('fetches only the pictures it shows, not those of the game pages its links prefetch', async ({
      page,
    }) => {
      const fetched = new Set<string>()
      page.on('request', (request) => {
        if (request.url().includes('/_next/image')) fetched.add(request.url())
      })
      // The links in view prefetch their game pages once the page is idle.
      const prefetched = page.waitForRequest(
        (request) =>
          request.url().includes('/detail/') && request.headers()['next-router-prefetch'] === '1',
      )
      await page.goto('/en/game')
      await prefetched
      await page.waitForTimeout(1500)
      const shown = await page
        .locator('img')
        .evaluateAll((images) =>
          images.map((img) => (img as HTMLImageElement).currentSrc).filter(Boolean),
        )
      expect(fetched.size).toBeGreaterThan(0)
      // A picture counts as shown when an image on the page draws the same cover at that width or
      // wider: Chromium may draw a card from the wider copy that another card fetched meanwhile
      // (the featured row's first card is the results' first), after it had asked for its own.
      const drawn = (url: string) => {
        const asked = new URL(url).searchParams
        return shown.some((src) => {
          const image = new URL(src).searchParams
          return (
            image.get('url') === asked.get('url') &&
            Number(image.get('w')) >= Number(asked.get('w'))
          )
        })
      }
      expect([...fetched].filter((url) => !drawn(url))).toEqual([])
    })
  })
})

test.describe('a game page', () => {
  test('shows the game’s facts and buttons, and Back returns to the previous page', async ({
    page,
  }) => {
    await page.goto('/en/game?q=60007')
    await page.locator('#catalogue-results [data-game-id="60007"]').click()
    await expect(page).toHaveURL(/\/en\/detail\/60007$/)
    const { gameDetail, buttons } = labelDefaults
    for (const label of [
      gameDetail.type,
      gameDetail.maxMultiplier,
      gameDetail.rtp,
      gameDetail.volatility,
      gameDetail.hitFrequency,
      gameDetail.betRange,
      gameDetail.supportedPlatforms,
      gameDetail.supportedLanguages,
      gameDetail.feature,
    ]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
    }
    await expect(page.getByRole('link', { name: buttons.play })).toHaveAttribute(
      'href',
      '/en/play/60007',
    )
    await page.getByRole('link', { name: buttons.back }).click()
    // The card's link is the router's navigation (no new document, so no referrer of this site):
    // Back leads to the game list.
    await expect(page).toHaveURL(/\/en\/game$/)
  })

  for (const prefix of ['en', 'pt', 'kr', 'vn', 'in'])
    test(`on a phone, /${prefix}’s facts keep each name on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      await page.goto(`/${prefix}/detail/40005`)
      const facts = page.locator('.detail__facts .fact')
      await expect(facts.first()).toBeVisible()
      for (const name of await page.locator('.detail__facts dt').all()) {
        const lines = await name.evaluate((dt) => {
          const range = document.createRange()
          range.selectNodeContents(dt)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
        expect(lines, await name.innerText()).toBe(1)
      }
    })

  for (const prefix of ['vn', 'en', 'th', 'in'])
    test(`on a phone, /${prefix}’s game type row wraps with no mark at a line’s end or start`, async ({
      page,
    }) => {
      // A Vietnamese reader saw "Game slot · 6 cuộn ·" end a line at 412 px (round 38).
      for (const width of [360, 412]) {
        await page.setViewportSize({ width, height: 823 })
        await page.goto(`/${prefix}/detail/182`)
        const row = page.locator('.detail__facts dd').first()
        await expect(row).toBeVisible()
        const marks = await row.evaluate((dd) => {
          const box = dd.getBoundingClientRect()
          // Each visible mark of the row, and the glyphs' rectangles line by line around it.
          const lines = new Map<number, { left: number; right: number }>()
          const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT)
          const found: DOMRect[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            for (let i = 0; i < text.length; i++) {
              if (/\s/u.test(text[i])) continue
              const range = document.createRange()
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const rect = range.getBoundingClientRect()
              if (rect.right <= box.left + 0.5 || rect.width === 0) continue // clipped: not drawn
              if (text[i] === '·') found.push(rect)
              else {
                const top = Math.round(rect.top + rect.height / 2)
                const line = [...lines.keys()].find((y) => Math.abs(y - top) < rect.height / 2)
                const at = lines.get(line ?? top) ?? { left: Infinity, right: -Infinity }
                lines.set(line ?? top, {
                  left: Math.min(at.left, rect.left),
                  right: Math.max(at.right, rect.right),
                })
              }
            }
          }
          return found.map((mark) => {
            const middle = mark.top + mark.height / 2
            const line = [...lines.entries()].find(([y]) => Math.abs(y - middle) < mark.height)?.[1]
            return {
              wordsBefore: !!line && line.left < mark.left,
              wordsAfter: !!line && line.right > mark.right,
            }
          })
        })
        expect(marks.length, `${width} px`).toBeGreaterThan(0)
        for (const mark of marks)
          expect(mark, `${width} px`).toEqual({ wordsBefore: true, wordsAfter: true })
      }
    })

  // A list of names keeps its mark at a line's end in every script (、・ as those scripts set it; a
  // Korean reader read 'iOS' over '웹(HTML5)' without it as one platform).
  for (const prefix of ['cn', 'hk', 'jp', 'kr', 'en'])
    test(`on a phone, /${prefix}’s platforms end each line but the last with their mark, never start one with it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 })
      await page.goto(`/${prefix}/detail/40005`)
      const list = page.locator('.detail__facts .inline-list--after')
      await expect(list).toBeVisible()
      // In a column half as wide again as the widest item, so that the list wraps.
      const items = await list.evaluate((box) => {
        box.style.width = `${1.5 * Math.max(...[...box.querySelectorAll('li')].map((item) => item.getBoundingClientRect().width))}px`
        return [...box.querySelectorAll('li')].map((item) => {
          const mark = item.querySelector('.inline-list__mark')?.getBoundingClientRect()
          const words = item.getBoundingClientRect()
          const lineHeight = parseFloat(getComputedStyle(item).lineHeight)
          return {
            top: words.top,
            oneLine: words.height < lineHeight * 1.5,
            markTop: mark?.top ?? null,
            markShown: !!mark && mark.width > 0,
          }
        })
      })
      expect(items.length).toBeGreaterThan(2)
      // No item split over two lines; every item but the last carries its mark, on the item's own
      // line; the last carries none.
      for (const item of items) expect(item.oneLine).toBe(true)
      for (const item of items.slice(0, -1)) {
        expect(item.markShown).toBe(true)
        expect(Math.abs(item.markTop! - item.top)).toBeLessThan(4)
      }
      expect(items.at(-1)!.markTop).toBeNull()
      // And the list did wrap.
      expect(new Set(items.map((item) => Math.round(item.top))).size).toBeGreaterThan(1)
    })

  test('has one call to play, and says the free demo is available as a state of the game', async ({
    page,
  }) => {
    // The words as the seed wrote them into each language's label set.
    const buttonsOf = (locale: string): { play: string; freeTrial: string } =>
      JSON.parse(readFileSync(`src/seed/content/labels/${locale}.json`, 'utf8')).buttons
    for (const [path, { play, freeTrial: state }] of [
      ['/en/detail/701', labelDefaults.buttons],
      ['/th/detail/24', buttonsOf('th-TH')],
      ['/jp/detail/405', buttonsOf('ja-JP')],
    ] as const) {
      await page.goto(path)
      const hero = page.locator('.detail__intro')
      const toDemo = hero.locator(`a[href$="${path.replace('/detail/', '/play/')}"]`)
      await expect(toDemo, path).toHaveCount(1)
      await expect(toDemo, path).toHaveText(play)
      // The state is text, not a second way into the same demo.
      await expect(hero.getByText(state, { exact: true }), path).toBeVisible()
      await expect(hero.getByRole('link', { name: state }), path).toHaveCount(0)
    }
  })

  test('shows games of its own kind first under “You might also like”', async ({ page }) => {
    // The four other fishing games under a fishing game, not the fishing-themed slots.
    await page.goto('/en/detail/701')
    const related = await page
      .locator('.detail__related .game-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-game-id')))
    expect(related.sort()).toEqual(['40002', '40003', '40007', '702'])
    // Under a slot, slots of its theme.
    await page.goto('/en/detail/24')
    const kinds = await page
      .locator('.detail__related .game-card .game-card__kind')
      .allTextContents()
    expect(kinds.length).toBe(4)
    expect(new Set(kinds)).toEqual(new Set(['Slot']))
  })

  test('Back goes to the game list when the visitor arrived directly', async ({ page }) => {
    await page.goto('/kr/detail/701')
    await page.locator('.detail__actions a').last().click()
    await expect(page).toHaveURL(/\/kr\/game$/)
  })
})

test.describe('the header', () => {
  test('is opaque: what scrolls under it does not show through, on a phone or a desktop', async ({
    page,
  }) => {
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/en')
      await page.evaluate(() => window.scrollTo(0, 900))
      const background = await page
        .locator('.site-header')
        .evaluate((header) => getComputedStyle(header).backgroundColor)
      const alpha = Number(background.match(/[\d.]+/g)!.at(3) ?? 1)
      expect(alpha, background).toBe(1)
    }
  })
})

test.describe('pages that do not exist', () => {
  test('an unknown path says “Page not found” with the path, in the site’s language, and offers ways on', async ({
    page,
  }) => {
    const { notFound } = labelDefaults
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found: /en/no-such-page')).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Starfin Games')
    await expect(page.getByText(notFound.help)).toBeVisible()
    await expect(page.getByRole('link', { name: notFound.catalog })).toHaveAttribute(
      'href',
      '/en/game',
    )
  })

  test('the tab of a 404 names it in the site’s language', async ({ page }) => {
    for (const [path, title] of [
      ['/th/no-such-page', 'ไม่พบหน้าที่ต้องการ | Starfin Games'],
      ['/jp/no-such-page', 'ページが見つかりません｜Starfin Games'],
      ['/jp/detail/999999', 'ページが見つかりません｜Starfin Games'],
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page, path).toHaveTitle(title)
    }
  })

  test('a 404 is the site’s own page in its HTML, before any script: its language, the message once, the ways on', async ({
    request,
  }) => {
    for (const [path, lang, message, home] of [
      ['/en/no-such-page', 'en-US', 'Page not found: /en/no-such-page', 'Back to the home page'],
      ['/th/no-such-page', 'th-TH', 'ไม่พบหน้าที่ต้องการ: /th/no-such-page', 'กลับสู่หน้าแรก'],
      [
        '/jp/detail/999999',
        'ja-JP',
        'お探しのページは見つかりませんでした：/jp/detail/999999',
        'トップページに戻る',
      ],
      ['/kr/play/999999', 'ko-KR', '페이지를 찾을 수 없습니다: /kr/play/999999', '홈으로 돌아가기'],
      ['/cn/no/such/page', 'zh-CN', '页面不存在：/cn/no/such/page', '返回首页'],
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).not.toContain('__next_error__')
      expect(html.match(/<html[^>]*>/)?.[0], path).toContain(`lang="${lang}"`)
      // The words come with the HTML, ahead of the page's scripts' own data.
      const body = html.slice(html.indexOf('<body'), html.indexOf('<script', html.indexOf('<body')))
      // The heading's words, without the markup that sets the path on a line of its own.
      const heading = body.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<!-- -->|<[^>]+>/g, '')
      expect(heading, path).toBe(message)
      const prefix = path.split('/')[1]
      expect(body, path).toContain(`href="/${prefix}"`)
      expect(body, path).toContain(`href="/${prefix}/game"`)
      expect(body, path).toContain(home)
      // Said once: the message is the page's only statement that the page is missing.
      const title = message.split(/[:：]/)[0]
      expect(body.split(title).length - 1, `${path}: "${title}" once`).toBe(1)
    }
  })

  test('a detail path that is no game of the site says “Page Not Found”', async ({ page }) => {
    for (const path of ['/en/detail/abc', '/en/detail/999999', '/en/detail/104']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('.not-found__message')).toHaveText(/\/en\/detail\//)
    }
    const vn = await page.goto('/vn/detail/104')
    expect(vn?.status()).toBe(200)
  })
})

test.describe('the enquiry form', () => {
  test('checks an enquiry in the visitor’s language, fetching its rules only once the visitor starts on it, and sends it', async ({
    page,
  }) => {
    const scripts: string[] = []
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
      if (request.url().endsWith('/api/submitEnquiry')) sent.push(request.postData() ?? '')
    })
    await page.goto('/jp#contact')
    await page.waitForLoadState('networkidle')
    const withPage = scripts.length

    const form = page.locator('form.enquiry')
    await form.getByLabel('お名前').fill('山田 花子')
    await expect.poll(() => scripts.length).toBeGreaterThan(withPage)
    await form.getByLabel('会社名').fill('株式会社ヤマダ')
    await form.getByLabel('メールアドレス').fill('hanako@')
    await form.getByLabel('国・地域').fill('日本')
    await form.getByLabel('お問い合わせ内容').fill('短い')
    await form.getByRole('button', { name: '送信する' }).click()
    await expect(form.getByText('有効なメールアドレスを入力してください。')).toBeVisible()
    await expect(form.getByText('もう少し詳しくご記入ください。')).toBeVisible()
    await expect(form.getByLabel('メールアドレス')).toBeFocused()
    await expect(form.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])

    await form.getByLabel('メールアドレス').fill('hanako@yamada.example')
    await form
      .getByLabel('お問い合わせ内容')
      .fill('日本市場向けにスロットを三本導入したいと考えています。')
    // An impatient double click sends one enquiry.
    await form.getByRole('button', { name: '送信する' }).dblclick()
    await expect(page.getByRole('status')).toContainText(
      'お問い合わせいただき、ありがとうございます',
    )
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0])).toMatchObject({
      name: '山田 花子',
      email: 'hanako@yamada.example',
      locale: 'ja-JP',
      site: 'jp',
      channel: 'email',
    })
  })
})

test.describe('the contact section', () => {
  test('offers each market’s own channels, its usual one first, with an example number as the market writes it, and asks for a handle only off e-mail', async ({
    page,
  }) => {
    for (const [site, channels, example] of [
      ['jp', ['メール', 'LINE'], '090-1234-5678'],
      ['th', ['อีเมล', 'LINE'], '+66 81-234-5678'],
      ['kr', ['이메일', '카카오톡'], '010-1234-5678'],
      ['vn', ['Email', 'Zalo', 'Telegram'], '+84 912 345 678'],
      ['cn', ['微信', '邮箱'], '138 1234 5678'],
      ['ph', ['Email', 'Viber', 'Telegram', 'WhatsApp'], '+63 917 123 4567'],
      ['en', ['Email', 'WhatsApp', 'Telegram'], '+1 202-555-0143'],
    ] as const) {
      await page.goto(`/${site}#contact`)
      const form = page.locator('form.enquiry')
      await expect(form.locator('#enquiry-channel option'), site).toHaveText([...channels])
      // E-mail, asked for above, needs no handle; any other channel asks for one.
      const byEmail = (await form.locator('#enquiry-channel').inputValue()) === 'email'
      await expect(form.locator('#enquiry-handle'), site).toHaveCount(byEmail ? 0 : 1)
      if (byEmail) await form.locator('#enquiry-channel').selectOption({ index: 1 })
      await expect(form.locator('#enquiry-handle-help'), site).toContainText(example)
    }
  })

  test('sends an enquiry that asks for LINE from the Thai site', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/submitEnquiry')) sent.push(request.postData() ?? '')
    })
    await page.goto('/th#contact')
    const form = page.locator('form.enquiry')
    await form.locator('#enquiry-name').fill('สมชาย ใจดี')
    await form.locator('#enquiry-company').fill('บริษัท ตัวอย่าง จำกัด')
    await form.locator('#enquiry-email').fill('somchai@example.co.th')
    await form.locator('#enquiry-country').fill('ไทย')
    await form.locator('#enquiry-channel').selectOption('line')
    // The handle is asked for by the channel's name (s46 readers, th and ja).
    await expect(form.locator('label[for="enquiry-handle"]')).toHaveText('ไอดี LINE หรือเบอร์โทรศัพท์')
    await form.locator('#enquiry-handle').fill('somchai.biz')
    await form.locator('#enquiry-message').fill('สนใจนำเกมยิงปลาไปให้บริการบนแพลตฟอร์มของเรา')
    await form.getByRole('button').last().click()
    await expect(page.getByRole('status')).toBeVisible()
    expect(JSON.parse(sent[0])).toMatchObject({
      site: 'th',
      channel: 'line',
      handle: 'somchai.biz',
    })
  })
})

test.describe('resilience', () => {
  test('a failing code chunk reloads the page once and never loops', async ({ page }) => {
    // Each document request of the page is one load (a reload may come before the first load event).
    let loads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++
    })
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort())
    await page.goto('/en/game')
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2)
    const stamp = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))
    expect(Number(stamp)).toBeGreaterThan(0)
    // The second failure falls inside the 10-second window: no further reload.
    await page.waitForTimeout(5000)
    expect(loads).toBe(2)
  })

  test('every request a page makes finishes, so its network goes quiet after loading', async ({
    page,
  }) => {
    // An answer the page never reads keeps its request open until garbage collection: the page
    // looks busy to the browser (and to Lighthouse, which then waits out its 45-second limit).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const open = new Map<string, string>()
    cdp.on(
      'Network.requestWillBeSent',
      ({ requestId, request }) => void open.set(requestId, request.url),
    )
    cdp.on('Network.loadingFinished', ({ requestId }) => void open.delete(requestId))
    cdp.on('Network.loadingFailed', ({ requestId }) => void open.delete(requestId))
    const calls = ['createMember', 'hotGames', 'newGames'].map((name) =>
      page.waitForResponse(`**/api/${name}`),
    )
    await page.goto('/en')
    await Promise.all(calls)
    await expect.poll(() => [...open.values()], { timeout: 10_000 }).toEqual([])
  })
})

test.describe('accessibility', () => {
  for (const path of [
    '/en',
    '/en/game',
    '/en/detail/701',
    '/en/tc',
    '/jp',
    '/th/game',
    '/en/no-such-page',
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})
