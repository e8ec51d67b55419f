import { expect, test, type Page } from '@playwright/test'
import { th as payloadThai } from '@payloadcms/translations/languages/th'
import { formatDistanceToNow } from 'date-fns'
import { th as thaiDates } from 'date-fns/locale/th'

import { adminMessages } from '@/labels'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'
import { payloadWordIn } from '../shared/adminWords'

/** Payload's Thai word as the Thai admin shows it (our correction where there is one). */
const thaiWord = (group: string, key: string) => payloadWordIn('th', payloadThai, group, key)

/**
 * Walk 32's remaining findings in the browser (issue #37): a restore's confirmation did not say
 * that it rewrites every language's draft (F2), and the version it wrote was dated an hour early
 * (F3); a translator's refusals were English with codes (F6); on a phone "Revert to published"
 * was cut off (F7); the status page's "Texts missing (n)" counted entries (F8); a translator's
 * greyed media item said nothing of why (F10); dnd-kit's drag announcements were English and a
 * row's drag handle had no name.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 993500 + (stamp % 90)
const people = {
  admin: `walk32c-admin-${stamp}@test.example.com`,
  editor: `walk32c-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk32c-thai-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Bangkok' }
const phone = {
  viewport: { width: 412, height: 915 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Asia/Bangkok',
}
const { en, th } = adminMessages
const thaiTitle = `โคมลอย ${stamp}`

let headers: Record<string, string>
let id: number
/** An English autosave, before the Thai translator wrote the Thai title. */
let englishOnly: number

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  // The editor reads the admin in Thai: the restore's confirmation and the drag announcements
  // are in the admin's language.
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'th',
  })
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.thaiTranslator,
    password,
    name: `Nok ${stamp}`,
    role: 'translator',
    languages: ['th-TH'],
    language: 'th',
  })
  // Published in English with two features; then an English draft (the version to restore);
  // then the Thai title, written after it.
  const { doc } = await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Lantern Bay ${stamp}`),
    features: [{ text: 'Floating lanterns' }, { text: 'Harbour lights' }],
  })
  id = doc.id
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=en-US&draft=true`, {
    subtitle: `Lights over the bay ${stamp}`,
  })
  englishOnly = (await newestVersion(request)).id
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: thaiTitle,
    description: paragraph('เกมทดสอบ'),
  })
})

/** The game's newest version, as the admin's API answers it. */
async function newestVersion(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(
    `/api/games/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`,
    { headers },
  )
  expect(response.ok()).toBe(true)
  return (await response.json()).docs[0] as { id: number; createdAt: string; updatedAt: string }
}

/** The game's form in a language, settled, on its Texts tab. */
async function openGame(page: Page, locale: string, texts: string) {
  await page.goto(`/admin/collections/games/${id}?locale=${locale}`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await page.getByRole('button', { name: texts, exact: true }).first().click()
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
}

test('on a phone, “Revert to published” stands whole on its own line (F7)', async ({ browser }) => {
  test.setTimeout(120_000)
  const editor = await signInToAdmin(browser, people.editor, password, phone)
  await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
  const revert = editor.locator('.doc-controls__status .status__action')
  await expect(revert).toBeVisible({ timeout: 30_000 })
  await expect(revert).toHaveText(thaiWord('version', 'revertToPublished'))
  const box = (await revert.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(412)
  // Nothing of it is cut by its line: the status's line shows all it holds.
  const cut = await editor
    .locator('.doc-controls__status .status__value-wrap')
    .evaluate((line) => line.scrollWidth > line.clientWidth + 1)
  expect(cut).toBe(false)
  // Below the status, above the publish time, overlapping neither.
  const status = (await editor.locator('.doc-controls__status .status__value').boundingBox())!
  const published = (await editor.locator('.doc-controls__status .published-at').boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(status.y + status.height - 1)
  expect(box.y + box.height).toBeLessThanOrEqual(published.y + 1)
  await editor.screenshot({ path: test.info().outputPath('f7-phone-header.png') })
  await editor.context().close()
})

test('a translator is told in Thai: refusals, the status page’s counts, a media item (F6, F8, F10)', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)

  // F6: what the API answers the admin's own session, in the account's language, by name.
  const answers = await thai.evaluate(async (id) => {
    const send = async (path: string, method: string, body?: object) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        ...(body && { body: JSON.stringify(body) }),
      })
      const answer = (await response.json()) as { errors?: { message?: string }[] }
      return { status: response.status, message: answer.errors?.[0]?.message }
    }
    return [
      await send(`/api/games/${id}?locale=th-TH`, 'PATCH', { _status: 'published' }),
      await send(`/api/games/${id}?locale=en-US&draft=true`, 'PATCH', { title: 'x' }),
      await send(`/api/games/${id}`, 'DELETE'),
    ]
  }, id)
  expect(answers).toEqual([
    { status: 403, message: th.translatorRefusals.draftsOnly },
    {
      status: 403,
      message: th.translatorRefusals.notYourLanguage.replace('{{language}}', 'ภาษาอังกฤษ'),
    },
    { status: 403, message: th.translatorRefusals.delete.replace('{{entries}}', 'เกม') },
  ])

  // F8: the status page's filters count entries, and say so.
  await thai.goto('/admin/translations')
  const filters = thai.locator('.translation-status__states a')
  await expect(filters.first()).toBeVisible({ timeout: 30_000 })
  await expect(filters.nth(1)).toContainText(th.translationStatus.entriesMissingText)
  await expect(filters.nth(2)).toContainText(th.translationStatus.entriesNeedingUpdate)
  await expect(thai.locator('.translation-status__states')).not.toContainText(
    th.translationStatus.textsMissing,
  )
  const entries = Number((await filters.nth(1).locator('small').innerText()).replace(/\D/g, ''))
  const summary = await thai.locator('.translation-status__summary').innerText()
  // "n entries miss text or need update in ไทย" counts the same rows as the filters.
  expect(entries).toBeGreaterThan(0)
  expect(summary).toMatch(/\d/)

  // F10: a media item the translator may only read says why its form is greyed.
  const media = await thai.request.get('/api/media?limit=1&depth=0')
  const item = (await media.json()).docs[0] as { id: number }
  await thai.goto(`/admin/collections/media/${item.id}?locale=th-TH`)
  const note = thai.locator('.editors-only-note')
  await expect(note).toBeVisible({ timeout: 30_000 })
  await expect(note).toHaveText(th.editorsWork.mediaReadOnly)
  await expect(thai.locator('#field-alt')).toBeDisabled()
  await thai.screenshot({ path: test.info().outputPath('f10-thai-media.png'), fullPage: true })
  await thai.context().close()
})

