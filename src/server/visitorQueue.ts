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
 * asks to retry. Pages, the site's own light endpoints and logged-in staff go straight through.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { jwtVerify } from 'jose'

/** The site's own endpoints under /api: light, cached or rate-limited on their own. */
const ownEndpoints =
  /^\/api\/(?:health|hotGames|newGames|typeGames|createMember|demoWallet|submitEnquiry|media\/file\/)/

export type VisitorQueueOptions = {
  running?: number
  waiting?: number
  /** The part of the server's time anonymous API calls may take when they queue (0–1]. */
  share?: number
  secret: string
}

export function createVisitorQueue({
  running = 1,
  waiting = 200,
  share = 0.5,
  secret,
}: VisitorQueueOptions) {
  // Payload signs its session tokens with this key (HS256), derived from PAYLOAD_SECRET.
  const key = new TextEncoder().encode(
    createHash('sha256').update(secret).digest('hex').slice(0, 32),
  )
  const queue: (() => void)[] = []
  let busy = 0

  /**
   * Whether a request carries a valid staff session. (A call with an API key waits its turn like
   * any other: checking the key takes the database, and a made-up one must not jump the queue.)
   */
  async function isStaff(req: IncomingMessage) {
    const token =
      /^JWT (.+)$/.exec(req.headers.authorization ?? '')?.[1] ??
      /(?:^|;\s*)payload-token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1]
    if (!token) return false
    return jwtVerify(token, key).then(
      () => true,
      () => false,
    )
  }

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
    async admit(req: IncomingMessage, res: ServerResponse, handle: () => void) {
      const path = req.url ?? ''
      if (!path.startsWith('/api/') || ownEndpoints.test(path) || (await isStaff(req)))
        return handle()
      const start = () => {
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
      if (queue.length >= waiting) {
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
      queue.push(start)
    },
    stats: () => ({ busy, waiting: queue.length }),
  }
}

export type VisitorQueue = ReturnType<typeof createVisitorQueue>
