import { afterAll, describe, expect, it } from 'vitest'
import { en } from '@/labels/en'

import { serverURL, staff, testPayload } from './helpers'

type Errors = { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }

/** The field errors of a refused save, by field path. */
async function fieldErrors(response: Response) {
  const body = (await response.json()) as Errors
  return Object.fromEntries(
    (body.errors?.[0]?.data?.errors ?? []).map(({ path, message }) => [path, message]),
  )
}

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

describe('a new game cannot go out half-made', () => {
  it('names every missing figure and text on its own field, all at once', async () => {
    const editor = await staff('editor')
    const response = await fetch(`${serverURL}/api/games?locale=en-US`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({
        _status: 'published',
        gameId: 990101,
        theme: 'classic',
        title: 'Half Made',
        layout: { mode: 'lines' },
        maxMultiplier: { kind: 'value' },
        sites: ['en'],
      }),
    })
    expect(response.status).toBe(400)
    const errors = await fieldErrors(response)
    expect(errors).toMatchObject({
      'layout.reels': 'Give the number of reels.',
      'layout.rows': 'Give the number of rows.',
      'layout.lines': 'Give the number of paylines.',
      'maxMultiplier.value': 'Give the max win (× bet).',
      description: 'Required before the game is published.',
    })
    expect(errors['layout.mode']).toBeUndefined()
  })

  it('saves the same game as a draft, and checks the ways against the rows', async () => {
    const editor = await staff('editor')
    const save = (layout: object) =>
      fetch(`${serverURL}/api/games?locale=en-US&draft=true`, {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify({ gameId: 990102, theme: 'classic', title: 'Draft Ways', layout }),
      })
    const wrong = await save({ mode: 'ways', reels: 5, rows: 3, ways: 200 })
    expect(wrong.status).toBe(400)
    expect((await fieldErrors(wrong))['layout.ways']).toBe(
      '5 reels of 3 rows make 243 ways, not 200.',
    )
    const draft = await save({ mode: 'ways', reels: 5, rows: 3 })
    expect(draft.status).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number; heading: string; sites: [] } }
    created.push(doc.id)
    expect(doc.heading).toBe('990102 · Draft Ways')
    expect(doc.sites).toEqual([])
  })
})

describe('a translator', () => {
  it('cannot be saved without languages, and is told so on that field', async () => {
    const admin = await staff('admin')
    const response = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({
        email: `no-languages-${Date.now()}@test.example.com`,
        password: 'a-long-password-1',
        name: 'No Languages',
        role: 'translator',
        languages: [],
      }),
    })
    expect(response.status).toBe(400)
    expect((await fieldErrors(response)).languages).toBe(en.validation.translatorLanguages)
  })
})
