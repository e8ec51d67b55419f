/**
 * `npm run bench`'s fleet section (also `tsx scripts/fleet/bench.ts`): home requests per second
 * from one instance, then from two sharing one Redis cache, as a ratio. Both instances run on
 * this machine, so the ratio says what a second instance adds on the same cores (on separate
 * machines it would be nearer 2).
 */
import '../lib/dotenv'
import { spawn, type ChildProcess } from 'node:child_process'

import autocannon from 'autocannon'

import { prepareEnvironment } from '../lib/environment'

import { up, waitFor } from './topology'

const base = (Number(process.env.BENCH_PORT) || 3400) + 1
const seconds = Number(process.env.BENCH_FLEET_SECONDS) || 10
const heading = (text: string) => console.log(`\n\x1b[1m${text}\x1b[0m`)

const local = await prepareEnvironment(() => {})
const redisPort = base + 2
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
)
const instances: ChildProcess[] = []
try {
  const env = {
    ...process.env,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `starfin:bench:${Date.now()}:`,
    JOBS_RUNNER: '0',
    MIGRATE_ON_START: '0',
  }
  // Ports: BENCH_PORT+1 and +4 (+2 is Redis).
  const origins = [base, base + 3].map((port) => `http://127.0.0.1:${port}`)
  for (const [i, origin] of origins.entries()) {
    instances.push(
      spawn('node_modules/.bin/tsx', ['src/server/serve.ts'], {
        env: { ...env, PORT: new URL(origin).port },
        stdio: 'ignore',
      }),
    )
    await waitFor(`Instance ${i + 1}`, () => up(`${origin}/api/health`))
    for (let warm = 0; warm < 3; warm++) await fetch(`${origin}/en`).then((r) => r.arrayBuffer())
  }
  const load = (origin: string) =>
    autocannon({
      url: `${origin}/en`,
      connections: 8,
      duration: seconds,
      // As browsers ask for it (and the smaller answer leaves the load generator less to read).
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
  const one = await load(origins[0])
  const two = await Promise.all(origins.map(load))
  const single = one.requests.average
  const both = two.reduce((sum, result) => sum + result.requests.average, 0)
  heading(
    `Fleet: home (/en, brotli) requests/s, ${seconds} s each, 8 connections per instance, shared Redis cache`,
  )
  console.log(`  one instance   ${single.toFixed(0)} req/s`)
  console.log(
    `  two instances  ${both.toFixed(0)} req/s  (ratio ${(both / single).toFixed(2)}; errors ${two.reduce((s, r) => s + r.errors + r.non2xx, 0)})`,
  )
} finally {
  for (const instance of instances) instance.kill('SIGTERM')
  redis.kill('SIGTERM')
  await local?.stop()
}
process.exit(0)
