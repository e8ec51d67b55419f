import { expect, test, type Page } from '@playwright/test'
import { th as payloadThai } from '@payloadcms/translations/languages/th'

import { adminMessages } from '@/labels'
import { hindi as payloadHindi } from '@/labels/payload-hi'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'
import { payloadWordIn } from '../shared/adminWords'

/** Payload's Thai word as the Thai admin shows it (our correction where there is one). */
const thaiWord = (group: string, key: string) => payloadWordIn('th', payloadThai, group, key)

/**
 * Walk 32's small findings in the browser (issue #37): a translator was offered "still correct"
 * on a language they may only read, and its refusal was English with a language code (F1); raw
 * identifiers and English in tooltips and screen-reader names (F5: "select-all",
 * "document-locked", "Slash menu", "Collapse"); the glossary told translators they save drafts
 * for an editor to publish, where Save writes it at once (F4).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 993300 + (stamp % 90)
const people = {
  admin: `walk32b-admin-${stamp}@test.example.com`,
  editor: `walk32b-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk32b-thai-${stamp}@test.example.com`,
  hindiTranslator: `walk32b-hindi-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Bangkok' }
const { hi, th } = adminMessages

let headers: Record<string, string>
let id: number

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'en',
  })
  for (const [email, name, locale, language] of [
    [people.thaiTranslator, `Nok ${stamp}`, 'th-TH', 'th'],
    [people.hindiTranslator, `Priya ${stamp}`, 'hi-IN', 'hi'],
  ])
    await apiWrite(request, headers, 'post', '/api/users', {
      email,
      password,
      name,
      role: 'translator',
      languages: [locale],
      language,
    })
  // Published in English; a Hindi title written from it; then the English title changed, so the
  // Hindi title needs update.
  const { doc } = await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Lantern Walk ${stamp}`),
  })
  id = doc.id
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=hi-IN&draft=true`, {
    title: `लालटेन ${stamp}`,
    description: paragraph('परीक्षण खेल'),
  })
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=en-US&draft=true`, {
    title: `Lantern Walk Tonight ${stamp}`,
  })
})

/** The game's form in a language, settled, on its Texts tab. */
async function openGame(page: Page, locale: string, texts: string) {
  await page.goto(`/admin/collections/games/${id}?locale=${locale}`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  // The tab itself (a translator reading another language also has "Copy the … text into …").
  await page.getByRole('button', { name: texts, exact: true }).first().click()
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
}

test('“still correct” only where the translator may write, and a refusal in their language (F1)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The Hindi translator, on their own language: the outdated title offers "still correct".
  const hindi = await signInToAdmin(browser, people.hindiTranslator, password, desktop)
  await openGame(hindi, 'hi-IN', hi.games.tabs.texts)
  const hindiFlag = hindi.locator('.english-source--outdated[data-field="title"]')
  await expect(hindiFlag).toBeVisible({ timeout: 30_000 })
  await expect(hindiFlag.getByRole('button', { name: hi.workflow.stillCorrect })).toBeVisible()
  await hindi.context().close()

  // The Thai translator reading Hindi: told the title needs update, offered no button.
  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  await openGame(thai, 'hi-IN', th.games.tabs.texts)
  const thaiFlag = thai.locator('.english-source--outdated[data-field="title"]')
  await expect(thaiFlag).toBeVisible({ timeout: 30_000 })
  await expect(thaiFlag).toContainText(th.workflow.needsUpdate)
  await expect(thai.getByRole('button', { name: th.workflow.stillCorrect })).toHaveCount(0)
  await thai.screenshot({ path: test.info().outputPath('f1-thai-on-hindi.png'), fullPage: true })

  // What the form's own requests would be told, from the Thai translator's session: in Thai,
  // naming Hindi by its name.
  for (const action of ['confirm', 'review']) {
    const answer = await thai.evaluate(
      async ([action, id]) => {
        const response = await fetch(
          `/api/translations/${action}?locale=hi-IN&collection=games&id=${id}`,
          {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(action === 'review' ? { ready: true } : { paths: ['title'] }),
          },
        )
        return { status: response.status, body: (await response.json()) as { error?: string } }
      },
      [action, id] as const,
    )
    expect(answer.status, action).toBe(403)
    expect(answer.body.error, action).toBe(
      th.translationStatus.importProblems.notYours.replace('{{language}}', 'ภาษาฮินดี'),
    )
    expect(answer.body.error, action).not.toContain('hi-IN')
  }
  await thai.context().close()
})

