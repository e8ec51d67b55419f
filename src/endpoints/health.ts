import { sql } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'

/** GET /api/health: is the app up, and can it reach its database? */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const started = performance.now()
    const database = await req.payload.db.drizzle
      .execute(sql`select 1`)
      .then(() => 'ok' as const)
      .catch(() => 'unreachable' as const)
    const ok = database === 'ok'
    return Response.json(
      {
        status: ok ? 'ok' : 'degraded',
        app: 'ok',
        database,
        latencyMs: Math.round(performance.now() - started),
        uptimeSeconds: Math.round(process.uptime()),
      },
      { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
    )
  },
}
