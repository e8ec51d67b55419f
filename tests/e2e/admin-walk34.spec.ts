import { expect, test } from '@playwright/test'
import { en as payloadEnglish } from '@payloadcms/translations/languages/en'
import { th as payloadThai } from '@payloadcms/translations/languages/th'

import { adminMessages } from '@/labels'

import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'
import { payloadWordIn } from '../shared/adminWords'

/** Payload's Thai word as the Thai admin shows it (our correction where there is one). */
const thaiWord = (group: string, key: string) => payloadWordIn('th', payloadThai, group, key)

/**
 * Walk 34's findings in the browser: a game id another game has was refused with the field's key
 * in the toast and nothing on the field (F7); "Restore this version" published at once in every
 * language while its confirmation spoke only of drafts (F6); a translator read a media item's size
 * in English and was offered "Edit image" (F11), and a rich text they may only read invited them
 * to type (F9).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const takenId = 994300 + (stamp % 90)
const restoredId = takenId + 100
const takenTitle = `Lantern River ${stamp}`
const people = {
  admin: `walk34-admin-${stamp}@test.example.com`,
  editor: `walk34-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk34-thai-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 }, timezoneId: 'Europe/London' }
const { en, th } = adminMessages
const subtitles = { first: `Home tonight ${stamp}`, second: `Home ${stamp}`, third: `Far ${stamp}` }

let headers: Record<string, string>
/** The game whose versions are restored. */
let restored: number

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'en',
  })
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.thaiTranslator,
    password,
    name: `Nok ${stamp}`,
    role: 'translator',
    languages: ['th-TH'],
    language: 'th',
  })
  await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(takenId, takenTitle),
  })
  const { doc } = await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(restoredId, `Restored River ${stamp}`),
    subtitle: subtitles.first,
  })
  restored = doc.id
  await apiWrite(request, headers, 'patch', `/api/games/${restored}?locale=en-US`, {
    subtitle: subtitles.second,
    _status: 'published',
  })
})

/** The game's published versions, oldest first. */
async function publishedVersions(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(
    `/api/games/versions?where[parent][equals]=${restored}&where[version._status][equals]=published&sort=createdAt&depth=0&limit=50`,
    { headers },
  )
  expect(response.ok()).toBe(true)
  return (await response.json()).docs as { id: number; version: { subtitle?: string } }[]
}

/** The English subtitle visitors read through the public API. */
async function publicSubtitle(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(`/api/games/${restored}?locale=en-US&depth=0`)
  return response.ok() ? ((await response.json()) as { subtitle?: string }).subtitle : undefined
}

test('a new game with a game id another game has is told so on the field, naming that game (F7; walk 36, F4)', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto('/admin/collections/games/create?locale=en-US')
  await expect(editor.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await editor.locator('#field-gameId').fill(String(takenId))
  await editor.locator('#field-title').fill(`Duplicate ${stamp}`)
  await editor.locator('#field-theme .rs__control').click()
  await editor.locator('.rs__option').first().click()
  await editor.getByRole('button', { name: 'Save Draft' }).click()
  // On the game id's own field (a new game's first save checks every language: slow under load).
  await expect(editor.locator('.field-type:has(#field-gameId) .field-error').first()).toHaveText(
    `Game ID ${takenId} is already used by “${takenTitle}”.`,
    { timeout: 60_000 },
  )
  // Nothing was made.
  await expect(editor).toHaveURL(/\/admin\/collections\/games\/create/)
  await editor.context().close()
})

test('restoring says whether the site changes at once, and then does as it said (F6)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const first = (await publishedVersions(request)).find(
    (version) => version.version.subtitle === subtitles.first,
  )!
  expect(first).toBeDefined()
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  const asDraft = payloadEnglish.translations.version.restoreAsDraft

  // "Restore this version" of a published version: live at once, in every language.
  await editor.goto(`/admin/collections/games/${restored}/versions/${first.id}`)
  const restore = editor.getByRole('button', {
    name: payloadEnglish.translations.version.restoreThisVersion,
  })
  await expect(restore).toBeVisible({ timeout: 30_000 })
  await restore.click()
  const dialog = editor.locator('.confirmation-modal')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(/restore this game to how it was on/)
  await expect(dialog).not.toContainText('document')
  const site = dialog.locator('.restore-changes__site')
  await expect(site).toHaveText(
    `${en.editorial.versions.restoreGoesLive} ${en.editorial.versions.restoreCheckFirst.replace('{{asDraft}}', asDraft)}`,
    { timeout: 30_000 },
  )
  await expect(site).toHaveAttribute('data-restore', 'published')
  await editor.screenshot({ path: test.info().outputPath('f6-restore-goes-live.png') })
  await dialog
    .getByRole('button', {
      name: payloadWordIn('en', payloadEnglish, 'general', 'restore'),
      exact: true,
    })
    .click()
  await expect(editor).toHaveURL(new RegExp(`/admin/collections/games/${restored}(\\?|$)`), {
    timeout: 30_000,
  })
  await expect.poll(() => publicSubtitle(request), { timeout: 30_000 }).toBe(subtitles.first)

  // Published again; then "Restore as draft" of the same version: the site keeps what it had.
  await apiWrite(request, headers, 'patch', `/api/games/${restored}?locale=en-US`, {
    subtitle: subtitles.third,
    _status: 'published',
  })
  await expect.poll(() => publicSubtitle(request), { timeout: 30_000 }).toBe(subtitles.third)
  await editor.goto(`/admin/collections/games/${restored}/versions/${first.id}`)
  await expect(restore).toBeVisible({ timeout: 30_000 })
  await editor.locator('.view-version__restore .popup-button').first().click()
  await editor.locator('.popup-button-list__button', { hasText: asDraft }).click()
  await expect(dialog).toBeVisible()
  await expect(site).toHaveText(en.editorial.versions.restoreStaysDraft, { timeout: 30_000 })
  await expect(site).toHaveAttribute('data-restore', 'draft')
  await editor.screenshot({ path: test.info().outputPath('f6-restore-as-draft.png') })
  await dialog.getByRole('button', { name: asDraft, exact: true }).click()
  await expect(editor).toHaveURL(new RegExp(`/admin/collections/games/${restored}(\\?|$)`), {
    timeout: 30_000,
  })
  const draft = await request.get(`/api/games/${restored}?locale=en-US&draft=true&depth=0`, {
    headers,
  })
  expect(((await draft.json()) as { subtitle?: string }).subtitle).toBe(subtitles.first)
  await editor.waitForTimeout(2_000)
  expect(await publicSubtitle(request)).toBe(subtitles.third)
  await editor.context().close()
})