test('drag handles are named, and dragging is told, in the admin’s language', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await openGame(editor, 'en-US', th.games.tabs.texts)
  const handle = editor.locator('#field-features .collapsible__drag').first()
  await expect(handle).toBeVisible({ timeout: 30_000 })
  await expect(handle).toHaveAttribute('aria-label', th.screenReader.dragToMove)
  await expect(handle).toHaveAttribute('aria-roledescription', th.screenReader.sortable)
  // Picked up with the keyboard, then put back: each thing dnd-kit's live region says, in Thai.
  await editor.evaluate(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[id^="DndLiveRegion"]'))
        if (region.textContent && said.at(-1) !== region.textContent) said.push(region.textContent)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await handle.focus()
  await editor.keyboard.press('Space')
  await editor.waitForTimeout(500)
  await editor.keyboard.press('Escape')
  const said = () => editor.evaluate(() => (window as unknown as { said: string[] }).said)
  await expect.poll(said, { timeout: 10_000 }).toContain('ยกเลิกการย้ายแล้ว แถวที่ 1 ยังอยู่ที่เดิม')
  // Picking up and being over its own place come at once: dnd-kit's region keeps the last.
  expect(await said()).toContain('แถวที่ 1 อยู่เหนือตำแหน่งที่ 1')
  expect((await said()).join(' ')).not.toMatch(/draggable|droppable/i)
  await editor.context().close()
})

test('restoring names the drafts it replaces, and dates its version now (F2, F3)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto(`/admin/collections/games/${id}/versions/${englishOnly}`)
  const restore = editor.getByRole('button', {
    name: thaiWord('version', 'restoreThisVersion'),
  })
  await expect(restore).toBeVisible({ timeout: 30_000 })
  await restore.click()
  const dialog = editor.locator('.confirmation-modal')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(th.editorial.versions.restoreAllLanguages)
  // The English is as in this version; the Thai title was written since.
  const languages = dialog.locator('.restore-changes__languages')
  await expect(languages).toHaveText(
    th.editorial.versions.restoreChanges.replace('{{languages}}', 'ภาษาไทย'),
    { timeout: 30_000 },
  )
  await expect(languages).toHaveAttribute('data-languages', 'th-TH')
  await editor.screenshot({ path: test.info().outputPath('f2-restore-confirmation.png') })
  // A draft's restore stays a draft, and its button says so.
  await dialog
    .getByRole('button', { name: thaiWord('version', 'restoreAsDraft'), exact: true })
    .click()
  await expect(editor).toHaveURL(new RegExp(`/admin/collections/games/${id}(\\?|$)`), {
    timeout: 30_000,
  })

  // F3: the version the restore wrote is dated now, its creation too.
  const version = await newestVersion(request)
  expect(Math.abs(Date.parse(version.updatedAt) - Date.parse(version.createdAt))).toBeLessThan(
    2_000,
  )
  await editor.goto(`/admin/collections/games/${id}/versions/${version.id}`)
  const elapsed = editor.locator('.view-version__version-to .view-version__time-elapsed')
  await expect(elapsed).toBeVisible({ timeout: 30_000 })
  const distance = formatDistanceToNow(new Date(version.updatedAt), { locale: thaiDates })
  await expect(elapsed).toHaveText(
    thaiWord('version', 'versionAgo').replace('{{distance}}', distance),
  )
  // And the newest version, compared with the drafts now, changes no language.
  await editor.getByRole('button', { name: thaiWord('version', 'restoreThisVersion') }).click()
  await expect(editor.locator('.restore-changes__languages')).toHaveText(
    th.editorial.versions.restoreChangesNone,
    { timeout: 30_000 },
  )
  await editor.context().close()
  void en
})
