import { expect, test, type APIRequestContext, type Route } from '@playwright/test'

import { format } from 'date-fns'
import { th } from 'date-fns/locale'

import { paragraph } from '../support/richText'
import { englishGameData } from '../support/testGame'
import { apiWrite, newAdminHeaders, signInToAdmin } from '../support/adminSession'

/**
 * What the admin says when someone reaches another's work: a translator at an editors' "Create
 * New", and anyone opening a document a colleague is editing, each in their own admin language.
 */
const password = 'a-long-test-password'
const stamp = Date.now() % 100000
const gameId = 990700 + (stamp % 90)
const people = {
  admin: `others-admin-${stamp}@test.example.com`,
  editor: `others-editor-${stamp}@test.example.com`,
  thaiEditor: `others-thai-editor-${stamp}@test.example.com`,
  translator: `others-translator-${stamp}@test.example.com`,
}

let headers: Record<string, string>
let id: number

const api = (request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) =>
  apiWrite(request, headers, method, path, data)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  headers = await newAdminHeaders(request, people.admin, password)
  const account = (email: string, role: string, language: string, languages: string[] = []) =>
    api(request, 'post', '/api/users', {
      email,
      password,
      name: `${role} ${language} ${stamp}`,
      role,
      languages,
      language,
    })
  await account(people.editor, 'editor', 'en')
  await account(people.thaiEditor, 'editor', 'th')
  await account(people.translator, 'translator', 'th', ['th-TH'])
  const { doc } = await api(
    request,
    'post',
    '/api/games?locale=en-US',
    englishGameData(gameId, `Locked Carp ${stamp}`),
  )
  id = doc.id
})

test.afterAll(async ({ request }) => {
  await request.delete(`/api/games/${id}`, { headers })
})

test('a translator at Media → Create New is told, in Thai, that media are the editors’ work, with the way back', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto('/admin/collections/media/create')
  const view = translator.locator('.editors-work')
  await expect(view.locator('h1')).toHaveText('งานของบรรณาธิการ', { timeout: 30_000 })
  await expect(view).toContainText('เฉพาะบรรณาธิการเท่านั้นที่เพิ่มรายการในสื่อได้')
  await expect(translator.getByText('Unauthorized')).toHaveCount(0)
  // The admin's own frame stays: its menu, in Thai.
  await expect(translator.locator('nav').first()).toContainText('เกม')
  await view.getByRole('link', { name: 'กลับไปที่สื่อ' }).click()
  await expect(translator).toHaveURL(/\/admin\/collections\/media\/?(\?|$)/)

  // An editor at the same address gets the upload form.
  const editor = await signInToAdmin(browser, people.editor, password)
  await editor.goto('/admin/collections/media/create')
  await expect(editor.locator('.file-field, input[type="file"]').first()).toBeAttached({
    timeout: 30_000,
  })
  await expect(editor.locator('.editors-work')).toHaveCount(0)
  await expect(editor.locator('.doc-header__title')).toHaveText('New image or video')
})

test('a translator at Users → Create New is told, in Thai, that accounts are the admins’ work, not the editors’', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto('/admin/collections/users/create')
  const view = translator.locator('.editors-work')
  // Editors cannot make accounts either: "ask an editor" sent the translator to the wrong person.
  await expect(view.locator('h1')).toHaveText('งานของผู้ดูแลระบบ', { timeout: 30_000 })
  await expect(view).toContainText('เฉพาะผู้ดูแลระบบของสตูดิโอ')
  await expect(view).not.toContainText('บรรณาธิการ')
  await translator.context().close()
})

test('the Thai admin draws its Thai in a Thai font on a computer that has none', async ({
  browser,
}) => {
  // This test machine has no Thai or Devanagari font: the translator's whole admin was boxes.
  const translator = await signInToAdmin(browser, people.translator, password)
  await expect(translator.locator('nav').first()).toContainText('เกม', { timeout: 30_000 })
  const loaded = () =>
    translator.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, ''))
    })
  await expect.poll(loaded, { timeout: 15_000 }).toContain('Noto Sans Thai')
  await translator.context().close()
})

