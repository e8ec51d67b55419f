/**
 * What a stranger can do to the server itself: slow and large bodies, forged addresses, methods
 * a page does not take, and what caches are told about a signed-in answer.
 */
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { connect } from 'node:net'

import { describe, expect, it } from 'vitest'

import { createLocalReq } from 'payload'

import { guardedSchedulePublish } from '@/admin/serverFunctions'
import { randomAccount } from '@/lib/account'

import { serverURL, staff, testPayload } from './helpers'

const server = new URL(serverURL)
const port = Number(server.port)

/**
 * A loopback address of its own for each run (all of 127.0.0.0/8 reaches this machine): the test
 * server trusts only 127.0.0.1 and ::1 as its proxies, so a request from here is a stranger's, and
 * its X-Forwarded-For is whatever the stranger wrote.
 */
const stranger = `127.${1 + (randomBytes(1)[0] % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`

/** A request from the stranger's address, with a made-up X-Forwarded-For of its own each time. */
function fromStranger(path: string, body: unknown) {
  const forged = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
  const text = JSON.stringify(body)
  return new Promise<number>((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: stranger,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'x-forwarded-for': forged,
          'x-real-ip': forged,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
      .on('error', reject)
      .end(text)
  })
}

/** Sends `head` on a raw connection and collects what comes back until it closes or times out. */
function raw(head: string, { keepSending = false } = {}) {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  let drip: NodeJS.Timeout | undefined
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.write(head)
  // One byte a second, as a slow-upload attack sends it.
  if (keepSending) drip = setInterval(() => socket.write('x'), 1000)
  return {
    answer: () => answer,
    closed,
    stop: () => {
      clearInterval(drip)
      socket.destroy()
    },
  }
}

const post = (path: string, headers: string[]) =>
  [`POST ${path} HTTP/1.1`, `Host: ${server.host}`, ...headers, '', ''].join('\r\n')

describe('a slow upload', () => {
  it('holds up no one else: anonymous API reads are answered while it trickles in, and it gets 408', async () => {
    const slow = raw(
      post('/api/games', ['Content-Type: application/json', 'Content-Length: 1000']),
      {
        keepSending: true,
      },
    )
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      for (const path of ['/api/games?limit=2', '/api/globals/home-sections', '/api/games/1']) {
        const read = await fetch(`${serverURL}${path}`, { signal: AbortSignal.timeout(5000) })
        expect(read.status, path).toBeLessThan(500)
      }
      expect(slow.answer()).toBe('')
      // Its own deadline (10 s for a visitor's body) ends it, with a 408 and a closed connection.
      await slow.closed
      expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      slow.stop()
    }
  })
})

describe('a large body', () => {
  it('is refused with 413 from its declared length, before it is read, on REST and GraphQL', async () => {
    for (const path of ['/api/games', '/api/graphql', '/api/submitEnquiry']) {
      const large = raw(
        post(path, ['Content-Type: application/json', `Content-Length: ${20 * 1024 * 1024}`]),
      )
      // Answered at once; the connection is kept a moment for a client still sending.
      while (!large.answer().endsWith('}]}')) await new Promise((r) => setTimeout(r, 20))
      expect(large.answer(), path).toMatch(/^HTTP\/1\.1 413 /)
      expect(large.answer(), path).toMatch(/"message":"The request body is larger than 64 KB\."/)
      large.stop()
    }
  })

  it('is refused with 413 as soon as a chunked one passes the ceiling', async () => {
    const response = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          const piece = new TextEncoder().encode(' '.repeat(16 * 1024))
          for (let i = 0; i < 8; i++) controller.enqueue(piece)
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error)
    // The server may close the connection before the client has finished sending.
    if (response instanceof Error) expect(response.message).toMatch(/fetch failed|closed|reset/i)
    else expect(response.status).toBe(413)
  })
})

