/**
 * Round 55 (a fresh penetration tester on rounds 52–54's fixes). F1: a query behind a second `?`
 * was no query to the address checks (`split('?', 2)`), so round 54's thousand parameters and
 * round 52's repeated page size came back (the latter a 500 with the users' SQL in the log); F3:
 * the admin's form state built any number of rows the call sent (60,000 took 12.7 s of the
 * server's thread). F2 and F4 (reads the heavy line did not count): `tests/unit/visitor-queue`.
 */
import { describe, expect, it } from 'vitest'

import { serverFunction } from './adminServerFunctions'
import { serverURL, staff } from './helpers'

describe('a translator’s calls around the address checks and the form state', () => {
  it('are refused with a clear 4xx, nothing of the database in the answer', async () => {
    const thai = await staff('translator', ['th-TH'])
    const fillers = Array.from({ length: 1000 }, (_, index) => `a${index}=1`).join('&')
    for (const path of [
      `/api/games?x=?&limit=100&draft=true&${fillers}&locale=all`,
      '/api/users?x=?&limit=5&limit=6',
      '/api/translation-states?x=?&limit=5&limit=6',
    ]) {
      const answer = await fetch(`${serverURL}${path}`, { headers: thai.headers })
      const text = await answer.text()
      expect(answer.status, path.slice(0, 60)).toBe(400)
      expect(text).not.toMatch(/select |"users"|stack/i)
    }
  })

  it('builds a form of the rows an admin form holds, not of thousands sent by the call', async () => {
    const thai = await staff('translator', ['th-TH'])
    const form = (rows: number) =>
      serverFunction(thai, 'form-state', {
        collectionSlug: 'games',
        docPermissions: { fields: true, read: true, update: true },
        docPreferences: { fields: {} },
        formState: {},
        operation: 'update',
        renderAllFields: false,
        data: {
          features: Array.from({ length: rows }, (_, index) => ({
            id: String(index).padStart(24, '0'),
            text: `row ${index}`,
          })),
        },
      })
    const many = await form(5_000)
    expect(many.status).toBe(200)
    expect(many.value).toEqual({
      errors: [{ message: expect.stringMatching(/at most 500 rows in a field/) }],
    })
    const few = await form(3)
    expect(few.value).toMatchObject({
      state: expect.objectContaining({ features: expect.any(Object) }),
    })
  })
})
