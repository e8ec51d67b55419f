import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '../../src/lib/clientAddress'
import { requestClassifier } from '../../src/server/requestClass'
import { isHeavyCall } from '../../src/server/heavyCalls'
import { createVisitorQueue, type VisitorQueueOptions } from '../../src/server/visitorQueue'

/** Payload's verdict, played: the token `signed-in` is a live staff session, any other is not. */
const classify = requestClassifier({
  verifyStaff: async ({ cookieToken, authorization }) =>
    cookieToken === 'signed-in' || authorization === 'JWT signed-in',
})
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  )
})

/** A server whose API answers only when told, behind the queue. */
async function held(
  options: VisitorQueueOptions,
  /** How a request is told (who sends it, what it asks for) before the queue sees it. */
  classifyRequest: (req: IncomingMessage) => Promise<unknown> = classify,
) {
  const queue = createVisitorQueue({ share: 1, ...options })
  const pending: (() => void)[] = []
  const started: string[] = []
  const server = createServer(async (req, res) => {
    await classifyRequest(req)
    queue.admit(req, res, () => {
      started.push(req.url ?? '')
      // As Next's handler: a promise of its work, which goes on when the client has left.
      return new Promise<void>((resolve) =>
        pending.push(() => {
          res.end('ok')
          resolve()
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** Waits until the server has started and queued what it was sent, however slow the machine. */
  const settle = async (expected: { started: number; waiting: number; pagesWaiting?: number }) => {
    const arrived = () =>
      started.length === expected.started &&
      queue.stats().waiting === expected.waiting &&
      queue.stats().pagesWaiting === (expected.pagesWaiting ?? 0)
    while (!arrived()) await new Promise((r) => setTimeout(r, 10))
  }
  return { queue, pending, started, origin, settle }
}

describe('the queue of anonymous API calls', () => {
  it('runs a few at a time, the next when one ends, and refuses beyond its queue with a 503', async () => {
    const { pending, started, origin, settle } = await held({ running: 2, waiting: 1 })
    const calls = ['/api/games?1', '/api/games?2', '/api/graphql?3'].map((path) =>
      fetch(origin + path),
    )
    await settle({ started: 2, waiting: 1 })
    expect(started.toSorted()).toEqual(['/api/games?1', '/api/games?2'])
    const refused = await fetch(`${origin}/api/games?4`)
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /busy/,
    )
    pending.shift()!()
    await settle({ started: 3, waiting: 0 })
    expect(started[2]).toBe('/api/graphql?3')
    pending.splice(0).forEach((end) => end())
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('keeps queued calls within their share of the time: after a call of t ms, the next waits about t', async () => {
    const { pending, started, origin, settle } = await held({ running: 1, waiting: 10, share: 0.5 })
    const calls = [fetch(`${origin}/api/games?1`)]
    await settle({ started: 1, waiting: 0 })
    calls.push(fetch(`${origin}/api/games?2`))
    await settle({ started: 1, waiting: 1 })
    await new Promise((r) => setTimeout(r, 400))
    const ended = performance.now()
    pending.shift()!()
    while (started.length < 2) await new Promise((r) => setTimeout(r, 10))
    // The first call ran for at least 400 ms; the second starts no sooner than 400 ms after it.
    expect(performance.now() - ended).toBeGreaterThanOrEqual(380)
    pending.shift()!()
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200])
  })

  it('lets pages, the site’s own endpoints and logged-in staff through at once; a refused session waits', async () => {
    const { pending, started, origin, settle } = await held({ running: 1, waiting: 10 })
    void fetch(`${origin}/api/games?busy`)
    await settle({ started: 1, waiting: 0 })
    for (const [path, headers] of [
      ['/en', {}],
      ['/api/hotGames', {}],
      ['/api/health', {}],
      ['/api/games?staff-cookie', { cookie: 'payload-token=signed-in' }],
      ['/api/games?staff-jwt', { authorization: 'JWT signed-in' }],
      ['/api/games?forged', { cookie: 'payload-token=logged-out-or-forged' }],
    ] as const)
      void fetch(origin + path, { headers })
    await settle({ started: 6, waiting: 1 })
    expect(started.toSorted()).toEqual(
      [
        '/api/games?busy',
        '/en',
        '/api/hotGames',
        '/api/health',
        '/api/games?staff-cookie',
        '/api/games?staff-jwt',
      ].toSorted(),
    )
    pending.splice(0).forEach((end) => end())
    await settle({ started: 7, waiting: 0 })
    expect(started.at(-1)).toBe('/api/games?forged')
    pending.splice(0).forEach((end) => end())
  })

  it('lets no one client address hold more than its share of the waiting places', async () => {
    const { pending, origin, settle } = await held({ running: 1, waiting: 10, perClient: 2 })
    // The address the server decided for each request (src/server/clientAddress.ts).
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } })
    const calls = [fetch(`${origin}/api/games?busy`, from('203.0.113.1'))]
    await settle({ started: 1, waiting: 0 })
    calls.push(fetch(`${origin}/api/games?a1`, from('203.0.113.1')))
    calls.push(fetch(`${origin}/api/games?a2`, from('203.0.113.1')))
    await settle({ started: 1, waiting: 2 })
    const third = await fetch(`${origin}/api/games?a3`, from('203.0.113.1'))
    expect(third.status).toBe(503)
    // Another visitor still gets a place.
    calls.push(fetch(`${origin}/api/games?b1`, from('198.51.100.9')))
    await settle({ started: 1, waiting: 3 })
    for (let ended = 0; ended < 4; ended++) {
      while (!pending.length) await new Promise((r) => setTimeout(r, 10))
      pending.shift()!()
    }
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200, 200])
  })

  it('lets the waiting calls take turns by address: another visitor waits for one call of a busy address ahead of it, not all of them', async () => {
    const { pending, started, origin, settle } = await held({ running: 1, waiting: 50 })
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } })
    // A stranger with five heavy calls: one runs, four wait.
    const calls = [1, 2, 3, 4, 5].map((n) =>
      fetch(`${origin}/api/games?a${n}`, from('203.0.113.1')),
    )
    await settle({ started: 1, waiting: 4 })
    calls.push(fetch(`${origin}/api/games?b1`, from('198.51.100.9')))
    await settle({ started: 1, waiting: 5 })
    for (let ended = 0; ended < 5; ended++) {
      while (pending.length <= ended) await new Promise((r) => setTimeout(r, 10))
      pending[ended]()
      await settle({ started: ended + 2, waiting: 4 - ended })
    }
    // The other visitor's call ran after one more of the stranger's (theirs waited first), not
    // after all of them.
    expect(started).toEqual([
      '/api/games?a1',
      '/api/games?a2',
      '/api/games?b1',
      '/api/games?a3',
      '/api/games?a4',
      '/api/games?a5',
    ])
    pending.at(-1)!()
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(Array(6).fill(200))
  })

  it('frees a call’s place once its answer is written, though its client never reads it', async () => {
    const queue = createVisitorQueue({ running: 1, waiting: 10, share: 1 })
    let answered = false
    const server = createServer(async (req, res) => {
      await classify(req)
      queue.admit(req, res, () => {
        // An answer larger than the connection's buffers can hold for a client that does not read.
        if (req.url !== '/api/games?big') return res.end('ok')
        res.end(Buffer.alloc(32 * 1024 * 1024, 'a'))
        answered = true
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const { port } = server.address() as AddressInfo
    // A stranger asks and never reads (a receive window that stays shut).
    const stranger = connect(port, '127.0.0.1')
    stranger.pause()
    stranger.write('GET /api/games?big HTTP/1.1\r\nHost: localhost\r\n\r\n')
    while (!answered) await new Promise((r) => setTimeout(r, 10))
    try {
      // Another visitor's call runs at once, not once the stranger lets go of the connection.
      const other = await fetch(`http://127.0.0.1:${port}/api/games?other`, {
        signal: AbortSignal.timeout(5000),
      })
      expect(await other.text()).toBe('ok')
    } finally {
      stranger.destroy()
    }
  })

  it('gives one client address a few of the page requests Next works on at once, the rest waiting, beyond them 429', async () => {
    const { pending, started, origin, settle } = await held({
      running: 1,
      waiting: 10,
      pagesPerClient: 2,
      pagesWaitingPerClient: 1,
    })
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } })
    // A stranger asking made-up addresses, each one Next's work.
    const calls = ['/en?1', '/en?2', '/en?3'].map((path) =>
      fetch(origin + path, from('203.0.113.7')),
    )
    await settle({ started: 2, waiting: 0, pagesWaiting: 1 })
    const refused = await fetch(`${origin}/en?4`, from('203.0.113.7'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    // Another visitor's page is not behind them.
    calls.push(fetch(`${origin}/th`, from('198.51.100.9')))
    await settle({ started: 3, waiting: 0, pagesWaiting: 1 })
    expect(started.at(-1)).toBe('/th')
    // One of the stranger's ends: its waiting request starts.
    pending.shift()!()
    await settle({ started: 4, waiting: 0 })
    expect(started.at(-1)).toBe('/en?3')
    pending.splice(0).forEach((end) => end())
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200, 200])
  })
})

