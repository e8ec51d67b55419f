import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { ownAddress } from '../support/addresses'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * The admin as walk 31 left it (issue #37), where the behaviour lives in the browser. F4: after
 * "Publish in English" while a Thai draft waited, the versions list called the English publish the
 * latest version (the drafts Payload keeps after a one-language publish, the real newest version,
 * were hidden), and the publish's comparison, with the autosave before it, showed the Thai draft
 * struck out as if the publish had removed it. F6: after a scheduled publish, "Last Modified" gave
 * the drafts' time, and nothing said when the copy went live.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 991000 + (stamp % 90)
const people = {
  admin: `walk32-admin-${stamp}@test.example.com`,
  editor: `walk32-editor-${stamp}@test.example.com`,
  thaiEditor: `walk32-thai-editor-${stamp}@test.example.com`,
}
const bangkok = { timezoneId: 'Asia/Bangkok' }
const phone = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, ...bangkok }
const desktop = { viewport: { width: 1366, height: 900 }, ...bangkok }
const thaiTitle = `โคมทองริมน้ำ ${stamp}`
const englishSubtitle = `Lanterns over the quay ${stamp}`

let headers: Record<string, string>
let id: number
/** The version "Publish in English" wrote. */
let englishPublish: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

type VersionDoc = { id: number; updatedAt: string; publishedLocale?: string | null }

/** The newest version of the game that published this language alone (none before it runs). */
async function publishOf(request: APIRequestContext, locale: string) {
  const answer = await request.get(
    `/api/games/versions?where[parent][equals]=${id}&where[snapshot][not_equals]=true&where[version._status][equals]=published&sort=-updatedAt&limit=20&depth=0`,
    { headers },
  )
  const text = await answer.text()
  expect(answer.ok(), text).toBe(true)
  const docs = (JSON.parse(text) as { docs: VersionDoc[] }).docs
  return docs.find((doc) => doc.publishedLocale === locale)!
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  // Six writes, each saving versions and refreshing the translation status, on a busy machine.
  test.setTimeout(240_000)
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
  // Published in English on /en and /th; then a Thai translator's draft, and an English draft.
  const { doc } = await api(request, 'post', '/api/games?locale=en-US', {
    ...englishGameData(gameId, `Golden Quay ${stamp}`),
    sites: ['en', 'th'],
  })
  id = doc.id
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: thaiTitle,
    description: paragraph('โคมกระดาษลอยเหนือท่าเรือ'),
  })
  await api(request, 'patch', `/api/games/${id}?locale=en-US&draft=true&autosave=true`, {
    subtitle: englishSubtitle,
  })
  // "Publish in English", as the form's button sends it.
  const published = await request.patch(
    `/api/games/${id}?locale=en-US&publishSpecificLocale=en-US&depth=0`,
    { headers, data: { _status: 'published' } },
  )
  expect(published.status(), await published.text()).toBe(200)
  englishPublish = (await publishOf(request, 'en-US')).id
})

test.afterAll(async ({ request }) => {
  await request.delete(`/api/games/${id}`, { headers })
})

/** The versions list's row of one version. */
const rowOf = (page: Page, version: number) =>
  page.locator('.versions tbody tr', {
    has: page.locator(`a[href$="/versions/${version}"]`),
  })

test('after “Publish in English” while a Thai draft waits, the versions list calls the drafts, not the publish, the latest', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  for (const [email, size, words] of [
    [
      people.editor,
      desktop,
      { draft: 'Draft', latest: 'Latest version', en: 'Published in English' },
    ],
    [
      people.thaiEditor,
      desktop,
      { draft: 'ฉบับร่าง', latest: 'เวอร์ชันล่าสุด', en: 'เผยแพร่แล้ว: ภาษาอังกฤษ' },
    ],
    [
      people.thaiEditor,
      phone,
      { draft: 'ฉบับร่าง', latest: 'เวอร์ชันล่าสุด', en: 'เผยแพร่แล้ว: ภาษาอังกฤษ' },
    ],
  ] as const) {
    const page = await signInToAdmin(browser, email, password, size)
    await page.goto(`/admin/collections/games/${id}/versions`)
    const first = page.locator('.versions tbody tr').first().locator('.version-state')
    await expect(first).toBeVisible({ timeout: 30_000 })
    // The newest version is the drafts of every language as they stand, the Thai one included.
    await expect(first).toContainText(words.latest)
    await expect(first).toContainText(words.draft)
    await expect(first).not.toContainText(words.en)
    // The publish says what it did, and is not called the latest.
    const publish = rowOf(page, englishPublish).locator('.version-state')
    await expect(publish).toContainText(words.en)
    await expect(publish).not.toContainText(words.latest)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    )
    await page.screenshot({
      path: test.info().outputPath(`versions-${email.split('-')[1]}-${size.viewport.width}.png`),
      fullPage: true,
    })
    await page.context().close()
  }
})