test('the Listing tab names the extra languages in the admin’s words, and draws their names in fonts that have them', async ({
  browser,
  request,
}) => {
  const named = await request.patch(`/api/games/${id}?locale=en-US&draft=true`, {
    headers,
    data: { names: { myMM: 'ကြယ်ရောင်ဆိပ်ကမ်း', kmKH: 'កំពង់ផ្កាយ' } },
  })
  expect(named.ok(), await named.text()).toBe(true)
  const editor = await signInToAdmin(browser, people.editor, password)
  await editor.goto(`/admin/collections/games/${id}`)
  await editor.locator('button', { hasText: 'Listing' }).first().click()
  // Labelled in English for the English admin: their own scripts were unreadable (s43 readers).
  await expect(editor.getByText('Burmese (my-MM)')).toBeVisible({ timeout: 30_000 })
  await expect(editor.getByText('Khmer (km-KH)')).toBeVisible()
  await expect(editor.locator('#field-names__myMM')).toHaveValue('ကြယ်ရောင်ဆိပ်ကမ်း')
  // Drawn in a face of its script (this machine, like many, has no Myanmar or Khmer font: without
  // one the names were boxes).
  const loaded = () =>
    editor.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, ''))
    })
  await expect
    .poll(loaded, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Noto Sans Myanmar', 'Noto Sans Khmer']))
  await editor.context().close()
})

test('a colleague opening a game an editor is typing in is told who, since when in their admin language, and cannot overwrite it', async ({
  browser,
  request,
}) => {
  // Three sign-ins, a page each, and the autosaves on a machine under load.
  test.setTimeout(240_000)
  const locks = async () => {
    const response = await request.get(
      `/api/payload-locked-documents?depth=0&where[document.value][equals]=${id}&where[document.relationTo][equals]=games`,
      { headers },
    )
    return (await response.json()).totalDocs as number
  }
  const draftTitle = async () => {
    const response = await request.get(`/api/games/${id}?draft=true&locale=en-US&depth=0`, {
      headers,
    })
    return (await response.json()).title as string
  }
  const editor = await signInToAdmin(browser, people.editor, password)
  const openToType = async () => {
    await editor.goto(`/admin/collections/games/${id}`)
    // The form settles after it first appears (the input was replaced under the typing), on the
    // tab the editor had open last (Listing, in the test before).
    await expect(editor.locator('form[data-form-ready="true"]')).toBeAttached({ timeout: 30_000 })
    await editor.waitForTimeout(2_000)
    await editor.locator('button', { hasText: 'Texts' }).first().click()
    await expect(editor.locator('#field-title')).toBeEditable({ timeout: 30_000 })
    await editor.locator('#field-title').click()
    await editor.keyboard.press('End')
  }
  await openToType()
  await editor.keyboard.type(' Edit')
  // The game autosaves what was typed (every 1.5 s): the lock outlives the autosave, which
  // removed it before (no one else was ever told who was editing).
  await expect.poll(draftTitle, { timeout: 30_000 }).toBe(`Locked Carp ${stamp} Edit`)
  await editor.waitForTimeout(2_000)
  expect(await locks()).toBe(1)
  // The editor types on after the autosave and keeps every letter, through the next autosave.
  await editor.keyboard.type(' Kept')
  await expect.poll(draftTitle, { timeout: 30_000 }).toBe(`Locked Carp ${stamp} Edit Kept`)
  await editor.waitForTimeout(2_000)
  await expect(editor.locator('#field-title')).toHaveValue(`Locked Carp ${stamp} Edit Kept`)
  await expect(editor.locator('.document-take-over, .document-locked')).toHaveCount(0)
  expect(await locks()).toBe(1)

  const colleague = await signInToAdmin(browser, people.thaiEditor, password)
  await colleague.goto(`/admin/collections/games/${id}`)
  const dialog = colleague.locator('.document-locked__content')
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toContainText(`editor en ${stamp}`)
  const since = dialog.locator('p').nth(1).locator('strong')
  // As the rest of the Thai admin writes dates (date-fns' Thai "PPPp"), not "Nov 29, 2026, 4:45 PM".
  await expect(since).toContainText(format(new Date(), 'MMMM', { locale: th }))
  await expect(since).not.toHaveText(/AM|PM|[A-Z][a-z]{2} \d/)
  expect((await since.textContent()) ?? '').toMatch(/\d{1,2}:\d{2}/)

  // The colleague's save is refused while the lock lives, and the editor's text stays.
  const refused = await colleague.evaluate(async (gameId) => {
    const response = await fetch(`/api/games/${gameId}?autosave=true&draft=true&locale=en-US`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Overwritten by a colleague' }),
    })
    return response.status
  }, id)
  expect(refused).toBe(423)
  expect(await draftTitle()).toBe(`Locked Carp ${stamp} Edit Kept`)
  // The colleague going elsewhere leaves the editor's lock as it is.
  await colleague.goto('/admin/collections/games')
  await colleague.context().close()
  await editor.waitForTimeout(1_000)
  expect(await locks()).toBe(1)

  // The editor leaving the game ends the lock: within the admin (its breadcrumb to the list)…
  await editor.locator('.step-nav a[href="/admin/collections/games"]').click()
  await expect(editor).toHaveURL(/\/admin\/collections\/games\/?(\?|$)/)
  await expect.poll(locks, { timeout: 15_000 }).toBe(0)
  // …and to another address (or closing the tab), after typing again.
  await openToType()
  await editor.keyboard.type('!')
  await expect.poll(draftTitle, { timeout: 30_000 }).toBe(`Locked Carp ${stamp} Edit Kept!`)
  expect(await locks()).toBe(1)
  await editor.goto('about:blank')
  await expect.poll(locks, { timeout: 15_000 }).toBe(0)
  await editor.context().close()
})

