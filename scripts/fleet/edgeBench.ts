/**
 * `npm run bench`'s edge section (`--only-edge` runs it alone): cached pages in brotli through
 * Varnish in front of the bench's server, each beside nginx serving the very same bytes (body
 * and headers) as a file in the same run, as requests per second (wrk, loopback), plus the
 * edge's hit ratio while it runs. The ratio to the file is the figure: absolute numbers vary
 * between machines.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'

import { startEdge, type Edge } from './edge'

type Log = (line: string) => void
type Table = (rows: (string | number)[][]) => void

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/**
 * A page's body as the edge sends it (still compressed), with its headers. On a connection of
 * its own: wrk blocks this process, and a kept-alive one that Varnish closed meanwhile would only
 * fail when reused.
 */
const rawBody = (url: string) =>
  new Promise<{ body: Buffer; encoding: string; headers: IncomingHttpHeaders }>((resolve, reject) =>
    get(url, { headers: brotli, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          headers: response.headers,
        }),
      )
    }).on('error', reject),
  )

/** Headers nginx sends of its own accord, or that tell what Varnish did. */
const notReplayed = new Set([
  'date',
  'server',
  'content-length',
  'content-type',
  'content-encoding',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'age',
  'via',
  'x-varnish',
  'x-cache',
])

/** nginx sends the edge's other headers too (the policies, Cache-Control…): the same bytes. */
const sameHeaders = (headers: IncomingHttpHeaders) =>
  Object.entries(headers)
    .filter(([name]) => !notReplayed.has(name))
    .map(([name, value]) => `add_header ${name} "${String(value).replace(/["\\]/g, '\\$&')}";`)
    .join('\n      ')

/** Requests per second wrk measures (2 threads, 50 connections). */
function wrk(url: string, seconds: number): number {
  const run = spawnSync(
    'wrk',
    ['-t2', '-c50', `-d${seconds}s`, '-H', `Accept-Encoding: ${brotli['accept-encoding']}`, url],
    { encoding: 'utf8' },
  )
  const match = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout)
  if (!match) throw new Error(`wrk failed on ${url}:\n${run.stdout}${run.stderr}`)
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(run.stdout)
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} answers were not 2xx`)
  return Number(match[1])
}

export async function measureEdge(
  origin: string,
  ports: { edge: number; files: number },
  log: Log,
  table: Table,
  seconds = Number(process.env.BENCH_EDGE_SECONDS) || 8,
) {
  const dir = path.resolve('.data/bench-edge')
  rmSync(dir, { recursive: true, force: true })
  const files = path.join(dir, 'files')
  mkdirSync(files, { recursive: true })
  const edge = await startEdge({ port: ports.edge, origins: [origin], dir: path.join(dir, 'edge') })
  try {
    await againstTheFile(edge, ports.files, dir, files, seconds, log, table)
  } finally {
    edge.stop()
  }
}

async function againstTheFile(
  edge: Edge,
  filesPort: number,
  dir: string,
  files: string,
  seconds: number,
  log: Log,
  table: Table,
) {
  const pages = { home: '/en', list: '/en/game', detail: '/en/detail/701', terms: '/en/tc' }
  const locations: string[] = []
  for (const [name, page] of Object.entries(pages)) {
    // Cached at the edge, then its bytes and headers handed to nginx.
    for (let i = 0; i < 3; i++) await rawBody(edge.url + page)
    const { body, encoding, headers } = await rawBody(edge.url + page)
    if (encoding !== 'br') throw new Error(`${page} came through the edge as ${encoding}`)
    writeFileSync(path.join(files, name), body)
    locations.push(`location = /${name} {
      default_type "${headers['content-type']}";
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
      ${sameHeaders(headers)}
    }`)
  }
  const nginxConf = path.join(dir, 'nginx.conf')
  writeFileSync(
    nginxConf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${filesPort};
    root ${files};
    ${locations.join('\n    ')}
  }
}
`,
  )
  const nginx = spawn('nginx', ['-c', nginxConf, '-p', dir], { stdio: 'ignore' })
  try {
    for (
      let i = 0;
      i < 50 && !(await rawBody(`http://127.0.0.1:${filesPort}/home`).catch(() => null));
      i++
    )
      await new Promise((r) => setTimeout(r, 100))

    const before = edge.counts()
    const rows: (string | number)[][] = [['page', 'KB (br)', 'edge req/s', 'file req/s', 'ratio']]
    for (const [name, page] of Object.entries(pages)) {
      // The machine is shared: each is measured twice, in turn, and its better run kept.
      let [throughEdge, file] = [0, 0]
      for (let round = 0; round < 2; round++) {
        throughEdge = Math.max(throughEdge, wrk(edge.url + page, seconds))
        file = Math.max(file, wrk(`http://127.0.0.1:${filesPort}/${name}`, seconds))
      }
      const size = (await rawBody(edge.url + page)).body.length
      rows.push([
        `${name} (${page})`,
        (size / 1024).toFixed(1),
        throughEdge.toFixed(0),
        file.toFixed(0),
        (throughEdge / file).toFixed(2),
      ])
    }
    const after = edge.counts()
    const hits = after.hits - before.hits
    const misses = after.misses - before.misses
    table(rows)
    log(
      `  edge hit ratio while measuring: ${((100 * hits) / Math.max(1, hits + misses)).toFixed(2)}% (${hits} hits, ${misses} misses)`,
    )
  } finally {
    nginx.kill('SIGTERM')
  }
}
