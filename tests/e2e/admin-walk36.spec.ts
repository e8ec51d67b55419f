import { expect, test, type Page } from '@playwright/test'

import { adminMessages } from '@/labels'

import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * Walk 36, F5 and F9 in the browser: a Thai translator's form left open while the Thai texts change
 * elsewhere (here their own file, imported in another tab) put the old texts back at the next
 * keystroke, and nobody was told. Its autosave is now refused and says why, and the import stays.
 * F8: "Revert to published" asked to revert "this document's changes", and an editor feared it
 * wiped the translators' drafts; it reverts the language on screen, and now says so.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 993800 + (stamp % 90)
const people = {
  admin: `walk36-admin-${stamp}@test.example.com`,
  thai: `walk36-thai-${stamp}@test.example.com`,
  editor: `walk36-editor-${stamp}@test.example.com`,
}
const desktop = { viewport: { width: 1366, height: 900 } }
const { th } = adminMessages

let headers: Record<string, string>
let id: number

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.thai,
    password,
    name: `Malee ${stamp}`,
    role: 'translator',
    languages: ['th-TH'],
    language: 'th',
  })
  await apiWrite(request, headers, 'post', '/api/users', {
    email: people.editor,
    password,
    name: `Ann Editor ${stamp}`,
    role: 'editor',
    language: 'en',
  })
  const { doc } = await apiWrite(request, headers, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Lotus Falls ${stamp}`),
    subtitle: `Where the lotus blooms ${stamp}`,
  })
  id = doc.id
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `น้ำตกดอกบัว ${stamp}`,
    subtitle: `ที่ซึ่งดอกบัวบาน ${stamp}`,
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

test.afterAll(async ({ request }) => {
  await request.delete(`/api/games/${id}`, { headers })
})

/** The game's Thai form, settled, on its Texts tab. */
async function openThai(page: Page) {
  await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await page.waitForTimeout(2_000)
  await page.getByRole('button', { name: th.games.tabs.texts, exact: true }).first().click()
  await expect(page.locator('#field-subtitle')).toBeEditable({ timeout: 30_000 })
}

test('an open form’s autosave does not undo an import made meanwhile: it is refused, and says so (F5)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const page = await signInToAdmin(browser, people.thai, password, desktop)
  await openThai(page)
  const subtitle = page.locator('#field-subtitle')

  // First an ordinary autosave: the form saves over its own saves.
  const first = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /autosave=true/.test(response.url()),
    { timeout: 30_000 },
  )
  await subtitle.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' หนึ่ง')
  expect((await first).status()).toBe(200)

  // In another tab, the translator's file changes the Thai title.
  const key = `games/${gameId}/title`
  const imported = await page.evaluate(
    async ({ key }) => {
      const file = await (await fetch('/api/translations/export?locale=th-TH&format=json')).json()
      const answer = await fetch('/api/translations/import?locale=th-TH', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          texts: { [key]: { 'th-TH': 'ชื่อจากไฟล์ XLIFF', base: file.texts[key].base } },
        }),
      })
      return answer.json()
    },
    { key },
  )
  expect(imported).toMatchObject({ updated: 1 })

  // The open form goes on typing: its autosave would put the old title back.
  const second = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /autosave=true/.test(response.url()),
    { timeout: 30_000 },
  )
  await page.keyboard.type(' สอง')
  expect((await second).status()).toBe(409)
  await expect(page.locator('.toast-error, [data-sonner-toast][data-type="error"]')).toContainText(
    'ข้อความภาษาไทยของรายการนี้ถูกแก้จากที่อื่น',
    { timeout: 15_000 },
  )
  // What was typed is still on screen to copy, and the form says it is not stored until it is
  // reloaded (the toast goes in seconds: walk 37, F12).
  await expect(subtitle).toHaveValue(/สอง$/)
  const notice = page.locator('.changed-elsewhere')
  await expect(notice).toContainText('ข้อความภาษาไทยของรายการนี้ถูกแก้จากที่อื่น')
  await page.waitForTimeout(8_000)
  await expect(notice.getByRole('button', { name: 'โหลดหน้านี้ใหม่' })).toBeVisible()

  const stored = await request.get(
    `/api/games/${id}?draft=true&locale=th-TH&fallback-locale=null&depth=0`,
    { headers },
  )
  const draft = await stored.json()
  expect(draft.title).toBe('ชื่อจากไฟล์ XLIFF')
  expect(draft.subtitle).toMatch(/หนึ่ง$/)

  // Reloaded, the form shows the imported title and saves again.
  await openThai(page)
  await expect(page.locator('#field-title')).toHaveValue('ชื่อจากไฟล์ XLIFF')
  await expect(page.locator('.changed-elsewhere')).toHaveCount(0)
  const third = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && /autosave=true/.test(response.url()),
    { timeout: 30_000 },
  )
  await page.locator('#field-subtitle').click()
  await page.keyboard.press('End')
  await page.keyboard.type(' สาม')
  expect((await third).status()).toBe(200)
  await page.context().close()
})

test('“Revert to published” says it discards the draft of the language on screen and keeps the others (F8)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await apiWrite(request, headers, 'patch', `/api/games/${id}?locale=en-US&draft=true`, {
    subtitle: `A draft to throw away ${stamp}`,
  })
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  await page.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Revert to published' }).click()
  const dialog = page.locator('.confirmation-modal, dialog[open]').filter({ hasText: 'Revert' })
  await expect(dialog).toContainText('Revert to the published text?', { timeout: 15_000 })
  await expect(dialog).toContainText('The draft changes in the language on screen are discarded')
  await expect(dialog).toContainText('Drafts in other languages are kept.')
  await expect(dialog).not.toContainText("this document's changes")
  // And it reverts: Payload sends the published document back whole, which is no open form's
  // save (nothing refused as "changed elsewhere").
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(
              `/api/games/${id}?draft=true&locale=en-US&fallback-locale=null&depth=0`,
              { headers },
            )
          ).json()
        ).subtitle,
      { timeout: 15_000 },
    )
    .toBe(`Where the lotus blooms ${stamp}`)
  await page.context().close()
})
