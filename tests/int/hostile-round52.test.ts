/**
 * Round 52 (a fresh penetration tester on round 51's fixes). F1–F4 were reads the heavy line did
 * not count (a read with the other override header, a `where` as JSON text, a HEAD, the admin's
 * versions screens): `tests/unit/visitor-queue.test.ts` “count what Payload reads in other
 * spellings too”. Here, F7: a page's size given twice was a 500 for any staff account.
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

describe('a page’s size given twice or as a list (F7)', () => {
  it('is a clear 400, on the collections Payload keeps as on ours, and a single one still reads', async () => {
    const editor = await staff('editor')
    const read = (path: string) => fetch(`${serverURL}${path}`, { headers: editor.headers })
    for (const path of [
      '/api/users?limit=5&limit=6',
      '/api/payload-locked-documents?limit=5&limit=6',
      '/api/payload-preferences?page=1&page=2',
      '/api/games?depth[0]=1',
      '/api/users?limit%5B0%5D=5',
    ]) {
      const answer = await read(path)
      expect(answer.status, path).toBe(400)
      const { errors } = (await answer.json()) as { errors: { message: string }[] }
      expect(errors[0].message, path).toMatch(/^Bad Request: give (limit|page|depth) once/)
    }
    const one = await read('/api/users?limit=5')
    expect(one.status).toBe(200)
    expect(((await one.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
  })
})
