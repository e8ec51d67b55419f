/**
 * A lock stops only those who would write the same texts (walk 37, F1): the editor working on the
 * English and the Thai translator no longer take each other's lock, and what the translator types
 * is not lost to a take-over. Two editors, or anyone in the lock holder's language, still meet it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  englishGame,
  serverURL,
  staff,
  storedDraft,
  takeLock as lock,
  testPayload,
  type StaffLogin,
} from './helpers'

const created: number[] = []
let thai: StaffLogin
/** An editor of this file alone: the language open in its admin is what is tested. */
let editor: StaffLogin
let colleague: StaffLogin

beforeAll(async () => {
  thai = await staff('translator', ['th-TH'])
  editor = await staff('editor', ['ko-KR'])
  colleague = await staff('editor')
})

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
  await payload.delete({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: editor.id } }] },
    overrideAccess: true,
  })
})

/** The game's locks of others the account is shown ("… is editing"), reading in a language. */
async function locksSeen(login: StaffLogin, id: number, locale: string) {
  const response = await fetch(
    `${serverURL}/api/payload-locked-documents?where[document.value][equals]=${id}&locale=${locale}&depth=0`,
    { headers: login.headers },
  )
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: { user: { value: unknown } }[] }
  const holder = ({ user }: { user: { value: unknown } }) =>
    typeof user.value === 'object' && user.value ? (user.value as { id: unknown }).id : user.value
  return docs.filter((doc) => String(holder(doc)) !== String(login.id)).length
}

/** The content language the account opens in its admin (Payload's `locale` preference). */
async function opensIn(login: StaffLogin, locale: string) {
  const response = await fetch(`${serverURL}/api/payload-preferences/locale`, {
    method: 'POST',
    headers: login.headers,
    body: JSON.stringify({ value: locale }),
  })
  expect(response.status).toBeLessThan(300)
}

const saveDraft = (login: StaffLogin, id: number, locale: string, data: object) =>
  fetch(`${serverURL}/api/games/${id}?locale=${locale}&draft=true&autosave=true`, {
    method: 'PATCH',
    headers: login.headers,
    body: JSON.stringify(data),
  })

/** The game as the admin's form reads it in a language (its latest draft, depth 0). */
async function opened(login: StaffLogin, id: number, locale: string) {
  const response = await fetch(
    `${serverURL}/api/games/${id}?locale=${locale}&draft=true&depth=0&fallback-locale=null`,
    { headers: login.headers },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** An autosave as the admin's form sends it: form data holding every field it shows. */
function formAutosave(login: StaffLogin, id: number, locale: string, data: object) {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ ...data, _status: 'draft' }))
  const { 'content-type': _json, ...headers } = login.headers
  return fetch(
    `${serverURL}/api/games/${id}?locale=${locale}&draft=true&autosave=true&depth=0&fallback-locale=null`,
    { method: 'PATCH', headers, body: form },
  )
}

describe('an editor in English and the Thai translator', () => {
  it('do not stop each other: neither is shown the other’s lock, and both saves are kept', async () => {
    const game = await englishGame(created, 990371, 'Two Desks')
    await opensIn(editor, 'en-US')
    await lock(thai, game.id)
    expect(await locksSeen(editor, game.id, 'en-US')).toBe(0)
    expect((await saveDraft(editor, game.id, 'en-US', { subtitle: 'English beside' })).status).toBe(
      200,
    )
    await lock(editor, game.id)
    expect(await locksSeen(thai, game.id, 'th-TH')).toBe(0)
    expect((await saveDraft(thai, game.id, 'th-TH', { subtitle: 'คำโปรยข้างกัน' })).status).toBe(200)
    expect((await storedDraft(game.id, 'en-US')).subtitle).toBe('English beside')
    expect((await storedDraft(game.id, 'th-TH')).subtitle).toBe('คำโปรยข้างกัน')
  })

  it('meet once the editor opens the Thai: each is shown the other’s lock, and a save of the Thai is refused', async () => {
    const game = await englishGame(created, 990372, 'One Desk')
    await lock(thai, game.id)
    expect(await locksSeen(editor, game.id, 'th-TH')).toBe(1)
    const refused = await saveDraft(editor, game.id, 'th-TH', { subtitle: 'ทับ' })
    expect(refused.status).toBe(423)

    await opensIn(editor, 'th-TH')
    await lock(editor, game.id)
    expect(await locksSeen(thai, game.id, 'th-TH')).toBe(1)
    expect((await saveDraft(thai, game.id, 'th-TH', { subtitle: 'ของนักแปล' })).status).toBe(423)
    expect((await storedDraft(game.id, 'th-TH')).subtitle ?? null).toBeNull()
  })
})

