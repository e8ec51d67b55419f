import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminMessages } from '@/labels'
import { languageInAdmin } from '@/i18n/languageNames'
import { sites } from '@/i18n/locales'
import { previewBarWords } from '@/i18n/previewBar'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * Walk 31's findings in the browser (issue #37): "Create New" took the last content language
 * (F1); the site's preview bar was English on every site (F2); the live preview's "Responsive"
 * (F3), the versions list's sort buttons' "Sort by {{label}}" (F4), and English names for screen
 * readers (F5: the header's "invisible", the rows' drag-and-drop help, the rich-text toolbar's
 * "text dropdown"); "Publish all languages" listed English as not marked ready (F6). Left open
 * after session 33: the rows' drag-and-drop help in English (F5), the versions list silent on a
 * language marked ready for review (F8), and the Versions tab counting one version fewer than the
 * list shows.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 993100 + (stamp % 90)
const people = {
  admin: `walk31c-admin-${stamp}@test.example.com`,
  editor: `walk31c-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk31c-thai-${stamp}@test.example.com`,
  hindiTranslator: `walk31c-hindi-${stamp}@test.example.com`,
  thaiEditor: `walk31c-thai-editor-${stamp}@test.example.com`,
  hindiEditor: `walk31c-hindi-editor-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Bangkok' }
const { en, hi, th } = adminMessages
/** The admin language each of those dictionaries is. */
const languageOf = new Map<object, string>([
  [en, 'en'],
  [hi, 'hi'],
  [th, 'th'],
])
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }

let headers: Record<string, string>
let id: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await api(request, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'en',
  })
  for (const [email, name, language] of [
    [people.thaiEditor, `Nok Editor ${stamp}`, 'th'],
    [people.hindiEditor, `Ravi Editor ${stamp}`, 'hi'],
  ])
    await api(request, 'post', '/api/users', { email, password, name, role: 'editor', language })
  for (const [email, name, locale, language] of [
    [people.thaiTranslator, `Somchai ${stamp}`, 'th-TH', 'th'],
    [people.hindiTranslator, `Priya ${stamp}`, 'hi-IN', 'hi'],
  ])
    await api(request, 'post', '/api/users', {
      email,
      password,
      name,
      role: 'translator',
      languages: [locale],
      language,
    })
  // Published in English with a feature row; a Thai draft never published; then an English
  // change not yet published.
  const { doc } = await api(request, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Tidewalker ${stamp}`),
    features: [{ text: 'Free spins' }, { text: 'Wild reels' }],
  })
  id = doc.id
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `คลื่นเดิน ${stamp}`,
    description: paragraph('เกมทดสอบ'),
  })
  await api(request, 'patch', `/api/games/${id}?locale=en-US&draft=true`, {
    subtitle: 'Walk the tide, tonight.',
  })
})

test('Create New opens in English after work in another language, and saves an English title (F1)', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  // Working in Thai: Payload keeps the language for the next screens.
  await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  await page.goto('/admin/collections/games/create')
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/locale=en-US/)
  await expect(page.locator('.app-header .localizer-button__current-label').first()).toHaveText(
    'English',
  )
  await page.context().close()
})

test('the preview bar speaks each site’s language (F2)', async ({ browser }) => {
  test.setTimeout(300_000)
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  // A page in draft mode is rendered anew each time: the walk's two sites and English (the words
  // of every language are there, by type, in src/i18n/previewBar.ts).
  for (const site of sites.filter(({ prefix }) => ['en', 'th', 'in'].includes(prefix))) {
    const words = previewBarWords[site.content]
    await page.goto(`/next/preview?path=${encodeURIComponent(`/${site.prefix}`)}`)
    const bar = page.locator('.preview-bar')
    await expect(bar, site.prefix).toContainText(words.drafts)
    await expect(bar.locator('a'), site.prefix).toHaveText(words.exit)
  }
  await page.goto(`/next/preview?path=${encodeURIComponent(`/th/detail/${gameId}`)}`)
  await expect(page.locator('.preview-bar')).toContainText(previewBarWords['th-TH'].drafts)
  await expect(page.locator('.preview-bar')).not.toContainText('Preview')
  await page.goto('/next/exit-preview?path=/en')
  await page.context().close()
})