test('a translator in a language not theirs is told why the fields are greyed, with the way to theirs', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=ja-JP`)
  const note = translator.locator('.review-controls__read-only')
  await expect(note).toContainText('คุณแปลเป็นภาษาไทย ส่วนภาษาญี่ปุ่นคุณอ่านได้อย่างเดียว', {
    timeout: 30_000,
  })
  await expect(translator.locator('#field-title')).toBeDisabled()
  // English is named in the admin's language, as the English reference boxes name it (walk 35, F11).
  await translator.goto(`/admin/collections/games/${id}?locale=en-US`)
  await expect(note).toContainText('คุณแปลเป็นภาษาไทย ส่วนภาษาอังกฤษคุณอ่านได้อย่างเดียว', {
    timeout: 30_000,
  })
  await expect(note).not.toContainText('English')
  await note.getByRole('link', { name: 'เปิดฉบับภาษาไทย' }).click()
  await expect(translator).toHaveURL(new RegExp(`/admin/collections/games/${id}\\?locale=th-TH`))
  await expect(translator.locator('#field-title')).toBeEditable({ timeout: 30_000 })
  await expect(translator.locator('.review-controls__read-only')).toHaveCount(0)
  await translator.context().close()
})

test('a translator is offered Copy to locale into their own language only, from any language, on games and globals', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const translator = await signInToAdmin(browser, people.translator, password)
  /**
   * What the screen offers to copy, and that Payload's own "Copy to locale" (every language) is
   * not: a game has no ⋯ menu for a translator (Payload shows it to who may add or delete), a
   * global has one, where Payload's item is.
   */
  const offers = async (path: string, menu: boolean) => {
    await translator.goto(path)
    await expect(translator.locator('.review-controls__read-only')).toBeVisible({
      timeout: 30_000,
    })
    const dots = translator.locator('.doc-controls__dots')
    if (menu) {
      await dots.click()
      await expect(translator.locator('.popup__content')).toHaveCount(1)
      await expect(translator.locator('#copy-locale-data__button')).toBeHidden()
      await translator.keyboard.press('Escape')
    } else await expect(dots).toHaveCount(0)
    return translator.locator('.review-controls__copy').allTextContents()
  }
  // A game, from Japanese and from English; a global, from English: into Thai only, each time.
  expect(await offers(`/admin/collections/games/${id}?locale=ja-JP`, false)).toEqual([
    'คัดลอกข้อความภาษาญี่ปุ่นไปยังภาษาไทย',
  ])
  expect(await offers('/admin/globals/terms-page?locale=en-US', true)).toEqual([
    'คัดลอกข้อความภาษาอังกฤษไปยังภาษาไทย',
  ])
  expect(await offers(`/admin/collections/games/${id}?locale=en-US`, false)).toEqual([
    'คัดลอกข้อความภาษาอังกฤษไปยังภาษาไทย',
  ])

  // The copy fills the game's empty Thai from the English, as a Thai draft, and opens the Thai.
  const english = await (
    await request.get(`/api/games/${id}?draft=true&locale=en-US&depth=0`, { headers })
  ).json()
  await translator.locator('.review-controls__copy').click()
  // It says first what it fills and what it keeps, and after, that it is done (walk 35, F15).
  const confirm = translator.locator('.confirmation-modal__content')
  await expect(confirm).toContainText(
    'คัดลอกข้อความภาษาอังกฤษไปใส่ในช่องภาษาไทยที่ยังว่างอยู่ใช่ไหม ช่องที่มีข้อความภาษาไทยอยู่แล้วจะไม่ถูกเปลี่ยน',
  )
  await translator.locator('#confirm-action').click()
  await expect(translator.locator('.payload-toast-container')).toContainText('คัดลอกแล้ว')
  await expect(translator).toHaveURL(new RegExp(`/admin/collections/games/${id}\\?locale=th-TH`), {
    timeout: 30_000,
  })
  await expect(translator.locator('#field-title')).toHaveValue(english.title, { timeout: 30_000 })
  const thai = await (
    await request.get(`/api/games/${id}?draft=true&locale=th-TH&depth=0&fallback-locale=null`, {
      headers,
    })
  ).json()
  expect(thai.title).toBe(english.title)
  // Nothing of it is published: the published Thai still has no title.
  const published = await (
    await request.get(`/api/games/${id}?locale=th-TH&depth=0&fallback-locale=null`, { headers })
  ).json()
  expect(published.title ?? null).toBeNull()
  await translator.context().close()
})

test('right after “mark ready” the translator’s header says ready for review, as the editor’s does', async ({
  browser,
  request,
}) => {
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `ปลาคาร์ปล็อก ${stamp}`,
    description: paragraph('เกมทดสอบ'),
  })
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const status = translator.locator('.doc-controls .status[data-state]')
  await expect(status).toHaveAttribute('data-state', 'draft', { timeout: 30_000 })
  await translator.locator('#action-ready-for-review').click()
  await expect(translator.locator('.review-controls')).toContainText('✓ ภาษาไทยพร้อมตรวจทานแล้ว', {
    timeout: 30_000,
  })
  // Without a reload: the header read its state once, and kept "Draft, not published".
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
  await expect(status).toContainText('พร้อมตรวจทาน')
  await translator.context().close()
})

/** The server's answer when it is too busy for a client (429, in English). */
const busy = (route: Route) =>
  route.fulfill({
    status: 429,
    contentType: 'application/json',
    body: JSON.stringify({ errors: [{ message: 'Too many requests; retry in a moment.' }] }),
  })

// Walk 55: a mark clicked while an autosave was on its way came to nothing, without a word.
test('“mark ready” waits for the autosave of what was just typed, and a refusal is never silent', async ({
  browser,
  request,
}) => {
  await api(request, 'patch', `/api/games/${id}?locale=th-TH&draft=true`, {
    title: `ปลาคาร์ปล็อก ${stamp} ๒`,
    description: paragraph('เกมทดสอบ'),
  })
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
  const mark = translator.locator('#action-ready-for-review')
  // Marked ready by the test before: withdrawn first.
  const withdraw = translator.locator('.review-controls button', { hasText: 'ยกเลิก' })
  await expect(mark.or(withdraw)).toBeVisible({ timeout: 30_000 })
  if (await withdraw.isVisible()) await withdraw.click()
  await expect(mark).toBeEnabled({ timeout: 30_000 })
  await translator.locator('#field-subtitle').fill(`คำโปรยใหม่ ${stamp}`)
  await expect(mark).toBeDisabled()
  // Saved by the autosave: the mark may go.
  await expect(mark).toBeEnabled({ timeout: 30_000 })
  // Refused by the server for its own reasons (too many requests, in English): said in Thai.
  await translator.route('**/api/translations/review?**', busy)
  await mark.click()
  await expect(translator.locator('.payload-toast-container')).toContainText(
    'เกิดปัญหาบางอย่างที่ไม่ทราบสาเหตุ',
  )
  await translator.context().close()
})

// Walk 55: on a busy server the status line went away after an autosave, until a reload.
test('a save whose new states the server will not give now keeps the status line as it was', async ({
  browser,
}) => {
  const editor = await signInToAdmin(browser, people.editor, password)
  await editor.goto(`/admin/collections/games/${id}`)
  const status = editor.locator('.doc-controls .status[data-state]')
  await expect(status).toBeVisible({ timeout: 30_000 })
  const before = await status.getAttribute('data-state')
  let refused = 0
  await editor.route('**/api/translations/publication?**', (route) => {
    refused++
    return busy(route)
  })
  await editor.locator('#field-subtitle').fill(`A subtitle while the server is busy ${stamp}`)
  await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThan(0)
  await expect(status).toHaveAttribute('data-state', before!)
  await editor.context().close()
})

test('a translator signing in lands on their work, not on cards of collections they cannot change', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.translator, password)
  const work = translator.locator('.your-work__language')
  await expect(work.locator('h2')).toHaveText('งานแปลภาษาไทยของคุณ', { timeout: 30_000 })
  await expect(work).toContainText(/ในภาษาไทย|ไม่มี/)
  await expect(translator.locator('.collections__card-list')).toHaveCount(0)
  await work.getByRole('link', { name: 'ดูงานแปลภาษาไทยทั้งหมด' }).click()
  await expect(translator).toHaveURL(/\/admin\/translations\?missing=th-TH$/)
  await translator.context().close()

  // An editor's dashboard keeps Payload's cards.
  const editor = await signInToAdmin(browser, people.editor, password)
  await expect(editor.locator('.collections__card-list').first()).toBeVisible({ timeout: 30_000 })
  await expect(editor.locator('.your-work')).toHaveCount(0)
  await editor.context().close()
})

test('screen readers hear the rich-text editor’s and the notifications’ controls in the Thai admin', async ({
  browser,
}) => {
  const translator = await signInToAdmin(browser, people.translator, password)
  await translator.goto(`/admin/collections/games/${id}?locale=th-TH`)
  // Lexical's control under each rich text, and Sonner's region of notifications.
  await expect(translator.locator('[aria-label="แทรกย่อหน้า"]').first()).toBeAttached({
    timeout: 30_000,
  })
  await expect(translator.locator('section[aria-label="การแจ้งเตือน (Alt+T)"]')).toHaveCount(1)
  await translator.locator('[contenteditable="true"]').first().hover()
  for (const english of [
    'Insert Paragraph',
    'Add block',
    'Drag to move',
    'Notifications alt+T',
    'Close toast',
  ])
    await expect(translator.locator(`[aria-label="${english}"]`)).toHaveCount(0)
  await translator.context().close()
})
