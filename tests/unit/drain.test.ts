import { Agent, type IncomingMessage, type ServerResponse } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { serverLogger } from '../../src/observe/logger'
import { drainServer, releasePayload } from '../../src/server/drain'
import { listen } from '../support/localServer'

afterEach(() => vi.restoreAllMocks())

/**
 * A server behind the drain whose `/slow` answers only when told to: a request in flight.
 * Everything else answers at once, as the site's health check does.
 */
async function drainingServer(timeoutMs = 10_000) {
  vi.spyOn(serverLogger(), 'info').mockImplementation(() => {})
  vi.spyOn(serverLogger(), 'warn').mockImplementation(() => {})
  const slow: (() => void)[] = []
  let arrived: () => void = () => {}
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve))
  const { server, send } = await listen((req, res) => {
    if (drain.refuse(req, res)) return
    if (req.url === '/slow') {
      slow.push(() => res.end('the whole page'))
      arrived()
      return
    }
    res.end(JSON.stringify({ status: 'ok' }))
  })
  const drain = drainServer(server, timeoutMs)
  // One connection, kept alive, as a load balancer keeps its connections to an instance.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const get = (path: string) => send(path, { agent })
  return { drain, get, send, slowArrived, finishSlow: () => slow.shift()?.() }
}

describe('the drain on stop', () => {
  it('lets a request in flight finish; health then says draining, 503, and the connection closes', async () => {
    const site = await drainingServer()
    const healthy = await site.get('/api/health')
    expect(healthy.status).toBe(200)
    expect(healthy.headers.connection).toBe('keep-alive')

    const inFlight = site.get('/slow')
    await site.slowArrived
    let stopped = false
    void site.drain.stop('SIGTERM').then(() => (stopped = true))
    // The balancer's next probe waits for the connection the page is still using.
    const probe = site.get('/api/health')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stopped).toBe(false)

    site.finishSlow()
    expect(await inFlight).toMatchObject({ status: 200, text: 'the whole page' })
    const draining = await probe
    expect(draining.status).toBe(503)
    expect(JSON.parse(draining.text)).toMatchObject({ status: 'draining' })
    expect(draining.headers['cache-control']).toBe('no-store')
    expect(draining.headers.connection).toBe('close')
    await vi.waitFor(() => expect(stopped).toBe(true))
  })

  it('answers other requests that still arrive, closing their connection', async () => {
    const site = await drainingServer()
    const inFlight = site.get('/slow')
    await site.slowArrived
    void site.drain.stop('SIGTERM')
    const page = site.get('/en')
    site.finishSlow()
    await inFlight
    expect(await page).toMatchObject({ status: 200, headers: { connection: 'close' } })
  })

  it('says "not ready" to readiness probes, while liveness still answers from the app', async () => {
    const site = await drainingServer()
    const inFlight = site.get('/slow')
    await site.slowArrived
    void site.drain.stop('SIGTERM')
    const ready = site.get('/api/health/ready')
    site.finishSlow()
    await inFlight
    expect(await ready).toMatchObject({ status: 503, headers: { connection: 'close' } })
    expect(JSON.parse((await ready).text)).toMatchObject({ status: 'draining' })
    // (The server takes no new connection now: the drain's verdict on a liveness probe, directly.)
    const headers: Record<string, string> = {}
    const live = { url: '/api/health/live' } as IncomingMessage
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) }
    expect(site.drain.refuse(live, res as unknown as ServerResponse)).toBe(false)
    expect(headers.connection).toBe('close')
  })

  it('accepts no new connection once stopped', async () => {
    const site = await drainingServer()
    await site.drain.stop('SIGTERM')
    const fresh = site.send('/api/health')
    await expect(fresh).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('cuts off a request still open at the deadline, and stops', async () => {
    const site = await drainingServer(200)
    const inFlight = site.get('/slow')
    await site.slowArrived
    const started = Date.now()
    await site.drain.stop('SIGTERM')
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await expect(inFlight).rejects.toThrow()
  })
})

describe('releasing Payload when the server stops', () => {
  type Instances = Map<string, { payload: unknown }>
  const holder = globalThis as { _payload?: Instances }
  afterEach(() => delete holder._payload)

  it("stops the job timers before closing the primary's and each replica's pool, once each", async () => {
    const order: string[] = []
    const pool = (name: string) => ({
      end: async () => {
        order.push(`${name} closed`)
      },
    })
    const primary = pool('primary')
    const db = { pool: primary, drizzle: { $replicas: [{ $client: pool('replica') }] } }
    holder._payload = new Map([
      ['default', { payload: { crons: [{ stop: () => order.push('jobs stopped') }], db } }],
      // A second instance on the same database shares its pool.
      ['other', { payload: { db: { pool: primary } } }],
    ])
    await releasePayload()
    expect(order).toEqual(['jobs stopped', 'primary closed', 'replica closed'])
  })

  it('does not wait for ever on a pool whose client is still checked out', async () => {
    holder._payload = new Map([
      ['default', { payload: { db: { pool: { end: () => new Promise<void>(() => {}) } } } }],
    ])
    const started = Date.now()
    await releasePayload(100)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
