/**
 * Anonymous calls of Payload's REST and GraphQL API, one at a time and within a share of the
 * server's time.
 *
 * A call within the visitor limits (`src/hooks/visitorLimits.ts`) may still take a couple of
 * hundred milliseconds of the server's one JavaScript thread: Payload reads every language of
 * each document and runs its field hooks as one long run of promise callbacks, during which
 * nothing else is answered. Two such calls at once make one run twice as long, and back to back
 * they would leave the pages no time at all. So they wait their turn here: `running` at once (one),
 * the next only after a pause that keeps them within `share` of the time (half: a call that took
 * 200 ms is followed by 200 ms for everything else), the rest queue, and beyond the queue a 503
 * asks to retry; so it does for a client address holding `perClient` of the waiting places already,
 * so that one client cannot fill the queue. A request is here only once its body has arrived
 * (`requestBodies.ts`): a slow upload never holds a place. Pages, files, the site's own
 * endpoints (light, cached or rate-limited on their own) and logged-in staff go straight through:
 * the request's class says which (`requestClass.ts`).
 */
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '../lib/clientAddress'
import { visitorQueueRefused, visitorQueueWaited } from '../observe/metrics'

import { requestClassOf } from './requestClass'

export type VisitorQueueOptions = {
  running?: number
  waiting?: number
  /** The part of the server's time anonymous API calls may take when they queue (0–1]. */
  share?: number
  /** How many of the waiting places one client address may hold. */
  perClient?: number
}

export function createVisitorQueue({
  running = 1,
  waiting = 200,
  share = 0.5,
  perClient = 20,
}: VisitorQueueOptions = {}) {
  const queue: (() => void)[] = []
  /** Waiting places per client address (the one the server decided: `clientAddress.ts`). */
  const waitingOf = new Map<string, number>()
  let busy = 0

  /** Ends a call that started at `startedAt`; the next waiting one starts after the pause. */
  const release = (startedAt: number) => {
    const pause = ((performance.now() - startedAt) * (1 - share)) / share
    const next = () => {
      busy--
      const waiting = queue.shift()
      if (waiting) {
        busy++
        waiting()
      }
    }
    if (queue.length === 0 || pause < 1) next()
    else setTimeout(next, pause)
  }

  return {
    /** Runs `handle` now, or when a place is free, or answers 503 when too many are waiting. */
    admit(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
      const { what, who } = requestClassOf(req)
      if (what !== 'api' || who === 'staff') return handle()
      const queuedAt = performance.now()
      const start = () => {
        visitorQueueWaited((performance.now() - queuedAt) / 1000)
        // A client that gave up while waiting frees its place at once.
        if (res.destroyed) return release(performance.now())
        const startedAt = performance.now()
        res.once('close', () => release(startedAt))
        handle()
      }
      if (busy < running) {
        busy++
        return start()
      }
      const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? 'unknown')
      const held = waitingOf.get(client) ?? 0
      if (queue.length >= waiting || held >= perClient) {
        visitorQueueRefused()
        res.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '1',
          'cache-control': 'no-store',
        })
        res.end(
          JSON.stringify({ errors: [{ message: 'The API is busy; please retry in a moment.' }] }),
        )
        return
      }
      waitingOf.set(client, held + 1)
      // Started later, from another request's end: bound to this request's own context (its id).
      queue.push(
        AsyncResource.bind(() => {
          const left = (waitingOf.get(client) ?? 1) - 1
          if (left > 0) waitingOf.set(client, left)
          else waitingOf.delete(client)
          start()
        }),
      )
    },
    stats: () => ({ busy, waiting: queue.length }),
  }
}

export type VisitorQueue = ReturnType<typeof createVisitorQueue>
