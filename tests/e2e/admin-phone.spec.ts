import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'

import { adminMessages } from '@/labels'

import { createStaff, gameDocId, newAdminHeaders, signInQuickly } from '../support/adminSession'

/**
 * A game's form at a phone's width (412 px), as an editor and a Thai translator use it: nothing
 * of ours lies over Payload's fields or tabs, and nothing is cut at the screen's edge. The
 * screenshots go to the test report.
 */
const gameId = 701
const width = 412
/** The walk's desktop, where the Thai header cut its last date. */
const desktopWidth = 1280
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `phone-admin-${stamp}@test.example.com`,
  editor: `phone-editor-${stamp}@test.example.com`,
  translator: `phone-translator-${stamp}@test.example.com`,
}
let id: number

test.beforeAll(async ({ request }) => {
  const headers = await newAdminHeaders(request, people.admin, password)
  const accounts = [
    ['editor', people.editor, []],
    ['translator', people.translator, ['th-TH']],
  ] as const
  await createStaff(request, headers, accounts, password, `ทดสอบ ${stamp}`)
  id = await gameDocId(request, headers, gameId)
})

const signIn = (browser: Browser, email: string, desktop = false) =>
  signInQuickly(
    browser,
    email,
    password,
    desktop
      ? { viewport: { width: desktopWidth, height: 800 }, deviceScaleFactor: 1 }
      : { viewport: { width, height: 915 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  )

/** The two boxes share no point. */
async function expectApart(a: Locator, b: Locator) {
  const [one, other] = [await a.boundingBox(), await b.boundingBox()]
  expect(one, 'the first box is on screen').not.toBeNull()
  expect(other, 'the second box is on screen').not.toBeNull()
  const overlap =
    one!.x < other!.x + other!.width &&
    other!.x < one!.x + one!.width &&
    one!.y < other!.y + other!.height &&
    other!.y < one!.y + one!.height
  expect(overlap, `${JSON.stringify(one)} and ${JSON.stringify(other)} overlap`).toBe(false)
}

/** Every part of the document's header (dates, status, buttons) is inside the screen, uncut. */
async function expectControlsInside(page: Page, screenWidth = width) {
  const cut = await page.locator('.doc-controls').evaluate((controls, screen) => {
    const parts = controls.querySelectorAll<HTMLElement>(
      '.doc-controls__list-item, .doc-controls__value, .doc-controls__controls > *, .review-controls > *',
    )
    return [...parts]
      .filter((part) => part.offsetParent !== null)
      .filter((part) => {
        const box = part.getBoundingClientRect()
        return box.left < 0 || box.right > screen || part.scrollWidth > part.clientWidth + 1
      })
      .map((part) => `${part.className}: ${part.innerText.trim().slice(0, 60)}`)
  }, screenWidth)
  expect(cut).toEqual([])
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(screenWidth)
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe.configure({ mode: 'serial' })

test.describe('a game’s form at 412 px', () => {
  test('the translator’s “mark ready” bar stays clear of the tabs when scrolled', async ({
    browser,
  }, testInfo) => {
    const page = await signIn(browser, people.translator)
    await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
    const markReady = page.locator('#action-ready-for-review')
    await expect(markReady).toBeVisible({ timeout: 30_000 })
    // What Save does is said on a phone too, not only in a tooltip (walk 35, F12).
    await expect(page.locator('.review-controls__drafts-only')).toBeVisible()
    await expect(page.locator('.review-controls__drafts-only')).toHaveText(
      adminMessages.th.workflow.draftsOnly,
    )
    await screenshot(page, testInfo, 'translator-top')
    await expectControlsInside(page)
    // Scrolled until the tab row is just under the header that stays in sight: each tab takes a
    // tap there, and nothing of the header hangs below its bar.
    const header = page.locator('.doc-controls')
    const tabs = page.locator('.tabs-field__tab-button')
    const headerBottom = async () =>
      (await header.boundingBox())!.y + (await header.boundingBox())!.height
    for (let step = 0; step < 3; step++) {
      const tabsTop = (await tabs.first().boundingBox())!.y
      await page.mouse.wheel(0, tabsTop - (await headerBottom()) - 8)
      await page.waitForTimeout(300)
    }
    await screenshot(page, testInfo, 'translator-scrolled')
    // "Mark ready" whole in sight, its top edge too (6 px of it were above the screen).
    const whole = await markReady.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + 1)
      return box.top >= 0 && Boolean(hit && button.contains(hit))
    })
    expect(whole, '"mark ready" is whole in sight').toBe(true)
    expect(await headerBottom()).toBeLessThan((await tabs.first().boundingBox())!.y)
    await expectApart(page.locator('.review-controls'), tabs.first())
    const covered = await tabs.evaluateAll((buttons) =>
      buttons
        .filter((button) => {
          const box = button.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return !hit || !button.contains(hit)
        })
        .map((button) => button.textContent),
    )
    expect(covered, 'tabs under something else').toEqual([])
    await expectApart(page.locator('.review-controls'), page.locator('.doc-controls__meta'))
    // Marked ready, for the editor's test below.
    await markReady.click()
    await expect(page.locator('.review-controls')).toContainText('ไทย', { timeout: 15_000 })
    await page.context().close()
  })

  test('the editor’s “waiting for review” and dates stay clear of the fields and inside the screen', async ({
    browser,
  }, testInfo) => {
    const page = await signIn(browser, people.editor)
    await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
    const waiting = page.locator('.review-controls__waiting')
    await expect(waiting).toContainText('Thai', { timeout: 30_000 })
    await screenshot(page, testInfo, 'editor-top')
    await expectApart(waiting, page.locator('label[for="field-gameId"]'))
    await expectApart(waiting, page.locator('#field-gameId'))
    await expectControlsInside(page)
    await page.context().close()
  })
})

test.describe('the games list at 412 px', () => {
  test('shows each game’s publication without scrolling sideways (walk 34, F15)', async ({
    browser,
  }, testInfo) => {
    const page = await signIn(browser, people.translator)
    await page.goto('/admin/collections/games?locale=th-TH')
    const state = page.locator('.cell-publication').first()
    await expect(state).toBeVisible({ timeout: 30_000 })
    await screenshot(page, testInfo, 'games-list')
    const box = (await state.boundingBox())!
    expect(box.x + box.width, 'the publication column ends inside the screen').toBeLessThanOrEqual(
      width,
    )
    await page.context().close()
  })
})

test.describe('a game’s header at 1280 px', () => {
  test('the Thai translator’s dates are whole beside “mark ready”', async ({
    browser,
  }, testInfo) => {
    const page = await signIn(browser, people.translator, true)
    await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
    await expect(page.locator('.review-controls')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.doc-controls__list-item').first()).toBeVisible()
    await screenshot(page, testInfo, 'translator-desktop')
    await expectControlsInside(page, desktopWidth)
    await page.context().close()
  })
})
