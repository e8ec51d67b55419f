import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The session cookie Payload sets at login, with the Users collection's settings. */
async function sessionCookie(publicAddress: string) {
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_SERVER_URL', publicAddress)
  const { Users } = await import('../../src/collections/Users')
  const auth = Users.auth as Exclude<typeof Users.auth, boolean | undefined>
  return String(
    generatePayloadCookie({
      collectionAuthConfig: auth as Parameters<
        typeof generatePayloadCookie
      >[0]['collectionAuthConfig'],
      cookiePrefix: 'payload',
      token: 'a.b.c',
    }),
  )
}

afterEach(() => vi.unstubAllEnvs())

describe('the staff session cookie', () => {
  it('is Secure wherever the public address is https, and never readable by scripts', async () => {
    const cookie = await sessionCookie('https://www.example.com')
    expect(cookie).toMatch(/^payload-token=a\.b\.c;/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })

  it('works on a plain-http local start (a Secure cookie would never come back there)', async () => {
    expect(await sessionCookie('http://localhost:3000')).not.toMatch(/Secure/)
  })
})
