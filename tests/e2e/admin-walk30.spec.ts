import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { englishGameData } from '../support/testGame'
import { ownAddress } from '../support/addresses'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * The admin as walk 29 found it (issue #37), where the behaviour lives in the browser: the
 * "Editing taken over" dialog names who took over (F9), a version's page calls a version what the
 * versions list calls it (F7), and deleting a scheduled publish asks first (F5).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 990800 + (stamp % 90)
const people = {
  admin: `walk30-admin-${stamp}@test.example.com`,
  editor: `walk30-editor-${stamp}@test.example.com`,
  thaiEditor: `walk30-thai-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk30-thai-translator-${stamp}@test.example.com`,
  hindiTranslator: `walk30-hindi-translator-${stamp}@test.example.com`,
  hindiEditor: `walk30-hindi-editor-${stamp}@test.example.com`,
}
/** A seeded game whose every language is written, which no other spec changes. */
const seededGame = 449
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1366, height: 900 } }

let headers: Record<string, string>
let id: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  const account = (email: string, name: string, language: string) =>
    api(request, 'post', '/api/users', { email, password, name, role: 'editor', language })
  await account(people.editor, `Ann Editor ${stamp}`, 'en')
  await account(people.thaiEditor, `Nok Editor ${stamp}`, 'th')
  await account(people.hindiEditor, `Asha Editor ${stamp}`, 'hi')
  await api(request, 'post', '/api/users', {
    email: people.thaiTranslator,
    password,
    name: `Somchai ${stamp}`,
    role: 'translator',
    languages: ['th-TH'],
    language: 'th',
  })
  await api(request, 'post', '/api/users', {
    email: people.hindiTranslator,
    password,
    name: `Priya ${stamp}`,
    role: 'translator',
    languages: ['hi-IN'],
    language: 'hi',
  })
  const { doc } = await api(
    request,
    'post',
    '/api/games?locale=en-US',
    englishGameData(gameId, `Lantern Tide ${stamp}`),
  )
  id = doc.id
})

test.afterAll(async ({ request }) => {
  await request.delete(`/api/games/${id}`, { headers })
})

/** The game's form, settled, on its Texts tab. */
async function openGame(page: Page) {
  await page.goto(`/admin/collections/games/${id}`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await page.waitForTimeout(2_000)
}

test('“Editing taken over” names the colleague who took over, as “… is editing” does', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await openGame(editor)
  await editor.locator('button', { hasText: 'Texts' }).first().click()
  await expect(editor.locator('#field-subtitle')).toBeEditable({ timeout: 30_000 })
  await editor.locator('#field-subtitle').fill(`Lanterns at dusk ${stamp}`)
  await editor.waitForTimeout(4_000)

  const colleague = await signInToAdmin(browser, people.thaiEditor, password, desktop)
  await colleague.goto(`/admin/collections/games/${id}`)
  await expect(colleague.locator('.document-locked__content')).toContainText(
    `Ann Editor ${stamp}`,
    {
      timeout: 30_000,
    },
  )
  await colleague.locator('#document-locked-take-over').click()
  await expect(colleague.locator('.document-locked')).toHaveCount(0)
  await colleague.waitForTimeout(3_000)

  // The first editor types again and is told who took over, in their admin language.
  await editor.locator('#field-subtitle').fill(`Lanterns at dusk ${stamp}!`)
  const dialog = editor.locator('.document-take-over__content')
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog.locator('p').first()).toHaveText(
    `Nok Editor ${stamp} <${people.thaiEditor}> has taken over editing this entry.`,
  )
  // What was typed after the autosave is shown in the dialog, to copy before choosing: "View
  // read-only" loads the form again from the server (walk 38, F7).
  const unsaved = dialog.locator('.unsaved-text')
  await expect(unsaved).toContainText(
    'Your latest changes weren’t saved. Copy the text below before you continue:',
  )
  await expect(unsaved.locator('textarea')).toHaveValue(`Lanterns at dusk ${stamp}!`)
  await expect(unsaved.locator('label')).toContainText('Subtitle')
  await editor.screenshot({ path: test.info().outputPath('taken-over-en-1366.png') })
  await editor.context().close()
  await colleague.context().close()
})

