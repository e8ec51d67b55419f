import { beforeAll, describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload, textStamps, type StaffLogin } from './helpers'

const rest = (path: string, init?: RequestInit) => fetch(`${serverURL}${path}`, init)

type TextsFile = { locale: string; texts: Record<string, Record<string, string>> }

describe('translation files', () => {
  let translator: StaffLogin
  beforeAll(async () => {
    translator = await staff('translator', ['th-TH'])
  })

  it('are neither exported nor imported without a login', async () => {
    expect((await rest('/api/translations/export?locale=th-TH&format=json')).status).toBe(401)
    const body = JSON.stringify({ locale: 'th-TH', texts: {} })
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(imported.status).toBe(401)
  })

  it('let a Thai translator change a game title as a Thai draft, leaving the other languages and the published game alone', async () => {
    const payload = await testPayload()
    // Game 24 is the access tests' own; any other game will do.
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { not_equals: 24 } },
      sort: 'gameId',
      limit: 1,
      overrideAccess: true,
    })
    const game = docs[0]
    const title = async (locale: 'en-US' | 'ja-JP' | 'th-TH', draft: boolean) =>
      (
        await payload.findByID({
          collection: 'games',
          id: game.id,
          locale,
          fallbackLocale: false,
          draft,
          overrideAccess: true,
        })
      ).title
    const before = {
      en: await title('en-US', true),
      ja: await title('ja-JP', true),
      th: await title('th-TH', true),
      published: await title('th-TH', false),
    }

    const exported = await rest('/api/translations/export?locale=th-TH&format=json', {
      headers: translator.headers,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="starfin-texts-th-TH.json"',
    )
    const file = (await exported.json()) as TextsFile
    const key = `games/${game.gameId}/title`
    expect(file.locale).toBe('th-TH')
    expect(file.texts[key]).toEqual({
      'en-US': before.en,
      'th-TH': before.th,
      state: 'current',
      base: expect.any(String),
    })

    const changed = `${before.th} (ฉบับแก้ไข)`
    const edited: TextsFile = {
      ...file,
      texts: { ...file.texts, [key]: { ...file.texts[key], 'th-TH': changed } },
    }
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify(edited),
    })
    expect(imported.status).toBe(200)
    const summary = (await imported.json()) as {
      updated: number
      unchanged: number
      errors: unknown[]
    }
    expect(summary.updated).toBe(1)
    expect(summary.unchanged).toBeGreaterThan(Object.keys(file.texts).length / 2)
    expect(summary.errors).toEqual([])

    expect(await title('th-TH', true)).toBe(changed)
    expect(await title('ja-JP', true)).toBe(before.ja)
    expect(await title('en-US', true)).toBe(before.en)
    expect(await title('th-TH', false)).toBe(before.published)

    // The file as exported no longer puts the title back (it is older than the change: a file
    // never undoes what was saved after it was made); one exported now does.
    const older = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify(file),
    })
    expect(((await older.json()) as { updated: number }).updated).toBe(0)
    expect(await title('th-TH', true)).toBe(changed)
    const now = (await (
      await rest('/api/translations/export?locale=th-TH&format=json', {
        headers: translator.headers,
      })
    ).json()) as TextsFile
    const restored = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ ...now, texts: { [key]: { ...now.texts[key], 'th-TH': before.th } } }),
    })
    expect(((await restored.json()) as { updated: number }).updated).toBe(1)
    expect(await title('th-TH', true)).toBe(before.th)
  })

  it('read back unchanged from CSV', async () => {
    const exported = await rest('/api/translations/export?locale=th-TH&format=csv', {
      headers: translator.headers,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/)
    const csv = new Uint8Array(await exported.arrayBuffer())
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(csv).split('\r\n')[0]).toBe(
      'key,en-US,th-TH,state,translated from,base',
    )

    const headers = { ...translator.headers, 'content-type': 'text/csv' }
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers,
      body: csv,
    })
    expect(imported.status).toBe(200)
    expect(await imported.json()).toMatchObject({ updated: 0, errors: [] })
  })

  it('refuse a language the translator is not assigned, and a malformed file', async () => {
    const body = JSON.stringify({ locale: 'ja-JP', texts: {} })
    expect(
      (
        await rest('/api/translations/import?locale=ja-JP', {
          method: 'POST',
          headers: translator.headers,
          body,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('/api/translations/import?locale=th-TH', {
          method: 'POST',
          headers: translator.headers,
          body: '{"texts": [',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await rest('/api/translations/import?locale=xx-XX', {
          method: 'POST',
          headers: translator.headers,
          body,
        })
      ).status,
    ).toBe(400)
  })

  it('say in the uploader’s admin language which texts were not saved and why, and name the entries saved by their titles in the imported language', async () => {
    const game = await gameByNumber(433)
    const { title } = await (
      await testPayload()
    ).findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      fallbackLocale: false,
      draft: true,
      overrideAccess: true,
    })
    expect(title).toMatch(/\p{Script=Thai}/u)
    const base = await textStamps(translator, 'th-TH')
    const csv = [
      'key,th-TH,state,base',
      `games/433/subtitle,คำโปรยทดสอบ,current,${base('games/433/subtitle')}`,
      'games/99999/subtitle,ไม่มีเกมนี้,current,',
      `games/434/subtitle,สถานะที่ไม่รู้จัก,finished,${base('games/434/subtitle')}`,
    ].join('\r\n')
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      // The admin's language, as Payload's language cookie carries it.
      headers: { ...translator.headers, 'content-type': 'text/csv', cookie: 'payload-lng=th' },
      body: csv,
    })
    expect(imported.status).toBe(200)
    const summary = (await imported.json()) as {
      updated: number
      saved: { key: string; ref: unknown; title: string; count: number }[]
      errors: { key: string; error: string }[]
    }
    expect(summary.updated).toBe(1)
    // Each names where its form is, for the link the admin shows (walk 52, F9).
    expect(summary.saved).toEqual([
      {
        key: 'games/433',
        ref: { collection: 'games', id: expect.any(Number) },
        title: `433 · ${title}`,
        count: 1,
      },
    ])
    expect(summary.errors).toEqual([
      expect.objectContaining({
        key: 'games/434/subtitle',
        error: expect.stringContaining('ไม่รู้จักสถานะ “finished”'),
      }),
      expect.objectContaining({
        key: 'games/99999/subtitle',
        error: expect.stringMatching(/^ไม่พบข้อความนี้/),
      }),
    ])
  })

  it('go out to an editor’s spreadsheet with a formula-like subtitle as text, and come back unchanged', async () => {
    const editor = await staff('editor')
    const texts = {
      'games/433/subtitle': '=HYPERLINK("http://evil.example","x")',
      'games/434/subtitle': '+50 free spins',
    }
    const base = await textStamps(translator, 'th-TH')
    const uploaded = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        texts: Object.fromEntries(
          Object.entries(texts).map(([key, t]) => [key, { 'th-TH': t, base: base(key) }]),
        ),
      }),
    })
    expect(await uploaded.json()).toMatchObject({ updated: 2, errors: [] })

    const exported = await rest('/api/translations/export?locale=th-TH&format=csv', {
      headers: editor.headers,
    })
    const csv = await exported.text()
    const row = (key: string) => csv.split('\r\n').find((line) => line.startsWith(`${key},`))
    expect(row('games/433/subtitle')).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""x"")",current,`,
    )
    expect(row('games/434/subtitle')).toContain(`,"'+50 free spins",current,`)

    const reimported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: { ...translator.headers, 'content-type': 'text/csv' },
      body: csv,
    })
    expect(await reimported.json()).toMatchObject({ updated: 0, errors: [] })
    for (const [key, text] of Object.entries(texts)) {
      const game = await gameByNumber(Number(key.split('/')[1]))
      const draft = await (
        await testPayload()
      ).findByID({ collection: 'games', id: game.id, locale: 'th-TH', draft: true })
      expect(draft.subtitle).toBe(text)
    }
  })

  it('refuses a rich text whose Markdown would take the server seconds to read, and stores nothing', async () => {
    const exported = await rest('/api/translations/export?locale=th-TH&format=json', {
      headers: translator.headers,
    })
    const file = (await exported.json()) as TextsFile
    const key = Object.keys(file.texts).find((name) => name.startsWith('terms-page/content'))!
    const payload = await testPayload()
    const before = JSON.stringify(
      (await payload.findGlobal({ slug: 'terms-page', locale: 'th-TH', draft: true })).content,
    )
    const imported = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ ...file, texts: { [key]: { 'th-TH': '*a'.repeat(8000) } } }),
    })
    expect(imported.status).toBe(200)
    const summary = (await imported.json()) as { updated: number; errors: { error: string }[] }
    expect(summary.updated).toBe(0)
    expect(summary.errors.map(({ error }) => error)).toEqual([
      expect.stringMatching(/more than 200 formatting marks/),
    ])
    const list = await rest('/api/translations/import?locale=th-TH', {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ ...file, texts: { [key]: { 'th-TH': '- a\n'.repeat(10_000) } } }),
    })
    expect(((await list.json()) as { errors: { error: string }[] }).errors).toEqual([
      expect.objectContaining({ error: expect.stringMatching(/more than 400 lines/) }),
    ])
    const after = JSON.stringify(
      (await payload.findGlobal({ slug: 'terms-page', locale: 'th-TH', draft: true })).content,
    )
    expect(after).toBe(before)
  })

  describe('over 5 MB', () => {
    const key = 'games/435/subtitle'
    const head = `{"texts": {"${key}": {"th-TH": "Never stored"}}, "padding": "`
    const thaiSubtitle = async () => {
      const game = await gameByNumber(435)
      return (
        await (
          await testPayload()
        ).findByID({ collection: 'games', id: game.id, locale: 'th-TH', draft: true })
      ).subtitle
    }
    // Refused by the import (over its 5 MB), or past the server's ceiling of a staff body (8 MB,
    // src/server/requestBodies.ts) before the import sees it.
    const refused = async (response: Response) => {
      expect(response.status).toBe(413)
      expect(JSON.stringify(await response.json())).toMatch(
        /"The file is larger than 5 MB\."|"The request body is larger than 8 MB\."/,
      )
    }

    it('are refused with 413 when the size is declared, and nothing is stored', async () => {
      const before = await thaiSubtitle()
      const body = head + 'x'.repeat(6 * 1024 * 1024) + '"}'
      await refused(
        await rest('/api/translations/import?locale=th-TH', {
          method: 'POST',
          headers: translator.headers,
          body,
        }),
      )
      expect(await thaiSubtitle()).toBe(before)
    })

    it('are refused with 413 when streamed without a size, before the rest is sent, and nothing is stored', async () => {
      const before = await thaiSubtitle()
      const total = 256 * 1024 * 1024
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(head)),
        pull(controller) {
          if (sent >= total) {
            controller.enqueue(new TextEncoder().encode('"}'))
            return controller.close()
          }
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      })
      const upload = new AbortController()
      const response = await rest('/api/translations/import?locale=th-TH', {
        method: 'POST',
        headers: translator.headers,
        body,
        duplex: 'half',
        signal: upload.signal,
      } as RequestInit)
      // The answer came while most of the upload was still unsent: the server stopped reading.
      expect(sent).toBeLessThan(total / 4)
      await refused(response)
      upload.abort()
      expect(await thaiSubtitle()).toBe(before)
    })
  })
})
