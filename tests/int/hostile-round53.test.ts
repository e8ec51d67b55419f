/**
 * Round 53 (a fresh penetration tester on round 52's fixes). F1–F4 and F7 (reads the heavy line
 * did not count or a body smuggled past it): `tests/unit/visitor-queue.test.ts` and
 * `tests/unit/body-shape.test.ts`. Here, what staff met as 500s: F5, a page's size given twice in
 * other spellings; F6, the versions of a collection that keeps none, in other letters.
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

describe('a staff account’s odd reads (F5, F6)', () => {
  it('are clear 4xx answers with nothing of the database in them', async () => {
    const editor = await staff('editor')
    const read = (path: string, init: RequestInit = {}) =>
      fetch(`${serverURL}${path}`, { ...init, headers: { ...editor.headers, ...init.headers } })
    const answers = [
      [await read('/api/users?%5Blimit%5D=5&limit=6'), 400],
      [
        await read('/api/users', {
          method: 'POST',
          headers: {
            'x-payload-http-method-override': 'GET',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'limit=5&limit=6',
        }),
        400,
      ],
      [
        await read('/api/games', {
          method: 'POST',
          headers: { 'x-payload-http-method-override': 'GET', 'content-type': 'application/json' },
          body: JSON.stringify({ locale: 'all&limit=100&depth=0' }),
        }),
        400,
      ],
      [await read('/api/users/Versions'), 404],
    ] as const
    for (const [answer, status] of answers) {
      const text = await answer.text()
      expect(answer.status, text).toBe(status)
      expect(text).not.toMatch(/select |"users"|stack/i)
    }
  })
})
