/**
 * Round 57 (a fresh penetration tester on rounds 54–56's fixes). Two read parameters of
 * Payload's that no client of the site sends: F1, `flattenLocales=false` answered a stranger
 * every language of a game shown in one; F2, `data` (the caller's own JSON, handed back and to
 * the games' `sites` hook) told a stranger which ids exist, drafts too, and in which languages.
 * F3: a read sent as a POST with an empty JSON body, and a `data` that is no object, were 500s.
 * Its open info: a translator's save of their own account with Payload's sign-in fields in it.
 */
import { describe, expect, it } from 'vitest'

import { randomBytes } from 'node:crypto'

import { gameByNumber, randomAddress, serverURL, testPayload } from './helpers'

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

describe('a translator’s save of their own account', () => {
  it('stores none of Payload’s sign-in fields it carries: the password, its salt and any reset token stay as they were', async () => {
    const payload = await testPayload()
    const email = `own-account-${Date.now()}@test.example.com`
    const password = randomBytes(12).toString('base64url')
    const { id } = await payload.create({
      collection: 'users',
      data: { email, password, name: 'Own account', role: 'translator', languages: ['th-TH'] },
      overrideAccess: true,
    })
    const login = () =>
      fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ email, password }),
      })
    const { token } = (await (await login()).json()) as { token: string }
    const stored = async () =>
      (
        await payload.db.drizzle.execute(
          `select salt, hash, reset_password_token, reset_password_expiration from users where id = ${Number(id)}`,
        )
      ).rows[0]
    const before = await stored()

    const saved = await fetch(`${serverURL}/api/users/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        salt: 'chosen',
        hash: 'chosen',
        resetPasswordToken: 'chosen-token',
        resetPasswordExpiration: '2099-01-01T00:00:00.000Z',
        loginAttempts: 99,
        lockUntil: '2099-01-01T00:00:00.000Z',
        role: 'admin',
      }),
    })
    expect(saved.status).toBeLessThan(500)
    expect(await saved.text()).not.toContain('chosen')
    expect(await stored()).toEqual(before)
    expect(before.reset_password_token).toBeNull()
    // Not locked, still a translator: the same password signs in to the same role.
    const again = await login()
    expect(again.status).toBe(200)
    expect(((await again.json()) as { user: { role: string } }).user.role).toBe('translator')
  })
})
