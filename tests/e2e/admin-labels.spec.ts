import { expect, test, type Page } from '@playwright/test'

import { adminLanguageOf, contentLocales } from '@/i18n/locales'
import { adminMessages } from '@/labels'
import { newAdminHeaders, staffContext } from '../support/adminSession'

/**
 * Payload's own words around our labels, in every admin language: the dashboard's "Create new"
 * button and the list's sort buttons name the collection and the column in the admin's language
 * (a screen reader read "Create new [object Object]" and "Sort by [object Object] ascending").
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const admin = `labels-admin-${stamp}@test.example.com`
const editor = `labels-editor-${stamp}@test.example.com`

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/users', {
    headers: await newAdminHeaders(request, admin, password),
    data: { email: editor, password, name: `${stamp}`, role: 'editor' },
  })
  expect(created.status()).toBe(201)
})

/** Every accessible name and title on the screen that Payload built around a label. */
const namesOn = (page: Page) =>
  page
    .locator('[aria-label], [title]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    )

test('Payload’s buttons name our collections and columns in each admin language', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const page = await (
    await staffContext(browser, { viewport: { width: 1280, height: 900 } })
  ).newPage()
  await page.goto('/admin/login')
  expect(
    (await page.request.post('/api/users/login', { data: { email: editor, password } })).ok(),
  ).toBe(true)
  const problems: string[] = []
  for (const locale of contentLocales) {
    const language = adminLanguageOf[locale]
    const { games } = adminMessages[language]
    await page
      .context()
      .addCookies([{ name: 'payload-lng', value: language, url: new URL(page.url()).origin }])

    await page.goto('/admin')
    const create = page.locator('a[href$="/collections/games/create"]').first()
    await expect(create).toBeVisible({ timeout: 30_000 })
    const createName = (await create.getAttribute('aria-label')) ?? ''
    if (!createName.includes(games.plural))
      problems.push(`${language} dashboard: "${createName}" does not name ${games.plural}`)
    for (const name of await namesOn(page))
      if (name.includes('[object')) problems.push(`${language} dashboard: "${name}"`)

    await page.goto(`/admin/collections/games?locale=${locale}`)
    const sortGameId = page.locator('#heading-gameId .sort-column__button').first()
    await expect(sortGameId).toBeVisible({ timeout: 30_000 })
    const sortName = (await sortGameId.getAttribute('aria-label')) ?? ''
    if (!sortName.includes(games.gameId))
      problems.push(`${language} games list: "${sortName}" does not name ${games.gameId}`)
    for (const name of await namesOn(page))
      if (name.includes('[object')) problems.push(`${language} games list: "${name}"`)
  }
  expect(problems).toEqual([])
})
