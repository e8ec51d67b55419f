/**
 * `npm run bench -- --metrics-cost`: what counting the metrics costs a cached page. Two production
 * servers of the same build on the same database, one with its metrics on (served on a port of
 * their own) and one with METRICS_PORT=0 (nothing counted), loaded in turn with autocannon on
 * loopback, rounds alternating so that a machine growing busier weighs on both alike. Prints each
 * round, the totals and their ratio; the ratio is the figure (absolute numbers vary between
 * machines). Bounded: BENCH_SECONDS per measurement (5) × 2 servers × BENCH_ROUNDS (3).
 */
import { spawn, type ChildProcess } from 'node:child_process'

import autocannon from 'autocannon'

type Log = (line: string) => void
type Table = (rows: (string | number)[][]) => void

const page = '/en'
const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' }

async function startServer(port: number, metricsPort: number): Promise<ChildProcess> {
  const server = spawn('node_modules/.bin/tsx', ['src/server/serve.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort) },
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) return server
    if (i > 240 || server.exitCode !== null) throw new Error(`No server answered on port ${port}.`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Requests answered per second over `seconds`, 50 connections; every answer must be a 200. */
async function requestsPerSecond(origin: string, seconds: number) {
  const result = await autocannon({
    url: origin + page,
    connections: 50,
    duration: seconds,
    headers: brotli,
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${origin}${page}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result.requests.average
}

/** The request count the metrics-on server shows, to prove it counted. */
async function countedRequests(metricsOrigin: string) {
  const text = await fetch(`${metricsOrigin}/metrics`).then((r) => r.text())
  return text
    .split('\n')
    .filter((line) => line.startsWith('starfin_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

/** Ports: `base` (metrics on), `base + 1` (its metrics), `base + 2` (metrics off). */
export async function measureMetricsCost(
  base: number,
  log: Log,
  table: Table,
  seconds = Number(process.env.BENCH_SECONDS) || 5,
  rounds = Number(process.env.BENCH_ROUNDS) || 3,
) {
  const on = `http://127.0.0.1:${base}`
  const metricsOrigin = `http://127.0.0.1:${base + 1}`
  const off = `http://127.0.0.1:${base + 2}`
  const servers = await Promise.all([startServer(base, base + 1), startServer(base + 2, 0)])
  try {
    // Rendered, cached and stored by each server, and one unmeasured second of load on each.
    for (const origin of [on, off]) {
      for (let i = 0; i < 3; i++)
        await fetch(origin + page, { headers: brotli }).then((r) => r.arrayBuffer())
      await requestsPerSecond(origin, 1)
    }
    log(
      `  ${page} in brotli, ${seconds} s per measurement, 50 connections, ${rounds} rounds (off, on, in turn).`,
    )
    const rows: (string | number)[][] = [
      ['round', 'metrics off req/s', 'metrics on req/s', 'on/off'],
    ]
    const totals = { off: 0, on: 0 }
    for (let round = 1; round <= rounds; round++) {
      const withoutMetrics = await requestsPerSecond(off, seconds)
      const withMetrics = await requestsPerSecond(on, seconds)
      totals.off += withoutMetrics
      totals.on += withMetrics
      rows.push([
        round,
        Math.round(withoutMetrics),
        Math.round(withMetrics),
        (withMetrics / withoutMetrics).toFixed(3),
      ])
    }
    rows.push([
      'mean',
      Math.round(totals.off / rounds),
      Math.round(totals.on / rounds),
      (totals.on / totals.off).toFixed(3),
    ])
    table(rows)
    log(`  The server with metrics counted ${await countedRequests(metricsOrigin)} requests.`)
  } finally {
    for (const server of servers) server.kill('SIGTERM')
  }
}