test('a version published in one language is called so on its page, as the versions list calls it', async ({
  browser,
  request,
}) => {
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `โคมลอยกลางท่า ${stamp}`,
    description: { root: { type: 'root', version: 1, children: [] } },
  })
  const published = await request.patch(
    `/api/games/${id}?locale=th-TH&publishSpecificLocale=th-TH`,
    { headers, data: { _status: 'published' } },
  )
  expect(published.status(), await published.text()).toBe(200)
  const versions = await request.get(
    `/api/games/versions?where[parent][equals]=${id}&where[snapshot][not_equals]=true&where[version._status][equals]=published&sort=-updatedAt&limit=1&depth=0`,
    { headers },
  )
  const [version] = (await versions.json()).docs as { id: number; publishedLocale?: string }[]
  expect(version.publishedLocale).toBe('th-TH')

  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto(`/admin/collections/games/${id}/versions/${version.id}`)
  const badge = editor
    .locator('.view-version__version-to-version .version-pill-label .pill')
    .first()
  await expect(badge).toHaveText('Published in Thai', { timeout: 30_000 })
  await editor.screenshot({ path: test.info().outputPath('version-badge-en-1366.png') })

  // The versions list names the same version so (below the drafts as they stand, the latest
  // version since walk 31's F4).
  await editor.goto(`/admin/collections/games/${id}/versions`)
  const row = editor.locator('.versions tbody tr', {
    has: editor.locator(`a[href$="/versions/${version.id}"]`),
  })
  await expect(row.locator('.version-state')).toContainText('Published in Thai')
  await editor.context().close()
})

