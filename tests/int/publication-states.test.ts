import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, randomAddress, serverURL, staff, testPayload } from './helpers'

import { paragraph } from '../support/richText'

const created: number[] = []
const accounts: string[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
  await payload.delete({
    collection: 'users',
    where: { email: { in: accounts } },
    overrideAccess: true,
  })
})

describe('each language has one truthful publication state', () => {
  it('follows one-language publishes, drafts waiting in another language and review marks', async () => {
    const editor = await staff('editor')
    const translator = await staff('translator', ['th-TH'])
    const game = await englishGame(created, 990301, 'Truthful Koi')
    const states = async () => {
      const response = await fetch(
        `${serverURL}/api/translations/publication?collection=games&id=${game.id}`,
        { headers: translator.headers },
      )
      expect(response.status).toBe(200)
      const { states } = (await response.json()) as { states: Record<string, string> }
      return { en: states['en-US'], th: states['th-TH'], ja: states['ja-JP'] }
    }
    const save = (locale: string, data: object, publish?: 'one' | 'all') =>
      fetch(
        `${serverURL}/api/games/${game.id}?locale=${locale}` +
          (publish === 'one' ? `&publishSpecificLocale=${locale}` : publish ? '' : '&draft=true'),
        {
          method: 'PATCH',
          headers: publish ? editor.headers : translator.headers,
          body: JSON.stringify({ ...data, ...(publish && { _status: 'published' }) }),
        },
      ).then((response) => expect(response.status).toBe(200))

    expect(await states()).toEqual({ en: 'published', th: 'draft', ja: 'draft' })

    // A Thai draft, marked ready, then published in Thai alone: nothing is left pending.
    await save('th-TH', { title: 'ปลาคาร์ปจริงใจ', description: paragraph('เกมทดสอบ') })
    const review = await fetch(
      `${serverURL}/api/translations/review?locale=th-TH&collection=games&id=${game.id}`,
      { method: 'POST', headers: translator.headers, body: JSON.stringify({ ready: true }) },
    )
    expect(review.status).toBe(200)
    expect(await states()).toEqual({ en: 'published', th: 'ready', ja: 'draft' })
    await save('th-TH', {}, 'one')
    expect(await states()).toMatchObject({ en: 'published', th: 'published' })

    // An English draft waits while Thai is published again: English stays changed.
    await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ subtitle: 'A subtitle not yet public' }),
    })
    expect(await states()).toMatchObject({ en: 'changed', th: 'published' })
    await save('th-TH', {}, 'one')
    expect(await states()).toMatchObject({ en: 'changed', th: 'published' })

    // Publishing English alone leaves nothing pending in either language.
    await save('en-US', {}, 'one')
    expect(await states()).toEqual({ en: 'published', th: 'published', ja: 'draft' })
  })

  it('calls a language published only once its site shows the game: a title without its description is not', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990305, 'Half-Told Koi')
    // Publishing Thai asks for its title and features, not its description; /th needs both.
    const publish = await fetch(
      `${serverURL}/api/games/${game.id}?locale=th-TH&publishSpecificLocale=th-TH`,
      {
        method: 'PATCH',
        headers: editor.headers,
        body: JSON.stringify({
          title: 'ปลาคาร์ปครึ่งเรื่อง',
          sites: ['en', 'th'],
          _status: 'published',
        }),
      },
    )
    expect(publish.status).toBe(200)
    expect((await fetch(`${serverURL}/th/detail/990305`)).status).toBe(404)
    const response = await fetch(
      `${serverURL}/api/translations/publication?collection=games&id=${game.id}`,
      { headers: editor.headers },
    )
    const { states } = (await response.json()) as { states: Record<string, string> }
    expect(states['en-US']).toBe('published')
    expect(states['th-TH']).toBe('draft')
    // The translation status's row says the same.
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'translation-status',
      where: { and: [{ document: { equals: String(game.id) } }, { locale: { equals: 'th-TH' } }] },
      overrideAccess: true,
    })
    expect(docs.map((row) => (row as { publication?: string }).publication)).toEqual(['draft'])
  })

  it('is answered only to staff who work on texts, for a document that exists', async () => {
    const sales = await staff('sales')
    const editor = await staff('editor')
    const ask = (query: string, headers: Record<string, string>) =>
      fetch(`${serverURL}/api/translations/publication?${query}`, { headers })
    expect((await ask('collection=games&id=1', sales.headers)).status).toBe(403)
    expect((await ask('collection=games&id=1', {})).status).toBe(401)
    const bad = await ask('collection=users&id=1', editor.headers)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error?: string }).error).toMatch(/collection=/)
    expect((await ask('collection=games&id=987654321', editor.headers)).status).toBe(404)
    expect((await ask('global=label-sets-home', editor.headers)).status).not.toBe(500)
  })
})

