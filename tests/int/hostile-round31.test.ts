/**
 * A penetration test's findings (round 31), each as a staff member or a visitor notices it: a
 * document nested thousands of levels deep was a 500 and a stack, a translator's 6 MB rich text
 * held the server's thread on its save and on every view of its version page, a stranger told an
 * existing version from a made-up one through a restore, and a known demo account wrote on every
 * call of `POST /api/createMember`.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { randomAccount } from '@/lib/account'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  children: [text(value)],
})
const richText = (children: unknown[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, children },
})

/** A rich text of one paragraph under `levels` quotes, written as text (JSON.stringify recurses). */
const nestedDescription = (levels: number) =>
  `{"description":{"root":{"type":"root","version":1,"children":[${'{"type":"quote","version":1,"children":['.repeat(levels)}${JSON.stringify(paragraph('ลึก'))}${']}'.repeat(levels)}]}}}`

/** A game's newest Thai description as the editor reads it (drafts included). */
async function thaiDescription(editor: StaffLogin, id: number) {
  const response = await fetch(`${serverURL}/api/games/${id}?draft=true&locale=th-TH&depth=0`, {
    headers: editor.headers,
  })
  return JSON.stringify(((await response.json()) as { description?: unknown }).description)
}

describe('a document nested thousands of levels deep', () => {
  it('is a 400 saying so, for a preference and for a translator’s rich text, storing nothing', async () => {
    const sales = await staff('sales')
    const key = `round31-nested-${Date.now()}`
    const preference = await fetch(`${serverURL}/api/payload-preferences/${key}`, {
      method: 'POST',
      headers: sales.headers,
      body: `{"value":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    })
    expect(preference.status).toBe(400)
    expect(await preference.json()).toEqual({
      errors: [{ message: 'The document nests more than 100 levels deep.' }],
    })
    const stored = await fetch(`${serverURL}/api/payload-preferences/${key}`, {
      headers: sales.headers,
    })
    expect(((await stored.json()) as { value?: unknown }).value).toBeNull()

    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990311, 'Deep Well Lanterns')
    const before = await thaiDescription(editor, game.id)
    const saved = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: translator.headers,
      body: nestedDescription(1_600),
    })
    expect(saved.status).toBe(400)
    expect(((await saved.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'The document nests more than 100 levels deep.',
    )
    expect(await thaiDescription(editor, game.id)).toBe(before)
    // A rich text as the studio writes it (a few levels) still saves.
    const shallow = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: translator.headers,
      body: nestedDescription(3),
    })
    expect(shallow.status).toBe(200)
  })
})

describe('a rich text of megabytes', () => {
  it('is a 400 naming the field, and stores nothing; one of 100 KB saves', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990312, 'Wide Field Koi')
    const before = await thaiDescription(editor, game.id)
    const paragraphs = (count: number) =>
      Array.from({ length: count }, (_, index) => paragraph(`ย่อหน้า ${index}`))
    const save = (children: unknown[]) =>
      fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ description: richText(children) }),
      })
    // About 2.4 MB, within the staff body limit: 40,000 paragraphs took 12.8 s to save and their
    // version page was 27.7 MB after 21 s, visitors waiting meanwhile.
    const large = await save(paragraphs(15_000))
    expect(large.status).toBe(400)
    const answer = (await large.json()) as {
      errors: { message: string; data?: { errors?: { path?: string; message?: string }[] } }[]
    }
    expect(answer.errors[0].data?.errors?.[0]).toEqual(
      expect.objectContaining({
        path: 'description',
        message: expect.stringContaining('at most 256 KB'),
      }),
    )
    expect(await thaiDescription(editor, game.id)).toBe(before)
    const fair = await save(paragraphs(600))
    expect(fair.status).toBe(200)
  })
})

describe('a restore by an account that may not read the versions', () => {
  it('answers an existing version as it answers a made-up one', async () => {
    const editor = await staff('editor')
    const game = await englishGame(created, 990313, 'Counted Versions Tide')
    const draft = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ subtitle: 'A draft to count' }),
    })
    expect(draft.status).toBe(200)
    const versions = await fetch(
      `${serverURL}/api/games/versions?where[parent][equals]=${game.id}&sort=-updatedAt&limit=1&depth=0`,
      { headers: editor.headers },
    )
    const existing = ((await versions.json()) as { docs: { id: number }[] }).docs[0].id
    const madeUp = existing + 1_000_000
    const sales = await staff('sales')
    for (const headers of [{}, sales.headers]) {
      const restore = async (id: number) => {
        const response = await fetch(`${serverURL}/api/games/versions/${id}`, {
          method: 'POST',
          headers,
        })
        return { status: response.status, body: await response.json() }
      }
      const graphQL = async (id: number) => {
        const response = await fetch(`${serverURL}/api/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: `mutation { restoreVersionGame(id: ${id}) { id } }` }),
        })
        return ((await response.json()) as { errors?: { message?: string }[] }).errors?.[0]?.message
      }
      const [known, unknown] = [await restore(existing), await restore(madeUp)]
      expect(known).toEqual(unknown)
      expect(known.status).toBe(404)
      expect(await graphQL(existing)).toBe(await graphQL(madeUp))
    }
  })
})

describe('a known demo account signing up again', () => {
  it('is answered as stored, without writing again within a minute', async () => {
    const account = randomAccount()
    const signUp = async () => {
      const response = await fetch(`${serverURL}/api/createMember`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, currency: 'CNY' }),
      })
      return {
        status: response.status,
        member: ((await response.json()) as { data: { lastSeenAt: string } }).data,
      }
    }
    const first = await signUp()
    expect(first.status).toBe(201)
    const again = await signUp()
    expect(again.status).toBe(200)
    expect(again.member.lastSeenAt).toBe(first.member.lastSeenAt)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'members',
      where: { account: { equals: account } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].lastSeenAt).toBe(first.member.lastSeenAt)
    await payload.delete({ collection: 'members', id: docs[0].id, overrideAccess: true })
  })
})
