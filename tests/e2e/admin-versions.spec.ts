import { expect, test, type Browser, type Locator } from '@playwright/test'

import { languageLabelInAdmin } from '@/i18n/languageNames'
import { contentLocales } from '@/i18n/locales'
import { createStaff, gameDocId, newAdminHeaders, signInQuickly } from '../support/adminSession'

/**
 * A game's versions as round 28's walk read them, at a desktop's width and a phone's (412 px): a
 * translator is told on an earlier version's page, beside it, that restoring is the editors', over
 * nothing of the header; the versions list stays inside a phone's screen.
 */
const gameId = 701
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `versions-admin-${stamp}@test.example.com`,
  editor: `versions-editor-${stamp}@test.example.com`,
  translator: `versions-translator-${stamp}@test.example.com`,
}
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1366, height: 900 } }
let id: number
let headers: Record<string, string>

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  const accounts = [
    ['editor', people.editor, []],
    ['translator', people.translator, ['th-TH']],
  ] as const
  await createStaff(request, headers, accounts, password, `ทดสอบ ${stamp}`)
  id = await gameDocId(request, headers, gameId)
  // A Thai title changed in a draft: the newest version's page shows it beside the one before.
  const changed = await request.patch(`/api/games/${id}?locale=th-TH&draft=true`, {
    headers,
    data: { title: `สล็อตทดสอบ ${stamp}` },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
})

const signIn = (browser: Browser, email: string, size: object) =>
  signInQuickly(browser, email, password, { ...size, deviceScaleFactor: 1 })

/** The two boxes share no point. */
async function expectApart(a: Locator, b: Locator) {
  const [one, other] = [await a.boundingBox(), await b.boundingBox()]
  expect(one && other, 'both boxes are on screen').toBeTruthy()
  const overlap =
    one!.x < other!.x + other!.width &&
    other!.x < one!.x + one!.width &&
    one!.y < other!.y + other!.height &&
    other!.y < one!.y + one!.height
  expect(overlap, `${JSON.stringify(one)} and ${JSON.stringify(other)} overlap`).toBe(false)
}

