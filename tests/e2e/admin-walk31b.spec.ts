import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * The admin as walks 29 and 30 found it (issue #37), where the behaviour lives in the browser: a
 * version's comparison of a slot listed the fishing games' special shots, left the cover's row
 * unnamed and struck Thai words in part (walk 29 F1, walk 30 F2); its breadcrumb dated the version
 * in UTC, cut before the time (F1); the matrix's filter links ran off a phone (F8); the schedule
 * picker wrote a Thai date in US order with a 12-hour clock (F9); the Hindi lock dialog put "since"
 * before the date (F10).
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 990900 + (stamp % 90)
const people = {
  admin: `walk31b-admin-${stamp}@test.example.com`,
  editor: `walk31b-editor-${stamp}@test.example.com`,
  thaiEditor: `walk31b-thai-editor-${stamp}@test.example.com`,
  thaiTranslator: `walk31b-thai-translator-${stamp}@test.example.com`,
  hindiTranslator: `walk31b-hindi-translator-${stamp}@test.example.com`,
}
const bangkok = { timezoneId: 'Asia/Bangkok' }
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, ...bangkok }
const desktop = { viewport: { width: 1366, height: 900 }, ...bangkok }

let headers: Record<string, string>
let id: number
let versionId: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await api(request, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'en',
  })
  await api(request, 'post', '/api/users', {
    email: people.thaiEditor,
    password,
    name: `Nok Editor ${stamp}`,
    role: 'editor',
    language: 'th',
  })
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
  // A slot (the games' default kind), published in English.
  const { doc } = await api(
    request,
    'post',
    '/api/games?locale=en-US',
    englishGameData(gameId, `Lantern Tide ${stamp}`),
  )
  id = doc.id
  // Its Thai draft: a title, a subtitle and a cover of its own.
  const media = await request.get('/api/media?limit=1&depth=0', { headers })
  const [cover] = (await media.json()).docs as { id: number }[]
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `โคมลอยกลางท่า ${stamp}`,
    subtitle: 'โคมกระดาษลอยเหนือท่าเรือยามสนธยา',
    cover: cover.id,
  })
  const versions = await request.get(
    `/api/games/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`,
    { headers },
  )
  versionId = ((await versions.json()).docs as { id: number }[])[0].id
})

test.afterAll(async ({ request }) => {
  await request.delete(`/api/games/${id}`, { headers })
})

/** The newest version's page, compared with the published one before it, its rows drawn. */
async function openVersion(page: Page) {
  await page.goto(`/admin/collections/games/${id}/versions/${versionId}`)
  await expect(
    page.locator('.render-field-diffs__field').filter({ visible: true }).first(),
  ).toBeVisible({ timeout: 30_000 })
}

test('a slot’s version comparison lists only the fields its form shows, each named, and its status whole', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const translator = await signInToAdmin(browser, people.thaiTranslator, password, desktop)
  await openVersion(translator)
  const comparison = translator.locator('.view-version__diff-wrap, .render-field-diffs--parent')
  // No special shots: the form shows them for fishing games alone (walk 29, F1).
  await expect(comparison.first()).not.toContainText('กระสุนพิเศษ')
  // Every row is named: the cover's too, beside its language.
  const cover = translator.locator('.field-diff-label', { hasText: 'ภาพปก' })
  await expect(cover).toHaveCount(1)
  for (const label of await translator.locator('.field-diff-label').all())
    expect((await label.innerText()).replace(/^\s*(ไทย|English)\s*/, '').trim()).not.toBe('')
  // The status, published → draft, each word whole: no part of a word is struck (walk 30, F2).
  const status = translator.locator('.field-diff-container', {
    has: translator.locator('.field-diff-label', { hasText: /^สถานะ$/ }),
  })
  await expect(status).toHaveCount(1)
  const [before, after] = await status.locator('.field-diff-content > *').all()
  expect((await before.innerText()).trim()).toBe('เผยแพร่แล้ว')
  expect((await after.innerText()).trim()).toBe('ฉบับร่าง')
  // Payload's own marked the changed letters, each in a span of its own.
  for (const marked of await status.locator('[data-match-type]').all())
    expect(['', 'เผยแพร่แล้ว', 'ฉบับร่าง']).toContain((await marked.innerText()).trim())
  // Payload's Thai for the version compared with, in the words a Thai editor uses.
  await expect(translator.locator('.view-version__version-from')).toContainText('ฉบับที่เผยแพร่อยู่')
  await translator.screenshot({
    path: test.info().outputPath('version-th-1366.png'),
    fullPage: true,
  })
  await translator.context().close()
})

