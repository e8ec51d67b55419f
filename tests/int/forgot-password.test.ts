/**
 * "Forgot password?" (walk 52, F2): passwords are not reset by e-mail here, and Payload's screen
 * said an e-mail was sent whatever the server answered. The screen says what to do instead.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

const forgotScreen = async (language?: string) => {
  const response = await fetch(`${serverURL}/admin/forgot`, {
    headers: language ? { cookie: `payload-lng=${language}` } : {},
  })
  expect(response.status).toBe(200)
  return screenOf(await response.text())
}

/**
 * What the admin screen draws: Payload's admin renders in the browser, so the page's HTML carries
 * the screen as React's flight data (`self.__next_f.push([1, "…"])`), read here as text.
 */
const screenOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, chunk]) => JSON.parse(chunk) as string)
    .join('')

describe('the “Forgot password?” screen', () => {
  // Before the first account exists, Payload sends every admin screen to “create first user”.
  beforeAll(() => staff('editor'))

  it('says that an admin sets a new password, offers no e-mail form, and leads back to the login', async () => {
    const page = await forgotScreen()
    // The screen is its heading, its sentence and the way back: no e-mail form.
    const drawn = page.match(/"className":"forgot-password","children":(\[\[.*?\}\]\])/)?.[1]
    expect(drawn && JSON.parse(drawn)).toEqual([
      ['$', 'h1', null, { children: 'Passwords are not reset by email' }],
      [
        '$',
        'p',
        null,
        { children: expect.stringContaining('A studio admin sets a new password for you') },
      ],
      ['$', 'a', null, { href: '/admin/login', children: 'Back to login' }],
    ])
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
