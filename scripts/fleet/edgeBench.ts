/**
 * `npm run bench`'s edge section (`--only-edge` runs it alone): cached pages in brotli through
 * Varnish in front of the bench's server, each beside nginx serving the very same bytes as a
 * file in the same run, as requests per second (wrk, loopback), plus the edge's hit ratio while
 * it runs. The ratio to the file is the figure: absolute numbers vary between machines.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import path from 'node:path'

import { startEdge } from './edge'

type Log = (line: string) => void
type Table = (rows: (string | number)[][]) => void

const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** A page's body as the edge sends it (still compressed). */
const rawBody = (url: string) =>
  new Promise<{ body: Buffer; encoding: string; type: string }>((resolve, reject) =>
    get(url, { headers: brotli }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          type: String(response.headers['content-type'] ?? ''),
        }),
      )
    }).on('error', reject),
  )

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
  const nginxConf = path.join(dir, 'nginx.conf')
  writeFileSync(
    nginxConf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${ports.files};
    root ${files};
    location / {
      default_type text/html;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
    }
  }
}
`,
  )
  const nginx = spawn('nginx', ['-c', nginxConf, '-p', dir], { stdio: 'ignore' })
  try {
    const pages = { home: '/en', list: '/en/game', detail: '/en/detail/701', terms: '/en/tc' }
    for (const [name, page] of Object.entries(pages)) {
      // Cached at the edge, then its bytes written out for nginx.
      for (let i = 0; i < 3; i++) await rawBody(edge.url + page)
      const { body, encoding } = await rawBody(edge.url + page)
      if (encoding !== 'br') throw new Error(`${page} came through the edge as ${encoding}`)
      writeFileSync(path.join(files, name), body)
    }
    for (
      let i = 0;
      i < 50 && !(await rawBody(`http://127.0.0.1:${ports.files}/home`).catch(() => null));
      i++
    )
      await new Promise((r) => setTimeout(r, 100))

    const before = edge.counts()
    const rows: (string | number)[][] = [['page', 'KB (br)', 'edge req/s', 'file req/s', 'ratio']]
    for (const [name, page] of Object.entries(pages)) {
      const throughEdge = wrk(edge.url + page, seconds)
      const file = wrk(`http://127.0.0.1:${ports.files}/${name}`, seconds)
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
    edge.stop()
  }
}