describe('an editor’s save of the Thai, however it names the language (round 47, F1)', () => {
  it('is stopped by the Thai translator’s lock: a repeated query, GraphQL’s argument, every language', async () => {
    const game = await englishGame(created, 990376, 'Named Desk')
    await opensIn(editor, 'en-US')
    await lock(thai, game.id)
    const patch = (query: string) =>
      fetch(`${serverURL}/api/games/${game.id}?${query}&draft=true&autosave=true`, {
        method: 'PATCH',
        headers: editor.headers,
        body: JSON.stringify({ subtitle: 'ทับอีกทาง' }),
      })
    expect((await patch('locale=th-TH&locale=th-TH')).status).toBe(423)
    // In every language at once: it meets everyone (or is refused as no one language).
    expect([400, 423]).toContain((await patch('locale=all')).status)
    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({
        query: `mutation { updateGame(id: ${game.id}, locale: th_TH, draft: true, data: { subtitle: "ทับอีกทาง" }) { id } }`,
      }),
    })
    const { errors } = (await graphql.json()) as { errors?: { message: string }[] }
    expect(errors?.[0]?.message).toMatch(/กำลังแก้ไข|is editing|locked/i)
    expect((await storedDraft(game.id, 'th-TH')).subtitle ?? null).toBeNull()
    // The English, however named, is not the translator's.
    expect((await patch('locale=en-US&locale=en-US')).status).toBe(200)
  })
})

describe('two editors', () => {
  it('still meet in different languages: both write what every language shares', async () => {
    const game = await englishGame(created, 990373, 'Shared Desk')
    await opensIn(editor, 'th-TH')
    await lock(editor, game.id)
    expect(await locksSeen(colleague, game.id, 'en-US')).toBe(1)
    expect((await saveDraft(colleague, game.id, 'en-US', { subtitle: 'Over' })).status).toBe(423)
  })
})

describe('a translator’s form left open while an editor changes what every language shares', () => {
  it('saves the translator’s texts and keeps the editor’s change, which the form sends back as it was', async () => {
    const game = await englishGame(created, 990374, 'Theme Desk')
    const form = await opened(thai, game.id, 'th-TH')
    expect(form.theme).toBe('classic')
    // The editor, in English, changes the theme and the layout.
    const changed = await saveDraft(editor, game.id, 'en-US', {
      theme: 'western',
      layout: { mode: 'lines', reels: 5, rows: 3, lines: 25 },
    })
    expect(changed.status).toBe(200)
    // The translator's next autosave sends the form whole: the old theme and layout with the text.
    const saved = await formAutosave(thai, game.id, 'th-TH', { ...form, subtitle: 'ยังพิมพ์อยู่' })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const thaiDraft = await storedDraft(game.id, 'th-TH')
    expect(thaiDraft.subtitle).toBe('ยังพิมพ์อยู่')
    expect(thaiDraft.theme).toBe('western')
    expect((thaiDraft.layout as { lines?: number }).lines).toBe(25)
  })

  it('is still refused a change of it sent as an API client, and stores nothing', async () => {
    const game = await englishGame(created, 990375, 'Theme Client')
    const refused = await saveDraft(thai, game.id, 'th-TH', {
      theme: 'western',
      subtitle: 'ธีมใหม่',
    })
    expect(refused.status).toBe(403)
    const thaiDraft = await storedDraft(game.id, 'th-TH')
    expect(thaiDraft.theme).toBe('classic')
    expect(thaiDraft.subtitle ?? null).toBeNull()
  })
})
