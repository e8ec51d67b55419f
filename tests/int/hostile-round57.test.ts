/**
 * Round 57 (a fresh penetration tester on rounds 54–56's fixes). Two read parameters of
 * Payload's that no client of the site sends: F1, `flattenLocales=false` answered a stranger
 * every language of a game shown in one; F2, `data` (the caller's own JSON, handed back and to
 * the games' `sites` hook) told a stranger which ids exist, drafts too, and in which languages.
 * F3: a read sent as a POST with an empty JSON body, and a `data` that is no object, were 500s.
 */
import { describe, expect, it } from 'vitest'

import { gameByNumber, serverURL } from './helpers'

const read = (path: string, init?: RequestInit) => fetch(`${serverURL}${path}`, init)
const postedRead = (path: string, body: string) =>
  read(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
    body,
  })

describe('a stranger’s reads with Payload’s other parameters', () => {
  it('are refused with a 400 JSON error, in the address and in a read’s body; the plain read answers', async () => {
    // Shown on the Vietnamese site only; its Thai page is a 404.
    const { id } = await gameByNumber(104)
    const thai = (await gameByNumber(104, 'th-TH')).title as string
    expect((await read(`/api/games/${id}?locale=vi-VN`)).status).toBe(200)

    const answers = [
      await read(`/api/games/${id}?locale=vi-VN&flattenLocales=false`),
      await read(`/api/games/${id}?locale=vi-VN&[flattenLocales]=false`),
      await read(`/api/games/${id}?data=${encodeURIComponent('{"sites":["en"]}')}`),
      await read(`/api/games/${id}?data=%22x%22`),
      await read('/api/globals/terms-page?data=1'),
      await read(`/api/games?where[id][equals]=${id}&data[sites]=en`),
      await postedRead(`/api/games/${id}`, '{"locale":"vi-VN","flattenLocales":false}'),
      await postedRead(`/api/games/${id}`, '{"data":{"sites":["en"]}}'),
      await postedRead(`/api/games/${id}`, ''),
      await postedRead('/api/games', ''),
    ]
    for (const answer of answers) {
      const text = await answer.text()
      expect(answer.status, answer.url).toBe(400)
      expect(JSON.parse(text), answer.url).toEqual({
        errors: [{ message: expect.any(String) }],
      })
      expect(text).not.toContain(thai)
    }
  })
})
