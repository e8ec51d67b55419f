import { expect, test, type Page, type Request } from '@playwright/test'
import { en } from '@/labels/en'

import { ownAddress } from '../support/addresses'
import { newAdminHeaders } from '../support/adminSession'

const password = 'a-long-test-password'
const editor = `editor-${Date.now() % 100_000}@test.example.com`

/** An editor of this test run, made by an admin of its own. */
test.beforeAll(async ({ request }) => {
  const admin = `editor-admin-${Date.now() % 100_000}@test.example.com`
  const created = await request.post('/api/users', {
    headers: await newAdminHeaders(request, admin, password),
    data: { email: editor, password, name: 'Test editor', role: 'editor', languages: [] },
  })
  expect(created.status()).toBe(201)
})

/** The editor, logged in in the page's browser context, with the admin in `language`. */
async function logIn(page: Page, language?: string) {
  await page.goto('/admin/login')
  const response = await page.request.post('/api/users/login', {
    headers: ownAddress(),
    data: { email: editor, password },
  })
  expect(response.ok()).toBe(true)
  if (language)
    await page
      .context()
      .addCookies([{ name: 'payload-lng', value: language, url: new URL(page.url()).origin }])
}

/** Every game in the collection, drafts too, as the API counts them. */
async function gamesCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/games?draft=true&limit=1&depth=0')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * The admin's field of a path ("layout.reels"), with its label, input and error: the innermost
 * field wrapper around its input or label (the group and row around it are field wrappers too).
 */
const field = (page: Page, path: string) => {
  const id = `field-${path.replace(/\./g, '__')}`
  return page.locator(`.field-type:is(#${id}, :has(#${id}), :has(label[for="${id}"]))`).last()
}

/**
 * The form's own round trips (a server action 250 ms after each change): `settled()` waits until
 * none is under way and none has begun for half a second. A publish clicked while one is under way
 * has its field marks taken off by that late answer until the next change (Payload's race, not
 * ours); an editor who pauses after typing never meets it.
 */
function formChecks(page: Page) {
  const isCheck = (request: Request) =>
    request.method() === 'POST' && request.headers()['next-action'] !== undefined
  let underWay = 0
  let lastSeen = Date.now()
  page.on('request', (request) => {
    if (!isCheck(request)) return
    underWay++
    lastSeen = Date.now()
  })
  const over = (request: Request) => {
    if (!isCheck(request)) return
    underWay--
    lastSeen = Date.now()
  }
  page.on('requestfinished', over)
  page.on('requestfailed', over)
  return {
    settled: () =>
      expect
        .poll(() => underWay === 0 && Date.now() - lastSeen > 500, { intervals: [100] })
        .toBe(true),
  }
}

async function choose(page: Page, path: string, option: string) {
  await field(page, path).locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: option }).first().click()
}

