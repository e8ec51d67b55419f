import { expect, test, type Page } from '@playwright/test'

import { adminMessages } from '@/labels'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * Walk 34's findings F14 and F12 in the browser: switching the content language dropped what was
 * typed within the autosave's delay (F14); on a 412 px phone the rich text's toolbar ran past the
 * screen's edge, and its icon buttons had no name (F12).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 993700 + (stamp % 90)
const people = {
  admin: `walk34b-admin-${stamp}@test.example.com`,
  editor: `walk34b-editor-${stamp}@test.example.com`,
  hindiTranslator: `walk34b-hindi-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 } }
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }
const { en, hi } = adminMessages

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
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.hindiTranslator,
    password,
    name: `Asha ${stamp}`,
    role: 'translator',
    languages: ['hi-IN'],
    language: 'hi',
  })
  const { doc } = await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Monsoon Lanterns ${stamp}`),
    subtitle: `Lanterns in the rain ${stamp}`,
  })
  id = doc.id
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=hi-IN&draft=true`, {
    title: `मानसून लालटेन ${stamp}`,
    subtitle: `बारिश में लालटेन ${stamp}`,
    description: paragraph('बारिश की रात में लालटेनों का खेल, पाँच रीलों पर।'),
  })
})

// Each test starts with the game free: a closed browser sends no release.
test.beforeEach(async ({ request }) => {
  const removed = await request.delete(
    `/api/payload-locked-documents?where[document.value][equals]=${id}&where[document.relationTo][equals]=games`,
    { headers },
  )
  expect(removed.ok(), await removed.text()).toBe(true)
})

/** The game's form in a language, settled, on its Texts tab. */
async function openGame(page: Page, locale: string, texts: string) {
  await page.goto(`/admin/collections/games/${id}?locale=${locale}`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  // The form settles after it first appears (the input was replaced under the typing).
  await page.waitForTimeout(2_000)
  await page.getByRole('button', { name: texts, exact: true }).first().click()
  await expect(page.locator('#field-subtitle')).toBeEditable({ timeout: 30_000 })
}

/** The draft's subtitle in a language, as stored. */
async function storedSubtitle(
  request: import('@playwright/test').APIRequestContext,
  locale: string,
) {
  const response = await request.get(
    `/api/games/${id}?draft=true&locale=${locale}&fallback-locale=null&depth=0`,
    { headers },
  )
  return (await response.json()).subtitle as string
}

for (const [who, email, locale, other, texts] of [
  ['an editor', people.editor, 'en-US', 'th-TH', en.games.tabs.texts],
  ['a translator', people.hindiTranslator, 'hi-IN', 'en-US', hi.games.tabs.texts],
] as const)
  test(`${who} switching the language right after typing keeps what was typed (F14)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const page = await signInToAdmin(browser, email, password, desktop)
    await openGame(page, locale, texts)
    const subtitle = page.locator('#field-subtitle')
    const typed = `${await subtitle.inputValue()} switched ${who.length}`
    await subtitle.click()
    await page.keyboard.press('End')
    await page.keyboard.type(` switched ${who.length}`)
    // At once, within the autosave's delay: Payload's language menu switched there and then.
    await page.locator('.app-header__localizer .localizer-button').click()
    await page.locator(`.popup__content .localizer__locale-code[data-locale="${other}"]`).click()
    await expect(page).toHaveURL(new RegExp(`locale=${other}`), { timeout: 30_000 })
    expect(await storedSubtitle(request, locale)).toBe(typed)
    await openGame(page, locale, texts)
    await expect(page.locator('#field-subtitle')).toHaveValue(typed)
    await page.context().close()
  })

test('on a 412 px phone in Hindi, the rich text’s toolbar stays on the screen and names every button (F12)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await signInToAdmin(browser, people.hindiTranslator, password, phone)
  await page.goto(`/admin/collections/games/${id}?locale=hi-IN`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await page.getByRole('button', { name: hi.games.tabs.texts, exact: true }).first().click()
  const text = page.locator('.rich-text-lexical .editor [contenteditable="true"]').first()
  await expect(text).toBeVisible({ timeout: 30_000 })
  await text.scrollIntoViewIfNeeded()
  // Selected as a finger selects: the whole paragraph, then the toolbar shows over it.
  await text.click()
  await page.keyboard.press('ControlOrMeta+a')
  const toolbar = page.locator('.inline-toolbar-popup')
  await expect(toolbar).toHaveCSS('opacity', '1', { timeout: 15_000 })
  const box = (await toolbar.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(412)
  const buttons = toolbar.locator('button')
  expect(await buttons.count()).toBeGreaterThan(5)
  for (const button of await buttons.all()) {
    const inside = (await button.boundingBox())!
    expect(inside.x + inside.width).toBeLessThanOrEqual(412)
    // Named in Hindi: no Latin letter in it (the buttons had no name at all).
    const name = await button.evaluate((element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
    )
    expect(name, await button.evaluate((element) => element.outerHTML.slice(0, 200))).not.toBe('')
    expect(name).not.toMatch(/[A-Za-z]{2}/)
  }
  await expect(toolbar.locator('button[data-button-key="bold"]')).toHaveAccessibleName(
    hi.screenReader.formatting.bold,
  )
  await expect(toolbar.locator('button[data-button-key="link"]')).toHaveAccessibleName('लिंक')
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  expect(sideways).toBe(false)
  await page.context().close()
})