describe('a forged X-Forwarded-For', () => {
  it('gets no fresh allowance: new members, enquiries and logins count by the connection', async () => {
    const members: number[] = []
    for (let i = 0; i < 35; i++)
      members.push(
        await fromStranger('/api/createMember', { account: randomAccount(), currency: 'CNY' }),
      )
    expect(members.slice(0, 30).every((status) => status === 201)).toBe(true)
    expect(members.slice(30)).toEqual([429, 429, 429, 429, 429])

    const enquiries: number[] = []
    for (let i = 0; i < 7; i++)
      enquiries.push(
        await fromStranger('/api/submitEnquiry', {
          name: 'Mai Tran',
          company: `Forged ${i}`,
          email: 'mai@lotus-play.example.com',
          country: 'Vietnam',
          channel: 'telegram',
          handle: '@lotusplay',
          type: 'integration',
          message: 'We would like to integrate your fishing games into our platform.',
          locale: 'vi-VN',
          site: 'vn',
        }),
      )
    expect(enquiries.slice(0, 5).every((status) => status < 300)).toBe(true)
    expect(enquiries.slice(5)).toEqual([429, 429])

    const logins: number[] = []
    for (let i = 0; i < 22; i++)
      logins.push(
        await fromStranger('/api/users/login', {
          email: `nobody-${i}@example.com`,
          password: 'guess',
        }),
      )
    expect(logins.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(logins.slice(20)).toEqual([429, 429])
  })
})

describe('methods', () => {
  it('a page answers only GET and HEAD: a write or TRACE gets 405 with Allow, never a page', async () => {
    for (const [method, path] of [
      ['PUT', '/en'],
      ['DELETE', '/en/game'],
      ['POST', '/jp/detail/24'],
      ['TRACE', '/en'],
      ['PATCH', '/demo/24'],
    ]) {
      const response = await fetch(`${serverURL}${path}`, { method, redirect: 'manual' }).catch(
        // Node's fetch refuses to send TRACE itself: send it by hand.
        () => undefined,
      )
      if (!response) {
        const trace = raw(
          `${method} ${path} HTTP/1.1\r\nHost: ${server.host}\r\nConnection: close\r\n\r\n`,
        )
        await trace.closed
        expect(trace.answer(), `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /)
        expect(trace.answer()).toMatch(/\r\nallow: GET, HEAD\r\n/i)
        continue
      }
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(
        ((await response.json()) as { errors: { message: string }[] }).errors[0].message,
      ).toMatch(/Method Not Allowed/)
    }
  })

  it('TRACE is refused on the API too, and the API keeps its own methods', async () => {
    const trace = raw(
      `TRACE /api/games HTTP/1.1\r\nHost: ${server.host}\r\nConnection: close\r\n\r\n`,
    )
    await trace.closed
    expect(trace.answer()).toMatch(/^HTTP\/1\.1 405 /)
    const options = await fetch(`${serverURL}/api/games`, { method: 'OPTIONS' })
    expect(options.status).toBeLessThan(300)
  })
})

describe('an address with dot segments', () => {
  it('is refused, so no one can slip an API call past the visitor queue under another path', async () => {
    for (const path of [
      '/api/health/../games?limit=1',
      '/api/createMember/../globals/catalogue-order?depth=1',
      '/en/../api/games',
      '/en/%2e%2e/admin',
    ]) {
      const asked = raw(`GET ${path} HTTP/1.1\r\nHost: ${server.host}\r\nConnection: close\r\n\r\n`)
      await asked.closed
      expect(asked.answer(), path).toMatch(/^HTTP\/1\.1 400 /)
      expect(asked.answer(), path).not.toMatch(/"docs"|<html/)
    }
  })
})

describe('a request target that is not a path', () => {
  it('is a 400, not a 500 with a stack in the log (`GET *`) or a redirect to itself', async () => {
    for (const target of ['*', `http://${server.host}/en/detail/24`, 'http://evil.example/en']) {
      const asked = raw(
        `GET ${target} HTTP/1.1\r\nHost: ${server.host}\r\nConnection: close\r\n\r\n`,
      )
      await asked.closed
      expect(asked.answer(), target).toMatch(/^HTTP\/1\.1 400 /)
      expect(asked.answer(), target).toMatch(/not a path/)
    }
  })
})

describe('what caches are told', () => {
  it('a signed-in answer carries private, no-store', async () => {
    const editor = await staff('editor')
    for (const path of [
      '/api/users/me',
      '/api/games?limit=1&draft=true',
      '/api/globals/label-sets',
    ]) {
      const response = await fetch(`${serverURL}${path}`, { headers: editor.headers })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('an anonymous public answer keeps its shared lifetime and tags', async () => {
    const response = await fetch(`${serverURL}/api/hotGames`)
    expect(response.headers.get('cache-control')).toMatch(/public|s-maxage/)
  })
})

describe('what a limited account may change', () => {
  it('sales answer an enquiry (status, notes) but cannot rewrite what the visitor sent', async () => {
    const payload = await testPayload()
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        status: 'new',
        name: 'Mai Tran',
        company: `Record ${Date.now()}`,
        email: 'mai@lotus-play.example.com',
        country: 'Vietnam',
        channel: 'telegram',
        handle: '@lotusplay',
        type: 'integration',
        message: 'We would like to integrate your fishing games.',
        locale: 'vi-VN',
        site: 'vn',
      },
      overrideAccess: true,
    })
    const sales = await staff('sales')
    const patch = (data: Record<string, unknown>) =>
      fetch(`${serverURL}/api/enquiries/${enquiry.id}`, {
        method: 'PATCH',
        headers: sales.headers,
        body: JSON.stringify(data),
      })
    for (const forged of [
      { email: 'attacker@evil.example' },
      { message: 'rewritten', name: 'Mallory' },
      { createdAt: '2000-01-01T00:00:00.000Z' },
      { notificationAttempts: 99 },
    ]) {
      const refused = await patch({ status: 'in-progress', ...forged })
      expect(refused.status, JSON.stringify(forged)).toBe(403)
    }
    const stored = await payload.findByID({ collection: 'enquiries', id: enquiry.id })
    expect(stored).toMatchObject({ email: 'mai@lotus-play.example.com', name: 'Mai Tran' })
    expect(stored.createdAt).toBe(enquiry.createdAt)
    const answered = await patch({ status: 'in-progress', notes: 'Called back on Monday.' })
    expect(answered.status).toBe(200)
    expect(await payload.findByID({ collection: 'enquiries', id: enquiry.id })).toMatchObject({
      status: 'in-progress',
      notes: 'Called back on Monday.',
    })
  })
})

describe("a colleague's address", () => {
  it('is neither changed by its own non-admin account nor probed by sorting on it', async () => {
    const translator = await staff('translator', ['th-TH'])
    const changed = await fetch(`${serverURL}/api/users/${translator.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ email: 'aaa@test.example.com' }),
    })
    expect(changed.status).toBe(403)
    const sorted = await fetch(
      `${serverURL}/api/translation-states?sort=readyForReview.by.email&depth=0`,
      { headers: translator.headers },
    )
    expect(sorted.status).toBe(400)
  })
})

describe('scheduled publishing', () => {
  it("only editors cancel a scheduled publish, as the admin's handler does it", async () => {
    const payload = await testPayload()
    const [sales, editor] = [await staff('sales'), await staff('editor')]
    const userOf = async (id: number) =>
      payload.findByID({ collection: 'users', id, overrideAccess: true })
    const game = (await payload.find({ collection: 'games', limit: 1, depth: 0 })).docs[0]
    // As the admin's "schedule publish" queues it: without the request, naming its user.
    const schedule = (userId: number) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: 'games', value: game.id },
          user: { relationTo: 'users', value: userId },
        },
        waitUntil: new Date(Date.now() + 86_400_000),
      })
    const editorsJob = await schedule(editor.id)
    // Cancelling, as the admin does it: a delete with the signed-in user's request.
    const cancel = async (userId: number) =>
      payload.delete({
        collection: 'payload-jobs',
        where: { id: { equals: editorsJob.id } },
        user: await userOf(userId),
        overrideAccess: true,
      })
    const refused = await cancel(sales.id).catch((error: Error) => error)
    const stillThere = await payload.count({
      collection: 'payload-jobs',
      where: { id: { equals: editorsJob.id } },
    })
    expect(refused instanceof Error || refused.errors.length > 0).toBe(true)
    expect(stillThere.totalDocs).toBe(1)
    await cancel(editor.id)
    expect(
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { id: { equals: editorsJob.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('the job queue', () => {
  it('is run on demand by admins only: a translator or sales account cannot run it', async () => {
    const run = async (role: 'translator' | 'sales' | 'admin') =>
      // A queue of its own: the admin's run finds nothing to do.
      (
        await fetch(`${serverURL}/api/payload-jobs/run?queue=trust-empty`, {
          headers: (await staff(role, role === 'translator' ? ['th-TH'] : [])).headers,
        })
      ).status
    // Payload answers a refused run with 401.
    expect(await run('translator')).toBe(401)
    expect(await run('sales')).toBe(401)
    expect(await run('admin')).toBe(200)
  })
})

describe('accounts', () => {
  it('are not reset by e-mail: forgot-password is a 403 that says whom to ask', async () => {
    const editor = await staff('editor')
    const response = await fetch(`${serverURL}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email }),
    })
    expect(response.status).toBe(403)
    expect(
      ((await response.json()) as { errors: { message: string }[] }).errors[0].message,
    ).toMatch(/ask an admin/)
    const payload = await testPayload()
    const stored = await payload.findByID({
      collection: 'users',
      id: editor.id,
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect((stored as { resetPasswordToken?: string | null }).resetPasswordToken ?? null).toBeNull()
  })

  it('get no role unless the admin making them chooses one', async () => {
    const admin = await staff('admin')
    const email = `no-role-${Date.now()}@test.example.com`
    const made = await fetch(`${serverURL}/api/users`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ email, password: 'a-long-password-1', name: 'No role' }),
    })
    expect(made.status).toBe(400)
    expect(JSON.stringify(await made.json())).toMatch(/role/)
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
  })
})

