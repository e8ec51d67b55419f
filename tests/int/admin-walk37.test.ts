/**
 * Walk 37: the admin as an editor and a Thai translator used it side by side.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload, visibleText, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

/** Opens an admin page as the account's browser does (its session cookie). */
async function adminPage(login: StaffLogin, path: string) {
  const response = await fetch(`${serverURL}/admin${path}`, {
    headers: { cookie: `payload-token=${login.token}`, 'sec-fetch-site': 'same-origin' },
  })
  expect(response.status).toBe(200)
  return visibleText(await response.text())
}

/** The content language the account's admin opens pages in (Payload's `locale` preference). */
async function languageOpen(login: StaffLogin) {
  const response = await fetch(`${serverURL}/api/payload-preferences/locale`, {
    headers: login.headers,
  })
  return response.ok ? ((await response.json()) as { value?: unknown }).value : undefined
}

describe('a translator who looks at another language (F7)', () => {
  it('finds the next page in their own language again; an editor’s admin stays where they went', async () => {
    const game = await englishGame(created, 990377, 'Sticky Lantern')
    const thai = await staff('translator', ['th-TH'])
    await adminPage(thai, `/collections/games/${game.id}?locale=th-TH`)
    expect(await languageOpen(thai)).toBe('th-TH')
    // The Vietnamese, read-only to them, is shown in Vietnamese…
    const vietnamese = await adminPage(thai, `/collections/games/${game.id}?locale=vi-VN`)
    expect(vietnamese).toContain('Tiếng Việt')
    // …and the pages after it open in Thai.
    expect(await languageOpen(thai)).toBe('th-TH')

    const editor = await staff('editor', ['ko-KR'])
    await adminPage(editor, `/collections/games/${game.id}?locale=vi-VN`)
    expect(await languageOpen(editor)).toBe('vi-VN')
  })
})