test('a Hindi translator’s form and versions name everything in Hindi (F3, F4, F5)', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await signInToAdmin(browser, people.hindiTranslator, password, desktop)
  await page.goto(`/admin/collections/games/${id}?locale=hi-IN`)
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  // F5: the rich-text toolbar's dropdowns, with text selected (the rows' drag-and-drop help and
  // the header's spacer are read from the accessibility tree by a test of their own, below).
  const editor = page.locator('.rich-text-lexical .editor [contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.type('नमस्ते दुनिया')
  await page.keyboard.press('Shift+Home')
  const textDropdown = page.locator('button[data-dropdown-key="text"]').first()
  await expect(textDropdown).toHaveAttribute('aria-label', hi.screenReader.textDropdown)
  // F3: the live preview's sizes.
  await page.locator('.live-preview-toggler').first().click()
  const sizes = page.locator('.live-preview-toolbar-controls__breakpoint')
  await expect(sizes).toBeVisible({ timeout: 30_000 })
  await expect(sizes).toContainText(hi.screenReader.responsive)
  await expect(sizes).not.toContainText('Responsive')
  await page.locator('.live-preview-toggler').first().click()
  // F4: the versions list's sort buttons are named by their column.
  await page.goto(`/admin/collections/games/${id}/versions?locale=hi-IN`)
  const heading = page.locator('.sort-column').first()
  await expect(heading).toBeVisible({ timeout: 30_000 })
  const column = (await heading.locator('.sort-column__label').innerText()).trim()
  const buttons = heading.locator('button[aria-label]')
  await expect(buttons.first()).toBeAttached()
  for (const name of await buttons.evaluateAll((all) => all.map((b) => b.ariaLabel ?? '')))
    expect(name).toContain(column)
  await expect(page.locator('[aria-label*="{{"]')).toHaveCount(0)
  await page.context().close()
})

test('"Publish all languages" names only translations not marked ready (F6)', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  await page.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByRole('button', { name: 'Publish all languages' }).click()
  const unready = page.locator('.publish-all__unready')
  await expect(unready).toBeVisible()
  await expect(unready).toContainText('Thai')
  await expect(unready).not.toContainText('English')
  await page.context().close()
})

test('the Translations sidebar counts again after an English change is autosaved (F7)', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  await page.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
  const sidebar = page.locator('.game-translations')
  await expect(sidebar).toBeVisible()
  await page.waitForTimeout(1_500)
  // The Thai title was written from this English title: up to date.
  await expect(sidebar).not.toContainText(en.workflow.needsUpdateIn)
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/games\/\d+\?/.test(response.url()),
  )
  await page.locator('#field-title').fill(`Tidewalker Returns ${stamp}`)
  expect((await saved).ok()).toBe(true)
  await expect(sidebar).toContainText(en.workflow.needsUpdateIn)
  await expect(sidebar.locator('li', { hasText: 'ไทย' }).last()).toContainText(en.games.title)
  await page.context().close()
})

/**
 * What a screen reader is given on the page now: the name and description of each node of
 * Chromium's accessibility tree that is exposed, with its role description.
 */
async function spoken(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean
      name?: { value?: unknown }
      description?: { value?: unknown }
      properties?: { name: string; value: { value?: unknown } }[]
    }[]
  }
  await cdp.detach()
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({
      name: String(node.name?.value ?? ''),
      description: String(node.description?.value ?? ''),
      roleDescription: String(
        node.properties?.find((p) => p.name === 'roledescription')?.value.value ?? '',
      ),
    }))
}

const dragHelpInEnglish = 'To pick up a draggable item'