test('the Thai restore confirmation says so in Thai', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const first = (await publishedVersions(request))[0]
  const thaiEditor = `walk34-thai-editor-${stamp}@test.example.com`
  await apiWrite(request, headers, 'post', '/api/users', {
    email: thaiEditor,
    password,
    name: `Pim ${stamp}`,
    role: 'editor',
    language: 'th',
  })
  const editor = await signInToAdmin(browser, thaiEditor, password, desktop)
  await editor.goto(`/admin/collections/games/${restored}/versions/${first.id}`)
  const restore = editor.getByRole('button', {
    name: thaiWord('version', 'restoreThisVersion'),
  })
  await expect(restore).toBeVisible({ timeout: 30_000 })
  await restore.click()
  const site = editor.locator('.confirmation-modal .restore-changes__site')
  await expect(site).toContainText(th.editorial.versions.restoreGoesLive, { timeout: 30_000 })
  await expect(site).toContainText(thaiWord('version', 'restoreAsDraft'))
  await editor.context().close()
})

/** Payload's "155 bytes" / "12KB", as Intl writes the size in the admin's language. */
function sizeIn(language: string, bytes: number) {
  if (bytes < 1024)
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(bytes)
  const power = Math.floor(Math.log(bytes) / Math.log(1024))
  const unit = (['kilobyte', 'megabyte', 'gigabyte'] as const)[power - 1]
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
    parseFloat((bytes / 1024 ** power).toFixed(0)),
  )
}

test('a translator reads a media item’s size in Thai, with no “Edit image” (F11)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const media = await request.get('/api/media?where[mimeType][like]=image&limit=1&depth=0', {
    headers,
  })
  const item = (await media.json()).docs[0] as { id: number; filesize: number }
  expect(item).toBeDefined()

  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  await thai.goto(`/admin/collections/media/${item.id}?locale=th-TH`)
  await expect(thai.locator('.editors-only-note')).toBeVisible({ timeout: 30_000 })
  const size = thai.locator('.file-meta__size-type')
  await expect(size).toContainText(sizeIn('th', item.filesize), { timeout: 10_000 })
  await expect(size).not.toContainText(/bytes|\dKB/)
  await expect(thai.locator('.file-field__edit')).toBeHidden()
  await thai.screenshot({ path: test.info().outputPath('f11-thai-media.png') })
  // The site settings, greyed for a translator too, say why in Thai (F13).
  await thai.goto('/admin/globals/site-settings?locale=th-TH')
  await expect(thai.locator('.editors-only-note')).toHaveText(th.editorsWork.settingsReadOnly, {
    timeout: 30_000,
  })
  await thai.context().close()

  // An editor, who may change it, keeps the button.
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto(`/admin/collections/media/${item.id}`)
  await expect(editor.locator('.file-field__edit')).toBeVisible({ timeout: 30_000 })
  await editor.goto('/admin/globals/site-settings')
  await expect(editor.locator('#field-studioName')).toBeEditable({ timeout: 30_000 })
  await expect(editor.locator('.editors-only-note')).toHaveCount(0)
  await editor.context().close()
})

test('a rich text the translator may only read invites no typing (F9)', async ({ browser }) => {
  test.setTimeout(120_000)
  const thai = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  const placeholder = '.LexicalEditorTheme__placeholder'
  // Hindi, which this translator may only read, has no description yet.
  await thai.goto(`/admin/collections/games/${restored}?locale=hi-IN`)
  const readOnly = thai.locator('.rich-text-lexical--read-only')
  await expect(readOnly.first()).toBeVisible({ timeout: 30_000 })
  await expect(thai.locator(`.rich-text-lexical--read-only ${placeholder}`).first()).toBeAttached()
  await expect(thai.locator(`.rich-text-lexical--read-only ${placeholder}`).first()).toBeHidden()
  await thai.screenshot({ path: test.info().outputPath('f9-hindi-read-only.png') })
  // The translator's own Thai, empty too, invites typing as before.
  await thai.goto(`/admin/collections/games/${restored}?locale=th-TH`)
  const editable = thai.locator(
    `.rich-text-lexical:not(.rich-text-lexical--read-only) ${placeholder}`,
  )
  await expect(editable.first()).toBeVisible({ timeout: 30_000 })
  await thai.context().close()
})
