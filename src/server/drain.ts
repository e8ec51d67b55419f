/**
 * Stopping without cutting anyone off (a deploy, a scale-down): on SIGTERM or SIGINT the server
 * - stops accepting connections, and answers requests still arriving on open keep-alive
 *   connections with `Connection: close`;
 * - answers `/api/health` and `/api/health/ready` with 503 `draining`, so a load balancer still
 *   probing takes it out (`/api/health/live` still answers: the process is alive);
 * - lets the requests in flight finish (at most DRAIN_TIMEOUT_MS, 10 s by default), stops the job
 *   queue's timer, closes the database pools and exits 0.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { env } from '../lib/env'
import { serverLogger } from '../observe/logger'

type Closable = { end: () => Promise<void> }
type Stoppable = { stop: () => unknown }
type CachedPayload = { crons?: Stoppable[]; db?: Record<string, unknown> }

/** The Payload instances of this process (Payload keeps them on `globalThis`). */
function payloadInstances(): CachedPayload[] {
  const instances = (globalThis as { _payload?: Map<string, { payload?: CachedPayload | null }> })
    ._payload
  return [...(instances?.values() ?? [])].flatMap((cached) => cached.payload ?? [])
}

/** Their database pools (primary and replicas). */
function databasePools(): Closable[] {
  const pools = new Set<Closable>()
  for (const { db } of payloadInstances()) {
    if (!db) continue
    if (db.pool) pools.add(db.pool as Closable)
    const replicas = (
      (db.drizzle as { $replicas?: { $client?: Closable }[] } | undefined)?.$replicas ?? []
    ).map((replica) => replica.$client)
    for (const pool of replicas) if (pool) pools.add(pool)
  }
  return [...pools]
}

/**
 * Stops Payload's job queue timers first, so that no run starts on a closed pool, then closes the
 * database pools. A pool waits for its checked-out clients (a job still running, say): not for
 * longer than `poolsMs`.
 */
export async function releasePayload(poolsMs = 3000): Promise<void> {
  for (const payload of payloadInstances())
    for (const cron of payload.crons?.splice(0) ?? []) cron.stop()
  const poolsClosed = Promise.allSettled(databasePools().map((pool) => pool.end()))
  await Promise.race([poolsClosed, new Promise((resolve) => setTimeout(resolve, poolsMs).unref())])
}

/** The probes a drain answers itself: "do not send me traffic". */
const probes = new Set(['/api/health', '/api/health/ready'])

/** The drain of one HTTP server, apart from the process's signals and exit. */
export function drainServer(server: Server, timeoutMs: number) {
  let stopped: Promise<void> | undefined
  return {
    /**
     * Stops accepting connections and resolves once the requests in flight have ended, or were
     * cut off `timeoutMs` after the stop. Idle keep-alive connections close at once.
     */
    stop(why: string): Promise<void> {
      stopped ??= new Promise((resolve) => {
        serverLogger().info(`${why}: finishing the requests in flight, then stopping.`)
        const deadline = setTimeout(() => {
          serverLogger().warn(`Requests still open after ${timeoutMs} ms: closing them.`)
          server.closeAllConnections()
        }, timeoutMs)
        deadline.unref()
        server.close(() => {
          clearTimeout(deadline)
          resolve()
        })
      })
      return stopped
    },

    /** While draining: health says so, and every answer closes its connection. True when answered here. */
    refuse(req: IncomingMessage, res: ServerResponse): boolean {
      if (!stopped) return false
      res.setHeader('connection', 'close')
      if (!probes.has(req.url?.split('?')[0] ?? '')) return false
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ status: 'draining', app: 'stopping' }))
      return true
    },
  }
}

export type Drain = Pick<ReturnType<typeof drainServer>, 'refuse'>

/**
 * The production server's drain: a stop signal drains it, then runs `stopped` (the publish
 * listener says goodbye), releases Payload and exits 0.
 */
export function drainOnStop(
  server: Server,
  timeoutMs = env().DRAIN_TIMEOUT_MS,
  stopped: () => Promise<void> = async () => {},
): Drain {
  const drain = drainServer(server, timeoutMs)
  let exiting: Promise<void> | undefined
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      exiting ??= drain
        .stop(signal)
        .then(stopped)
        .then(() => releasePayload())
        .then(() => process.exit(0))
    })
  return drain
}
