/**
 * A penetration test's findings (round 21), each as what a visitor, a stranger or a staff account
 * notices: the browser's router reaches the game list without a detour, and what a stranger or
 * staff sends that cannot be read or is not offered is refused with a 4xx, never a 500.
 */
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/serverFunctions'

import { gameByNumber, randomAddress, serverURL, staff, testPayload } from './helpers'

const from = () => ({ 'x-forwarded-for': randomAddress() })

describe('the game list, asked by the browser’s router', () => {
  it('answers a view’s flight data at the view’s own address, with no redirect', async () => {
    for (const address of ['/en/game?tab=hot', '/en/game', '/jp/game?q=koi']) {
      const flight = `${address}${address.includes('?') ? '&' : '?'}_rsc=1a2b3`
      // Next sends a made-up `_rsc` to the one it expects (a 307); a loop would end the fetch.
      const response = await fetch(`${serverURL}${flight}`, { headers: { rsc: '1', ...from() } })
      expect(response.status, flight).toBe(200)
      expect(new URL(response.url).searchParams.get('tab') ?? '', flight).toBe(
        new URL(flight, serverURL).searchParams.get('tab') ?? '',
      )
      expect(response.headers.get('content-type'), flight).toMatch(/text\/x-component/)
    }
  })

  it('sends a search spelt with a character that composes once another is left out in one step', async () => {
    const response = await fetch(`${serverURL}/en/game?q=e%E2%80%8D%CC%81`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    const next = response.headers.get('location')!
    expect(next).toBe('/en/game?q=%C3%A9')
    expect((await fetch(`${serverURL}${next}`, { redirect: 'manual' })).status).toBe(200)
  })
})

describe('what cannot be read or is not offered', () => {
  it.each(['/api/games', '/api/users/login', '/api/enquiries', '/api/graphql'])(
    'an empty body that says it is a multipart form is a 400 at %s',
    async (address) => {
      for (const contentType of ['multipart/form-data; boundary=x', 'multipart/form-data']) {
        const response = await fetch(`${serverURL}${address}`, {
          method: 'POST',
          headers: { 'content-type': contentType, ...from() },
          body: '',
        })
        expect(response.status, contentType).toBe(400)
        const body = (await response.json()) as { errors: { message: string }[] }
        expect(body.errors[0].message).toMatch(/multipart/)
      }
    },
  )

  it('a form that names a server function, sent to the admin by a stranger, is refused', async () => {
    // Sent whole in one write: the server answers before reading it, and closes.
    const response = await fetch(`${serverURL}/admin`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...from() },
      body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_4046f3a6f363d01b8db405604d903aa8e7f4dd67c1"\r\n\r\n\r\n--x--\r\n',
    })
    // The admin takes a POST only as a server function's call, with its Next-Action (round 54).
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toMatch(/GET/)
  })

  it('a GraphQL subscription is a 400 saying the schema has none, for anyone', async () => {
    const admin = await staff('admin')
    for (const headers of [from(), { authorization: `JWT ${admin.token}` }]) {
      const response = await fetch(`${serverURL}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: 'subscription { __typename }' }),
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0].message).toMatch(/[Ss]ubscription/)
    }
  })

  it('a preview path beyond ASCII is a 400, not a redirect with raw bytes or a 500', async () => {
    for (const path of ['/%F0%9F%8E%B0', '/%E3%80%82evil.com', '/%C3%A9'])
      for (const route of ['/next/exit-preview', '/next/preview']) {
        const response = await fetch(`${serverURL}${route}?path=${path}`, { redirect: 'manual' })
        expect(response.status, `${route} ${path}`).toBeLessThan(500)
        expect(response.headers.get('location') ?? '', `${route} ${path}`).not.toMatch(
          /[^\x21-\x7e]/,
        )
      }
    const response = await fetch(`${serverURL}/next/exit-preview?path=/%C3%A9`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
  })

  it('a translation call from staff whose body is no JSON object is a 400', async () => {
    const translator = await staff('translator', ['th-TH'])
    const game = await gameByNumber(182)
    for (const action of ['confirm', 'review'])
      for (const body of ['null', '[]', '7']) {
        const response = await fetch(
          `${serverURL}/api/translations/${action}?locale=th-TH&collection=games&id=${game.id}`,
          {
            method: 'POST',
            headers: { ...translator.headers, 'content-type': 'application/json' },
            body,
          },
        )
        expect(response.status, `${action} ${body}`).toBe(400)
        expect(((await response.json()) as { error: string }).error).toMatch(/JSON object/)
      }
  })

  it('a schedule for what has no drafts (an account, a made-up slug) is refused', async () => {
    const payload = await testPayload()
    const editor = await staff('editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    for (const target of [
      { doc: { relationTo: 'users', value: String(editor.id) } },
      { doc: { relationTo: 'enquiries', value: '1' } },
      { global: { slug: 'label-sets' } },
      { global: 'no-such-global' },
    ])
      await expect(
        guardedSchedulePublish({
          req,
          type: 'publish',
          date: new Date(Date.now() + 3_600_000),
          ...target,
        } as unknown as Parameters<typeof guardedSchedulePublish>[0]),
        JSON.stringify(target),
      ).resolves.toEqual({ error: expect.stringMatching(/drafts/) })
  })
})