describe("the admin's server functions", () => {
  it('are refused to a stranger with a 403 before the body is read; staff reach them', async () => {
    const call = (headers: Record<string, string> = {}) =>
      fetch(`${serverURL}/admin`, {
        method: 'POST',
        headers: {
          'next-action': '40b35fd46a583f525f755928e48a6349850d649463',
          'content-type': 'text/plain;charset=UTF-8',
          ...headers,
        },
        body: '[{"name":"render-list","args":{"collectionSlug":"games"}}]',
      })
    const stranger = await call()
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toEqual({ errors: [{ message: 'Sign in to the admin first.' }] })
    const editor = await staff('editor')
    // Past the refusal: Next itself answers (this made-up action id is not one of the build's).
    // (With the Origin a browser sends: Payload takes a session cookie only from the site's own.)
    const own = { cookie: `payload-token=${editor.token}`, origin: new URL(serverURL).origin }
    expect((await call(own)).status).not.toBe(403)
  })
})

describe('document locks', () => {
  it('name only their author: a translator cannot lock a game in an editor’s name', async () => {
    const payload = await testPayload()
    const [translator, editor] = [await staff('translator', ['th-TH']), await staff('editor')]
    const game = (await payload.find({ collection: 'games', limit: 1, depth: 0 })).docs[0]
    const lock = (userId: number) =>
      fetch(`${serverURL}/api/payload-locked-documents`, {
        method: 'POST',
        headers: translator.headers,
        body: JSON.stringify({
          document: { relationTo: 'games', value: game.id },
          user: { relationTo: 'users', value: userId },
        }),
      })
    const forged = await lock(editor.id)
    expect(forged.status).toBe(403)
    const own = await lock(translator.id)
    expect(own.status).toBe(201)
    const { doc } = (await own.json()) as { doc: { id: number } }
    // Nor can the lock be handed to a colleague afterwards.
    const handed = await fetch(`${serverURL}/api/payload-locked-documents/${doc.id}`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ user: { relationTo: 'users', value: editor.id } }),
    })
    expect(handed.status).toBe(403)
    await payload.delete({ collection: 'payload-locked-documents', id: doc.id })
  })
})

