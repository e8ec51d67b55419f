import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'

import { migrations } from '../../migrations'

import { endpointPaths } from './paths'

const noStore = { 'cache-control': 'no-store' }

const databaseState = (req: PayloadRequest) =>
  req.payload.db.drizzle
    .execute(sql`select 1`)
    .then(() => 'ok' as const)
    .catch(() => 'unreachable' as const)

/** GET /api/health: is the app up, and can it reach its database? (Kept for existing probes.) */
export const health: Endpoint = {
  path: endpointPaths.health,
  method: 'get',
  handler: async (req) => {
    const started = performance.now()
    const database = await databaseState(req)
    const ok = database === 'ok'
    return Response.json(
      {
        status: ok ? 'ok' : 'degraded',
        app: 'ok',
        database,
        latencyMs: Math.round(performance.now() - started),
        uptimeSeconds: Math.round(process.uptime()),
      },
      { status: ok ? 200 : 503, headers: noStore },
    )
  },
}

/**
 * GET /api/health/live: the process answers. An orchestrator restarts an instance that does not;
 * a database outage is no reason to (the cached pages keep serving), nor is a drain.
 */
export const healthLive: Endpoint = {
  path: `${endpointPaths.health}/live`,
  method: 'get',
  handler: () =>
    Response.json(
      { status: 'live', uptimeSeconds: Math.round(process.uptime()) },
      { headers: noStore },
    ),
}

/** The migrations this build has that the database has not run. */
async function pendingMigrations(req: PayloadRequest): Promise<string[]> {
  const { rows } = (await req.payload.db.drizzle.execute(
    sql`select name from payload_migrations`,
  )) as unknown as { rows: { name: string }[] }
  const applied = new Set(rows.map(({ name }) => name))
  return migrations.map(({ name }) => name).filter((name) => !applied.has(name))
}

/**
 * GET /api/health/ready: whether a load balancer should send this instance traffic: its database
 * answers and has every migration of this build. While the server drains, its pipeline answers
 * 503 `draining` here first (src/server/drain.ts).
 */
export const healthReady: Endpoint = {
  path: `${endpointPaths.health}/ready`,
  method: 'get',
  handler: async (req) => {
    const database = await databaseState(req)
    const pending = database === 'ok' ? await pendingMigrations(req).catch(() => undefined) : []
    const migrationsState =
      database !== 'ok'
        ? 'unknown'
        : pending === undefined
          ? 'unreadable'
          : pending.length
            ? 'pending'
            : 'current'
    const ready = database === 'ok' && migrationsState === 'current'
    return Response.json(
      {
        status: ready ? 'ready' : 'not ready',
        database,
        migrations: migrationsState,
        ...(pending?.length && { pendingMigrations: pending }),
      },
      { status: ready ? 200 : 503, headers: noStore },
    )
  },
}
