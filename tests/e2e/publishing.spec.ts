import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { format } from 'date-fns'
import { th } from 'date-fns/locale'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, signInToAdmin, newAdminHeaders } from '../support/adminSession'

/**
 * What the admin tells an editor and a translator about a game: one publication state per
 * language, the same in the document's header and in the list; a heading from the game id and
 * the best title there is; and a translator who signs in lands in their own language.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 990400 + (stamp % 90)
const people = {
  admin: `publishing-admin-${stamp}@test.example.com`,
  editor: `publishing-editor-${stamp}@test.example.com`,
  translator: `publishing-translator-${stamp}@test.example.com`,
}

const signIn = (browser: Browser, email: string) => signInToAdmin(browser, email, password)

let headers: Record<string, string>
let id: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await api(request, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Test editor ${stamp}`,
    role: 'editor',
    languages: [],
    language: 'en',
  })
  const { doc } = await api(
    request,
    'post',
    '/api/games?locale=en-US',
    englishGameData(gameId, `Status Carp ${stamp}`),
  )
  id = doc.id
})

const status = (page: Page) => page.locator('.doc-controls .status[data-state]')

test('a game without a Thai title is headed by its game id and English title, marked, in the header and the list', async ({
  browser,
}) => {
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(editor.locator('h1')).toHaveText(`${gameId} · Status Carp ${stamp} (English)`, {
    timeout: 30_000,
  })
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })

  await editor.goto(`/admin/collections/games?locale=th-TH&where[gameId][equals]=${gameId}`)
  const row = editor.locator('tbody tr', { hasText: String(gameId) })
  await expect(row).toContainText(`Status Carp ${stamp} (English)`)
  await expect(row).not.toContainText('<No')
  await expect(row.locator('.publication-state')).toHaveAttribute('data-state', 'draft')
  // The title opens the game, as the id does (walk 35, F2).
  await row.getByRole('link', { name: `Status Carp ${stamp} (English)` }).click()
  await expect(editor).toHaveURL(new RegExp(`/admin/collections/games/${id}(\\?|$)`))
  await expect(editor.locator('h1')).toContainText(`${gameId} · Status Carp ${stamp}`, {
    timeout: 30_000,
  })
})

test('after a one-language publish each language shows its own state, the same in the header and the list', async ({
  browser,
  request,
}) => {
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `ปลาคาร์ปสถานะ ${stamp}`,
    description: paragraph('เกมทดสอบ'),
  })
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(editor.locator('h1')).toHaveText(`${gameId} · ปลาคาร์ปสถานะ ${stamp}`, {
    timeout: 30_000,
  })
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })
  await editor.getByRole('button', { name: 'Publish in Thai' }).click()
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })
  await expect(status(editor)).toContainText('Published')
  await expect(editor.locator('#action-revert-to-published')).toHaveCount(0)

  await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })

  // An English draft waits: English says so, Thai stays published.
  await api(request, 'patch', `/api/games/${id}?locale=en-US&draft=true`, {
    subtitle: `Not yet public ${stamp}`,
  })
  await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(status(editor)).toHaveAttribute('data-state', 'changed', { timeout: 30_000 })
  await expect(editor.locator('#action-revert-to-published')).toBeVisible()
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })

  for (const [locale, state] of [
    ['th-TH', 'published'],
    ['en-US', 'changed'],
  ]) {
    await editor.goto(`/admin/collections/games?locale=${locale}&where[gameId][equals]=${gameId}`)
    const cell = editor
      .locator('tbody tr', { hasText: String(gameId) })
      .locator('.publication-state')
    await expect(cell).toHaveAttribute('data-state', state)
  }
})

test('the versions list names what each version published and what visitors read of it, once, in any language on screen', async ({
  browser,
}) => {
  // The game's history so far: published in all languages (made so), a Thai draft, "Publish in
  // ไทย", an English draft. Payload marked the Thai publish "Current Draft" on the English screen,
  // beside the real current draft.
  const editor = await signIn(browser, people.editor)
  for (const locale of ['en-US', 'th-TH']) {
    await editor.goto(`/admin/collections/games/${id}/versions?locale=${locale}`)
    const rows = editor.locator('.versions tbody tr')
    await expect(rows.first()).toBeVisible({ timeout: 30_000 })
    await expect(editor.locator('.versions')).not.toContainText('Current Draft')
    await expect(editor.locator('.versions')).not.toContainText('Currently Published')
    // Newest first: the English draft is the latest version, and the only one so marked.
    await expect(editor.getByText('Latest version')).toHaveCount(1)
    await expect(rows.first()).toContainText('Draft')
    await expect(rows.first()).toContainText('Latest version')
    const thai = rows.filter({ hasText: 'Published in Thai' })
    await expect(thai).toHaveCount(1)
    await expect(thai).toContainText('Live on the site in Thai')
    // The English visitors read is still the first publish's.
    const all = rows.filter({ hasText: 'Published in all languages' })
    await expect(all).toHaveCount(1)
    await expect(all).toContainText('Live on the site in English')
    await expect(editor.getByText(/^Live on the site in/)).toHaveCount(2)
  }
})

test('a translator made by an admin signs in to the admin in Thai, in the Thai content', async ({
  browser,
  request,
}) => {
  await api(request, 'post', '/api/users', {
    email: people.translator,
    password,
    name: `Test translator ${stamp}`,
    role: 'translator',
    languages: ['th-TH'],
  })
  const translator = await signIn(browser, people.translator)
  await expect(translator.locator('html')).toHaveAttribute('lang', 'th', { timeout: 15_000 })
  await expect(translator.locator('nav').first()).toContainText('เกม')
  await translator.goto(`/admin/collections/games/${id}`)
  await expect(translator.locator('h1')).toHaveText(`${gameId} · ปลาคาร์ปสถานะ ${stamp}`, {
    timeout: 30_000,
  })
  // Dates as Thai writes them, the day first and the time by the 24-hour clock (Payload's own
  // pattern wrote "พฤศจิกายน 29 2026, 6:18 ก่อนเที่ยง").
  const { updatedAt } = await (
    await translator.request.get(`/api/games/${id}?depth=0&draft=true`)
  ).json()
  await expect(translator.locator('.doc-controls__meta')).toContainText(
    format(new Date(updatedAt), 'd MMMM yyyy เวลา H:mm น.', { locale: th }),
  )

  // Their own account: their languages as text, nothing to unlock.
  await translator.goto('/admin/account')
  await expect(translator.locator('.languages-read-only')).toContainText('ไทย', { timeout: 30_000 })
  await expect(translator.locator('.languages-read-only .rs__multi-value__remove')).toHaveCount(0)
  await expect(translator.locator('#force-unlock')).toHaveCount(0)
})

test('an admin chooses a new account’s admin language on the create form', async ({ browser }) => {
  const admin = await signIn(browser, people.admin)
  await admin.goto('/admin/collections/users/create')
  await expect(admin.locator('#field-language')).toBeVisible({ timeout: 30_000 })
  // Headed as what it is, then by the name as it is typed ("[Untitled]" before: walk 52, F4).
  const heading = admin.locator('.doc-header__title')
  await expect(heading).toHaveText('New user')
  await admin.locator('#field-name').fill('Malee Srisuk')
  await expect(heading).toHaveText('Malee Srisuk')
  await expect(admin.getByText('Admin language', { exact: true })).toBeVisible()
  // A language is found by its name in the admin's words too, not only by its own (walk 52, F3).
  await admin.locator('#field-language .rs__control').click()
  await admin.keyboard.type('Thai')
  await expect(admin.locator('.rs__option')).toHaveText(['ไทย — Thai'])
})

test('the site’s language menu on a game page leads to the sites that show it, and elsewhere to that site’s home', async ({
  request,
  page,
}) => {
  // Listed on /en and /th, published in English only: /th/detail/… is a 404 until its Thai is.
  const listed = gameId + 500
  const { doc } = await api(request, 'post', '/api/games?locale=en-US', {
    ...englishGameData(listed, `Menu Carp ${stamp}`),
    sites: ['en', 'th'],
  })
  try {
    expect((await request.get(`/th/detail/${listed}`)).status()).toBe(404)
    await page.goto(`/en/detail/${listed}`)
    await page.locator('.language-menu summary').click()
    const menu = page.locator('.language-menu__panel')
    await expect(menu.locator('a[hreflang="en-US"]')).toHaveAttribute(
      'href',
      `/en/detail/${listed}`,
    )
    await expect(menu.locator('a[hreflang="th-TH"]')).toHaveAttribute('href', '/th')
    await expect(menu.locator('a[hreflang="ja-JP"]')).toHaveAttribute('href', '/jp')
    await menu.locator('a[hreflang="th-TH"]').click()
    await expect(page).toHaveURL(/\/th$/)
    await expect(page.locator('h1').first()).not.toHaveText(/404/)
  } finally {
    await request.delete(`/api/games/${doc.id}`, { headers })
  }
})
