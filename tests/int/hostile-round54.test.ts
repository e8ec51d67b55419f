/**
 * Round 54 (a fresh penetration tester on rounds 52–53's fixes): reads the heavy line did not
 * count, each now refused before anything reads it. F1: a POST to an admin screen without the
 * server function's header, drawn as its GET; F2: `locale=all` after a thousand parameters, which
 * the checks' `qs` never reached and Payload's `URLSearchParams` did; F3: a read's JSON body
 * carrying a query in a list (also a 500 with the users' SQL in the log); F4: the admin's server
 * function called as a no-JavaScript form. The heavy line's own cases: unit tests
 * (`request-pipeline`, `body-shape`).
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff } from './helpers'

const fillers = Array.from({ length: 1000 }, (_, index) => `a${index}=1`).join('&')

describe('a translator’s reads around the heavy line', () => {
  it('are refused with a clear 4xx, nothing read and nothing of the database in the answer', async () => {
    const thai = await staff('translator', ['th-TH'])
    const send = (path: string, init: RequestInit = {}) =>
      fetch(`${serverURL}${path}`, {
        ...init,
        headers: { ...thai.headers, 'sec-fetch-site': 'same-origin', ...init.headers },
      })
    const readAsPost = (path: string, body: string, type = 'application/json') =>
      send(path, {
        method: 'POST',
        headers: { 'x-http-method-override': 'GET', 'content-type': type },
        body,
      })
    const boundary = 'pen54'
    const formAction = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="$ACTION_REF_1"',
      '',
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="$ACTION_1:0"',
      '',
      '{"id":"40b51206b9e282cf13d0ca94ec7bc8e63bfd2eecdd","bound":"$@1"}',
      `--${boundary}--`,
      '',
    ].join('\r\n')
    const answers = [
      // F1: the list of 100 games and a versions list, drawn for a POST as for a GET.
      [await send('/admin/collections/games?limit=100', { method: 'POST' }), 405],
      [
        await send('/admin/collections/games?limit=100', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        }),
        405,
      ],
      // F2: in the address, and in a form read's body.
      [await send(`/api/games?limit=100&depth=0&draft=true&${fillers}&locale=all`), 400],
      [
        await readAsPost(
          '/api/games',
          `limit=100&draft=true&${fillers}&locale=all`,
          'application/x-www-form-urlencoded',
        ),
        400,
      ],
      // F3: a list carrying a query.
      [await readAsPost('/api/games', '{"locale":["all&limit=100&depth=0&draft=true"]}'), 400],
      [await readAsPost('/api/users', '{"locale":["en-US&limit=5&limit=6"]}'), 400],
      [await readAsPost('/api/translation-states', '{"locale":["en-US&limit=5&limit=6"]}'), 400],
      // F4: a form naming the admin's server function, without its header.
      [
        await send('/admin/account', {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: formAction,
        }),
        405,
      ],
    ] as const
    for (const [answer, status] of answers) {
      const text = await answer.text()
      expect(answer.status, text.slice(0, 200)).toBe(status)
      expect(text).not.toMatch(/select |"users"|stack|<tr/i)
      expect(JSON.parse(text)).toHaveProperty('errors')
    }
    // The admin's own calls and reads still answer.
    expect((await send('/api/games?limit=10&depth=0&locale=th-TH')).status).toBe(200)
    expect((await readAsPost('/api/games', '{"locale":"th-TH","limit":10}')).status).toBe(200)
  })
})
