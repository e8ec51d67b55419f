import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, signInToAdmin, newAdminHeaders } from '../support/adminSession'

/**
 * An editor in Bangkok schedules and publishes from the Thai screen: the schedule starts at Thai
 * and at their time zone, and anything that publishes every language first says which languages
 * would go out unfinished.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 990500 + (stamp % 90)
const people = {
  admin: `schedule-admin-${stamp}@test.example.com`,
  editor: `schedule-editor-${stamp}@test.example.com`,
}

let headers: Record<string, string>
let id: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

// The editor's browser keeps Bangkok time, which the schedule drawer starts at.
const signIn = (browser: Browser, email: string) =>
  signInToAdmin(browser, email, password, { timezoneId: 'Asia/Bangkok' })

const status = (page: Page) => page.locator('.doc-controls .status[data-state]')

/**
 * The test game's row in the translation status; `mark` reads its publication in one language.
 * The games come last, by game id; other tests' games may come after the test game, many pages
 * of them where the integration tests ran first: the page is found by halves, as the ids rise.
 */
async function matrixRow(page: Page) {
  const row = page.locator('.translation-matrix tbody tr', { hasText: String(gameId) })
  const idsOn = async (n: number) => {
    await page.goto(`/admin/translations?page=${n}`)
    await expect(page.locator('.translation-matrix tbody tr').first()).toBeVisible()
    const texts = await page.locator('.translation-matrix tbody tr').allInnerTexts()
    return texts.flatMap((text) => (/\b(99\d{4})\b/.exec(text) ? [Number(RegExp.$1)] : []))
  }
  // Page 999 shows the last page, whose link back names the page before it.
  await page.goto('/admin/translations?page=999')
  const previous = page.locator('a[rel="prev"]')
  const before = (await previous.count())
    ? Number(new URL((await previous.getAttribute('href'))!, page.url()).searchParams.get('page'))
    : 0
  const last = before + 1
  let low = 1
  let high = last - 1
  for (let tries = 0; tries < 12 && !(await row.count()) && low <= high; tries++) {
    const middle = Math.ceil((low + high) / 2)
    const ids = await idsOn(middle)
    if (await row.count()) break
    // A page of other entries, or of games numbered below the tests' own, comes before.
    if (ids.length && ids[0] > gameId) high = middle - 1
    else low = middle + 1
  }
  return row
}

const mark = (row: Locator, locale: string) =>
  row.locator(`td[data-locale="${locale}"] .translation-matrix__publication`)

async function openMenu(page: Page) {
  await page.locator('#action-save-popup .popup-button').click()
}

// Each test opens the game and the translation status more than once.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await api(request, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Schedule editor ${stamp}`,
    role: 'editor',
    languages: [],
    language: 'en',
  })
  const { doc } = await api(
    request,
    'post',
    '/api/games?locale=en-US',
    englishGameData(gameId, `Timed Koi ${stamp}`),
  )
  id = doc.id
  // A Thai draft nobody has marked ready for review.
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `ปลาคาร์ปตั้งเวลา ${stamp}`,
    description: paragraph('เกมทดสอบ'),
  })
})

