import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

const rest = (path: string, init?: RequestInit) => fetch(`${serverURL}${path}`, init)

describe('what an anonymous visitor can read', () => {
  it('cannot list members, enquiries or users through REST', async () => {
    for (const collection of ['members', 'enquiries', 'users']) {
      const response = await rest(`/api/${collection}`)
      expect(response.status, collection).toBe(403)
    }
  })

  it('cannot read members, enquiries or users through GraphQL', async () => {
    const query =
      '{ Members { docs { account } } Enquiries { docs { email message } } Users { docs { email } } }'
    const response = await rest('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
    expect(body.errors?.length).toBeGreaterThan(0)
    for (const key of ['Members', 'Enquiries', 'Users'])
      expect(body.data?.[key] ?? null, key).toBeNull()
  })

  it('reads published games but never the hidden fields of a user through a relation', async () => {
    const response = await rest('/api/games?limit=1&depth=2')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toMatch(/"email"|"hash"|"salt"/)
  })

  it('cannot create, change or delete content', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'games', limit: 1, overrideAccess: true })
    const headers = { 'content-type': 'application/json' }
    expect(
      (
        await rest('/api/games', {
          method: 'POST',
          headers,
          body: JSON.stringify({ gameId: 999999, title: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest(`/api/games/${docs[0].id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect((await rest(`/api/games/${docs[0].id}`, { method: 'DELETE' })).status).toBe(403)
    expect(
      (await rest('/api/globals/label-sets', { method: 'POST', headers, body: JSON.stringify({}) }))
        .status,
    ).toBe(403)
  })
})

describe('what each role can do', () => {
  it('lets sales read and update enquiries but not content', async () => {
    const sales = await staff('sales')
    expect((await rest('/api/enquiries', { headers: sales.headers })).status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'games', limit: 1, overrideAccess: true })
    expect(
      (
        await rest(`/api/games/${docs[0].id}`, {
          method: 'PATCH',
          headers: sales.headers,
          body: JSON.stringify({ title: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect((await rest('/api/members', { headers: sales.headers })).status).toBe(403)
  })

  it('keeps editors out of enquiries and user accounts of others', async () => {
    const editor = await staff('editor')
    expect((await rest('/api/enquiries', { headers: editor.headers })).status).toBe(403)
    const users = (await (await rest('/api/users', { headers: editor.headers })).json()) as {
      docs: { email: string }[]
    }
    expect(users.docs.map((u) => u.email)).toEqual([editor.email])
  })

  it('lets a translator save drafts only in the assigned languages, and never publish', async () => {
    const translator = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: 24 } },
      limit: 1,
      overrideAccess: true,
    })
    const id = docs[0].id
    const save = (locale: string, data: object, draft = true) =>
      rest(`/api/games/${id}?locale=${locale}${draft ? '&draft=true' : ''}`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify(data),
      })

    expect((await save('th-TH', { subtitle: 'ร่างคำแปล' })).status).toBe(200)
    expect((await save('ja-JP', { subtitle: '下書き' })).status).toBe(403)
    expect((await save('th-TH', { subtitle: 'เผยแพร่', _status: 'published' }, false)).status).toBe(
      403,
    )
    expect(
      (await rest(`/api/games/${id}`, { method: 'DELETE', headers: translator.headers })).status,
    ).toBe(403)

    // Non-localised fields are not theirs to change: the value stays as it was.
    const before = await payload.findByID({
      collection: 'games',
      id,
      overrideAccess: true,
      draft: true,
    })
    await save('th-TH', { rtp: 50 })
    const after = await payload.findByID({
      collection: 'games',
      id,
      overrideAccess: true,
      draft: true,
    })
    expect(after.rtp).toBe(before.rtp)
  })

  it("lets a translator write a game's feature texts in their language, but not add, remove or reorder features", async () => {
    const translator = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: 405 } },
      limit: 1,
      overrideAccess: true,
    })
    const id = docs[0].id
    const read = (locale: 'th-TH' | 'en-US') =>
      payload.findByID({
        collection: 'games',
        id,
        locale,
        fallbackLocale: false,
        draft: true,
        overrideAccess: true,
      })
    const english = (await read('en-US')).features ?? []
    expect(english.length).toBeGreaterThan(1)
    const save = (features: object[]) =>
      rest(`/api/games/${id}?locale=th-TH&draft=true`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ features }),
      })

    const translated = english.map((row, i) => ({ id: row.id, text: `คุณสมบัติที่ ${i + 1}` }))
    expect((await save(translated)).status).toBe(200)
    expect((await read('th-TH')).features?.map((row) => row.text)).toEqual(
      translated.map((row) => row.text),
    )
    expect((await read('en-US')).features?.map((row) => row.text)).toEqual(
      english.map((row) => row.text),
    )

    for (const changed of [
      [...translated, { text: 'คุณสมบัติใหม่' }],
      translated.slice(1),
      [...translated].reverse(),
    ]) {
      const response = await save(changed)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(
        'Translators can edit the text in these rows',
      )
    }
    expect((await read('th-TH')).features?.map((row) => row.id)).toEqual(
      english.map((row) => row.id),
    )
  })

  it('lets a translator write the home sections in their language, but not reorder, add or hide sections', async () => {
    const translator = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const read = (locale: 'th-TH' | 'en-US') =>
      payload.findGlobal({
        slug: 'home-sections',
        locale,
        fallbackLocale: false,
        draft: true,
        overrideAccess: true,
      })
    const before = await read('th-TH')
    const sections = before.sections ?? []
    const save = (data: object) =>
      rest('/api/globals/home-sections?locale=th-TH&draft=true', {
        method: 'POST',
        headers: translator.headers,
        body: JSON.stringify(data),
      })

    const vision = sections.findIndex((block) => block.blockType === 'vision')
    const edited = sections.map((block, i) =>
      i === vision ? { ...block, heading: 'วิสัยทัศน์ของเรา (ฉบับแก้)' } : block,
    )
    expect((await save({ sections: edited })).status).toBe(200)
    const after = await read('th-TH')
    expect(after.sections?.find((block) => block.blockType === 'vision')).toMatchObject({
      heading: 'วิสัยทัศน์ของเรา (ฉบับแก้)',
    })
    expect(
      (await read('en-US')).sections?.find((block) => block.blockType === 'vision'),
    ).not.toMatchObject({ heading: 'วิสัยทัศน์ของเรา (ฉบับแก้)' })

    expect((await save({ sections: [...edited].reverse() })).status).toBe(400)
    expect((await save({ sections: edited.slice(1) })).status).toBe(400)

    // Hiding a section is an editor's decision: the flag stays as it was.
    await save({
      sections: edited.map((block, i) => (i === vision ? { ...block, hidden: true } : block)),
    })
    expect((await read('th-TH')).sections?.[vision].hidden).toBe(false)
    expect((await read('th-TH')).sections?.map((block) => block.id)).toEqual(
      sections.map((block) => block.id),
    )
  })

  it('lets only admins manage accounts and roles', async () => {
    const editor = await staff('editor')
    const created = await rest('/api/users', {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({
        email: 'new@test.example.com',
        password: 'a-long-password-1',
        name: 'New',
        role: 'admin',
      }),
    })
    expect(created.status).toBe(403)
    const promote = await rest(`/api/users/${editor.id}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ role: 'admin' }),
    })
    const payload = await testPayload()
    const self = await payload.findByID({
      collection: 'users',
      id: editor.id,
      overrideAccess: true,
    })
    expect([200, 403]).toContain(promote.status)
    expect(self.role).toBe('editor')
  })
})