test('tooltips and screen-reader names in the admin’s language, not raw identifiers (F5)', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // The select-all box of a list: its tooltip.
  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  await thai.goto('/admin/collections/games')
  const selectAll = thai.locator('input#select-all')
  await expect(selectAll).toBeAttached({ timeout: 30_000 })
  await expect(selectAll).toHaveAttribute('title', thaiWord('general', 'selectAllRows'))
  await expect(thai.locator('[title="select-all"]')).toHaveCount(0)

  // The lock dialog, while an editor types in the game's Thai (an editor in another language
  // does not hold the Thai translator up).
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await openGame(editor, 'th-TH', 'Texts')
  await expect(editor.locator('#field-subtitle')).toBeEditable({ timeout: 30_000 })
  await editor.locator('#field-subtitle').fill(`แสงบนผืนน้ำ ${stamp}`)
  await editor.waitForTimeout(4_000)
  await thai.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const dialog = thai.locator('[aria-modal="true"]:has(.document-locked__content)')
  await expect(thai.locator('.document-locked__content')).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toHaveAttribute('aria-label', thaiWord('general', 'documentLocked'))
  await expect(thai.locator('[aria-label="document-locked"]')).toHaveCount(0)
  await editor.context().close()
  await thai.context().close()

  // The rich text's slash menu, in Hindi.
  const hindi = await signInToAdmin(browser, people.hindiTranslator, password, desktop)
  await openGame(hindi, 'hi-IN', hi.games.tabs.texts)
  const text = hindi.locator('.rich-text-lexical .editor [contenteditable="true"]').first()
  await text.click()
  await hindi.keyboard.press('End')
  await hindi.keyboard.press('Enter')
  await hindi.keyboard.type('/')
  const menu = hindi.locator('#slash-menu')
  await expect(menu).toBeAttached({ timeout: 15_000 })
  await expect(menu).toHaveAttribute('aria-label', hi.screenReader.slashMenu)
  await hindi.keyboard.press('Escape')

  // A version's field group, folded and unfolded.
  await hindi.goto(`/admin/collections/games/${id}/versions?locale=hi-IN`)
  const rows = hindi.locator('.versions tbody tr')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  await rows.first().locator('a').first().click()
  const toggle = hindi.locator('.diff-collapser__toggle-button').first()
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  await expect(toggle).toHaveAttribute('aria-label', payloadHindi.translations.general!.collapse!)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-label', hi.screenReader.expand)
  await expect(hindi.locator('[aria-label="Collapse"], [aria-label="Expand"]')).toHaveCount(0)
  await hindi.context().close()
})

test('the glossary tells a translator that Save writes it at once (F4)', async ({ browser }) => {
  test.setTimeout(120_000)
  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  await thai.goto('/admin/globals/glossary?locale=th-TH')
  const note = thai.locator('.review-controls__drafts-only')
  await expect(note).toBeVisible({ timeout: 30_000 })
  await expect(note).not.toHaveText(th.workflow.draftsOnly)
  await expect(note).toHaveText(th.workflow.savedAtOnce)
  await expect(thai.getByText(th.workflow.draftsOnly)).toHaveCount(0)
  await thai.screenshot({ path: test.info().outputPath('f4-thai-glossary.png'), fullPage: true })
  // A game keeps its drafts: there the note stays.
  await openGame(thai, 'th-TH', th.games.tabs.texts)
  await expect(thai.locator('.review-controls__drafts-only')).toHaveText(th.workflow.draftsOnly)
  await thai.context().close()
})
