/**
 * Round 48 (a fresh penetration tester on round 47's fixes):
 * - F3: a GraphQL mutation overrode every document lock (`tests/int/locks-by-language.test.ts`).
 * - F2: a save that passed a lock (another language's translator, the English editor) removed it.
 * - F1, F8: a path that percent-encodes a letter (`%6cocale`, `%76ersions`) passed the checks that
 *   read the path as sent, while Next decoded it: a translator's content language set to any
 *   value, a global's versions a 500.
 * - F4: a preference renamed `locale` by a PATCH was a second content-language preference.
 * - F9: a translator's ten connections of `/api/games/versions?limit=100&depth=10&locale=all`, each
 *   refused only once read (its bytes), held every visitor's `/en` 0.5–2.2 s.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { staffVersionsLimits } from '@/hooks/visitorLimits'

import {
  englishGame,
  locksOf,
  serverURL,
  staff,
  takeLock as lock,
  testPayload,
  type StaffLogin,
} from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a save past another’s lock (F2)', () => {
  it('leaves the lock as it was: a Hindi translator’s Save draft, the English editor’s', async () => {
    const thai = await staff('translator', ['th-TH'])
    const hindi = await staff('translator', ['hi-IN'])
    const editor = await staff('editor', ['ko-KR'])
    const game = await englishGame(created, 990481, 'Kept Lock')
    await lock(thai, game.id)
    const before = await locksOf(game.id)
    expect(before).toHaveLength(1)
    const save = (login: StaffLogin, locale: string, data: object) =>
      fetch(`${serverURL}/api/games/${game.id}?locale=${locale}&draft=true`, {
        method: 'PATCH',
        headers: login.headers,
        body: JSON.stringify(data),
      })
    expect((await save(hindi, 'hi-IN', { title: 'ताला बना रहे' })).status).toBe(200)
    expect(await locksOf(game.id)).toEqual(before)
    expect((await save(editor, 'en-US', { subtitle: 'Kept beside' })).status).toBe(200)
    expect(await locksOf(game.id)).toEqual(before)
    // The Thai colleague is still told: their save is refused.
    const colleague = await staff('translator', ['th-TH', 'vi-VN'])
    expect((await save(colleague, 'th-TH', { title: 'ทับ' })).status).toBe(423)
  })
})

describe('a path that percent-encodes a letter (F1, F8)', () => {
  it('is refused before any rule reads it; an encoded Thai path is not', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const setEncoded = await fetch(`${serverURL}/api/payload-preferences/%6cocale`, {
      method: 'POST',
      headers: thai.headers,
      body: JSON.stringify({ value: 'hi-IN' }),
    })
    expect(setEncoded.status).toBe(400)
    const mine = await fetch(`${serverURL}/api/payload-preferences/locale`, {
      headers: thai.headers,
    })
    expect(mine.ok ? ((await mine.json()) as { value?: unknown }).value : undefined).not.toBe(
      'hi-IN',
    )
    for (const path of [
      '/api/globals/site-settings/%76ersions',
      '/api/games/%76ersions?limit=500',
      '/api/payload-%70references/locale',
    ]) {
      const response = await fetch(serverURL + path, { headers: editor.headers })
      expect(response.status, path).toBe(400)
      expect(
        ((await response.json()) as { errors: { message: string }[] }).errors[0].message,
      ).toMatch(/percent-encodes a letter/)
    }
    const thaiPath = await fetch(`${serverURL}/th/%E0%B8%81%E0%B8%82`, { redirect: 'manual' })
    expect(thaiPath.status).not.toBe(400)
  })
})

describe('a preference renamed `locale` (F4)', () => {
  it('is refused where the account has its content language already', async () => {
    const editor = await staff('editor')
    await fetch(`${serverURL}/api/payload-preferences/locale`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ value: 'en-US' }),
    })
    const made = await fetch(`${serverURL}/api/payload-preferences`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ key: `round48-${Date.now()}`, value: 'ja-JP' }),
    })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number } }
    const renamed = await fetch(`${serverURL}/api/payload-preferences/${doc.id}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ key: 'locale' }),
    })
    expect(renamed.status).toBe(409)
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: editor.id } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    await payload.delete({ collection: 'payload-preferences', id: doc.id, overrideAccess: true })
  })
})

describe('a costly page of versions (F9)', () => {
  it('is refused before it is read, by what it asks for; a page within the cost is answered', async () => {
    const thai = await staff('translator', ['th-TH'])
    const game = await englishGame(created, 990482, 'Costly Versions')
    const get = async (path: string) => {
      const response = await fetch(`${serverURL}${path}`, { headers: thai.headers })
      return { status: response.status, text: await response.text() }
    }
    const { cost } = staffVersionsLimits
    for (const path of [
      '/api/games/versions?limit=100&depth=10&locale=all',
      // A page of only this game's one version: refused by what it asks, not by what it holds.
      `/api/games/versions?where[parent][equals]=${game.id}&limit=20&depth=0&locale=all`,
      '/api/games/versions?limit=34&locale=th-TH',
      '/api/globals/home-sections/versions?limit=20&depth=2&locale=all',
    ]) {
      const { status, text } = await get(path)
      expect(status, path).toBe(400)
      expect(text, path).toContain(`at most ${cost} of those together`)
      expect(text, path).not.toMatch(/MB|stack/)
    }
    for (const path of [
      `/api/games/versions?where[parent][equals]=${game.id}&limit=10&depth=0&locale=all`,
      `/api/games/versions?where[parent][equals]=${game.id}&limit=33&locale=th-TH`,
      // One version, however deep and in however many languages.
      `/api/games/versions?where[parent][equals]=${game.id}&limit=1&depth=10&locale=all`,
      '/api/globals/home-sections/versions?limit=1&depth=10&locale=all',
    ]) {
      const { status, text } = await get(path)
      expect(status, `${path}: ${text.slice(0, 200)}`).toBe(200)
    }
    const page = await get(
      `/api/games/versions?where[parent][equals]=${game.id}&limit=10&depth=0&locale=all`,
    )
    expect(JSON.parse(page.text).docs[0].version.title['en-US']).toContain('Costly Versions')
  })
})
