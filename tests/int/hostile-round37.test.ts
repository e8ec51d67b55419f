/**
 * A penetration test's findings of round 37. Round 36's bound of 1,000 values counted each `in`
 * alone: a stranger's 30 of them in one `where` (a 60 KB form) passed, 30,000 parameters of the
 * SQL, and 70 were again PostgreSQL's limit, a 500 with the whole SQL in the log. Round 36 left two open: a demo member's wallet
 * (`POST /api/demoWallet`) wrote the database on every call, with no limit (200 writes in 19 s
 * from one client); and the bodies being received share one pool (256 MB), which one staff account
 * could fill with slow 8 MB bodies, every other POST on the server a 503 meanwhile.
 */
import { connect, type Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { randomAccount } from '@/lib/account'

import { randomAddress, serverURL, staff, testPayload } from './helpers'

describe('the values of a where', () => {
  it('are at most 1,000 in all, however many conditions list them', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => String((i % 9) + 1)).join(',')
    const ask = (form: string) =>
      fetch(`${serverURL}/api/games`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
          'x-forwarded-for': randomAddress(),
        },
        body: `${form}&limit=1&depth=0`,
      })
    expect((await ask(`where[id][in]=${ids}`)).status).toBe(200)
    const many = Array.from({ length: 30 }, (_, k) => `where[or][${k}][id][in]=${ids}`).join('&')
    for (const form of [many, `where[gameId][in]=${ids}&where[gameId][not_in]=${ids}`]) {
      const answer = await ask(form)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain('lists more than 1000 values; ask for fewer at a time')
    }
  })
})

describe('a sort', () => {
  it('names at most 10 fields: 8,000 (round 37, F4) are a 400 over REST and GraphQL, 10 are read', async () => {
    const headers = { 'x-forwarded-for': randomAddress() }
    const terms = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? '-gameId' : 'title'))
    const ten = await fetch(`${serverURL}/api/games?limit=1&depth=0&sort=${terms(10)}`, { headers })
    expect(ten.status).toBe(200)
    const many = await fetch(`${serverURL}/api/games`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: `limit=1&depth=0&sort=${terms(8000)}`,
    })
    expect(many.status).toBe(400)
    expect((await many.json()).errors[0].message).toContain('sort names more than 10 fields')
    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ Games(limit: 1, sort: "${terms(11)}") { docs { gameId } } }`,
      }),
    })
    const answer = await graphql.json()
    expect(answer.data?.Games ?? null).toBeNull()
    expect(JSON.stringify(answer.errors)).toContain('sort names more than 10 fields')
  })
})

describe('a demo member’s wallet', () => {
  it('stores at most 120 balances a minute from one address: beyond, a 429 JSON with Retry-After', async () => {
    const address = randomAddress()
    const account = randomAccount()
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': address }
    const created = await fetch(`${serverURL}/api/createMember`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ account, currency: 'CNY' }),
    })
    expect(created.status).toBe(201)

    const answers: { status: number; retryAfter: string | null; body: string }[] = []
    let next = 0
    const worker = async () => {
      while (next < 130) {
        const balance = 1000 + next++
        const response = await fetch(`${serverURL}/api/demoWallet`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ account, balance }),
        })
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        })
      }
    }
    await Promise.all(Array.from({ length: 10 }, worker))
    const refused = answers.filter((answer) => answer.status === 429)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(120)
    expect(refused).toHaveLength(10)
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0)
    expect(JSON.parse(refused[0].body)).toEqual({
      error: expect.stringMatching(/^Too many balance changes from this address/),
    })

    // Another address is not held by this one's count; reading the balance is not counted.
    const elsewhere = await fetch(`${serverURL}/api/demoWallet`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': randomAddress() },
      body: JSON.stringify({ account, balance: 7 }),
    })
    expect(elsewhere.status).toBe(200)
    const read = await fetch(`${serverURL}/api/demoWallet?account=${account}`, { headers })
    expect(await read.json()).toEqual({ data: { balance: 7 } })

    const payload = await testPayload()
    await payload.delete({
      collection: 'members',
      where: { account: { equals: account } },
      overrideAccess: true,
    })
  })
})

/** A connection that sends a POST's headers and `bytes` of its body, and never the rest. */
function slowBody(headers: Record<string, string>, declared: number, bytes: number) {
  const { hostname, port } = new URL(serverURL)
  const socket: Socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  socket.on('error', () => {})
  const head = [
    'POST /api/games HTTP/1.1',
    `Host: ${hostname}`,
    'Content-Type: application/json',
    `Content-Length: ${declared}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n')
  socket.write(head)
  const written = new Promise<void>((resolve) =>
    socket.write(Buffer.alloc(bytes, 0x20), () => resolve()),
  )
  // A byte now and then keeps the body arriving (a pause of 5 s is refused).
  const alive = setInterval(() => {
    if (!answer && !socket.destroyed) socket.write(' ')
  }, 2000)
  socket.on('close', () => clearInterval(alive))
  return { socket, written, answer: () => answer, stop: () => clearInterval(alive) }
}

describe('the bodies one account is sending at once', () => {
  it('hold at most 64 MB of the pool: its next body is a 429, another client’s POST is answered', async () => {
    const editor = await staff('editor')
    const size = 8 * 1024 * 1024
    const sent = size - 64 * 1024
    const address = randomAddress()
    const bodies = Array.from({ length: 12 }, () =>
      slowBody({ authorization: `JWT ${editor.token}`, 'x-forwarded-for': address }, size, sent),
    )
    try {
      // Each has sent all but its last 64 KB: nearly 96 MB together, kept arriving.
      await Promise.all(bodies.map(({ written }) => written))
      const isRefused = ({ answer }: { answer: () => string }) => /^HTTP\/1\.1 429 /.test(answer())
      // The server reads them as its turns come: on a loaded machine, seconds.
      for (let waited = 0; waited < 20_000 && bodies.filter(isRefused).length < 4; waited += 500)
        await new Promise((resolve) => setTimeout(resolve, 500))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const refused = bodies.filter(({ answer }) => /^HTTP\/1\.1 429 /.test(answer()))
      expect(refused.length).toBeGreaterThanOrEqual(3)
      expect(refused.length).toBeLessThanOrEqual(5)
      expect(refused[0].answer()).toMatch(/Too much is being sent from this account at once/)
      expect(refused[0].answer()).toMatch(/retry-after: \d+/i)
      expect(bodies.filter(({ answer }) => answer() === '').length).toBeGreaterThanOrEqual(7)

      // Someone else's POST meanwhile: answered by its handler, not refused for room.
      const other = await fetch(`${serverURL}/api/submitEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({}),
      })
      expect(other.status).toBe(400)
    } finally {
      for (const { socket, stop } of bodies) {
        stop()
        socket.destroy()
      }
    }
  })
})
