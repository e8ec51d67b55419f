import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInToAdmin, newAdminHeaders } from '../support/adminSession'

/**
 * The editor's and the translator's day on one game: the editor changes the English, the Thai
 * translation shows "needs update" in the status grid, the export and the form; the translator
 * sees the English beside each field, translates and marks Thai ready for review; the editor
 * publishes Thai alone, and the English draft stays unpublished.
 */
const gameId = 427
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `translation-admin-${stamp}@test.example.com`,
  editor: `translation-editor-${stamp}@test.example.com`,
  translator: `translation-translator-${stamp}@test.example.com`,
}

const signIn = (browser: Browser, email: string) => signInToAdmin(browser, email, password)

/** Waits for the form's autosave of a change (drafts save themselves 1.5 s after typing). */
const autosaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/games\/\d+\?.*autosave=true/.test(response.url()) &&
      response.ok(),
    { timeout: 30_000 },
  )

/** The English shown under a localised field. */
const englishOf = (page: Page, field: string) =>
  page.locator(`.english-source[data-field="${field}"]`)

test.describe.configure({ mode: 'serial' })

test.describe('translating a game', () => {
  let id: number
  let englishSubtitle: string
  const newEnglish = `Now with golden moon respins ${stamp}.`
  const newThai = `ตอนนี้มีการหมุนซ้ำพระจันทร์สีทอง ${stamp}`

  test.beforeAll(async ({ request }) => {
    const headers = await newAdminHeaders(request, people.admin, password)
    for (const [role, email, languages] of [
      ['editor', people.editor, []],
      ['translator', people.translator, ['th-TH']],
    ] as const) {
      const created = await request.post('/api/users', {
        headers,
        // The walk reads the admin in English (a translator's own is their first language).
        data: { email, password, name: `Test ${role} ${stamp}`, role, languages, language: 'en' },
      })
      expect(created.status()).toBe(201)
    }
    const games = await request.get(
      `/api/games?where[gameId][equals]=${gameId}&depth=0&locale=en-US`,
      { headers },
    )
    const [game] = (await games.json()).docs
    id = game.id
    englishSubtitle = game.subtitle
  })

  test('an editor changes the English; the Thai shows "needs update" in the grid, the export and the form', async ({
    browser,
  }) => {
    const editor = await signIn(browser, people.editor)
    await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
    const subtitle = editor.locator('#field-subtitle')
    await expect(subtitle).toHaveValue(englishSubtitle, { timeout: 30_000 })
    const saved = autosaved(editor)
    await subtitle.fill(newEnglish)
    await saved

    await editor.goto('/admin/translations?missing=th-TH&state=needs-update')
    const row = editor.locator('tr', { has: editor.locator(`a:text-matches("^${gameId} · ")`) })
    await expect(row.getByRole('link', { name: /^1 to update in Thai: Subtitle$/ })).toBeVisible()

    // Downloaded as the page's own link does, with the editor's session.
    const csv = await editor.evaluate(async () =>
      (await fetch('/api/translations/export?locale=th-TH&format=csv')).text(),
    )
    const csvRow = csv.split('\r\n').find((line) => line.startsWith(`games/${gameId}/subtitle,`))
    expect(csvRow).toContain(`,${newEnglish},`)
    expect(csvRow).toMatch(/,needs-update,/)
    expect(csvRow).toContain(englishSubtitle)

    await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
    const source = englishOf(editor, 'subtitle')
    await expect(source).toHaveAttribute('data-state', 'needs-update', { timeout: 30_000 })
    await expect(source).toContainText('Needs update')
    await expect(source.locator('del')).toHaveText(englishSubtitle)
    await expect(source.locator('.english-source__text')).toHaveText(newEnglish)
    // Nothing Thai waits; the English change does, and the editor may put the published English back.
    await expect(editor.locator('.status__value')).toHaveText('Published', { timeout: 30_000 })
    await expect(editor.getByRole('button', { name: 'Revert to published' })).toHaveCount(0)
    await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
    await expect(editor.locator('.status__value')).toHaveText(
      'Published, with unpublished changes',
      { timeout: 30_000 },
    )
    await expect(editor.getByRole('button', { name: 'Revert to published' })).toBeVisible()
  })

  test('a translator sees the English, translates with the sidebar following, and marks Thai ready', async ({
    browser,
  }) => {
    const translator = await signIn(browser, people.translator)
    await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
    const title = translator.locator('#field-title')
    await expect(title).not.toHaveValue('', { timeout: 30_000 })
    // The English appears under each field once the form has asked for it.
    await expect(englishOf(translator, 'title').locator('.english-source__text')).not.toBeEmpty({
      timeout: 30_000,
    })
    await expect(englishOf(translator, 'subtitle').locator('.english-source__text')).toHaveText(
      newEnglish,
    )
    // Publishing is for editors; the translator is told so.
    await expect(translator.locator('#action-save')).toHaveCount(0)
    // (At phone width the same sentence is the "mark ready" button's tooltip.)
    const draftsOnly = translator.locator('.review-controls__drafts-only')
    await expect(draftsOnly).toBeVisible()
    await expect(draftsOnly).toContainText('An editor reviews and publishes them')
    // Nor is a revert offered, which would publish (none is due: nothing Thai waits yet).
    await expect(translator.locator('.status__value')).toHaveText('Published', { timeout: 30_000 })
    await expect(translator.getByRole('button', { name: 'Revert to published' })).toHaveCount(0)

    // The sidebar counts what is missing as it is typed, before any save, naming the field by
    // its label (not its name, "title").
    const sidebar = translator.locator('.game-translations')
    const thaiTitle = await title.inputValue()
    await title.fill('')
    const titleMissing = sidebar.getByText('ไทย: Title', { exact: true })
    await expect(titleMissing).toBeVisible()
    await title.fill(thaiTitle)
    await expect(titleMissing).toHaveCount(0)

    const saved = autosaved(translator)
    await translator.locator('#field-subtitle').fill(newThai)
    await saved
    await translator.reload()
    await expect(englishOf(translator, 'subtitle')).toHaveAttribute('data-state', 'current', {
      timeout: 30_000,
    })

    await translator.getByRole('button', { name: 'Mark Thai as ready for review' }).click()
    await expect(translator.getByText('Thai is ready for review')).toBeVisible()
  })

  test('the editor sees Thai waiting, publishes Thai alone, and the English draft stays unpublished', async ({
    browser,
  }) => {
    const editor = await signIn(browser, people.editor)
    await editor.goto('/admin/translations')
    const waiting = editor.locator('.review-queue tr', {
      has: editor.locator(`a:text-matches("^${gameId} · ")`),
    })
    await expect(waiting).toContainText('Thai')
    await expect(waiting).toContainText(`Test translator ${stamp}`)

    await waiting.getByRole('link').click()
    await expect(editor).toHaveURL(new RegExp(`/admin/collections/games/${id}\\?locale=th-TH`))
    await expect(editor.locator('#field-subtitle')).toHaveValue(newThai, { timeout: 30_000 })
    // (Asked for once the form is up: on a loaded machine, after the fields.)
    await expect(editor.getByText(`Thai (from Test translator ${stamp})`)).toBeVisible({
      timeout: 30_000,
    })
    // It leads to what changed: the versions compared, Thai, changed fields only (walk 35, F21).
    const review = editor.getByRole('link', { name: `Thai (from Test translator ${stamp})` })
    await expect(review).toHaveAttribute(
      'href',
      new RegExp(`/admin/collections/games/${id}/versions/\\d+\\?.*localeCodes=%5B%22th-TH%22%5D`),
    )
    await review.click()
    await expect(editor.locator('.view-version, main').first()).toContainText(newThai, {
      timeout: 30_000,
    })
    await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
    await expect(editor.locator('#field-subtitle')).toHaveValue(newThai, { timeout: 30_000 })
    await editor.getByRole('button', { name: 'Publish in Thai' }).click()
    await expect(editor.locator('.payload-toast-container')).toContainText(/published|Updated/i, {
      timeout: 30_000,
    })

    await expect
      .poll(async () => (await editor.request.get(`/th/detail/${gameId}`)).text(), {
        timeout: 15_000,
      })
      .toContain(newThai)
    const english = await (await editor.request.get(`/en/detail/${gameId}`)).text()
    expect(english).toContain(englishSubtitle)
    expect(english).not.toContain(newEnglish)
    // The game no longer waits for review (other tests' games may).
    await editor.goto('/admin/translations')
    await expect(
      editor.locator('.review-queue tr', {
        has: editor.locator(`a:text-matches("^${gameId} · ")`),
      }),
    ).toHaveCount(0)
  })

  test('the status screen pages, and filters by language and state in its address', async ({
    browser,
  }) => {
    const editor = await signIn(browser, people.editor)
    // Another game's English changes: its Thai needs update, whatever the tests before did.
    const login = await editor.request.post('/api/users/login', {
      data: { email: people.editor, password },
    })
    const headers = { authorization: `JWT ${(await login.json()).token}` }
    const other = (
      await (
        await editor.request.get('/api/games?where[gameId][equals]=428&depth=0&locale=en-US', {
          headers,
        })
      ).json()
    ).docs[0]
    const changed = await editor.request.patch(`/api/games/${other.id}?locale=en-US&draft=true`, {
      headers,
      data: { subtitle: `${other.subtitle} Now with a bonus wheel ${stamp}.` },
    })
    expect(changed.ok(), await changed.text()).toBe(true)

    await editor.goto('/admin/translations')
    const matrix = editor.locator('.translation-matrix table')
    const rows = matrix.locator('tbody tr:not(.translation-matrix__group)')
    const pager = editor.locator('.translation-status__pager')
    await expect(matrix.getByRole('link', { name: 'Home sections' })).toBeVisible()
    await expect(rows).toHaveCount(50)
    await expect(pager.locator('span')).toHaveText(/^1–50 of \d+$/)

    await pager.getByRole('link', { name: 'Next' }).click()
    await expect(editor).toHaveURL(/\?page=2$/)
    await expect(pager.locator('span')).toHaveText(/^51–\d+ of \d+$/)
    await expect(matrix.getByRole('link', { name: 'Home sections' })).toHaveCount(0)

    // A language starts at its first page; the state's links keep the language.
    await editor
      .locator('.translation-status__control', { has: editor.locator('#translation-filter') })
      .locator('.rs__control')
      .click()
    await editor.locator('.rs__option', { hasText: 'ไทย — Thai · th-TH' }).click()
    await expect(editor).toHaveURL(/\?missing=th-TH$/)
    const states = editor.locator('.translation-status__states')
    const needsUpdate = states.getByRole('link', { name: /^Entries needing an update \(\d+\)$/ })
    await needsUpdate.click()
    await expect(editor).toHaveURL(/\?missing=th-TH&state=needs-update$/)
    await expect(needsUpdate).toHaveAttribute('aria-current', 'true')
    // As many rows as the state's count says, each needing update in Thai.
    const count = Number((await needsUpdate.textContent())?.match(/\((\d+)\)/)?.[1])
    expect(count).toBeGreaterThan(0)
    await expect(rows).toHaveCount(Math.min(count, 50))
    const row = rows.filter({ has: editor.locator('a:text-matches("^428 · ")') })
    await expect(row.getByRole('link', { name: /^1 to update in Thai: Subtitle$/ })).toBeVisible()
    for (const cell of await matrix.locator('tbody td[data-locale="th-TH"]').all())
      await expect(cell.locator('.translation-matrix__count--outdated')).toBeVisible()
  })

  test('a translator uploads a file; each entry it saved links to its form in that language', async ({
    browser,
  }) => {
    const translator = await signIn(browser, people.translator)
    await translator.goto('/admin/translations')
    // The file as the page's own download gives it, with one Thai text changed.
    const file = JSON.parse(
      await translator.evaluate(async () =>
        (await fetch('/api/translations/export?locale=th-TH&format=json')).text(),
      ),
    )
    const key = `games/${gameId}/subtitle`
    const thai = `ทะเลทรายก็ผลิบานได้ ${stamp}`
    file.texts = { [key]: { ...file.texts[key], 'th-TH': thai } }
    await translator.locator('.translation-files input[type="file"]').setInputFiles({
      name: 'th-TH.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    })
    const saved = translator.locator('.translation-files__saved')
    await expect(saved).toHaveText(new RegExp(`^Saved in Thai: ${gameId} · .+ \\(1 field\\)$`))
    await saved.getByRole('link').click()
    await expect(translator).toHaveURL(new RegExp(`/admin/collections/games/${id}\\?locale=th-TH$`))
    await expect(translator.locator('#field-subtitle')).toHaveValue(thai, { timeout: 30_000 })
  })
})
