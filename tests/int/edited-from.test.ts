/**
 * A form saves a language's texts only over the texts it was opened on (walk 36, F5 and F9): an
 * import, a restore or a colleague's change made meanwhile is not silently undone by an open
 * form's next autosave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, storedDraft, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
let thai: StaffLogin
let hindi: StaffLogin
let editor: StaffLogin
let game: { id: number; gameId: number }

beforeAll(async () => {
  thai = await staff('translator', ['th-TH'])
  hindi = await staff('translator', ['hi-IN'])
  editor = await staff('editor')
  const gameId = 995000 + Math.floor(Math.random() * 900)
  const made = await englishGame(created, gameId, `Open Form ${gameId}`)
  await (
    await testPayload()
  ).update({
    collection: 'games',
    id: made.id,
    locale: 'th-TH',
    overrideAccess: true,
    data: { title: `ฟอร์มเปิด ${gameId}`, subtitle: 'คำโปรยเดิม' } as never,
  })
  game = { id: made.id, gameId }
})

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

/** The game as the admin's form reads it in a language: its latest draft, no fallback, depth 0. */
async function opened(login: StaffLogin, locale: string) {
  const response = await fetch(
    `${serverURL}/api/games/${game.id}?locale=${locale}&draft=true&depth=0&fallback-locale=null`,
    { headers: login.headers },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { editedFrom?: string; subtitle?: string; title?: string }
}

/** An autosave as the form sends it (form data): its language's texts and the stamp it holds. */
const autosave = (login: StaffLogin, locale: string, data: Record<string, unknown>) => {
  const form = new FormData()
  form.append('_payload', JSON.stringify({ ...data, _status: 'draft' }))
  const { 'content-type': _json, ...headers } = login.headers
  return fetch(
    `${serverURL}/api/games/${game.id}?locale=${locale}&draft=true&autosave=true&depth=0&fallback-locale=null`,
    { method: 'PATCH', headers, body: form },
  )
}

describe('an open form', () => {
  it('saves again and again over its own saves, each answer carrying the stamp it holds next', async () => {
    const form = await opened(thai, 'th-TH')
    expect(form.editedFrom).toMatch(/^[\w-]{16}$/)
    let stamp = form.editedFrom
    for (const subtitle of ['คำโปรยใหม่', 'คำโปรยใหม่อีกครั้ง']) {
      const saved = await autosave(thai, 'th-TH', { subtitle, editedFrom: stamp })
      expect(saved.status, await saved.clone().text()).toBe(200)
      const { doc } = (await saved.json()) as { doc: { editedFrom?: string } }
      expect(doc.editedFrom).not.toBe(stamp)
      stamp = doc.editedFrom
    }
    expect((await storedDraft(game.id, 'th-TH')).subtitle).toBe('คำโปรยใหม่อีกครั้ง')
  })

  it('does not put its old texts back over an import made meanwhile: a 409 in the admin’s language, nothing stored', async () => {
    const form = await opened(thai, 'th-TH')
    // Meanwhile, in another tab, the translator's file changes the title.
    const stamps = await (
      await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=json`, {
        headers: thai.headers,
      })
    ).json()
    const key = `games/${game.gameId}/title`
    const imported = await fetch(`${serverURL}/api/translations/import?locale=th-TH`, {
      method: 'POST',
      headers: thai.headers,
      body: JSON.stringify({
        texts: { [key]: { 'th-TH': 'ชื่อจากไฟล์', base: stamps.texts[key].base } },
      }),
    })
    expect(await imported.json()).toMatchObject({ updated: 1 })

    const refused = await autosave(
      { ...thai, headers: { ...thai.headers, cookie: 'payload-lng=th' } },
      'th-TH',
      { title: form.title, subtitle: 'พิมพ์เพิ่มอีกนิด', editedFrom: form.editedFrom },
    )
    expect(refused.status).toBe(409)
    const body = JSON.stringify(await refused.json())
    expect(body).toContain('ข้อความภาษาไทยของรายการนี้ถูกแก้จากที่อื่น')
    expect(body).toContain('changedElsewhere')
    const draft = await storedDraft(game.id, 'th-TH')
    expect(draft.title).toBe('ชื่อจากไฟล์')
    expect(draft.subtitle).not.toBe('พิมพ์เพิ่มอีกนิด')

    // Reloaded, the form saves again.
    const reloaded = await opened(thai, 'th-TH')
    expect(reloaded.title).toBe('ชื่อจากไฟล์')
    const saved = await autosave(thai, 'th-TH', {
      subtitle: 'พิมพ์เพิ่มอีกนิด',
      editedFrom: reloaded.editedFrom,
    })
    expect(saved.status).toBe(200)
  })

  it('is not stopped by a change in another language or of what every language shares', async () => {
    const form = await opened(thai, 'th-TH')
    const hindiForm = await opened(hindi, 'hi-IN')
    const inHindi = await autosave(hindi, 'hi-IN', {
      subtitle: 'नया उपशीर्षक',
      editedFrom: hindiForm.editedFrom,
    })
    expect(inHindi.status, await inHindi.clone().text()).toBe(200)
    const shared = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ sites: ['en', 'th'] }),
    })
    expect(shared.status).toBe(200)
    const saved = await autosave(thai, 'th-TH', {
      subtitle: 'ยังบันทึกได้',
      editedFrom: form.editedFrom,
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect((await storedDraft(game.id, 'th-TH')).subtitle).toBe('ยังบันทึกได้')
    expect((await storedDraft(game.id, 'hi-IN')).subtitle).toBe('नया उपशीर्षक')
  })

  it('of the English is refused after a colleague changed the English meanwhile', async () => {
    const form = await opened(editor, 'en-US')
    const changed = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ subtitle: 'Changed by a colleague' }),
    })
    expect(changed.status).toBe(200)
    const refused = await autosave(editor, 'en-US', {
      subtitle: 'My older form',
      editedFrom: form.editedFrom,
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain(
      'The English text of this entry was changed elsewhere since you opened it',
    )
    expect((await storedDraft(game.id, 'en-US')).subtitle).toBe('Changed by a colleague')
  })

  it('leaves alone a document read and sent back whole (Payload’s “Revert to published”, an API client)', async () => {
    const published = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&depth=0`, {
      headers: editor.headers,
    })
    const doc = (await published.json()) as Record<string, unknown>
    expect(typeof doc.editedFrom).toBe('string')
    const reverted = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&depth=0`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify(doc),
    })
    expect(reverted.status, await reverted.clone().text()).toBe(200)
  })

  it('is a stamp staff read, never a stranger', async () => {
    const response = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US`)
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('editedFrom')
  })
})
