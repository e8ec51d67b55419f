/**
 * Round 61 (a fresh tester on round 60's fixes; nothing above info):
 * - I2: a body sent with `Content-Encoding: gzip` was read as it came, as JSON, and the 400 quoted
 *   its bytes back in the parser's words. No route decodes a compressed body: it is a 415 that
 *   says so, and a refusal of JSON that does not parse says where, never what was sent.
 */
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

const enquiry = {
  type: 'partnership',
  name: 'Round Sixty-One',
  company: 'Gzip Ltd',
  email: 'gzip@test.example.com',
  message: 'A compressed enquiry that should not be stored.',
}

describe('a compressed request body (I2)', () => {
  it('is a 415 naming Content-Encoding, on the sign-in, the API, GraphQL and the site’s own calls, and stores nothing', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const enquiries = async () =>
      (await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs
    const before = await enquiries()
    for (const [path, headers, data] of [
      ['/api/users/login', {}, { email: 'nobody@test.example.com', password: 'x'.repeat(12) }],
      ['/api/games?draft=true', editor.headers, { gameId: 99_061, kind: 'slot' }],
      ['/api/graphql', {}, { query: '{ Games(limit: 1) { docs { gameId } } }' }],
      ['/api/submitEnquiry', {}, enquiry],
    ] as const) {
      for (const encoding of ['gzip', 'deflate, gzip', 'br']) {
        const answer = await fetch(`${serverURL}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'content-encoding': encoding },
          body: gzipSync(JSON.stringify(data)),
        })
        const text = await answer.text()
        expect(answer.status, `${path} ${encoding}`).toBe(415)
        expect(answer.headers.get('accept-encoding')).toBe('identity')
        expect(JSON.parse(text).errors[0].message).toContain('Content-Encoding')
        expect(text).not.toMatch(/\\u001f|\u001f|\ufffd/)
      }
    }
    expect(await enquiries()).toBe(before)
    const games = await payload.count({
      collection: 'games',
      where: { gameId: { equals: 99_061 } },
      overrideAccess: true,
    })
    expect(games.totalDocs).toBe(0)
  })

  it('passes as before when it says `identity`, the one encoding the server takes', async () => {
    const answer = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: JSON.stringify({ query: '{ Games(limit: 1) { docs { gameId } } }' }),
    })
    expect(answer.status).toBe(200)
  })
})

describe('JSON that does not parse (I2)', () => {
  it('is a 400 saying where it went wrong when the parser knows, never quoting what was sent', async () => {
    // The parser quotes from the unexpected token on ("quoted-bac…") where it gives no position.
    const sent = 'quoted-back-7f3a'
    for (const [path, init] of [
      ['/api/users/login', { method: 'POST', body: `{"email": ${sent}}` }],
      ['/api/users/login', { method: 'POST', body: `{"email": "x", ${sent}}` }],
      [`/api/games?where=${encodeURIComponent(`{${sent}`)}`, { method: 'GET' }],
    ] as const) {
      const answer = await fetch(`${serverURL}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json' },
      })
      const text = await answer.text()
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(text).errors[0].message).toMatch(
        /is not valid JSON(?: \(at character \d+\))?\.$/,
      )
      expect(text).not.toContain(sent.slice(0, 6))
    }
  })
})
