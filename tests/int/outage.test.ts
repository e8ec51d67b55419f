import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { randomAccount } from '@/lib/account'
import { instanceConnection } from '@/publishing/channel'

import { page, serverURL } from './helpers'

/** Runs SQL on the server's maintenance database (not the one the app uses). */
async function maintenance(sql: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const database = new URL(process.env.DATABASE_URL!).pathname.slice(1)

/** Every connection to the app's database dropped (they may come back). */
const dropConnections = () =>
  maintenance(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
  )

/**
 * An outage as the app sees it: new connections refused, then every connection dropped. Two
 * statements, so that the refusal is committed before anything can reconnect.
 */
async function takeDatabaseDown() {
  await maintenance(`alter database "${database}" allow_connections false`)
  await dropConnections()
}
const bringDatabaseBack = () => maintenance(`alter database "${database}" allow_connections true`)

/** The backend pids of the server's publish listener's connections (src/publishing/listener.ts). */
async function listenerPids(): Promise<number[]> {
  const url = new URL(process.env.DATABASE_URL!)
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [instanceConnection],
    )
    return rows.map((row) => row.pid)
  } finally {
    await client.end()
  }
}

async function eventually<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  seconds = 20,
): Promise<T> {
  let value = await probe()
  for (let i = 0; i < seconds * 4 && !ok(value); i++) {
    await new Promise((r) => setTimeout(r, 250))
    value = await probe()
  }
  return value
}

describe('a database outage', () => {
  afterAll(bringDatabaseBack)

  it('answers 503 with a clear JSON error, keeps serving cached pages, and recovers without a restart', async () => {
    // Pages visited before the outage are in the cache.
    const cachedPaths = ['/en', '/en/game', '/jp/detail/701', '/en/tc']
    for (const path of cachedPaths) expect((await page(path)).status).toBe(200)
    expect((await fetch(`${serverURL}/api/typeGames`)).status).toBe(200)

    // The connections drop and come back just before the outage (a database restarting, a
    // failover): the listener reconnects and refreshes every page, since it may have missed a
    // publish. The pages must stay servable from the cache while the database is then down.
    const before = await listenerPids()
    expect(before.length).toBeGreaterThan(0)
    await dropConnections()
    const after = await eventually(listenerPids, (pids) => pids.some((p) => !before.includes(p)))
    expect(after.some((pid) => !before.includes(pid))).toBe(true)
    await new Promise((r) => setTimeout(r, 1000))

    await takeDatabaseDown()

    const health = await fetch(`${serverURL}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ app: 'ok', database: 'unreachable' })

    const member = await fetch(`${serverURL}/api/createMember`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
      body: JSON.stringify({ account: randomAccount(), currency: 'CNY' }),
    })
    expect(member.status).toBe(503)
    const body = (await member.json()) as { error: string }
    expect(body.error).toMatch(/unavailable/i)
    expect(JSON.stringify(body)).not.toMatch(/ECONN|postgres|at .+:\d+/i)

    for (const path of cachedPaths) {
      const cached = await page(path)
      expect(cached.status, path).toBe(200)
      expect(cached.html, path).toContain('</main>')
    }
    expect((await fetch(`${serverURL}/api/typeGames`)).status).toBe(200)

    await bringDatabaseBack()
    const recovered = await eventually(
      () => fetch(`${serverURL}/api/health`).then((r) => r.status),
      (status) => status === 200,
    )
    expect(recovered).toBe(200)
    const again = await fetch(`${serverURL}/api/createMember`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.2' },
      body: JSON.stringify({ account: randomAccount(), currency: 'CNY' }),
    })
    expect(again.status).toBe(201)
  })
})
