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
    const query = '{ Members { docs { account } } Enquiries { docs { email message } } Users { docs { email } } }'
    const response = await rest('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
    expect(body.errors?.length).toBeGreaterThan(0)
    for (const key of ['Members', 'Enquiries', 'Users']) expect(body.data?.[key] ?? null, key).toBeNull()
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
    expect((await rest('/api/games', { method: 'POST', headers, body: JSON.stringify({ gameId: 999999, title: 'x' }) })).status).toBe(403)
    expect((await rest(`/api/games/${docs[0].id}`, { method: 'PATCH', headers, body: JSON.stringify({ title: 'x' }) })).status).toBe(403)
    expect((await rest(`/api/games/${docs[0].id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await rest('/api/globals/label-sets', { method: 'POST', headers, body: JSON.stringify({}) })).status).toBe(403)
  })
})

describe('what each role can do', () => {
  it('lets sales read and update enquiries but not content', async () => {
    const sales = await staff('sales')
    expect((await rest('/api/enquiries', { headers: sales.headers })).status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'games', limit: 1, overrideAccess: true })
    expect((await rest(`/api/games/${docs[0].id}`, { method: 'PATCH', headers: sales.headers, body: JSON.stringify({ title: 'x' }) })).status).toBe(403)
    expect((await rest('/api/members', { headers: sales.headers })).status).toBe(403)
  })

  it('keeps editors out of enquiries and user accounts of others', async () => {
    const editor = await staff('editor')
    expect((await rest('/api/enquiries', { headers: editor.headers })).status).toBe(403)
    const users = (await (await rest('/api/users', { headers: editor.headers })).json()) as { docs: { email: string }[] }
    expect(users.docs.map((u) => u.email)).toEqual([editor.email])
  })

  it('lets a translator save drafts only in the assigned languages, and never publish', async () => {
    const translator = await staff('translator', ['th-TH'])
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'games', where: { gameId: { equals: 24 } }, limit: 1, overrideAccess: true })
    const id = docs[0].id
    const save = (locale: string, data: object, draft = true) =>
      rest(`/api/games/${id}?locale=${locale}${draft ? '&draft=true' : ''}`, { method: 'PATCH', headers: translator.headers, body: JSON.stringify(data) })

    expect((await save('th-TH', { subtitle: 'ร่างคำแปล' })).status).toBe(200)
    expect((await save('ja-JP', { subtitle: '下書き' })).status).toBe(403)
    expect((await save('th-TH', { subtitle: 'เผยแพร่', _status: 'published' }, false)).status).toBe(403)
    expect((await rest(`/api/games/${id}`, { method: 'DELETE', headers: translator.headers })).status).toBe(403)

    // Non-localised fields are not theirs to change: the value stays as it was.
    const before = await payload.findByID({ collection: 'games', id, overrideAccess: true, draft: true })
    await save('th-TH', { rtp: 50 })
    const after = await payload.findByID({ collection: 'games', id, overrideAccess: true, draft: true })
    expect(after.rtp).toBe(before.rtp)
  })

  it('lets only admins manage accounts and roles', async () => {
    const editor = await staff('editor')
    const created = await rest('/api/users', { method: 'POST', headers: editor.headers, body: JSON.stringify({ email: 'new@test.example.com', password: 'a-long-password-1', name: 'New', role: 'admin' }) })
    expect(created.status).toBe(403)
    const promote = await rest(`/api/users/${editor.id}`, { method: 'PATCH', headers: editor.headers, body: JSON.stringify({ role: 'admin' }) })
    const payload = await testPayload()
    const self = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })
    expect([200, 403]).toContain(promote.status)
    expect(self.role).toBe('editor')
  })
})
