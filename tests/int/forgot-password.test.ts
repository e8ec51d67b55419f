/**
 * "Forgot password?" (walk 52, F2): passwords are not reset by e-mail here, and Payload's screen
 * said an e-mail was sent whatever the server answered. The screen says what to do instead.
 */
import { describe, expect, it } from 'vitest'

import { serverURL } from './helpers'

const forgotScreen = async (language?: string) => {
  const response = await fetch(`${serverURL}/admin/forgot`, {
    headers: language ? { cookie: `payload-lng=${language}` } : {},
  })
  expect(response.status).toBe(200)
  return response.text()
}

describe('the “Forgot password?” screen', () => {
  it('says that an admin sets a new password, offers no e-mail form, and leads back to the login', async () => {
    const page = await forgotScreen()
    expect(page).toContain('Passwords are not reset by e-mail')
    expect(page).toContain('an admin of the studio sets a new password for you')
    expect(page).not.toMatch(/<input[^>]+name="email"/)
    expect(page).toMatch(/href="\/admin\/login"/)
    // The server refuses a reset asked for all the same.
    const asked = await fetch(`${serverURL}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    })
    expect(asked.status).toBe(403)
  })

  it('speaks the admin’s language', async () => {
    expect(await forgotScreen('th')).toContain('รีเซ็ตรหัสผ่านทางอีเมลไม่ได้')
  })
})
