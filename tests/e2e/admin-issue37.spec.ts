import { expect, test, type Browser } from '@playwright/test'

import { englishGameData } from '../support/testGame'
import { createStaff, gameDocId, newAdminHeaders, signInQuickly } from '../support/adminSession'

/**
 * What round 28's walk left on issue #37: the heading of "Create New" as it is typed, live
 * preview on a phone, a translator's sidebar, and the restore confirmation's time.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `walk29-admin-${stamp}@test.example.com`,
  editor: `walk29-editor-${stamp}@test.example.com`,
  thaiEditor: `walk29-thai-editor-${stamp}@test.example.com`,
  translator: `walk29-translator-${stamp}@test.example.com`,
}
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1366, height: 900 } }
// A game with English texts only: every other language misses its texts.
const newGameId = 990_000 + (stamp % 1000)
let newGame: number
let seeded: number

test.beforeAll(async ({ request }) => {
  const headers = await newAdminHeaders(request, people.admin, password)
  const accounts = [
    ['editor', people.editor, []],
    ['translator', people.translator, ['th-TH']],
  ] as const
  await createStaff(request, headers, accounts, password, `Walk ${stamp}`)
  // An editor whose admin speaks Thai.
  const thai = await request.post('/api/users', {
    headers,
    data: {
      email: people.thaiEditor,
      password,
      name: `Walk ${stamp}`,
      role: 'editor',
      languages: [],
      language: 'th',
    },
  })
  expect(thai.status(), await thai.text()).toBe(201)
  const created = await request.post('/api/games?locale=en-US', {
    headers,
    data: englishGameData(newGameId, `Walk Lantern ${stamp}`),
  })
  expect(created.status(), await created.text()).toBe(201)
  newGame = (await created.json()).doc.id
  seeded = await gameDocId(request, headers, 701)
})

const signIn = (browser: Browser, email: string, size: object, more: object = {}) =>
  signInQuickly(browser, email, password, { ...size, deviceScaleFactor: 1, ...more })

test('Create New is headed by the game id and the title as they are typed', async ({ browser }) => {
  const page = await signIn(browser, people.editor, desktop)
  await page.goto('/admin/collections/games/create')
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-gameId').fill('90501')
  await page.locator('#field-title').fill('Coral Lantern Tide')
  const heading = page.locator('.doc-header__title')
  await expect(heading).toHaveText('90501 · Coral Lantern Tide', { timeout: 10_000 })
  await expect(heading).not.toContainText('[')
  await page.context().close()
})

test('at 412 px, live preview left open on the desktop leaves the form first on a phone', async ({
  browser,
}, testInfo) => {
  const page = await signIn(browser, people.editor, desktop)
  await page.goto(`/admin/collections/games/${seeded}`)
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await page.locator('#live-preview-toggler').click()
  await expect(page.locator('.live-preview-window--is-live-previewing')).toBeVisible({
    timeout: 30_000,
  })
  // The preference is the account's: the same account opens the game on a phone.
  const phonePage = await signIn(browser, people.editor, phone)
  await phonePage.goto(`/admin/collections/games/${seeded}`)
  const title = phonePage.locator('#field-title')
  await expect(title).toBeVisible({ timeout: 30_000 })
  const path = testInfo.outputPath('editor-preview-412.png')
  await phonePage.screenshot({ path })
  await testInfo.attach('editor-preview-412', { path, contentType: 'image/png' })
  const field = (await title.boundingBox())!
  expect(field.x).toBeGreaterThanOrEqual(0)
  expect(field.x + field.width).toBeLessThanOrEqual(412)
  // Nothing of the preview lies over the form's first field.
  const covered = await phonePage.evaluate(() => {
    const input = document.querySelector('#field-title')!
    const box = input.getBoundingClientRect()
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return Boolean(top?.closest('.live-preview-window'))
  })
  expect(covered, 'the preview covers the form').toBe(false)
  const preview = await phonePage.locator('.live-preview-window').boundingBox()
  if (preview) expect(preview.y).toBeGreaterThanOrEqual(field.y + field.height)
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    412,
  )
  await phonePage.context().close()
  await page.context().close()
})

test('a Thai translator’s sidebar tells of Thai only; an editor’s of every language', async ({
  browser,
}) => {
  const translator = await signIn(browser, people.translator, desktop)
  await translator.goto(`/admin/collections/games/${newGame}?locale=th-TH`)
  const sidebar = translator.locator('.game-translations')
  await expect(sidebar).toContainText('ไทย', { timeout: 30_000 })
  for (const other of ['Tiếng Việt', '日本語', '한국어', 'हिन्दी', 'Bahasa Indonesia'])
    await expect(sidebar).not.toContainText(other)
  await translator.context().close()

  const editor = await signIn(browser, people.editor, desktop)
  await editor.goto(`/admin/collections/games/${newGame}?locale=th-TH`)
  const all = editor.locator('.game-translations')
  await expect(all).toContainText('ไทย', { timeout: 30_000 })
  await expect(all).toContainText('Tiếng Việt')
  await expect(all).toContainText('日本語')
  await editor.context().close()
})

test('the restore confirmation dates the version in the reader’s time zone, as the versions list', async ({
  browser,
}) => {
  const page = await signIn(browser, people.editor, desktop, { timezoneId: 'Asia/Bangkok' })
  await page.goto(`/admin/collections/games/${seeded}/versions`)
  const link = page.locator('.versions tbody tr a').first()
  await expect(link).toBeVisible({ timeout: 30_000 })
  // Written in the browser once the admin language's date format has loaded.
  await expect(link).toHaveText(/\d{4}/, { timeout: 10_000 })
  const written = (await link.innerText()).trim()
  await link.click()
  await page.locator('.view-version__restore button').first().click()
  const modal = page.locator('.confirmation-modal')
  await expect(modal).toBeVisible({ timeout: 10_000 })
  // Payload's own sentence, not ours under it naming the languages a restore changes.
  await expect(modal.locator('.confirmation-modal__content > p')).toContainText(written, {
    timeout: 10_000,
  })
  await page.context().close()
})

test('the schedule drawer’s time list speaks the admin’s language (Thai: “เวลา”, 24-hour times)', async ({
  browser,
}) => {
  const page = await signIn(browser, people.thaiEditor, desktop, { timezoneId: 'Asia/Bangkok' })
  await page.goto(`/admin/collections/games/${newGame}?locale=th-TH`)
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await page.locator('#action-save-popup .popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await drawer.locator('.date-time-picker input').click()
  const caption = page.locator('.react-datepicker-time__header')
  await expect(caption).toHaveText('เวลา', { timeout: 10_000 })
  const times = page.locator('.react-datepicker__time-list-item')
  await expect(times.first()).toBeVisible()
  const written = await times.allInnerTexts()
  expect(written.length).toBeGreaterThan(0)
  // Thai writes a 24-hour clock, "10:00", as the upcoming events do (Payload's list read
  // "4:45 หลังเที่ยง").
  for (const time of written) expect(time).toMatch(/^\d{1,2}:\d{2}$/)
  await page.context().close()
})
