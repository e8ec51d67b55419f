/**
 * A penetration test's findings of round 39 fixed so far (the rest: docs/security.md, "Open").
 * An API address naming a property every object has (`/api/constructor`, `/api/__proto__`,
 * `/api/toString`) was a 500 with an empty body for anyone and any method: Payload's REST route
 * looks the collection, global or endpoint up by name in an object and failed on what it found.
 */
import { describe, expect, it } from 'vitest'

import { randomAddress, serverURL } from './helpers'

describe('an API address naming a property of every object', () => {
  it('is a 404 JSON for any method, never a 500', async () => {
    for (const path of [
      '/api/constructor',
      '/api/__proto__',
      '/api/toString',
      '/api/hasOwnProperty/1',
      '/api/globals/constructor',
    ])
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await fetch(`${serverURL}${path}`, {
          method,
          headers: { 'x-forwarded-for': randomAddress(), 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        })
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
      }
    // Spelled with percent-encoded letters, a 400 before any step reads it (round 48, F1).
    const encoded = await fetch(`${serverURL}/api/%5F%5Fproto%5F%5F`, {
      headers: { 'x-forwarded-for': randomAddress() },
    })
    expect(encoded.status).toBe(400)
    // The API itself is answered as ever.
    expect((await fetch(`${serverURL}/api/games?limit=1&depth=0`)).status).toBe(200)
  })
})
