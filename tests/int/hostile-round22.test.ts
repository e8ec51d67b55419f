/**
 * A penetration test's findings (round 22), each as what a staff account or a stranger notices:
 * a request that cannot be carried out is refused with a 4xx saying why, never a 500, and nothing
 * is stored.
 */
import { describe, expect, it } from 'vitest'

import { serverURL, staff, testPayload } from './helpers'

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0].message

describe('a staff write that leaves Payload no document', () => {
  it('is a 4xx saying how to send it, and creates nothing', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const games = () => payload.count({ collection: 'games' }).then(({ totalDocs }) => totalDocs)
    const before = await games()
    const auth = { authorization: `JWT ${editor.token}` }
    const form = (field: string) => ({
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      body: `--x\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nnull\r\n--x--\r\n`,
    })
    for (const [address, init, status] of [
      ['/api/games', { method: 'POST', ...form('_payload') }, 400],
      ['/api/games', { method: 'POST', ...form('title') }, 400],
      ['/api/games', { method: 'POST', headers: auth }, 400],
      [
        '/api/globals/site-settings',
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'tagline=x',
        },
        415,
      ],
    ] as const) {
      const response = await fetch(`${serverURL}${address}`, init)
      expect(response.status, `${address} ${JSON.stringify(init.headers)}`).toBe(status)
      expect(await errorOf(response)).toMatch(/document|JSON|form/)
    }
    expect(await games()).toBe(before)
  })

  it('a query sent as a form with the method override is still read', async () => {
    const response = await fetch(`${serverURL}/api/games`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: 'limit=1&depth=0',
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})

describe('a preference’s delete', () => {
  it('deletes the signed-in account’s own preference, 404 when there is none, 401 for a stranger', async () => {
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const key = `round22-${Date.now()}`
    for (const account of [translator, editor]) {
      const saved = await fetch(`${serverURL}/api/payload-preferences/${key}`, {
        method: 'POST',
        headers: account.headers,
        body: JSON.stringify({ value: { columns: [account.email] } }),
      })
      expect(saved.status).toBe(200)
    }
    const remove = (headers: Record<string, string>) =>
      fetch(`${serverURL}/api/payload-preferences/${key}`, { method: 'DELETE', headers })
    expect((await remove({})).status).toBe(401)
    expect((await remove(translator.headers)).status).toBe(200)
    expect((await remove(translator.headers)).status).toBe(404)
    // The editor's preference under the same key is the editor's own, and still there.
    const left = await fetch(`${serverURL}/api/payload-preferences/${key}`, {
      headers: editor.headers,
    })
    expect(((await left.json()) as { value?: { columns?: string[] } }).value?.columns).toEqual([
      editor.email,
    ])
  })
})