test.describe('a new game', () => {
  test('cannot go out half-made, is previewed before its first publish, then goes live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    // A game id of this run: a second run on the same database starts afresh.
    const gameId = 900_000 + (Date.now() % 100_000)
    await logIn(page)
    const before = await gamesCount(page)

    // Opening "Create New" saves nothing.
    const form = formChecks(page)
    await page.goto('/admin/collections/games/create')
    await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(2_500)
    expect(await gamesCount(page)).toBe(before)

    // The required figures are marked where they are typed.
    await page.locator('button', { hasText: en.games.tabs.figures }).first().click()
    for (const path of ['layout.reels', 'layout.rows', 'layout.lines'])
      await expect(field(page, path).locator('.required')).toBeVisible()
    await page.locator('button', { hasText: 'Texts' }).first().click()

    await page.locator('#field-gameId').fill(String(gameId))
    await choose(page, 'theme', 'Classic')
    await page.locator('#field-title').fill('Lucky Lantern Test')
    await form.settled()
    await page.locator('#action-save').click()

    // Every missing figure and text is named at once, each on its own field (in every tab), and
    // the marks stay there until the field is filled.
    const toast = page.locator('.payload-toast-container')
    for (const named of ['Description', 'Reels', 'Rows', 'Paylines', 'Max win'])
      await expect(toast).toContainText(named)
    await expect(page.locator('h1').first()).not.toContainText('No Game ID')
    await page.locator('button', { hasText: en.games.tabs.figures }).first().click()
    const reels = field(page, 'layout.reels')
    await expect(reels).toContainText('Give the number of reels.')
    await expect(field(page, 'layout.rows')).toContainText('Give the number of rows.')
    await expect(field(page, 'layout.lines')).toContainText('Give the number of paylines.')
    await expect(field(page, 'maxMultiplier.value')).toContainText('Give the max win (× bet).')
    await expect(field(page, 'layout.mode')).not.toContainText('Give')
    await page.waitForTimeout(1_000)
    await expect(reels).toContainText('Give the number of reels.')

    await page.locator('#field-layout__reels').fill('5')
    await expect(reels).not.toContainText('Give the number of reels.')
    await page.locator('#field-layout__rows').fill('3')
    await page.locator('#field-layout__lines').fill('20')
    await page.locator('#field-maxMultiplier__value').fill('2500')
    await page.locator('button', { hasText: 'Texts' }).first().click()
    await expect(field(page, 'description')).toContainText('Required before the game is published.')
    await field(page, 'description').locator('[contenteditable="true"]').click()
    await page.keyboard.type('Lanterns light the reels.')
    await expect(field(page, 'description')).not.toContainText('Required before')

    // The site list marks the languages without a title and description, the English now written.
    await page.locator('button', { hasText: 'Listing' }).first().click()
    await field(page, 'sites').locator('.rs__control').click()
    await expect(page.locator('.rs__option', { hasText: /^en · English \(US\)$/ })).toBeVisible()
    await expect(
      page.locator('.rs__option', { hasText: /^th · ไทย — no title or description/ }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // Listed on /th before its Thai is written: /th shows it once its Thai is published.
    await choose(page, 'sites', 'en · English (US)')
    await choose(page, 'sites', 'th · ไทย')

    // Saved as a draft: the game id and title head the document, and the preview shows it.
    await page.locator('#action-save-draft').click()
    await expect(page).toHaveURL(/\/admin\/collections\/games\/\d+/, { timeout: 30_000 })
    const editURL = page.url()
    await expect(page.locator('h1').first()).toHaveText(`${gameId} · Lucky Lantern Test`)
    expect((await page.request.get(`/en/detail/${gameId}`)).status()).toBe(404)
    await page.goto(`/next/preview?path=${encodeURIComponent(`/en/detail/${gameId}`)}`)
    await expect(page.locator('h1')).toHaveText('Lucky Lantern Test')
    await expect(page.locator('.detail__art img')).toHaveAttribute('src', /cover/)

    // Published, it is on the public page at the next visit: the publish expired the page's
    // cached "not found" before it answered.
    await page.goto('/next/exit-preview?path=/en')
    await page.goto(editURL)
    await expect(page.locator('#action-save')).toBeEnabled({ timeout: 30_000 })
    const publish = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && /\/api\/games\/\d+\?/.test(response.url()),
    )
    await page.locator('#action-save').click()
    expect((await publish).ok()).toBe(true)
    const visitor = await browser.newPage()
    expect((await visitor.goto(`/en/detail/${gameId}`))?.status()).toBe(200)
    await expect(visitor.locator('h1')).toHaveText('Lucky Lantern Test')
    // Not on /th, in English: its Thai is not written yet.
    expect((await visitor.goto(`/th/detail/${gameId}`))?.status()).toBe(404)
    await visitor.close()
  })
})

test.describe('Create New', () => {
  test('asks before the typed fields are thrown away, and stays when told to', async ({ page }) => {
    await logIn(page)
    const before = await gamesCount(page)
    await page.goto('/admin/collections/games/create')
    await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
    await page.locator('#field-gameId').fill(String(990_000 + (Date.now() % 1000)))
    await page.locator('#field-title').fill('Walk Away Test')
    await page.waitForTimeout(1_000)
    // The walk's step: the "Games" breadcrumb, with typed fields not yet saved.
    await page.locator('.step-nav a', { hasText: 'Games' }).first().click()
    const ask = page.locator('.confirmation-modal', { hasText: 'not been saved' })
    await expect(ask).toBeVisible({ timeout: 10_000 })
    await ask.locator('#confirm-cancel').click()
    await expect(page).toHaveURL(/\/collections\/games\/create/)
    await expect(page.locator('#field-title')).toHaveValue('Walk Away Test')
    expect(await gamesCount(page)).toBe(before)
  })
})

test.describe('the admin in the editor’s language', () => {
  for (const [language, expected] of [
    [
      'th',
      { nav: 'แคตตาล็อก', status: 'สถานะการแปล', payload: 'แดชบอร์ด', home: 'ส่วนต่าง ๆ ของหน้าแรก' },
    ],
    ['hi', { nav: 'कैटलॉग', status: 'अनुवाद की स्थिति', payload: 'डैशबोर्ड', home: 'होम पेज के सेक्शन' }],
  ] as const) {
    test(`speaks ${language}: our menu, fields and views, and Payload's own words`, async ({
      page,
    }) => {
      await logIn(page, language)
      await page.goto('/admin')
      const nav = page.locator('.nav__wrap')
      await expect(nav).toContainText(expected.nav, { timeout: 30_000 })
      await expect(nav).toContainText(expected.status)
      await expect(page.locator('body')).toContainText(expected.payload)
      await page.goto('/admin/collections/games/create')
      await expect(page.locator('label[for="field-gameId"]')).not.toHaveText(/Game ID/)
      await expect(page.locator('.localizer-button').first()).not.toContainText('undefined')
      await page.goto('/admin/translations')
      await expect(page.locator('h1')).toHaveText(expected.status)
      // The globals go by their names in the admin's language.
      await expect(page.locator('.translation-matrix')).toContainText(expected.home)
      await expect(page.locator('.translation-matrix')).not.toContainText('Home sections')
    })
  }

  test('names each glossary row by its concept in the admin’s language, never by its key', async ({
    page,
  }) => {
    await logIn(page)
    await page.goto('/admin/globals/glossary?locale=th-TH')
    await expect(page.getByText(/^fishing game: /).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/^fishingGame/)).toHaveCount(0)
  })
})