describe('a game without a title in a language', () => {
  it('is headed by its game id and the English title, marked as English, never its database id', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990302, 'Heading Carp')
    const read = async (locale: string) => {
      const response = await fetch(
        `${serverURL}/api/games/${game.id}?locale=${locale}&fallback-locale=none&draft=true&depth=0`,
        { headers: editor.headers },
      )
      return ((await response.json()) as { heading?: string }).heading
    }
    expect(await read('en-US')).toBe('990302 · Heading Carp')
    expect(await read('th-TH')).toBe('990302 · Heading Carp (English)')
    const listed = await fetch(
      `${serverURL}/api/games?locale=th-TH&fallback-locale=none&draft=true&depth=0&where[gameId][equals]=990302`,
      { headers: { ...editor.headers, 'accept-language': 'th' } },
    )
    const { docs } = (await listed.json()) as { docs: { heading?: string }[] }
    expect(docs[0]?.heading).toBe('990302 · Heading Carp (อังกฤษ)')
  })
})

describe('a new account', () => {
  const password = 'a-long-password-for-tests'
  async function account(data: object) {
    const admin = await staff('admin')
    const email = `account-${Date.now()}-${Math.random().toString(36).slice(2)}@test.example.com`
    accounts.push(email)
    const response = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ email, password, name: 'New Account', ...data }),
    })
    expect(response.status).toBe(201)
    const login = await fetch(`${serverURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const { user } = (await login.json()) as { user: { id: number; language?: string } }
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'payload-preferences',
      where: { and: [{ key: { equals: 'locale' } }, { 'user.value': { equals: user.id } }] },
      overrideAccess: true,
    })
    return {
      language: user.language,
      cookies: login.headers.getSetCookie().join('\n'),
      contentLocale: docs[0]?.value,
    }
  }

  it('of a translator opens the admin in their language and in their language’s content', async () => {
    const thai = await account({ role: 'translator', languages: ['th-TH', 'vi-VN'] })
    expect(thai.language).toBe('th')
    expect(thai.cookies).toMatch(/payload-lng=th;/)
    expect(thai.contentLocale).toBe('th-TH')
  })

  it('of an editor opens in the English content at each sign-in, whatever the last visit ended in', async () => {
    const admin = await staff('admin')
    const email = `editor-${Date.now()}@test.example.com`
    accounts.push(email)
    const made = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ email, password, name: 'Editor', role: 'editor', languages: [] }),
    })
    expect(made.status).toBe(201)
    const signIn = async () => {
      const login = await fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ email, password }),
      })
      expect(login.status).toBe(200)
      return (await login.json()) as { token: string }
    }
    const { token } = await signIn()
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    // Yesterday's visit ended on a Thai screen (the admin's language menu stores this preference).
    const chosen = await fetch(`${serverURL}/api/payload-preferences/locale`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ value: 'th-TH' }),
    })
    expect(chosen.ok).toBe(true)
    const stored = async () =>
      (
        (await (
          await fetch(`${serverURL}/api/payload-preferences/locale`, { headers })
        ).json()) as { value?: string }
      ).value
    expect(await stored()).toBe('th-TH')
    await signIn()
    expect(await stored()).toBe('en-US')
  })

  it('keeps the admin language an admin chose for it', async () => {
    const hindi = await account({ role: 'translator', languages: ['hi-IN'], language: 'en' })
    expect(hindi.cookies).toMatch(/payload-lng=en;/)
    expect(hindi.contentLocale).toBe('hi-IN')
    const editor = await account({ role: 'editor', language: 'ja' })
    expect(editor.cookies).toMatch(/payload-lng=ja;/)
    expect(editor.contentLocale).toBeUndefined()
  })
})

describe('the texts files', () => {
  it('leave out texts whose English is empty, and say where an import saved its texts', async () => {
    const translator = await staff('translator', ['th-TH'])
    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${serverURL}${path}`, {
        ...init,
        headers: { ...translator.headers, ...init.headers },
      })
    const file = await (await rest('/api/translations/export?locale=th-TH&format=xliff')).text()
    const units = file.match(/<trans-unit [\s\S]*?<\/trans-unit>/g) ?? []
    expect(units.length).toBeGreaterThan(100)
    expect(units.filter((unit) => /<source(\/>|><\/source>)/.test(unit))).toEqual([])

    const unit = units.find((candidate) => candidate.includes('id="games/'))!
    const key = /id="(games\/\d+)\//.exec(unit)![1]
    const edited = unit.replace(/<\/target>/, ' (แก้ไข)</target>')
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: { 'content-type': 'application/x-xliff+xml' },
      body: file.replace(unit, edited),
    })
    expect(imported.status).toBe(200)
    const summary = (await imported.json()) as {
      updated: number
      locale: string
      saved: { key: string; title: string; count: number }[]
    }
    expect(summary.updated).toBe(1)
    expect(summary.locale).toBe('th-TH')
    expect(summary.saved).toEqual([
      {
        key,
        ref: { collection: 'games', id: expect.any(Number) },
        title: expect.stringMatching(new RegExp(`^${key.slice(6)} · `)),
        count: 1,
      },
    ])
    // The text as it was, for the tests after this one: from a file made after the change (the
    // first file, older than it, no longer undoes it).
    const restored = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: { 'content-type': 'application/x-xliff+xml' },
      body: withoutEdit(
        await (await rest('/api/translations/export?locale=th-TH&format=xliff')).text(),
        unit,
      ),
    })
    expect(((await restored.json()) as { updated: number }).updated).toBe(1)
  })
})