test('the schedule picker greys the days already past', async ({ browser }) => {
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await openGame(editor)
  await editor.locator('#action-save-popup .popup-button').click()
  await editor.locator('#schedule-publish').click()
  const drawer = editor.locator('.schedule-publish')
  await drawer.locator('.date-time-picker input').click()
  // Yesterday (or, on the 1st, the days of the month before shown) cannot be picked.
  const yesterday = new Date(Date.now() - 24 * 60 * 60_000).getDate()
  const day = editor.locator(
    `.react-datepicker__day--${String(yesterday).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
  )
  if (new Date().getDate() > 1)
    await expect(day.first()).toHaveClass(/react-datepicker__day--disabled/)
  // Today picked: its first times (00:00) have passed, and are greyed.
  await editor.locator('.react-datepicker__day--today').click()
  await expect(editor.locator('.react-datepicker__time-list-item').first()).toHaveClass(
    /react-datepicker__time-list-item--disabled/,
  )
  await editor.screenshot({ path: test.info().outputPath('schedule-picker-en-1366.png') })
  await editor.context().close()
})

test('a translator’s own account page fits a 412 px phone, as the other screens do', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.thaiTranslator, password, phone)
  await translator.goto('/admin/account')
  await expect(translator.locator('.payload-settings')).toBeVisible({ timeout: 30_000 })
  const width = await translator.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(412)
  await translator.screenshot({
    path: test.info().outputPath('account-th-412.png'),
    fullPage: true,
  })
  await translator.context().close()
})

test('at 412 px, the translation status filtered on Hindi shows the Hindi column beside the entry’s name', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.hindiTranslator, password, phone)
  await translator.goto('/admin/translations')
  const headings = translator.locator('.translation-matrix thead th')
  await expect(headings.nth(1)).toContainText('hi-IN', { timeout: 30_000 })
  const box = await headings.nth(1).boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(412)
  const cell = translator.locator('.translation-matrix tbody tr:not(.translation-matrix__group)')
  await expect(cell.first().locator('td').first()).toHaveAttribute('data-locale', 'hi-IN')
  await translator.screenshot({ path: test.info().outputPath('matrix-hi-412.png') })
  await translator.context().close()
})

test('the review queue and the translator’s dashboard name a game by its heading in that language', async ({
  browser,
  request,
}) => {
  const games = await request.get(
    `/api/games?where[gameId][equals]=${seededGame}&locale=th-TH&depth=0`,
    {
      headers,
    },
  )
  const [game] = (await games.json()).docs as { id: number; title: string }[]
  const thaiTitle = `${game.title} ฉบับใหม่`
  const login = await request.post('/api/users/login', {
    headers: ownAddress(),
    data: { email: people.thaiTranslator, password },
  })
  const translatorHeaders = { authorization: `JWT ${(await login.json()).token}` }
  const saved = await request.patch(`/api/games/${game.id}?locale=th-TH&draft=true`, {
    headers: translatorHeaders,
    data: { title: thaiTitle },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const marked = await request.post(
    `/api/translations/review?locale=th-TH&collection=games&id=${game.id}`,
    { headers: translatorHeaders, data: { ready: true } },
  )
  expect(marked.ok(), await marked.text()).toBe(true)
  const translator = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  // The translator's dashboard: the test game, without a Thai description, waits for them.
  await translator.goto('/admin')
  await expect(translator.locator('.your-work')).toBeVisible({ timeout: 30_000 })
  await translator.screenshot({ path: test.info().outputPath('dashboard-th-1366.png') })
  await translator.context().close()

  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto('/admin/translations')
  const queue = editor.locator('.review-queue')
  await expect(queue).toContainText(`${seededGame} · ${thaiTitle}`, { timeout: 30_000 })
  await editor.screenshot({ path: test.info().outputPath('queue-en-1366.png') })
  await editor.context().close()
})

test('the screens changed in walk 30, in English, Thai and Hindi at 412 px (and 1366 px on a walk)', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  const versions = await request.get(
    `/api/games/versions?where[parent][equals]=${id}&where[snapshot][not_equals]=true&where[version._status][equals]=published&sort=-updatedAt&limit=1&depth=0`,
    { headers },
  )
  const [version] = (await versions.json()).docs as { id: number }[]
  const editors = { en: people.editor, th: people.thaiEditor, hi: people.hindiEditor }
  const translators = { th: people.thaiTranslator, hi: people.hindiTranslator }
  const rawKey = /\b(?:starfin|version|general|localization):[a-zA-Z]/
  // Both sizes on a walk (ADMIN_LANGUAGE_WALK=1, as tests/e2e/admin-languages.spec.ts); in every
  // run the phone's, where a long Thai or Hindi word has the least room.
  const sizes = [
    ...(process.env.ADMIN_LANGUAGE_WALK ? [[desktop, '1366'] as const] : []),
    [phone, '412'] as const,
  ]
  for (const [size, name] of sizes) {
    for (const [language, email] of Object.entries(editors)) {
      const page = await signInToAdmin(browser, email, password, size)
      await page.goto(`/admin/collections/games/${id}/versions/${version.id}`)
      const badge = page
        .locator('.view-version__version-to-version .version-pill-label .pill')
        .first()
      await expect(badge).not.toHaveText(/Current Draft|ร่างปัจจุบัน|वर्तमान ड्राफ़्ट/, {
        timeout: 30_000,
      })
      // Thai, named as each admin names it.
      await expect(badge).toContainText(/Thai|ภาษาไทย|थाई/)
      await page.screenshot({ path: test.info().outputPath(`version-${language}-${name}.png`) })
      await openGame(page)
      await page.locator('#action-save-popup .popup-button').click()
      await page.screenshot({ path: test.info().outputPath(`menu-${language}-${name}.png`) })
      await page.locator('#schedule-publish').click()
      await page.locator('.schedule-publish .date-time-picker input').click()
      await page.screenshot({ path: test.info().outputPath(`schedule-${language}-${name}.png`) })
      expect(await page.locator('body').innerText()).not.toMatch(rawKey)
      if (language !== 'en')
        expect(await page.locator('.schedule-publish').innerText()).not.toMatch(/Locale/)
      await page.context().close()
    }
    for (const [language, email] of Object.entries(translators)) {
      const page = await signInToAdmin(browser, email, password, size)
      await page.goto('/admin/account')
      await expect(page.locator('.payload-settings')).toBeVisible({ timeout: 30_000 })
      await page.screenshot({
        path: test.info().outputPath(`account-${language}-${name}.png`),
        fullPage: true,
      })
      await page.goto('/admin/translations')
      await expect(page.locator('.translation-matrix')).toBeVisible({ timeout: 30_000 })
      await page.screenshot({ path: test.info().outputPath(`matrix-${language}-${name}.png`) })
      expect(await page.locator('body').innerText()).not.toMatch(rawKey)
      await page.context().close()
    }
  }
})
