import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createRequestBodies, defaultBodyLimits } from '../../src/server/requestBodies'
import { requestClassifier } from '../../src/server/requestClass'
import { createVisitorQueue } from '../../src/server/visitorQueue'

const servers: Server[] = []
const sockets: Socket[] = []
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

const limits = {
  ...defaultBodyLimits,
  visitorBytes: 1000,
  staffBytes: 5000,
  visitorMs: 1500,
  idleMs: 400,
  totalBytes: 6000,
}

/**
 * The body step before a handler that answers with the body it read, behind the visitor queue as
 * in the production pipeline. A request with `authorization: staff…` counts as staff, its account
 * named by it.
 */
async function site(overrides: Partial<typeof limits> = {}) {
  const classify = requestClassifier({
    verifyStaff: async ({ authorization }) =>
      authorization?.startsWith('staff') ? `users:${authorization}` : false,
  })
  const receive = createRequestBodies({ ...limits, ...overrides })
  const queue = createVisitorQueue()
  const server = createServer(async (incoming, res) => {
    await classify(incoming)
    const req = await receive(incoming, res)
    if (!req) return
    queue.admit(req, res, async () => {
      let body = ''
      for await (const chunk of req) body += chunk
      res.end(JSON.stringify({ length: body.length, last: body.slice(-5) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const port = (server.address() as AddressInfo).port
  return { origin: `http://127.0.0.1:${port}`, port }
}

/** A raw connection that sends `head` and then whatever the test writes, and collects the answer. */
function raw(port: number, head: string) {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  let answer = ''
  socket.on('data', (chunk) => (answer += chunk))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => {})
  socket.write(head)
  return { socket, answer: () => answer, closed }
}

const post = (path: string, headers: string[]) =>
  [`POST ${path} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n')

describe('request bodies', () => {
  it('are handed on whole, declared or chunked, within their ceiling', async () => {
    const { origin } = await site()
    const declared = await fetch(`${origin}/api/submitEnquiry`, {
      method: 'POST',
      body: 'x'.repeat(999),
    })
    expect(await declared.json()).toEqual({ length: 999, last: 'xxxxx' })
    const chunked = await fetch(`${origin}/api/submitEnquiry`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('a'.repeat(500)))
          controller.enqueue(new TextEncoder().encode('b'.repeat(400)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(await chunked.json()).toEqual({ length: 900, last: 'bbbbb' })
  })

  it('over the ceiling are refused with 413 before they are read, or as soon as they pass it', async () => {
    const { origin, port } = await site()
    // A declared length over the ceiling: answered at once, though not a byte of it was sent.
    const declared = raw(port, post('/api/submitEnquiry', ['Content-Length: 20000000']))
    await declared.closed
    expect(declared.answer()).toMatch(/^HTTP\/1\.1 413 /)
    expect(declared.answer()).toMatch(/larger than 1 KB/)
    // Chunked, passing the ceiling on its way.
    const chunked = raw(port, post('/api/graphql', ['Transfer-Encoding: chunked']))
    chunked.socket.write(`3e8\r\n${'x'.repeat(1000)}\r\n`)
    chunked.socket.write(`3e8\r\n${'x'.repeat(1000)}\r\n`)
    await chunked.closed
    expect(chunked.answer()).toMatch(/^HTTP\/1\.1 413 /)
    // Staff have a larger ceiling.
    const staff = await fetch(`${origin}/api/submitEnquiry`, {
      method: 'POST',
      headers: { authorization: 'staff' },
      body: 'y'.repeat(4000),
    })
    expect(await staff.json()).toEqual({ length: 4000, last: 'yyyyy' })
  })

  it('that stop arriving or take too long are refused with 408, and close their connection', async () => {
    const { port } = await site()
    const stalled = raw(port, post('/api/submitEnquiry', ['Content-Length: 100']))
    stalled.socket.write('x'.repeat(10))
    await stalled.closed
    expect(stalled.answer()).toMatch(/^HTTP\/1\.1 408 /)
    expect(stalled.answer()).toMatch(/stopped arriving/)
    // A byte every 300 ms is never idle for 400 ms, but passes the 1.5 s deadline.
    const trickle = raw(port, post('/api/submitEnquiry', ['Content-Length: 100']))
    const drip = setInterval(() => trickle.socket.write('x'), 300)
    await trickle.closed
    clearInterval(drip)
    expect(trickle.answer()).toMatch(/^HTTP\/1\.1 408 /)
    expect(trickle.answer()).toMatch(/longer than 1\.5 s/)
  })

  it('still arriving hold no place in the visitor queue: a slow client slows only itself', async () => {
    const { origin, port } = await site()
    const slow = raw(port, post('/api/submitEnquiry', ['Content-Length: 100']))
    const drip = setInterval(() => slow.socket.write('x'), 100)
    try {
      await new Promise((resolve) => setTimeout(resolve, 150))
      const started = performance.now()
      const other = await fetch(`${origin}/api/submitEnquiry`, { method: 'POST', body: 'quick' })
      expect(await other.json()).toEqual({ length: 5, last: 'quick' })
      // Answered while the slow body is still arriving (it needs ten seconds).
      expect(slow.answer()).toBe('')
      expect(performance.now() - started).toBeLessThan(1000)
    } finally {
      clearInterval(drip)
    }
  })

  it('held at once are bounded in all: past the total, a body is refused with 503', async () => {
    const { port } = await site()
    // Two staff bodies of 4,000 bytes each, both still arriving: together past the 6,000 held.
    const first = raw(
      port,
      post('/api/submitEnquiry', ['Authorization: staff', 'Content-Length: 4000']),
    )
    first.socket.write('x'.repeat(3500))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const second = raw(
      port,
      post('/api/submitEnquiry', ['Authorization: staff', 'Content-Length: 4000']),
    )
    second.socket.write('y'.repeat(3500))
    await second.closed
    expect(second.answer()).toMatch(/^HTTP\/1\.1 503 /)
    expect(first.answer()).toBe('')
  })

  it('held by one client are bounded too: past its share, its body is refused with 429', async () => {
    const { port } = await site({ perClientBytes: 4000 })
    const send = (authorization: string, fill: string) => {
      const body = raw(
        port,
        post('/api/submitEnquiry', [`Authorization: ${authorization}`, 'Content-Length: 4000']),
      )
      body.socket.write(fill.repeat(2500))
      return body
    }
    // One account's second body takes it past its 4,000 bytes; another account's is received.
    const first = send('staff', 'x')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const second = send('staff', 'y')
    await second.closed
    expect(second.answer()).toMatch(/^HTTP\/1\.1 429 /)
    expect(second.answer()).toMatch(/retry-after: 5/i)
    expect(second.answer()).toMatch(/Too much is being sent from this account at once/)
    const other = send('staff-two', 'z')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(first.answer()).toBe('')
    expect(other.answer()).toBe('')
  })
})
