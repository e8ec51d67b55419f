import { expect, test, type Page } from '@playwright/test'

import { newAdminHeaders, signInToAdmin } from '../support/adminSession'
import { englishGameData } from '../support/testGame'

/**
 * The admin as walk 53 found it (issue #37): the sidebar's count of missing texts stood still
 * while a translator typed a first translation (F1: each autosave made the texts it saved count
 * as missing again); Thai typed in the rich-text editor was drawn in boxes on a computer without
 * a Thai font (F4: its serif font list had no Thai face).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 995400 + (stamp % 90)
const people = {
  admin: `walk53-admin-${stamp}@test.example.com`,
  translator: `walk53-thai-${stamp}@test.example.com`,
}

/** Waits for the form's autosave of a change (drafts save themselves 1.5 s after typing). */
const autosaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/games\/\d+\?.*autosave=true/.test(response.url()) &&
      response.ok(),
    { timeout: 30_000 },
  )

test.describe.configure({ mode: 'serial' })

let id: number

test.beforeAll(async ({ request }) => {
  const headers = await newAdminHeaders(request, people.admin, password)
  const created = await request.post('/api/users', {
    headers,
    data: {
      email: people.translator,
      password,
      name: `Thai translator ${stamp}`,
      role: 'translator',
      languages: ['th-TH'],
      language: 'en',
    },
  })
  expect(created.status()).toBe(201)
  const game = await request.post('/api/games?locale=en-US', {
    headers,
    data: englishGameData(gameId, `Monsoon Lanterns ${stamp}`),
  })
  expect(game.status(), await game.text()).toBe(201)
  id = ((await game.json()) as { doc: { id: number } }).doc.id
})

test('the sidebar counts a first translation down as it is typed and saved (F1)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const title = translator.locator('#field-title')
  await expect(title).toBeEditable({ timeout: 30_000 })
  const thai = translator.locator('.game-translations li[aria-current="true"]')
  await expect(thai).toContainText('Title')
  await expect(thai).toContainText('Description')

  const titleSaved = autosaved(translator)
  await title.fill(`โคมมรสุม ${stamp}`)
  await expect(thai).not.toContainText('Title')
  await titleSaved
  // Saved, it stays written: the count does not go back up.
  await translator.waitForTimeout(1_000)
  await expect(thai).toHaveText(/^ไทย: Description$/)

  const descriptionSaved = autosaved(translator)
  const editor = translator.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('เกมทดสอบฤดูฝน')
  await descriptionSaved
  await translator.waitForTimeout(1_000)
  await expect(thai).toHaveCount(0)
  await expect(translator.locator('.game-translations')).toContainText(
    'Complete and up to date in Thai',
  )
  await translator.context().close()
})

test('Thai is drawn in a Thai face at every weight, and in the rich-text editor, on a computer without one (F4)', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const editor = translator.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toContainText('เกมทดสอบฤดูฝน', { timeout: 30_000 })
  // Text at each weight the admin uses (headings and tabs are bold), in the admin's font list.
  await translator.evaluate(() => {
    for (const weight of [400, 500, 600, 700, 800]) {
      const line = document.createElement('p')
      line.className = 'font-probe'
      line.style.fontWeight = String(weight)
      line.textContent = 'งานแปลภาษาไทยของคุณ'
      document.querySelector('.collection-edit')?.append(line)
    }
  })
  // The fonts Chromium drew each text with (this machine has no Thai font of its own).
  const cdp = await translator.context().newCDPSession(translator)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const drawnWith = async (selector: string) => {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector })
    const families: string[] = []
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      families.push(fonts.map((font) => font.familyName).join(' + ') || '(none)')
    }
    return families
  }
  const thaiFace = /^Noto Sans Thai( ExtraBold)?$/
  await expect
    .poll(async () => (await drawnWith('.font-probe')).filter((font) => !thaiFace.test(font)), {
      timeout: 15_000,
    })
    .toEqual([])
  expect(await drawnWith('.font-probe')).toHaveLength(5)
  const editorText = await drawnWith('.rich-text-lexical [contenteditable="true"] span')
  expect(editorText.length).toBeGreaterThan(0)
  expect(editorText.filter((font) => !thaiFace.test(font))).toEqual([])
  await translator.context().close()
})