test('screen readers are given the drag-and-drop help in the admin’s language, and no “invisible” (F5)', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  for (const [email, language, words] of [
    [people.thaiEditor, 'th', th],
    [people.hindiEditor, 'hi', hi],
  ] as const) {
    const page = await signInToAdmin(browser, email, password, desktop)
    const helpOfRows = async (where: string) => {
      // Each row's drag handle is described by dnd-kit's help, in this language.
      const handles = page.locator('.array-field [aria-describedby][aria-roledescription]')
      await expect(handles.first(), where).toBeAttached({ timeout: 30_000 })
      // Each part appears once the page has run (dnd-kit adds its help after mounting).
      await expect(async () => {
        const described = await handles.evaluateAll((all) =>
          all.map((handle) => ({
            help: document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent,
            role: handle.getAttribute('aria-roledescription'),
          })),
        )
        for (const { help, role } of described) {
          expect(help?.trim(), where).toBe(words.screenReader.dragHelp)
          expect(role, where).toBe(words.screenReader.sortable)
        }
        const nodes = await spoken(page)
        const english = nodes.filter((node) =>
          [node.name, node.description].some((text) => text.includes(dragHelpInEnglish)),
        )
        expect(english, where).toEqual([])
        expect(
          nodes.filter((node) => node.description === words.screenReader.dragHelp).length,
          where,
        ).toBeGreaterThan(0)
        expect(
          nodes.filter((node) => node.roleDescription === 'sortable'),
          where,
        ).toEqual([])
        // The header's spacer copy of the language menu, named "invisible", is never exposed.
        expect(
          nodes.filter((node) => /invisible/i.test(node.name)),
          where,
        ).toEqual([])
      }).toPass({ timeout: 20_000 })
    }

    await page.goto(`/admin/collections/games/${id}?locale=en-US`)
    await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
    await helpOfRows(`${language}: the game's features`)
    // After a client navigation away and back: the form and its rows are rendered anew.
    await page.locator('a.doc-tab[href*="/versions"]').click()
    await expect(page.locator('.versions')).toBeVisible({ timeout: 30_000 })
    await page.goBack()
    await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
    await helpOfRows(
      `${language}: after a client navigation away and back (the form rendered anew)`,
    )
    await page.screenshot({
      path: test.info().outputPath(`f5-${language}-1366.png`),
      fullPage: true,
    })
    // The account page, whose only drag-and-drop area is Payload's own (every screen has it).
    await page.goto('/admin/account')
    await expect(page.locator('.app-header')).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() =>
        page.evaluate(
          (english) =>
            [...document.querySelectorAll('body div')].some(
              (element) => !element.children.length && element.textContent?.includes(english),
            ),
          dragHelpInEnglish,
        ),
      )
      .toBe(false)
    expect((await spoken(page)).filter((node) => /invisible/i.test(node.name))).toEqual([])
    await page.context().close()
  }

  // The page as the server sends it, before any script runs: the spacer is not exposed either.
  const login = await request.post('/api/users/login', {
    data: { email: people.thaiEditor, password },
  })
  const { token } = (await login.json()) as { token: string }
  const context = await browser.newContext({ ...desktop, javaScriptEnabled: false })
  const origin = new URL(test.info().project.use.baseURL!).origin
  await context.addCookies([
    { name: 'payload-token', value: token, url: origin },
    { name: 'payload-lng', value: 'th', url: origin },
  ])
  const page = await context.newPage()
  await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(page.locator('.app-header__localizer-spacing')).toBeAttached()
  expect((await spoken(page)).filter((node) => /invisible/i.test(node.name))).toEqual([])
  await context.close()
})

