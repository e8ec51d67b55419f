/**
 * The throughput section of `npm run bench`: requests per second of cached pages, their flight
 * data and the game-list API in each coding, as ratios to a static file served by the same
 * server in the same run (absolute figures vary between machines; the ratio is the figure),
 * the time to first byte, and the site's latency while anonymous clients send the heaviest
 * API query the visitor limits allow. Load comes from autocannon, on loopback only.
 */
import { readdirSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'

import autocannon, { type Result } from 'autocannon'

import { visitorLimits } from '../../src/hooks/visitorLimits'

const codings = { br: 'gzip, deflate, br, zstd', gzip: 'gzip', identity: 'identity' } as const
type Coding = keyof typeof codings

type Log = (line: string) => void
type Table = (rows: (string | number)[][]) => void

const ms = (value: number) => value.toFixed(1)

/** The URL the router asks for a page's flight data with (Next checks the `_rsc` value). */
async function flightURL(origin: string, path: string) {
  const response = await fetch(`${origin}${path}?_rsc=x`, {
    headers: { rsc: '1' },
    redirect: 'manual',
  })
  return response.status === 307 ? response.headers.get('location')! : `${path}?_rsc=x`
}

/** Time to the first byte of one request on a kept-alive connection. */
const firstByte = (
  url: string,
  headers: Record<string, string>,
  agent: import('node:http').Agent,
) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now()
    get(url, { headers, agent }, (response) => {
      response.once('data', () => resolve(performance.now() - started))
      response.resume()
    }).on('error', reject)
  })

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ]

/**
 * A script of the build about as large in brotli as a page (12 KB), the second reference: what
 * is left between a page and the font sheet (1.7 KB) is mostly the load generator reading ten
 * times the bytes; against a static file of its own size, a page's ratio is what serving it costs.
 */
function pageSizedScript() {
  const dir = '.next/static/chunks'
  const [closest] = readdirSync(dir)
    .filter((name) => name.endsWith('.js.br'))
    .map((name) => ({ name, off: Math.abs(statSync(join(dir, name)).size - 12 * 1024) }))
    .sort((a, b) => a.off - b.off)
  return `/_next/static/chunks/${closest.name.slice(0, -'.br'.length)}`
}

export async function measureThroughput(
  origin: string,
  log: Log,
  table: Table,
  seconds = Number(process.env.BENCH_SECONDS) || 3,
) {
  const fonts = readdirSync('public/fonts')[0]
  const staticPath = `/fonts/${fonts}/latin.css`
  const sizedPath = pageSizedScript()
  const pages = { home: '/en', list: '/en/game', detail: '/en/detail/701', terms: '/en/tc' }
  const targets: { name: string; path: string; headers: Record<string, string> }[] = []
  for (const [name, path] of Object.entries(pages)) targets.push({ name, path, headers: {} })
  for (const [name, path] of Object.entries(pages))
    targets.push({
      name: `${name} flight data`,
      path: await flightURL(origin, path),
      headers: { rsc: '1' },
    })
  for (const path of ['/api/hotGames', '/api/newGames', '/api/typeGames'])
    targets.push({ name: path, path, headers: {} })

  // Every answer is made (and its compressed copies stored) before anything is timed.
  for (const { path, headers } of [
    ...targets,
    { path: staticPath, headers: {} },
    { path: sizedPath, headers: {} },
  ]) {
    for (const coding of Object.values(codings))
      for (let i = 0; i < 3; i++)
        await fetch(origin + path, { headers: { ...headers, 'accept-encoding': coding } }).then(
          (r) => r.arrayBuffer(),
        )
  }
  await new Promise((r) => setTimeout(r, 2000))

  const run = (
    path: string,
    headers: Record<string, string>,
    connections = 50,
    duration = seconds,
  ): Promise<Result> => autocannon({ url: origin + path, connections, duration, headers })

  // One unmeasured second of load first: the first row should not pay for warming up the server
  // and the load generator (their compiled code, their sockets).
  await run(staticPath, { 'accept-encoding': codings.br }, 50, 1)
  log(
    `  ${seconds} s per row, 50 connections; the static file is ${staticPath} (the figure), and beside it a script of a page's size, ${sizedPath}; both measured in the same coding just before each group.`,
  )
  const rows: (string | number)[][] = [
    [
      'request',
      'coding',
      'req/s',
      '× static',
      '× script',
      'p50 ms',
      'p99 ms',
      'KB sent',
      'non-2xx',
    ],
  ]
  for (const coding of Object.keys(codings) as Coding[]) {
    const accept = { 'accept-encoding': codings[coding] }
    const reference = await run(staticPath, accept)
    const sized = await run(sizedPath, accept)
    const row = (name: string, result: Result) => [
      name,
      coding,
      Math.round(result.requests.average),
      (result.requests.average / reference.requests.average).toFixed(2),
      (result.requests.average / sized.requests.average).toFixed(2),
      result.latency.p50,
      result.latency.p99,
      (result.throughput.average / Math.max(1, result.requests.average) / 1024).toFixed(1),
      result.non2xx,
    ]
    rows.push(row(`static ${staticPath.split('/').pop()}`, reference))
    rows.push(row('static script', sized))
    for (const { name, path, headers } of targets)
      rows.push(row(name, await run(path, { ...headers, ...accept })))
  }
  table(rows)

  const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 })
  const brotli = { 'accept-encoding': codings.br }
  const sequential: number[] = []
  for (let i = 0; i < 300; i++) sequential.push(await firstByte(`${origin}/en`, brotli, agent))
  agent.destroy()
  const concurrent = await run('/en', brotli)
  log(
    `\n  Cached page (/en, brotli), time to first byte: one client, 300 requests in turn: p50 ${ms(percentile(sequential, 50))} ms, p99 ${ms(percentile(sequential, 99))} ms; 50 clients at once (whole answer): p50 ${concurrent.latency.p50} ms, p99 ${concurrent.latency.p99} ms`,
  )

  const heavy = `/api/games?limit=${visitorLimits.limit}&depth=${visitorLimits.depth}&locale=ja-JP&sort=-updatedAt`
  const probe = await fetch(origin + heavy)
  const duration = Math.max(seconds * 2, 6)
  log(
    `\n  While 20 anonymous clients ask ${heavy} (${probe.status}, ${Math.round((await probe.arrayBuffer()).byteLength / 1024)} KB each), ${duration} s:`,
  )
  const [load, home, health] = await Promise.all([
    run(heavy, {}, 20, duration),
    run('/en', brotli, 10, duration),
    run('/api/health', {}, 2, duration),
  ])
  table([
    ['request', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
    [
      'heavy API query (20 clients)',
      Math.round(load.requests.average),
      load.latency.p50,
      load.latency.p99,
      load.non2xx,
    ],
    [
      '/en, brotli (10 clients)',
      Math.round(home.requests.average),
      home.latency.p50,
      home.latency.p99,
      home.non2xx,
    ],
    [
      '/api/health (2 clients)',
      Math.round(health.requests.average),
      health.latency.p50,
      health.latency.p99,
      health.non2xx,
    ],
  ])
}