for (const [name, size, width] of [
  ['1366 px', desktop, 1366],
  ['412 px', phone, 412],
] as const)
  test(`at ${name}, a translator reads “restoring is the editors’” beside the version, over nothing of the header`, async ({
    browser,
  }, testInfo) => {
    const page = await signIn(browser, people.translator, size)
    await page.goto(`/admin/collections/games/${id}/versions?locale=th-TH`)
    await page.locator('.versions tbody tr a').nth(1).click()
    const note = page.locator('.restore-note')
    await expect(note).toBeVisible({ timeout: 30_000 })
    await expect(note).toContainText('บรรณาธิการ')
    await expect(page.locator('.view-version__version-to .restore-note')).toBeVisible()
    await expectApart(note, page.locator('.app-header__account'))
    await expectApart(note, page.locator('.app-header__localizer').first())
    const box = (await note.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    // The language menu's button, naming the languages, stays within the screen.
    const languages = (await page.locator('.view-version__toggle-locales').boundingBox())!
    expect(languages.x + languages.width).toBeLessThanOrEqual(width)
    const path = testInfo.outputPath(`translator-version-${width}.png`)
    await page.screenshot({ path })
    await testInfo.attach(`translator-version-${width}`, { path, contentType: 'image/png' })
    await page.context().close()
  })

test('a Thai translator reads a version’s changes by the field’s and the language’s names, in Thai', async ({
  browser,
}, testInfo) => {
  // An English reader first: Payload keeps the fields' labels of the first reader's language.
  const editor = await signIn(browser, people.editor, desktop)
  await editor.goto(`/admin/collections/games/${id}/versions`)
  await editor.locator('.versions tbody tr a').first().click()
  await expect(editor.locator('.field-diff-label').first()).toBeVisible({ timeout: 30_000 })
  await expect(editor.locator('.view-version')).toContainText('Title')
  await editor.context().close()

  const page = await signIn(browser, people.translator, desktop)
  await page.goto(`/admin/collections/games/${id}/versions?locale=th-TH`)
  await page.locator('.versions tbody tr a').first().click()
  const labels = page.locator('.field-diff-label')
  await expect(labels.first()).toBeVisible({ timeout: 30_000 })
  const view = page.locator('.view-version')
  await expect(view).not.toContainText('Updated At')
  await expect(view).not.toContainText(/\b[a-z]{2}-[A-Z]{2}\b/)
  await expect(view).toContainText('แก้ไขเมื่อ')
  // The Thai title's row: its language and its field, by name.
  const title = labels.filter({ hasText: 'ชื่อเกม' })
  await expect(title.first()).toContainText(languageLabelInAdmin('th-TH', 'th'))
  // Every changed field is headed by a name beside its language (no row by its language alone).
  for (const label of await labels.all()) {
    const words = (await label.innerText()).trim()
    const languageAlone = contentLocales.some(
      (locale) => words === languageLabelInAdmin(locale, 'th') || words === locale,
    )
    expect(languageAlone, `a row headed by a language alone: ${words}`).toBe(false)
  }
  const path = testInfo.outputPath('translator-version-changes-1366.png')
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach('translator-version-changes-1366', { path, contentType: 'image/png' })
  await page.context().close()
})

test('a version’s page says a yes/no field in words, and lists no field the form never shows (s41 readers)', async ({
  browser,
  request,
}) => {
  const stored = await (
    await request.get(`/api/games/${id}?draft=true&depth=0`, { headers })
  ).json()
  const toggled = await request.patch(`/api/games/${id}?locale=en-US&draft=true`, {
    headers,
    data: { buyFeature: !stored.buyFeature },
  })
  expect(toggled.ok(), await toggled.text()).toBe(true)
  const page = await signIn(browser, people.editor, desktop)
  await page.goto(`/admin/collections/games/${id}/versions`)
  await page.locator('.versions tbody tr a').first().click()
  const view = page.locator('.view-version')
  await expect(view.locator('.field-diff-label').first()).toBeVisible({ timeout: 30_000 })
  // The English title kept for headings is no field of the form ("English Title" in every language).
  await expect(view).not.toContainText('English Title')
  const row = view.locator('.whole-value-diff').filter({ hasText: 'Feature buy available' })
  await expect(row).toContainText(stored.buyFeature ? 'No' : 'Yes')
  await expect(row).not.toContainText(/\b(true|false)\b/)
  await page.context().close()
})

test('at 412 px, each version’s state reads whole, the page never scrolling sideways', async ({
  browser,
}, testInfo) => {
  const page = await signIn(browser, people.translator, phone)
  await page.goto(`/admin/collections/games/${id}/versions?locale=th-TH`)
  const badges = page.locator('.version-state .pill')
  await expect(badges.first()).toBeVisible({ timeout: 30_000 })
  const path = testInfo.outputPath('translator-versions-412.png')
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach('translator-versions-412', { path, contentType: 'image/png' })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.version-state .pill')]
      .filter((pill) => {
        const box = pill.getBoundingClientRect()
        const label = pill.querySelector<HTMLElement>('.pill__label') ?? pill
        return box.left < 0 || box.right > 412 || label.scrollWidth > label.clientWidth + 1
      })
      .map((pill) => pill.textContent),
  )
  expect(cut, 'badges cut at the screen’s edge').toEqual([])
  // The state's column is headed where it is, within the screen.
  const heading = (await page.locator('.versions #heading-_status').boundingBox())!
  const first = (await badges.first().boundingBox())!
  expect(heading.x + heading.width).toBeLessThanOrEqual(412)
  expect(Math.abs(heading.x - first.x)).toBeLessThan(40)
  await page.context().close()
})

test('at 412 px, the versions list stays inside the screen, the account button in sight', async ({
  browser,
}, testInfo) => {
  const page = await signIn(browser, people.editor, phone)
  await page.goto(`/admin/collections/games/${id}/versions?locale=th-TH`)
  await expect(page.locator('.versions tbody tr').first()).toBeVisible({ timeout: 30_000 })
  const path = testInfo.outputPath('editor-versions-412.png')
  await page.screenshot({ path })
  await testInfo.attach('editor-versions-412', { path, contentType: 'image/png' })
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(412)
  const account = (await page.locator('.app-header__account').boundingBox())!
  expect(account.x + account.width).toBeLessThanOrEqual(412)
  await page.context().close()
})