test.describe('a language marked ready for review, in the versions list and its tab (F8)', () => {
  test.describe.configure({ mode: 'serial' })
  const readyGameId = 993200 + (stamp % 90)
  let readyId: number
  const thaiTitle = `ทะเลดาว ${stamp}`

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    // Published in English on /en and /th; the Thai translator's draft, marked ready.
    const { doc } = await api(request, 'post', '/api/games?locale=en-US', {
      ...englishGameData(readyGameId, `Star Sea ${stamp}`),
      sites: ['en', 'th'],
    })
    readyId = doc.id
    const login = await request.post('/api/users/login', {
      data: { email: people.thaiTranslator, password },
    })
    const thai = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    await apiWrite(request, thai, 'patch', `/api/games/${readyId}?locale=th-TH&draft=true`, {
      title: thaiTitle,
      description: paragraph('ดาวบนผืนทะเล'),
    })
    const marked = await request.post(
      `/api/translations/review?locale=th-TH&collection=games&id=${readyId}`,
      { headers: thai, data: { ready: true } },
    )
    expect(marked.ok(), await marked.text()).toBe(true)
  })

  /** What the header says of Thai, then the versions list, its newest version first. */
  async function readyShown(page: Page, words: typeof en, where: string) {
    await page.goto(`/admin/collections/games/${readyId}?locale=th-TH`)
    await expect(page.locator('.status__value'), where).toHaveText(words.editorial.states.ready, {
      timeout: 30_000,
    })
    await page.goto(`/admin/collections/games/${readyId}/versions`)
    const rows = page.locator('.versions tbody tr')
    await expect(rows.first(), where).toBeVisible({ timeout: 30_000 })
    await expect(rows.first().locator('.version-state'), where).toContainText(
      words.editorial.versions.latest,
    )
    return rows
  }

  /** The newest version's row says Thai is marked ready, in the header's words; no other row does. */
  async function readyInVersions(page: Page, words: typeof en, where: string) {
    const rows = page.locator('.versions tbody tr')
    await expect(rows.first().locator('.version-state__ready'), where).toBeVisible()
    const ready = words.editorial.versions.readyIn.replace(
      '{{languages}}',
      languageInAdmin('th-TH', languageOf.get(words)!),
    )
    await expect(rows.first().locator('.version-state__ready'), where).toHaveText(ready)
    expect(ready).toContain(words.editorial.states.ready)
    await expect(page.locator('.version-state__ready'), where).toHaveCount(1)
  }

  test('the newest draft says Thai is ready for review, as the header does', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    for (const [email, words, size, name] of [
      [people.thaiTranslator, th, desktop, 'th-translator-1366'],
      [people.editor, en, desktop, 'en-editor-1366'],
      [people.hindiEditor, hi, desktop, 'hi-editor-1366'],
      [people.thaiTranslator, th, { ...desktop, ...phone }, 'th-translator-412'],
    ] as const) {
      const page = await signInToAdmin(browser, email, password, size)
      await readyShown(page, words, name)
      await readyInVersions(page, words, name)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      )
      await page.screenshot({ path: test.info().outputPath(`f8-${name}.png`), fullPage: true })
      await page.context().close()
    }
  })

  test('the Versions tab counts the versions the list shows, the drafts’ snapshot included', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    // "Publish in English" with an English draft: a publish, then the snapshot of every language's
    // drafts, which the list shows as the latest version.
    await api(request, 'patch', `/api/games/${readyId}?locale=en-US&draft=true&autosave=true`, {
      subtitle: `Under the star sea ${stamp}`,
    })
    const published = await request.patch(
      `/api/games/${readyId}?locale=en-US&publishSpecificLocale=en-US&depth=0`,
      { headers, data: { _status: 'published' } },
    )
    expect(published.status(), await published.text()).toBe(200)
    for (const [email, words, size, name] of [
      [people.editor, en, desktop, 'en-editor-1366'],
      [people.thaiTranslator, th, desktop, 'th-translator-1366'],
      [people.thaiTranslator, th, { ...desktop, ...phone }, 'th-translator-412'],
    ] as const) {
      const page = await signInToAdmin(browser, email, password, size)
      const rows = await readyShown(page, words, name)
      const shown = await rows.count()
      const tab = page.locator('.doc-tabs .pill-version-count')
      await expect(tab, name).toHaveText(String(shown))
      await expect(page.locator('.versions__page-info'), name).toContainText(` ${shown}`)
      // The same count on the form's tab.
      await page.locator('a.doc-tab').first().click()
      await expect(page.locator('#field-gameId')).toBeVisible({ timeout: 30_000 })
      await expect(tab, `${name}, form`).toHaveText(String(shown))
      await page.goto(`/admin/collections/games/${readyId}/versions`)
      await expect(rows.first()).toBeVisible({ timeout: 30_000 })
      // The snapshot, the newest version, holds the Thai draft marked ready.
      await readyInVersions(page, words, name)
      await page.screenshot({ path: test.info().outputPath(`count-${name}.png`), fullPage: true })
      await page.context().close()
    }
  })
})