describe("the admin's schedule publish", () => {
  it('queues a job for editors only: a translator’s call is refused before anything is queued', async () => {
    const payload = await testPayload()
    const [translator, editor] = [await staff('translator', ['th-TH']), await staff('editor')]
    const game = (await payload.find({ collection: 'games', limit: 1, depth: 0 })).docs[0]
    const scheduled = () =>
      payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
      })
    const before = (await scheduled()).totalDocs
    // As the admin calls it: the server function with the signed-in user's request.
    const call = async (userId: number) => {
      const user = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      return guardedSchedulePublish({
        req,
        user: req.user,
        type: 'publish',
        date: new Date(Date.now() + 86_400_000),
        doc: { relationTo: 'games', value: game.id },
        localeToPublish: 'th-TH',
        timezone: 'Asia/Bangkok',
      } as unknown as Parameters<typeof guardedSchedulePublish>[0])
    }
    // Refused as Payload's handler answers a failure: with `{ error }`, not by throwing (a 500).
    expect(await call(translator.id)).toHaveProperty('error')
    expect((await scheduled()).totalDocs).toBe(before)
    expect(await call(editor.id)).not.toHaveProperty('error')
    expect((await scheduled()).totalDocs).toBe(before + 1)
  })
})

describe('a signed-in write from another site', () => {
  it('does not count the session cookie: only the site’s own origin (or none) does', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const game = (await payload.find({ collection: 'games', limit: 1, depth: 0 })).docs[0]
    const write = (origin: string) =>
      fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          cookie: `payload-token=${editor.token}`,
          origin,
        },
        body: JSON.stringify({ _status: 'draft', subtitle: `From ${origin}` }),
      })
    expect((await write('https://evil.example')).status).toBe(403)
    const draft = await payload.findByID({
      collection: 'games',
      id: game.id,
      draft: true,
      locale: 'en-US',
    })
    expect(draft.subtitle).not.toBe('From https://evil.example')
    expect((await write(new URL(serverURL).origin)).status).toBe(200)
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      draft: true,
      data: { subtitle: draft.subtitle },
      overrideAccess: true,
    })
  })
})