test('a version’s breadcrumb dates it in the reader’s zone, as the page does, whole', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  for (const [email, size] of [
    [people.hindiTranslator, desktop],
    [people.thaiTranslator, desktop],
    [people.thaiTranslator, phone],
  ] as const) {
    const reader = await signInToAdmin(browser, email, password, size)
    await openVersion(reader)
    const onPage = reader.locator('.view-version__version-to-version')
    const crumb = reader.locator('.step-nav__last')
    // The page's time, in the breadcrumb's short form of the date (Bangkok's, as on the page).
    const time = /\d{1,2}:\d{2}/
    const pageTime = time.exec(await onPage.innerText())?.[0]
    expect(pageTime).toBeTruthy()
    await expect.poll(async () => time.exec(await crumb.innerText())?.[0]).toBe(pageTime)
    // Nothing of it is cut: not at its end, nor at its start on a phone (s42 readers).
    expect(await crumb.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    )
    const box = await crumb.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.viewport.width)
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    await reader.screenshot({
      path: test.info().outputPath(`breadcrumb-${email.split('-')[1]}-${size.viewport.width}.png`),
    })
    await reader.context().close()
  }
})

test('the translation status’s filter links wrap within a 412 px phone', async ({ browser }) => {
  const translator = await signInToAdmin(browser, people.thaiTranslator, password, phone)
  await translator.goto('/admin/translations')
  const links = translator.locator('.translation-status__states a')
  await expect(links).toHaveCount(3)
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(412)
  }
  expect(await translator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    412,
  )
  await translator.screenshot({ path: test.info().outputPath('matrix-th-412.png'), fullPage: true })
  await translator.context().close()
})

test('the Thai schedule drawer writes its time as the upcoming events do, and says so in Thai', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const editor = await signInToAdmin(browser, people.thaiEditor, password, desktop)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(editor.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await editor.locator('#action-save-popup .popup-button').click()
  await editor.locator('#schedule-publish').click()
  const drawer = editor.locator('.schedule-publish')
  await expect(drawer).toContainText('ยังไม่มีการตั้งเวลา')
  await drawer.locator('.date-time-picker input').click()
  await editor.locator('.react-datepicker__navigation--next').click()
  await editor
    .locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)')
    .click()
  await editor.locator('.react-datepicker__time-list-item', { hasText: /^21:30$/ }).click()
  const field = drawer.locator('.date-time-picker input')
  // "15 ธ.ค. 2026 21:30": day, month, year, a 24-hour clock, as the events row writes it.
  await expect(field).toHaveValue(/^15 \S+ \d{4} 21:30$/)
  await editor.screenshot({ path: test.info().outputPath('schedule-th-picked.png') })
  await drawer.locator('#scheduled-publish-save').click()
  await expect(editor.locator('.payload-toast-container')).toContainText('ตั้งเวลาแล้ว')
  const event = drawer.locator('.schedule-publish__events tbody tr')
  await expect(event).toHaveCount(1, { timeout: 15_000 })
  const value = /^15 \S+ \d{4}/.exec(await field.inputValue().catch(() => ''))
  if (value) await expect(event).toContainText(value[0])
  await editor.screenshot({ path: test.info().outputPath('schedule-th-saved.png') })
  await editor.context().close()
})

test('the Hindi lock dialog puts the date before “से”, as Hindi says since when', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The editor types in the game's Hindi (an editor in another language does not hold the Hindi
  // translator up).
  const editor = await signInToAdmin(browser, people.editor, password, desktop)
  await editor.goto(`/admin/collections/games/${id}?locale=hi-IN`)
  await expect(editor.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await editor.getByRole('button', { name: 'Texts', exact: true }).first().click()
  await expect(editor.locator('#field-subtitle')).toBeEditable({ timeout: 30_000 })
  await editor.locator('#field-subtitle').fill(`साँझ की लालटेनें ${stamp}`)
  await editor.waitForTimeout(4_000)

  for (const size of [desktop, phone]) {
    const translator = await signInToAdmin(browser, people.hindiTranslator, password, size)
    await translator.goto(`/admin/collections/games/${id}?locale=hi-IN`)
    const since = translator.locator('.document-locked__content p').nth(1)
    await expect(since).toBeVisible({ timeout: 30_000 })
    // "30 नवंबर 2026, 21:26 से संपादन जारी": the date first, bold, then "since" (on a 24-hour
    // clock, the month without an English comma: src/labels/adminDates.ts).
    // As the reader sees it (innerText: the space Payload leaves before the date is not drawn).
    await expect
      .poll(async () => (await since.innerText()).trim())
      .toMatch(/^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} से संपादन जारी$/)
    await expect(since.locator('strong')).toHaveText(/^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2}/)
    await translator.screenshot({
      path: test.info().outputPath(`lock-hi-${size.viewport.width}.png`),
    })
    await translator.context().close()
  }
  await editor.context().close()
})
