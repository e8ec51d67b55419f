/**
 * Stopping without cutting anyone off (a deploy, a scale-down): on SIGTERM or SIGINT the server
 * - stops accepting connections, and answers requests still arriving on open keep-alive
 *   connections with `Connection: close`;
 * - answers `/api/health` with 503 `draining`, so a load balancer still probing takes it out;
 * - lets the requests in flight finish (at most DRAIN_TIMEOUT_MS, 10 s by default), stops the job
 *   queue's timer, closes the database pools and exits 0.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { env } from '../lib/env'

type Closable = { end: () => Promise<void> }
type Stoppable = { stop: () => unknown }
type CachedPayload = { crons?: Stoppable[]; db?: Record<string, unknown> }

/** The Payload instances of this process (Payload keeps them on `globalThis`). */
function payloadInstances(): CachedPayload[] {
  const instances = (globalThis as { _payload?: Map<string, { payload?: CachedPayload | null }> })
    ._payload
  return [...(instances?.values() ?? [])].flatMap((cached) => cached.payload ?? [])
}

/** Their job queue's timers, stopped before the pools close, so that no run starts on a closed pool. */
function stopJobTimers() {
  for (const payload of payloadInstances())
    for (const cron of payload.crons?.splice(0) ?? []) cron.stop()
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

export function drainOnStop(server: Server, timeoutMs = env().DRAIN_TIMEOUT_MS) {
  let draining = false
  const stop = (signal: string) => {
    if (draining) return
    draining = true
    console.log(`${signal}: finishing the requests in flight, then stopping.`)
    const deadline = setTimeout(() => {
      console.warn(`Requests still open after ${timeoutMs} ms: closing them.`)
      server.closeAllConnections()
    }, timeoutMs)
    deadline.unref()
    // `close` stops accepting and waits for open connections; idle keep-alive ones close now.
    server.close(async () => {
      stopJobTimers()
      // A pool waits for its checked-out clients (a job still running, say): not for ever.
      const poolsClosed = Promise.allSettled(databasePools().map((pool) => pool.end()))
      await Promise.race([poolsClosed, new Promise((resolve) => setTimeout(resolve, 3000).unref())])
      process.exit(0)
    })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal))

  return {
    /** While draining: health says so, and every answer closes its connection. True when answered here. */
    refuse(req: IncomingMessage, res: ServerResponse): boolean {
      if (!draining) return false
      res.setHeader('connection', 'close')
      if (req.url?.split('?')[0] !== '/api/health') return false
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ status: 'draining', app: 'stopping' }))
      return true
    },
  }
}

export type Drain = ReturnType<typeof drainOnStop>