/** A file with the unit of `original` (a unit of an older file) edited back to its target. */
function withoutEdit(file: string, original: string) {
  const id = /id="([^"]+)"/.exec(original)![1]
  const unit = file.match(new RegExp(`<trans-unit id="${id}"[^>]*>[\\s\\S]*?</trans-unit>`))![0]
  return file.replace(unit, unit.replace(' (แก้ไข)</target>', '</target>'))
}

describe('an import into a global', () => {
  it('names the global as the uploader’s admin names it, not by its slug', async () => {
    const translator = await staff('translator', ['th-TH'])
    // The Thai admin's requests carry its language cookie.
    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${serverURL}${path}`, {
        ...init,
        headers: { ...translator.headers, cookie: 'payload-lng=th', ...init.headers },
      })
    const file = await (await rest('/api/translations/export?locale=th-TH&format=xliff')).text()
    const unit = (file.match(/<trans-unit [\s\S]*?<\/trans-unit>/g) ?? []).find(
      (candidate) => candidate.includes('id="glossary/') && candidate.includes('</target>'),
    )!
    const upload = (body: string) =>
      rest('/api/translations/import?locale=th-TH', {
        method: 'POST',
        headers: { 'content-type': 'application/x-xliff+xml' },
        body,
      })
    const imported = await upload(
      file.replace(unit, unit.replace(/<\/target>/, ' (แก้ไข)</target>')),
    )
    expect(imported.status).toBe(200)
    const { saved } = (await imported.json()) as { saved: { key: string; title: string }[] }
    // "Saved in ไทย: glossary (1)" read the slug.
    expect(saved.map(({ key, title }) => [key, title])).toEqual([['glossary', 'อภิธานศัพท์']])
    const now = await (await rest('/api/translations/export?locale=th-TH&format=xliff')).text()
    expect(
      ((await (await upload(withoutEdit(now, unit))).json()) as { updated: number }).updated,
    ).toBe(1)
  })
})

describe('an API error', () => {
  it('names its kind as Payload documents it, not by a minified class name', async () => {
    const editor = await staff('editor')
    const response = await fetch(`${serverURL}/api/games?locale=en-US`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ _status: 'published', gameId: 990303, theme: 'classic' }),
    })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { name?: string }[] }
    expect(errors[0].name).toBe('ValidationError')
    const forbidden = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ email: 'x@test.example.com', password: 'a-long-password-1' }),
    })
    expect(forbidden.status).toBe(403)
    const refused = (await forbidden.json()) as { errors: { name?: string }[] }
    expect(refused.errors[0].name ?? 'Forbidden').toBe('Forbidden')
  })
})

describe('a translator’s first save of a game without feature rows', () => {
  it('keeps their texts: the admin sends the empty rows as a count (features: 0)', async () => {
    const translator = await staff('translator', ['th-TH'])
    const game = await englishGame(created, 990304, 'Rowless Carp')
    const response = await fetch(
      `${serverURL}/api/games/${game.id}?locale=th-TH&draft=true&autosave=true`,
      {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ title: 'ปลาคาร์ปไร้แถว', features: 0 }),
      },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    const payload = await testPayload()
    const draft = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      draft: true,
      overrideAccess: true,
    })
    expect(draft.title).toBe('ปลาคาร์ปไร้แถว')
  })
})