test('the publish in English is compared with the publish before it: the Thai draft is not shown removed', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  for (const [email, size] of [
    [people.editor, desktop],
    [people.thaiEditor, phone],
  ] as const) {
    const page = await signInToAdmin(browser, email, password, size)
    await page.goto(`/admin/collections/games/${id}/versions`)
    await rowOf(page, englishPublish).locator('a').first().click()
    await expect(page).toHaveURL(new RegExp(`/versions/${englishPublish}`))
    const diff = page.locator('.view-version')
    await expect(
      page.locator('.render-field-diffs__field').filter({ visible: true }).first(),
    ).toBeVisible({
      timeout: 30_000,
    })
    // Not the Thai draft, which the publish left where it was.
    await expect(diff).not.toContainText(thaiTitle)
    await expect(diff).not.toContainText('โคมกระดาษลอยเหนือท่าเรือ')
    // What the publish changed for visitors: the English subtitle.
    await expect(diff).toContainText(englishSubtitle)
    await page.screenshot({
      path: test
        .info()
        .outputPath(`publish-compared-${email.split('-')[1]}-${size.viewport.width}.png`),
      fullPage: true,
    })
    await page.context().close()
  }
})

test('the drafts after the publish, opened from the list, still hold the Thai draft', async ({
  browser,
}) => {
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  await page.goto(`/admin/collections/games/${id}/versions`)
  await page.locator('.versions tbody tr').first().locator('a').first().click()
  await expect(
    page.locator('.render-field-diffs__field').filter({ visible: true }).first(),
  ).toBeVisible({
    timeout: 30_000,
  })
  // Compared with the publish: what the drafts hold that visitors do not read yet.
  await expect(page.locator('.view-version')).toContainText(thaiTitle)
  await page.context().close()
})

/** The id of the admin's server action (the layout's `serverFunction`) in the build under test. */
function adminActionId(): string {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { filename?: string }> }
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === 'src/app/(payload)/layout.tsx',
  )
  if (!found) throw new Error('The build has no server action of the admin’s layout.')
  return found[0]
}

test('after a scheduled publish, the header says when the language on screen was published, in the admin’s language', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  // A later English draft, and its publish scheduled a few seconds ahead, as the drawer sends it.
  await api(request, 'patch', `/api/games/${id}?locale=en-US&draft=true&autosave=true`, {
    subtitle: `${englishSubtitle}, at dusk`,
  })
  const login = await request.post('/api/users/login', {
    headers: ownAddress(),
    data: { email: people.editor, password },
  })
  const token = (await login.json()).token as string
  const scheduled = await request.post('/admin', {
    headers: {
      authorization: `JWT ${token}`,
      'next-action': adminActionId(),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
    data: JSON.stringify([
      {
        name: 'schedule-publish',
        args: {
          type: 'publish',
          date: `$D${new Date(Date.now() + 8_000).toISOString()}`,
          doc: { relationTo: 'games', value: String(id) },
          localeToPublish: 'en-US',
          timezone: 'Asia/Bangkok',
        },
      },
    ]),
  })
  expect(scheduled.status()).toBe(200)
  expect(await scheduled.text()).not.toContain('"error"')
  let version = await publishOf(request, 'en-US')
  for (let waited = 0; waited < 150_000 && version.id === englishPublish; waited += 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    version = await publishOf(request, 'en-US')
  }
  expect(version.id, 'the scheduled publish went out').not.toBe(englishPublish)

  for (const [email, size, label] of [
    [people.editor, desktop, 'Published'],
    [people.thaiEditor, desktop, 'เผยแพร่เมื่อ'],
    [people.thaiEditor, phone, 'เผยแพร่เมื่อ'],
  ] as const) {
    const page = await signInToAdmin(browser, email, password, size)
    // The versions list dates the scheduled publish; the header dates it the same way.
    await page.goto(`/admin/collections/games/${id}/versions`)
    const dated = rowOf(page, version.id).locator('a').first()
    await expect(dated).toHaveText(/\d{4}/, { timeout: 30_000 })
    const when = (await dated.innerText()).trim()

    await page.goto(`/admin/collections/games/${id}?locale=en-US`)
    const line = page.locator('.doc-controls .published-at')
    await expect(line).toBeVisible({ timeout: 30_000 })
    await expect(line).toContainText(label)
    await expect(line.locator('.doc-controls__value')).toHaveText(when)
    const box = (await line.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width)
    await page.screenshot({
      path: test
        .info()
        .outputPath(`published-at-${email.split('-')[1]}-${size.viewport.width}.png`),
    })
    // Thai, never published, has no such line.
    await page.goto(`/admin/collections/games/${id}?locale=th-TH`)
    await expect(page.locator('.doc-controls .status[data-state]')).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.locator('.doc-controls .published-at')).toHaveCount(0)
    await page.context().close()
  }
})

test('the publish in English is restored from its page, as before', async ({ browser }) => {
  const page = await signInToAdmin(browser, people.editor, password, desktop)
  await page.goto(`/admin/collections/games/${id}/versions/${englishPublish}`)
  await page.locator('.view-version__restore button').first().click()
  await page.locator('#confirm-action').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/restored/i, {
    timeout: 30_000,
  })
  await page.context().close()
})
