import { expect, test, type Browser } from '@playwright/test'

import { createStaff, gameDocId, newAdminHeaders, signInQuickly } from '../support/adminSession'

/**
 * Walk 33's findings in the admin, each as its user met it.
 */
const gameId = 445
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const people = {
  admin: `walk33-admin-${stamp}@test.example.com`,
  editor: `walk33-editor-${stamp}@test.example.com`,
  translator: `walk33-translator-${stamp}@test.example.com`,
}
const thaiTitle = `สล็อตเดินสาย ${stamp}`
let id: number
let englishTitle: string

test.beforeAll(async ({ request }) => {
  const headers = await newAdminHeaders(request, people.admin, password)
  await createStaff(
    request,
    headers,
    [
      ['editor', people.editor, []],
      ['translator', people.translator, ['th-TH']],
    ],
    password,
    `Walk 33 ${stamp}`,
  )
  id = await gameDocId(request, headers, gameId)
  const english = await request.get(`/api/games/${id}?locale=en-US&depth=0`, { headers })
  englishTitle = (await english.json()).title
  const changed = await request.patch(`/api/games/${id}?locale=th-TH&draft=true`, {
    headers,
    data: { title: thaiTitle },
  })
  expect(changed.ok(), await changed.text()).toBe(true)
})

const signIn = (browser: Browser, email: string) => signInQuickly(browser, email, password)

test('the versions list is headed, and its breadcrumb named, as the game is: its game id and title in the language on screen (F1)', async ({
  browser,
}) => {
  for (const [email, locale, title] of [
    [people.editor, 'en-US', englishTitle],
    [people.translator, 'th-TH', thaiTitle],
  ] as const) {
    const page = await signIn(browser, email)
    await page.goto(`/admin/collections/games/${id}/versions?locale=${locale}`)
    const heading = `${gameId} · ${title}`
    // Payload headed it by the database id ("1", "87"), not the game's.
    await expect(page.locator('.doc-header__title')).toHaveText(heading, { timeout: 30_000 })
    await expect(page.locator('.step-nav')).toContainText(heading)
    await page.context().close()
  }
})
