/**
 * What an operator reads from the running server: its metrics on a port of their own, the request
 * id on every answer, the health probes; and who the server counts as staff (Payload's own
 * verdict, so a logged-out token is a visitor's).
 */
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'

import { describe, expect, it } from 'vitest'

import { randomAddress, serverURL, staff } from './helpers'

const metricsURL = `http://127.0.0.1:${process.env.METRICS_PORT}/metrics`
const port = Number(new URL(serverURL).port)

const scrape = () => fetch(metricsURL).then((r) => r.text())

/** The value of one series in Prometheus text (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

/** A GET from another loopback address than the trusted proxy's (127.0.0.1). */
function fromStranger(path: string, headers: Record<string, string>) {
  const stranger = `127.${1 + (randomBytes(1)[0] % 250)}.${randomBytes(1)[0]}.9`
  return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) =>
    request({ host: '127.0.0.1', port, path, localAddress: stranger, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers))
    })
      .on('error', reject)
      .end(),
  )
}

describe('the metrics', () => {
  it('are served on their own loopback port, and the site’s public port has no /metrics', async () => {
    expect((await fetch(`${serverURL}/metrics`)).status).toBe(404)
    const text = await scrape()
    for (const series of [
      'starfin_http_requests_total',
      'starfin_http_request_duration_seconds',
      'starfin_stored_responses_total',
      'starfin_next_cache_total',
      'starfin_visitor_queue_waiting',
      'starfin_visitor_queue_wait_seconds',
      'starfin_staff_heavy_wait_seconds',
      'starfin_rate_limit_refusals_total',
      'starfin_publishes_total',
      'starfin_publish_to_live_seconds',
      'starfin_edge_purge_failures_total',
      'starfin_job_runs_total',
      'starfin_jobs_queued',
      'starfin_db_pool_connections',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect([series, text.includes(`# TYPE ${series} `)]).toEqual([series, true])
    expect(text).toMatch(/^starfin_db_pool_connections\{pool="primary"\} \d+/m)
  })

  it('count each request by route and client class, and the stored copies that answer them', async () => {
    const path = `/en?observe=${Date.now()}`
    const before = await scrape()
    const series = 'starfin_http_requests_total{route="page",client="visitor",status="200"}'
    const hits = 'starfin_stored_responses_total{result="hit"}'
    for (let i = 0; i < 3; i++) {
      await fetch(serverURL + path).then((r) => r.text())
      // The copy is compressed and stored in the background.
      await new Promise((r) => setTimeout(r, 500))
    }
    const after = await scrape()
    expect(valueOf(after, series) - valueOf(before, series)).toBeGreaterThanOrEqual(3)
    // The first was Next's (and stored), the later ones a stored copy's.
    expect(valueOf(after, hits) - valueOf(before, hits)).toBeGreaterThanOrEqual(1)
  })

  it('count a rate limit’s refusals by the limit', async () => {
    const series = 'starfin_rate_limit_refusals_total{limit="enquiry"}'
    const before = valueOf(await scrape(), series)
    const client = randomAddress()
    let refused = false
    for (let i = 0; i < 10 && !refused; i++) {
      const response = await fetch(`${serverURL}/api/submitEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        // A filled spam trap: counted by the limit, stored nowhere.
        body: JSON.stringify({
          name: 'Mai Tran',
          company: 'Lotus Play',
          email: 'mai@lotus-play.example.com',
          country: 'Vietnam',
          channel: 'telegram',
          handle: '@lotusplay',
          type: 'integration',
          message: 'We run a sweepstakes platform and would like to integrate your fishing games.',
          locale: 'vi-VN',
          site: 'vn',
          website: 'http://spam.example.com',
        }),
      })
      refused = response.status === 429
    }
    expect(refused).toBe(true)
    expect(valueOf(await scrape(), series)).toBeGreaterThan(before)
  })
})

describe('the request id', () => {
  it('is on every answer, taken from the trusted proxy, made anew for anyone else', async () => {
    const made = await fetch(`${serverURL}/en`)
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await fetch(`${serverURL}/api/games/not-an-id`)
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    // The tests are the server's trusted proxy (127.0.0.1).
    const fromProxy = await fetch(`${serverURL}/en`, { headers: { 'x-request-id': 'edge-7f3a' } })
    expect(fromProxy.headers.get('x-request-id')).toBe('edge-7f3a')
    const stranger = await fromStranger('/en', { 'x-request-id': 'forged-by-a-stranger' })
    expect(stranger['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the health probes', () => {
  it('live says the process answers; ready that the database is up with every migration run', async () => {
    const live = await fetch(`${serverURL}/api/health/live`)
    expect(live.status).toBe(200)
    expect(await live.json()).toMatchObject({ status: 'live' })
    const ready = await fetch(`${serverURL}/api/health/ready`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'current',
    })
  })
})

describe('staff, as the server counts them', () => {
  /** A 100 KB body: over a visitor's 64 KB, well under staff's 8 MB. */
  const large = (headers: Record<string, string>) =>
    fetch(`${serverURL}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ title: 'x'.repeat(100 * 1024) }),
    })

  it('is a signed-in session Payload accepts; its token after a logout is a visitor’s again', async () => {
    const editor = await staff('editor')
    const { token } = editor
    const logout = await fetch(`${serverURL}/api/users/logout`, {
      method: 'POST',
      headers: editor.headers,
    })
    expect(logout.status).toBe(200)
    // The server keeps Payload's verdict on a credential for 5 s (the logout itself was staff's).
    await new Promise((r) => setTimeout(r, 5500))
    const loggedOut = await large({ authorization: `JWT ${token}` })
    expect(loggedOut.status).toBe(413)
    const cookie = await large({
      cookie: `payload-token=${token}`,
      origin: new URL(serverURL).origin,
    })
    expect(cookie.status).toBe(413)

    const signedIn = await staff('editor')
    const answer = await large(signedIn.headers)
    // Received whole and judged by Payload (not a valid game), not refused for its size.
    expect(answer.status).not.toBe(413)
    expect(answer.status).toBeLessThan(500)
  })
})
