import { expect, test, type Page } from '@playwright/test'

import { languageNamesFamily as family } from '../../src/i18n/fonts'

// Without a trace: Playwright's trace snapshots make the browser fetch every face that a page's
// styles name, which is the very thing these tests look at.
test.use({ trace: 'off' })

test.describe('the language names’ face', () => {
  test('is fetched when the visitor reaches for the menu or scrolls to the chips, not while the page loads', async ({
    page,
  }) => {
    const faces = (status: FontFaceLoadStatus) =>
      page.evaluate(
        ([family, status]) =>
          [...document.fonts].filter(
            (face) => face.family.replace(/"/g, '') === family && face.status === status,
          ).length,
        [family, status] as const,
      )
    const fetchedFaces = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/language-names-[a-z]+-\d+\.woff2$/.test(entry.name)).length,
      )

    // The game list: the chips are at its foot, below a page of cards. The page has started once
    // its last start step, the new games' list, has been fetched.
    const started = page.waitForResponse('**/api/newGames')
    await page.goto('/en/game')
    await started
    await page.waitForTimeout(1500)
    expect(await fetchedFaces()).toBe(0)
    const total = await faces('unloaded')
    expect(total).toBeGreaterThan(5)

    await page.locator('.language-menu summary').hover()
    await expect.poll(() => faces('loaded')).toBe(total)
    await page.locator('.language-menu summary').click()
    await expect(page.getByRole('link', { name: '한국어' })).toBeVisible()

    // Scrolled to, the chips of another visit fetch the faces they draw.
    await page.goto('/en/game')
    await page.locator('.language-chips').scrollIntoViewIfNeeded()
    await expect(page.locator('.language-chips li[lang="th-TH"]')).toHaveText('ไทย')
    await expect.poll(() => faces('loaded')).toBeGreaterThan(5)
  })
})

test.describe('CJK punctuation', () => {
  /** The width of the first `mark` in `selector`'s text, in ems of its own font size. */
  const widthOf = (page: Page, selector: string, mark: string) =>
    page.evaluate(
      ([selector, mark]) => {
        const walker = document.createTreeWalker(document.querySelector(selector)!, 4)
        while (walker.nextNode()) {
          const text = walker.currentNode as Text
          const at = text.data.indexOf(mark)
          if (at < 0) continue
          const range = document.createRange()
          range.setStart(text, at)
          range.setEnd(text, at + 1)
          return (
            range.getBoundingClientRect().width /
            parseFloat(getComputedStyle(text.parentElement!).fontSize)
          )
        }
        return 0
      },
      [selector, mark],
    )

  test('a Chinese page sets its quotation marks a full character wide, as Chinese type does', async ({
    page,
  }) => {
    await page.goto('/cn/detail/459')
    await expect(page.getByText('“八宝计量表”')).toBeVisible()
    // The CJK sheet applies after load; then its face draws the marks.
    await expect.poll(() => widthOf(page, '.detail__description', '“')).toBeGreaterThan(0.95)
  })

  test('a Hong Kong series name keeps its middle dot a full character wide, not a squeezed speck', async ({
    page,
  }) => {
    await page.goto('/hk/detail/182')
    await expect(page.locator('h1')).toHaveText('雲鱗神龍·烈焰')
    await expect.poll(() => widthOf(page, 'h1', '·')).toBeGreaterThan(0.95)
  })
})

test.describe('a font that arrives after the first layout', () => {
  test('moves no action of a Thai game page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/noto-sans-thai-thai-\d+-normal\.woff2$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/th/detail/701', { waitUntil: 'domcontentloaded' })
    const actions = page.locator('.detail__actions a')
    await expect(actions).toHaveCount(3)
    // Each action's place relative to the first: the heading above them may wrap differently in
    // a machine's fallback for Thai (a test machine may have none, where every phone has one),
    // which moves the whole row alike; a button that drops to another row or pushes its
    // neighbour aside is what a late font must never do.
    // Only the actions a phone shows: the link down to the overview is hidden in one column, and
    // a hidden link's box sits at the page's corner, wherever the heading has put the others.
    const boxes = () =>
      actions.evaluateAll((all) => {
        const links = all.filter((link) => link.getClientRects().length > 0)
        const first = links[0].getBoundingClientRect()
        return links.map((link) => {
          const box = link.getBoundingClientRect()
          return [box.x - first.x, box.y - first.y, box.width].map(Math.round)
        })
      })
    const inFallback = await boxes()
    expect(inFallback).toHaveLength(2)
    release()
    await page.waitForFunction(() => document.fonts.check('800 16px "Noto Sans Thai"', 'ก'))
    expect(await boxes()).toEqual(inFallback)
  })
})
