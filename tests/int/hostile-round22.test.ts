/**
 * A penetration test's findings (round 22), each as what a staff account or a stranger notices:
 * a request that cannot be carried out is refused with a 4xx saying why, never a 500, and nothing
 * is stored.
 */
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { formStateLocking, guardedSchedulePublish } from '@/admin/serverFunctions'

import { gameByNumber, randomAddress, serverURL, staff, testPayload } from './helpers'

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

describe('a lock', () => {
  it('is taken only on what its author may edit, and says nothing of which ids exist', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['th-TH'])
    const lock = (target: Record<string, unknown>) =>
      fetch(`${serverURL}/api/payload-locked-documents`, {
        method: 'POST',
        headers: translator.headers,
        body: JSON.stringify({ ...target, user: { relationTo: 'users', value: translator.id } }),
      })
    const [enquiry] = (await payload.find({ collection: 'enquiries', limit: 1, depth: 0 })).docs
    for (const target of [
      { document: { relationTo: 'enquiries', value: enquiry?.id ?? 1 } },
      { document: { relationTo: 'enquiries', value: 999_999 } },
      { globalSlug: 'site-settings' },
    ])
      expect((await lock(target)).status, JSON.stringify(target)).toBe(403)
    // Another's account: refused the same whether or not it exists.
    const [other, missing] = [
      await lock({ document: { relationTo: 'users', value: 1 } }),
      await lock({ document: { relationTo: 'users', value: 999_999 } }),
    ]
    expect(other.status).toBeGreaterThanOrEqual(400)
    expect(other.status).toBe(missing.status)
    // A lock names one thing.
    for (const target of [{}, { globalSlug: ['site-settings'] }])
      expect((await lock(target)).status, JSON.stringify(target)).toBe(400)
    // What the translator works on can be locked, in any of their languages; a game that does
    // not exist is a 404.
    expect((await lock({ document: { relationTo: 'games', value: 999_999 } })).status).toBe(404)
    const game = await gameByNumber(182)
    const own = await lock({ document: { relationTo: 'games', value: game.id } })
    expect(own.status).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: number } }

    // Nobody else removes it but who may edit the game (the admin's take over).
    const sales = await staff('sales')
    const removeAll = await fetch(
      `${serverURL}/api/payload-locked-documents?where[id][exists]=true`,
      { method: 'DELETE', headers: sales.headers },
    )
    expect(removeAll.status).toBeGreaterThanOrEqual(400)
    expect(
      await payload.count({
        collection: 'payload-locked-documents',
        where: { id: { equals: doc.id } },
      }),
    ).toEqual({ totalDocs: 1 })
    // An editor working on the Thai (one on the English never meets it: walk 37, F1).
    const editor = await staff('editor')
    const takeOver = await fetch(
      `${serverURL}/api/payload-locked-documents/${doc.id}?locale=th-TH`,
      {
        method: 'DELETE',
        headers: editor.headers,
      },
    )
    expect(takeOver.status).toBe(200)
  })

  it('is not asked of the admin’s form state on what the account may not edit', async () => {
    const payload = await testPayload()
    const asked = async (login: { id: number }, collectionSlug: string, id: number) => {
      const user = await payload.findByID({ collection: 'users', id: login.id })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      const args = await formStateLocking({
        req,
        collectionSlug,
        id,
        returnLockStatus: true,
        updateLastEdited: true,
      })
      return args.returnLockStatus
    }
    const translator = await staff('translator', ['th-TH'])
    const [enquiry] = (await payload.find({ collection: 'enquiries', limit: 1, depth: 0 })).docs
    expect(await asked(translator, 'enquiries', enquiry?.id ?? 1)).toBe(false)
    expect(await asked(translator, 'users', 1)).toBe(false)
    expect(await asked(translator, 'games', 999_999)).toBe(false)
    // The translator's own work is locked as before, whatever language the admin asks in.
    const game = await gameByNumber(182)
    expect(await asked(translator, 'games', game.id)).toBe(true)
  })
})

describe('an account’s name', () => {
  it('is a name, not a page: more than 100 characters is refused', async () => {
    const translator = await staff('translator', ['th-TH'])
    const response = await fetch(`${serverURL}/api/users/${translator.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ name: 'N'.repeat(39_990) }),
    })
    expect(response.status).toBe(400)
    for (const name of ['Editor E\u202e', 'Thai\nT', 'A\u2066B'])
      expect(
        (
          await fetch(`${serverURL}/api/users/${translator.id}`, {
            method: 'PATCH',
            headers: translator.headers,
            body: JSON.stringify({ name }),
          })
        ).status,
        JSON.stringify(name),
      ).toBe(400)
  })
})

describe('a login without a password', () => {
  it('takes as long for a staff account as for an address that has none', async () => {
    const editor = await staff('editor')
    const time = async (email: string, password: unknown) => {
      const started = performance.now()
      const response = await fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ email, password }),
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      return performance.now() - started
    }
    // The slower of two tries each, so that one stall of a busy machine does not decide it.
    for (const password of ['', null]) {
      const staffTime = Math.max(
        await time(editor.email, password),
        await time(editor.email, password),
      )
      const noneTime = Math.max(
        await time(`nobody-${Date.now()}@test.example.com`, password),
        await time(`nobody-${Date.now() + 1}@test.example.com`, password),
      )
      // Without the hash, a staff account answered in a tenth of the time.
      expect(staffTime / noneTime, String(password)).toBeGreaterThan(0.4)
    }
  })
})

describe('the versions list', () => {
  it('answers odd page, limit and sort parameters with the list, not a 500', async () => {
    const editor = await staff('editor')
    const game = await gameByNumber(182)
    for (const query of ['page=-1', 'limit=2.5', 'limit=1e400', 'page=abc', 'sort=cover.filename'])
      for (const path of [
        `/admin/collections/games/${game.id}/versions`,
        '/admin/globals/label-sets/versions',
      ]) {
        const response = await fetch(`${serverURL}${path}?${query}`, {
          headers: { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' },
        })
        expect(response.status, `${path}?${query}`).toBe(200)
      }
  })
})

describe('a cancelled schedule', () => {
  it('removes the scheduled job and queues nothing else; a schedule with a null cancel id is judged as a schedule', async () => {
    const payload = await testPayload()
    const editor = await staff('editor')
    const user = await payload.findByID({ collection: 'users', id: editor.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const game = await gameByNumber(182)
    const call = (args: Record<string, unknown>) =>
      guardedSchedulePublish({ req, ...args } as unknown as Parameters<
        typeof guardedSchedulePublish
      >[0])
    const jobs = () =>
      payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
      })
    const before = (await jobs()).totalDocs
    expect(
      await call({
        type: 'publish',
        date: new Date(Date.now() + 86_400_000),
        doc: { relationTo: 'games', value: game.id },
        localeToPublish: 'th-TH',
      }),
    ).not.toHaveProperty('error')
    const [job] = (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
        sort: '-createdAt',
        limit: 1,
      })
    ).docs
    expect((await jobs()).totalDocs).toBe(before + 1)
    expect(await call({ deleteID: job!.id })).not.toHaveProperty('error')
    expect((await jobs()).totalDocs).toBe(before)
    expect(
      await call({ deleteID: null, doc: { relationTo: 'enquiries', value: 1 }, type: 'publish' }),
    ).toEqual({ error: expect.stringMatching(/drafts/) })
    expect((await jobs()).totalDocs).toBe(before)
  })
})