describe('page requests whose clients gave up while waiting', () => {
  it('give their places on: the address’s next page starts when the running one ends (round 42)', async () => {
    const { pending, started, origin, settle } = await held({
      pagesPerClient: 1,
      pagesWaitingPerClient: 5,
    })
    const from = { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.8' } }
    const first = fetch(`${origin}/en?1`, from)
    await settle({ started: 1, waiting: 0 })
    const leaving = [new AbortController(), new AbortController()]
    const left = leaving.map((controller, i) =>
      fetch(`${origin}/en?left${i}`, { ...from, signal: controller.signal }).catch(() => 'left'),
    )
    await settle({ started: 1, waiting: 0, pagesWaiting: 2 })
    leaving.forEach((controller) => controller.abort())
    expect(await Promise.all(left)).toEqual(['left', 'left'])
    // The server hears them leave: they wait no more.
    await settle({ started: 1, waiting: 0, pagesWaiting: 0 })
    pending.shift()!()
    expect((await first).status).toBe(200)
    // The two that left took no place: the next page of the address starts at once.
    const next = fetch(`${origin}/en?2`, from)
    await settle({ started: 2, waiting: 0 })
    expect(started).toEqual(['/en?1', '/en?2'])
    pending.shift()!()
    expect((await next).status).toBe(200)
  })
})

describe('work whose client hung up', () => {
  it('keeps its place until the work ends: an address cannot run more pages or pictures by hanging up (round 43)', async () => {
    const { pending, started, origin, settle } = await held({
      pagesPerClient: 1,
      pagesWaitingPerClient: 5,
      imagesRunning: 1,
    })
    const from = { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' } }
    for (const [first, second] of [
      ['/en?hung', '/en?next'],
      ['/_next/image?url=%2Fa.png&w=64&q=75', '/_next/image?url=%2Fb.png&w=64&q=75'],
    ]) {
      const before = started.length
      const hangingUp = new AbortController()
      const gone = fetch(origin + first, { ...from, signal: hangingUp.signal }).catch(() => 'gone')
      await settle({ started: before + 1, waiting: 0 })
      hangingUp.abort()
      expect(await gone).toBe('gone')
      const next = fetch(origin + second, from)
      // The first one's work goes on: the next one waits for it, not for its client.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(started.length).toBe(before + 1)
      pending.shift()!()
      await settle({ started: before + 2, waiting: 0 })
      expect(started.at(-1)).toBe(second)
      pending.shift()!()
      expect((await next).status).toBe(200)
    }
  })
})

describe('pictures made on request', () => {
  it('are made one at a time server-wide, in turns by address, a page not waiting for them; beyond an address’s share a 503', async () => {
    const { queue, pending, started, origin } = await held({
      imagesRunning: 1,
      imagesWaiting: 10,
      imagesPerClient: 2,
    })
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise((r) => setTimeout(r, 10))
    }
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } })
    const picture = (n: string) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F${n}.webp&w=640&q=75`
    // A stranger asking for encodes no one asked before: one is made, two wait.
    const calls = ['a1', 'a2', 'a3'].map((n) => fetch(origin + picture(n), from('203.0.113.7')))
    await until(() => started.length === 1 && queue.stats().imagesWaiting === 2)
    // Beyond the address's share of the waiting places: a 503 that asks to retry.
    const refused = await fetch(origin + '/cover/x.sig.webp', from('203.0.113.7'))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect((await refused.json()).errors[0].message).toMatch(/busy making pictures/)
    // The same stranger's page is not behind the pictures.
    calls.push(fetch(`${origin}/en`, from('203.0.113.7')))
    await until(() => started.length === 2)
    expect(started.at(-1)).toBe('/en')
    // Another visitor's share image waits for one picture of the stranger's, not all of them.
    calls.push(fetch(`${origin}/share/y.sig.jpg`, from('198.51.100.9')))
    await until(() => queue.stats().imagesWaiting === 3)
    while (started.length < 5) {
      const ended = pending.length
      pending.shift()!()
      await until(() => started.length > ended || started.length === 5)
    }
    pending.splice(0).forEach((end) => end())
    expect(started).toEqual([
      picture('a1'),
      '/en',
      picture('a2'),
      '/share/y.sig.jpg',
      picture('a3'),
    ])
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(Array(5).fill(200))
  })
})

describe('pictures made before', () => {
  it('go out at once while the encodes take their turns', async () => {
    const { queue, pending, started, origin } = await held({
      imagesRunning: 1,
      madeBefore: async (req) => (req.url ?? '').includes('made'),
    })
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise((r) => setTimeout(r, 10))
    }
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } })
    const calls = ['new1', 'new2', 'new3'].map((n) =>
      fetch(`${origin}/_next/image?url=%2F${n}.webp&w=640&q=75`, from('203.0.113.7')),
    )
    await until(() => started.length === 1 && queue.stats().imagesWaiting === 2)
    // Another visitor's picture made before starts at once, beside the encode.
    calls.push(fetch(`${origin}/_next/image?url=%2Fmade.webp&w=640&q=75`, from('198.51.100.9')))
    await until(() => started.length === 2)
    expect(started.at(-1)).toContain('made')
    expect(queue.stats().imagesWaiting).toBe(2)
    while (started.length < 4) {
      const ended = pending.length
      pending.shift()!()
      await until(() => started.length > ended - 1 || started.length === 4)
    }
    pending.splice(0).forEach((end) => end())
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200, 200])
  })
})

describe('one staff account’s requests at once', () => {
  /** Payload's verdict, played: `JWT <account>-<session>` is a live session of that account. */
  const classifyAccounts = requestClassifier({
    verifyStaff: async ({ authorization }) =>
      authorization?.startsWith('JWT ') ? `users:${authorization.slice(4).split('-')[0]}` : false,
  })

  /** The queue of signed-in accounts: two at a time each, one waiting at most 300 ms. */
  async function accountHeld() {
    const server = await held(
      { share: 0.5, perAccount: 2, accountWaiting: 1, accountWaitMs: 300 },
      classifyAccounts,
    )
    const { queue, started } = server
    const as = (session: string) => ({ headers: { authorization: `JWT ${session}` } })
    const settle = async (count: number, waiting: number) => {
      while (started.length !== count || queue.stats().accountsWaiting !== waiting)
        await new Promise((r) => setTimeout(r, 10))
    }
    return { ...server, as, settle }
  }

  it('runs a few of them, every session of the account counted together; one waits, the rest get a 429', async () => {
    const { pending, started, origin, as, settle } = await accountHeld()
    const calls = [
      fetch(`${origin}/api/games?1`, as('7-a')),
      fetch(`${origin}/admin/collections/games`, as('7-b')),
    ]
    await settle(2, 0)
    calls.push(fetch(`${origin}/api/games?3`, as('7-c')))
    await settle(2, 1)
    const refused = await fetch(`${origin}/api/graphql`, as('7-a'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.json()).toMatchObject({
      errors: [{ message: expect.stringContaining('Too many requests of this account') }],
    })
    // Another account, a visitor and the account's built files are not behind them.
    void fetch(`${origin}/api/games?other`, as('8-a'))
    void fetch(`${origin}/en`)
    void fetch(`${origin}/_next/static/x.js`, as('7-a'))
    await settle(5, 1)
    // The site's own calls are counted with the rest; the account's pages are not (they are
    // within its address's share of pages, as a visitor's).
    expect((await fetch(`${origin}/api/translations/export`, as('7-c'))).status).toBe(429)
    void fetch(`${origin}/en?staff`, as('7-c'))
    await settle(6, 1)
    // One ends: the waiting one starts.
    pending.shift()!()
    await settle(7, 0)
    expect(started.at(-1)).toBe('/api/games?3')
    pending.splice(0).forEach((end) => end())
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('holds an account’s pages to an address’s share, every session together (round 41, F1)', async () => {
    const server = await held({ pagesPerClient: 2, pagesWaitingPerClient: 1 }, classifyAccounts)
    const { pending, started, origin, queue } = server
    const as = (session: string) => ({ headers: { authorization: `JWT ${session}` } })
    const until = async (ok: () => boolean) => {
      while (!ok()) await new Promise((r) => setTimeout(r, 10))
    }
    const calls = ['/en/game?q=1', '/en/game?q=2', '/en/game?q=3'].map((path, i) =>
      fetch(origin + path, as(`7-${i}`)),
    )
    await until(() => started.length === 2 && queue.stats().pagesWaiting === 1)
    const refused = await fetch(`${origin}/en/game?q=4`, as('7-x'))
    expect(refused.status).toBe(429)
    // Another account's page is not behind them.
    calls.push(fetch(`${origin}/en`, as('8-a')))
    await until(() => started.length === 3)
    expect(started.at(-1)).toBe('/en')
    pending.shift()!()
    await until(() => started.length === 4)
    pending.splice(0).forEach((end) => end())
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([200, 200, 200, 200])
  })

  it('runs heavy calls one at a time server-wide, in turns by account, an account’s small calls not waiting for them (round 50, F1/F2)', async () => {
    const server = await held({ perAccount: 4, heavyShare: 1, heavyWaitMs: 1500 }, classifyAccounts)
    const { pending, started, origin, queue } = server
    const as = (session: string) => ({ headers: { authorization: `JWT ${session}` } })
    const settle = async (count: number, heavyWaiting: number) => {
      while (started.length !== count || queue.stats().heavyWaiting !== heavyWaiting)
        await new Promise((r) => setTimeout(r, 10))
    }
    const ended = new Set<number>()
    const finish = (path: string) => {
      const at = started.indexOf(path)
      ended.add(at)
      pending[at]()
    }
    // A translator's three pages of 90 games in every language: one runs, two wait.
    const everyLanguage = '/api/games?limit=90&locale=all&depth=0&draft=true'
    const calls = [fetch(`${origin}${everyLanguage}&1`, as('7-a'))]
    await settle(1, 0)
    calls.push(fetch(`${origin}${everyLanguage}&2`, as('7-b')))
    await settle(1, 1)
    calls.push(fetch(`${origin}${everyLanguage}&3`, as('7-a')))
    await settle(1, 2)
    // Another account's page of versions waits too; its own and the translator's small calls do not.
    const versions = '/api/games/versions?limit=50&depth=0'
    calls.push(fetch(origin + versions, as('8-a')))
    await settle(1, 3)
    calls.push(fetch(`${origin}/api/users/me`, as('8-a')))
    calls.push(fetch(`${origin}/api/games?limit=5&depth=0`, as('7-a')))
    await settle(3, 3)
    expect(started.slice(1).toSorted()).toEqual(['/api/games?limit=5&depth=0', '/api/users/me'])
    // One ends, the next begins; then the other account's turn comes before the translator's third.
    finish(`${everyLanguage}&1`)
    await settle(4, 2)
    expect(started.at(-1)).toBe(`${everyLanguage}&2`)
    finish(`${everyLanguage}&2`)
    await settle(5, 1)
    expect(started.at(-1)).toBe(versions)
    // The third waited longer than `heavyWaitMs`: it is asked to retry.
    const refused = await calls[2]
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.json()).toMatchObject({
      errors: [{ message: expect.stringContaining('other large requests') }],
    })
    pending.forEach((end, at) => ended.has(at) || end())
    const statuses = await Promise.all(calls.map((call) => call.then((r) => r.status)))
    expect(statuses).toEqual([200, 200, 429, 200, 200, 200])
  })

  it('refuses a waiting request after a short wait, and frees its place when its client leaves', async () => {
    const { pending, origin, as, settle } = await accountHeld()
    void fetch(`${origin}/api/games?1`, as('7-a'))
    void fetch(`${origin}/api/games?2`, as('7-a'))
    await settle(2, 0)
    const waitedAt = performance.now()
    const waited = await fetch(`${origin}/api/games?3`, as('7-a'))
    expect(waited.status).toBe(429)
    expect(performance.now() - waitedAt).toBeGreaterThanOrEqual(250)
    await settle(2, 0)
    // A client that gives up while waiting leaves no place taken.
    const leaving = new AbortController()
    void fetch(`${origin}/api/games?4`, { ...as('7-a'), signal: leaving.signal }).catch(() => {})
    await settle(2, 1)
    leaving.abort()
    await settle(2, 0)
    pending.splice(0).forEach((end) => end())
  })
})

describe('which staff calls are heavy', () => {
  const heavy = (url: string, method = 'GET', headers = {}, body?: string) =>
    isHeavyCall({ method, url, headers }, body === undefined ? undefined : Buffer.from(body))

  it('are told by what they ask: large pages, pages of versions, GraphQL and translation files, not the admin’s small reads', () => {
    expect(heavy('/api/games?limit=90&locale=all&depth=0&draft=true')).toBe(true)
    expect(heavy('/api/games?limit=100&depth=1')).toBe(true)
    expect(heavy('/api/games/versions?limit=100&depth=0')).toBe(true)
    expect(heavy('/api/globals/home-sections/versions?limit=10')).toBe(true)
    expect(heavy('/api/graphql', 'POST')).toBe(true)
    expect(heavy('/api/translations/export?locale=th-TH&format=xliff')).toBe(true)
    expect(heavy('/api/translations/import', 'POST')).toBe(true)
    expect(heavy('/api/translations/EXPORT?locale=th-TH')).toBe(true)
    // The admin's own: the signed-in user, a relation's options, its locks, one document.
    expect(heavy('/api/users/me')).toBe(false)
    expect(heavy('/api/media?limit=10&depth=0&locale=en-US')).toBe(false)
    expect(heavy('/api/payload-locked-documents?where[document.value][equals]=7')).toBe(false)
    expect(heavy('/api/games/7?locale=all&depth=2')).toBe(false)
    expect(heavy('/api/games/versions?limit=10&depth=0')).toBe(false)
    expect(heavy('/api/games?limit=90&locale=all&depth=0', 'PATCH')).toBe(false)
    expect(heavy('/api/translations/entry?collection=games&id=7&locale=th-TH')).toBe(false)
  })

  it('reads a query as Payload does: brackets, repeated names, a read sent as a POST (round 51, F1)', () => {
    expect(heavy('/api/games?limit[0]=90&locale=all&depth=0')).toBe(true)
    expect(heavy('/api/games?limit=90&locale=all&locale=en-US&depth=0')).toBe(true)
    expect(heavy('/api/games?limit=5&limit=100&depth=1')).toBe(true)
    const likes = Array.from({ length: 20 }, (_, i) => `where[or][${i}][title][like]=w${i}`)
    expect(heavy(`/api/games/versions?limit=10&depth=0&${likes.join('&')}`)).toBe(true)
    expect(heavy(`/api/games?limit=10&depth=0&${likes.slice(0, 3).join('&')}`)).toBe(false)
    const override = { 'x-payload-http-method-override': 'GET' }
    const form = { ...override, 'content-type': 'application/x-www-form-urlencoded' }
    expect(heavy('/api/games', 'POST', form, 'limit=90&locale=all&depth=0&draft=true')).toBe(true)
    expect(heavy('/api/games/versions', 'POST', form, 'limit=100&depth=0')).toBe(true)
    const json = { ...override, 'content-type': 'application/json' }
    expect(heavy('/api/games', 'POST', json, '{"limit":90,"locale":"all","depth":0}')).toBe(true)
    // The admin's own relation field asks its options this way: ten in one language.
    expect(heavy('/api/media', 'POST', form, 'limit=10&depth=0&locale=en-US')).toBe(false)
    // A write is no read, whatever its body.
    expect(heavy('/api/games', 'POST', {}, '{"limit":90,"locale":"all"}')).toBe(false)
  })

  it('include the admin’s lists: their pages and the server functions that draw them (round 51, F2)', () => {
    expect(heavy('/admin/collections/games?limit=100')).toBe(true)
    expect(heavy('/admin/collections/games')).toBe(true)
    expect(heavy('/admin/collections/games/7')).toBe(false)
    expect(heavy('/admin')).toBe(false)
    const action = { 'next-action': 'x', 'content-type': 'text/plain;charset=UTF-8' }
    const call = (name: string) => JSON.stringify([{ name, args: { collectionSlug: 'games' } }])
    expect(heavy('/admin/collections/games', 'POST', action, call('render-list'))).toBe(true)
    expect(heavy('/admin', 'POST', action, call('table-state'))).toBe(true)
    expect(heavy('/admin/collections/games/7', 'POST', action, call('form-state'))).toBe(false)
    // A call that cannot be read counts as heavy.
    expect(heavy('/admin', 'POST', action, '------x\r\nContent-Disposition: form-data')).toBe(true)
  })

  it('count what Payload reads in other spellings too (round 52, F1–F4)', () => {
    // F1: either override header makes a POST a read, as Payload takes it.
    const either = {
      'x-payload-http-method-override': 'x',
      'x-http-method-override': 'GET',
      'content-type': 'application/x-www-form-urlencoded',
    }
    expect(heavy('/api/games', 'POST', either, 'limit=100&locale=all&depth=0')).toBe(true)
    // F2: a where sent as JSON text is as many conditions as it holds.
    const likes = Array.from({ length: 20 }, (_, i) => ({ title: { like: `w${i}` } }))
    const where = encodeURIComponent(JSON.stringify({ or: likes }))
    expect(heavy(`/api/games/versions?limit=10&depth=0&where=${where}`)).toBe(true)
    const few = encodeURIComponent(JSON.stringify({ or: likes.slice(0, 2) }))
    expect(heavy(`/api/games?limit=10&depth=0&where=${few}`)).toBe(false)
    // F3: a HEAD draws what a GET draws.
    expect(heavy('/admin/collections/games?limit=100', 'HEAD')).toBe(true)
    expect(heavy('/api/games?limit=100&locale=all&depth=0', 'HEAD')).toBe(true)
    // F4: the admin's versions lists and comparisons, and a list's trash.
    expect(heavy('/admin/collections/games/7/versions?limit=100')).toBe(true)
    expect(heavy('/admin/collections/games/7/versions/12')).toBe(true)
    expect(heavy('/admin/globals/home-sections/versions')).toBe(true)
    expect(heavy('/admin/collections/games/trash')).toBe(true)
    expect(heavy('/admin/collections/games/7/api')).toBe(false)
  })

  it('count every language by either name, a path in any case, and an empty depth as Payload’s default (round 53)', () => {
    expect(heavy('/api/games?limit=100&locale=*&depth=0')).toBe(true)
    expect(heavy('/api/games/Versions?limit=100&depth=0')).toBe(true)
    expect(heavy('/api/GAMES?limit=100&locale=all&depth=0')).toBe(true)
    expect(heavy('/api/games?limit=100&depth=')).toBe(true)
    expect(heavy('/api/games?limit=100&depth=0')).toBe(false)
  })

  it('count a trashed document’s versions and a document drawn at its versions’ address (round 55, F2, F4)', () => {
    expect(heavy('/admin/collections/games/trash/5/versions')).toBe(true)
    expect(heavy('/admin/collections/games/trash/5/versions/12')).toBe(true)
    const action = { 'next-action': '40b35fd46a58' }
    const render = (segments: string[]) =>
      heavy(
        '/admin/collections/games/5',
        'POST',
        action,
        JSON.stringify([
          {
            name: 'render-document',
            args: { paramsOverride: { segments }, collectionSlug: 'games' },
          },
        ]),
      )
    expect(render(['collections', 'games', '5', 'versions'])).toBe(true)
    // Segments behind a React reference, which React resolves before Payload reads them (round 56, F3).
    expect(render(['$0:0:args:x'] as string[])).toBe(true)
    expect(render(['collections', 'games', '$$5'])).toBe(false)
    expect(render(['collections', 'games', '5', 'versions', '12'])).toBe(true)
    expect(render(['collections', 'games', '5'])).toBe(false)
  })
})