test('the schedule drawer on the Thai screen starts at Thai and at the editor’s time zone, and schedules Thai alone', async ({
  browser,
}) => {
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })
  await openMenu(editor)
  await editor.locator('#schedule-publish').click()

  const drawer = editor.locator('.schedule-publish')
  await expect(drawer.locator('.schedule-publish__language .rs__single-value')).toHaveText('ไทย')
  await expect(drawer.locator('.timezone-picker .rs__single-value')).toHaveText(
    '(UTC+07:00) Bangkok',
  )
  await expect(drawer.locator('.schedule-publish__zone')).toHaveText(
    'Times are in (UTC+07:00) Bangkok, this computer’s time.',
  )
  // What goes out is the latest draft at that minute, not the draft as it is now (walk 37, F6).
  await expect(drawer.locator('.schedule-publish__latest')).toHaveText(
    'At that minute its latest draft goes live, with whatever is saved until then.',
  )

  const year = new Date().getFullYear() + 1
  await drawer.locator('.date-time-picker input').fill(`Jan 15, ${year} 10:00 AM`)
  await drawer.locator('.date-time-picker input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  const event = drawer.locator('.schedule-publish__events tbody tr')
  await expect(event).toHaveCount(1, { timeout: 15_000 })
  await expect(event).toHaveAttribute('data-locale', 'th-TH')
  // Named in the editor's admin language, as every language outside a pick-menu.
  await expect(event).toContainText('Thai')
  await expect(event).toContainText(`Jan 15, ${year}, 10:00 AM`)
  await expect(event).toContainText('(UTC+07:00) Bangkok')

  // Back on the Thai screen, the editor is told what goes live at that minute, and warned that
  // Thai is not marked ready for review (walk 35, F9).
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const note = editor.locator('.review-controls__scheduled')
  await expect(note).toContainText(String(year), { timeout: 30_000 })
  await expect(note).toContainText('its latest draft at that minute goes live')
  await expect(note.locator('strong')).toHaveText(
    'Thai isn’t marked as ready for review. Review it before then, or reschedule the publish.',
  )
  await openMenu(editor)
  await editor.locator('#schedule-publish').click()

  // Deleting asks first, naming the scheduled publish; Cancel keeps it (walk 29, F5).
  await event.getByRole('button', { name: 'Delete' }).click()
  const confirm = editor.locator('.confirmation-modal__content')
  await expect(confirm).toContainText(`Jan 15, ${year}, 10:00 AM`)
  await expect(confirm).toContainText('Thai')
  await editor.locator('#confirm-cancel').click()
  await expect(event).toHaveCount(1)
  await event.getByRole('button', { name: 'Delete' }).click()
  await editor.locator('#confirm-action').click()
  await expect(drawer.locator('.schedule-publish__events')).toHaveCount(0, { timeout: 15_000 })

  // Nothing was published: Thai is still a draft, English still published.
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })
  await editor.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })
})

test('a scheduled publish of all languages is confirmed first, naming the Thai draft not ready for review', async ({
  browser,
}) => {
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })
  await openMenu(editor)
  await editor.locator('#schedule-publish').click()

  const drawer = editor.locator('.schedule-publish')
  await drawer.locator('.schedule-publish__language .rs__control').click()
  await editor.locator('.rs__option', { hasText: 'All languages' }).click()
  const year = new Date().getFullYear() + 1
  await drawer.locator('.date-time-picker input').fill(`Jan 15, ${year} 10:00 AM`)
  await drawer.locator('.date-time-picker input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()

  const confirmation = editor.locator('.publish-all')
  await expect(confirmation).toContainText('Schedule a publish of every language?')
  await expect(confirmation.locator('li[data-locale="th-TH"]')).toHaveAttribute(
    'data-state',
    'draft',
  )
  await expect(confirmation.locator('li[data-locale="en-US"]')).toHaveAttribute(
    'data-state',
    'published',
  )
  await expect(confirmation.locator('.publish-all__unready')).toContainText('Thai')
  await expect(confirmation.locator('.publish-all__unready')).not.toContainText('English')
  await confirmation.locator('#confirm-cancel').click()
  // Nothing was scheduled.
  await expect(drawer.locator('.schedule-publish__events')).toHaveCount(0)
})

test('"Publish all languages" lists each language’s state first, and publishes only when confirmed', async ({
  browser,
}) => {
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })

  await openMenu(editor)
  await editor.locator('#publish-all-locales').click()
  const confirmation = editor.locator('.publish-all')
  await expect(confirmation).toContainText('Publish every language?')
  await expect(confirmation.locator('li[data-locale="th-TH"]')).toContainText('Draft (unpublished)')
  await expect(confirmation.locator('.publish-all__unready')).toContainText('Thai')
  await confirmation.locator('#confirm-cancel').click()
  await editor.reload()
  await expect(status(editor)).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })

  await openMenu(editor)
  await editor.locator('#publish-all-locales').click()
  await confirmation.locator('#confirm-action').click()
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })
  const thai = mark(await matrixRow(editor), 'th-TH')
  await expect(thai).toHaveAttribute('data-state', 'published')
  await expect(thai).toHaveAttribute('title', 'Published')
})

test('"Schedule publish" on a game with nothing left to publish still starts at a publish of the language on screen', async ({
  browser,
}) => {
  // Published in every language by the test above: Payload's drawer started at "Unpublish" here,
  // with no language shown.
  const editor = await signIn(browser, people.editor)
  await editor.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(status(editor)).toHaveAttribute('data-state', 'published', { timeout: 30_000 })
  await openMenu(editor)
  await editor.locator('#schedule-publish').click()
  const drawer = editor.locator('.schedule-publish')
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: 'Unpublish' })).not.toBeChecked()
  await expect(drawer.locator('.schedule-publish__language .rs__single-value')).toHaveText('ไทย')
})
