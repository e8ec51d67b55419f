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
 * so that one client cannot fill the queue. The waiting calls take turns by client address, not
 * in order of arrival: one address's twenty calls in a row made every other visitor's call wait
 * for all twenty (8–19 s), where now it waits for at most one call of each address ahead of it. A request is here only once its body has arrived
 * (`requestBodies.ts`): a slow upload never holds a place; nor does a slow reader, whose place
 * is free once its answer is written or waits for it to read (`whenWritten`). The site's own endpoints (light, cached
 * or rate-limited on their own) go straight through: the request's class says which
 * (`requestClass.ts`).
 *
 * A signed-in account's requests (the API, the admin's screens and server functions, the site's
 * own calls) are not queued with the visitors', but one account has at most `perAccount` of them
 * in flight at once
 * (every session and API key of the account counted together); `accountWaiting` more wait for one
 * of them to end, at most `accountWaitMs`, and beyond either a 429 with `Retry-After` asks to
 * retry. A browser sends at most six requests at once to a site, and the admin's own use (a list, a
 * document, its form-state calls, autosave) a few, which wait their turn at worst; one account's
 * thirty list reads at once (each within its limits) had held a visitor's `/en` for 16.6 s.
 *
 * Heavy calls (`heavyCalls.ts`: large pages, pages of versions, GraphQL, a translation file's
 * export or import, a restore's look-up), told by what they ask and not by how long they take,
 * also take turns server-wide, whoever sends them: `heavyRunning` at once (one), the waiting ones in
 * turns by account, each followed by a rest within `heavyShare` of the time as the visitors' API
 * calls are; one waits at most `heavyWaitMs`, then a 429 asks to retry. One translator's ten
 * connections of such calls, each within its limits, had held every visitor's `/en` up to 1.2 s and
 * an editor's own calls up to 4 s (round 50, F1 and F2); an editor's small calls (the admin's, a
 * relation's options, locks) are not heavy and never wait for them.
 *
 * Pages and everything else a visitor asks of Next are not queued as a whole (they are light, and
 * most never reach Next: stored copies answer them), but one client address has at most
 * `pagesPerClient` of them with Next at once and `pagesWaitingPerClient` more waiting; beyond, a
 * 429 asks to retry. A stranger sending a made-up address on every request (each one Next's work)
 * then takes a few of the server's turns, not all of them, and the other visitors are answered
 * in between.
 *
 * Pictures made on request (the image optimizer's encodes, the drawn covers and share images: the
 * request class `image`) take a CPU-second or more each the first time (an AVIF of a wide cover 2–4
 * s), and a stranger can ask for thousands of distinct ones: sixteen clients of the optimizer had
 * held a visitor's `/en` 25 s (round 39, F7). So they take turns server-wide, `imagesRunning` at
 * once (one: the other core stays the pages'), the waiting ones by client address as the API calls
 * do, at most `imagesWaiting` in all and `imagesPerClient` of one address; beyond, a 503 asks to
 * retry. The places are many (a page's pictures, asked all at once over HTTP/2 on a cold cache,
 * wait; a 503 would be a broken picture): waiting costs no work, and a visitor's picture waits for
 * one of each busy address's, not all of them. A picture made before costs milliseconds (the
 * optimizer's disk cache, the stored copies) and passes its turn at once.
 */
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER } from '../lib/clientAddress'
import {
  rateLimitRefused,
  staffHeavyCallWaited,
  visitorQueueRefused,
  visitorQueueWaited,
} from '../observe/metrics'

import { isHeavyCall } from './heavyCalls'
import { receivedBodyOf } from './requestBodies'
import type { MadeBefore } from './madePictures'
import { requestClassOf } from './requestClass'

export type VisitorQueueOptions = {
  running?: number
  waiting?: number
  /** The part of the server's time anonymous API calls may take when they queue (0–1]. */
  share?: number
  /** How many of the waiting places one client address may hold. */
  perClient?: number
  /** How many of a client address's page requests Next works on at once, and how many more wait. */
  pagesPerClient?: number
  pagesWaitingPerClient?: number
  /** How many of one staff account's API and admin requests run at once, how many more wait, how long. */
  perAccount?: number
  accountWaiting?: number
  accountWaitMs?: number
  /**
   * How many heavy staff calls run at once server-wide, the part of the server's time they may
   * take when they queue (0–1], and how long one waits for its turn.
   */
  heavyRunning?: number
  heavyShare?: number
  heavyWaitMs?: number
  /** Which staff calls are heavy (`heavyCalls.ts`). */
  isHeavy?: (req: IncomingMessage) => boolean
  /** How many pictures are made at once server-wide, how many more wait, how many of one address. */
  imagesRunning?: number
  imagesWaiting?: number
  imagesPerClient?: number
  /**
   * Whether the picture a request asks for was made before (`madePictures.ts`): it goes out at
   * once instead of waiting its turn with the encodes.
   */
  madeBefore?: MadeBefore
  /** Told of each anonymous request refused, by its client address (`barredClients.ts`). */
  onRefused?: (client: string) => void
}

/**
 * A staff request's kinds that are counted per account: the API, the admin's screens and server
 * functions, and the site's own calls (a translation file's export and import among them).
 */
const accountCounted = new Set(['api', 'admin', 'endpoint'])

/**
 * Waiting calls per client address, taken in turns by address: the next call is the first
 * address's oldest, and an address with more waiting goes to the back of the line.
 */
function turnsByClient() {
  const queue = new Map<string, (() => void)[]>()
  let size = 0
  return {
    get size() {
      return size
    },
    heldBy: (client: string) => queue.get(client)?.length ?? 0,
    push(client: string, call: () => void) {
      const calls = queue.get(client)
      if (calls) calls.push(call)
      else queue.set(client, [call])
      size++
    },
    /** Takes a call out of the line (its client left while it waited). */
    remove(client: string, call: () => void) {
      const calls = queue.get(client)
      const at = calls?.indexOf(call) ?? -1
      if (!calls || at < 0) return
      calls.splice(at, 1)
      if (calls.length === 0) queue.delete(client)
      size--
    },
    next(): (() => void) | undefined {
      const first = queue.entries().next()
      if (first.done) return undefined
      const [client, calls] = first.value
      queue.delete(client)
      const call = calls.shift()
      if (calls.length) queue.set(client, calls)
      size--
      return call
    },
  }
}

/**
 * How long a place stays taken after its client left, when the server's work on it gives no sign
 * of its end (no answer written, no handler settled): the work's own end is the rule.
 */
const abandonedHoldMs = 30_000

/**
 * Runs `handle` and tells `done` when the server's work on it is over: its answer written, or its
 * handler (Next's, a promise) settled. Not when its client leaves: Next goes on rendering a page or
 * encoding a picture whose client hung up, and a stranger asking and hanging up 100 ms later ran
 * any number of them at once, every visitor's page waiting 2–5 s (round 43, F7 and F8).
 */
function heldWhileWorking(res: ServerResponse, handle: () => unknown, done: () => void) {
  let over = false
  const end = () => {
    over = true
    done()
  }
  whenWritten(res, end)
  // 'close' follows every answer: a timer only for a client gone while the work goes on.
  res.once('close', () => {
    if (!over) setTimeout(end, abandonedHoldMs).unref()
  })
  const working = handle()
  if (working && typeof (working as Promise<unknown>).then === 'function')
    void (working as Promise<unknown>).then(end, end)
}

/** A line of waiting calls: where one joins it, and how one that leaves is taken out. */
type Line = { push: (call: () => void) => void; remove: (call: () => void) => void }

/** An address's place in a line taken in turns by address (`turnsByClient`). */
const turnsOf = (line: ReturnType<typeof turnsByClient>, client: string): Line => ({
  push: (call) => line.push(client, call),
  remove: (call) => line.remove(client, call),
})

/**
 * Puts a request in a line, to `start` when its turn comes, from another request's end (bound to
 * this request's own context, its id). A client that gives up while waiting leaves the line at
 * once: started later, its 'close' would have passed and its place been kept for good (after a
 * few of those an address's pages waited forever: round 42).
 */
function waitInLine(
  line: Line,
  res: ServerResponse,
  start: () => void,
  /** How long it may wait at most, and what it is told then (it has left the line). */
  deadline?: { ms: number; expire: () => void },
) {
  const call = AsyncResource.bind(() => {
    clearTimeout(timer)
    res.off('close', leave)
    start()
  })
  const leave = () => {
    clearTimeout(timer)
    line.remove(call)
  }
  const timer =
    deadline &&
    setTimeout(() => {
      leave()
      res.off('close', leave)
      deadline.expire()
    }, deadline.ms)
  res.once('close', leave)
  line.push(call)
}

/** A 503 asking to retry in a second: the server is not taking more of this kind of work now. */
function refuseBusy(res: ServerResponse, message: string) {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': '1',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify({ errors: [{ message }] }))
}

export function createVisitorQueue({
  running = 1,
  waiting = 200,
  share = 0.5,
  perClient = 20,
  pagesPerClient = 6,
  pagesWaitingPerClient = 200,
  perAccount = 4,
  accountWaiting = 16,
  accountWaitMs = 5000,
  heavyRunning = 1,
  heavyShare = 0.5,
  heavyWaitMs = 30_000,
  isHeavy = (req) => isHeavyCall(req, receivedBodyOf(req)),
  imagesRunning = 1,
  imagesWaiting = 256,
  imagesPerClient = 32,
  madeBefore,
  onRefused = () => {},
}: VisitorQueueOptions = {}) {
  /** The waiting API calls, by client address (the one the server decided: `clientAddress.ts`). */
  const queue = turnsByClient()
  let busy = 0
  /** The pictures waiting to be made, by client address, and those being made. */
  const images = turnsByClient()
  let drawing = 0

  /** Makes a picture when it is this address's turn, or answers 503. */
  function admitImage(client: string, res: ServerResponse, handle: () => unknown) {
    const start = () => {
      drawing++
      let released = false
      const done = () => {
        if (released) return
        released = true
        drawing--
        images.next()?.()
      }
      if (res.destroyed) done()
      else heldWhileWorking(res, handle, done)
    }
    if (drawing < imagesRunning) return start()
    if (images.size >= imagesWaiting || images.heldBy(client) >= imagesPerClient) {
      rateLimitRefused('images')
      onRefused(client)
      return refuseBusy(res, 'The server is busy making pictures; please retry in a moment.')
    }
    waitInLine(turnsOf(images, client), res, start)
  }
  /** Per client address: its page requests with Next and those waiting for one of them to end. */
  const pagesOf = new Map<string, { running: number; waiting: (() => void)[] }>()

  /** Runs a visitor's page request within its address's share, or answers 429. */
  function admitPage(client: string, res: ServerResponse, handle: () => unknown) {
    let pages = pagesOf.get(client)
    if (!pages) pagesOf.set(client, (pages = { running: 0, waiting: [] }))
    const own = pages
    const start = () => {
      own.running++
      let released = false
      const done = () => {
        if (released) return
        released = true
        own.running--
        const next = own.waiting.shift()
        if (next) next()
        else if (own.running === 0) pagesOf.delete(client)
      }
      if (res.destroyed) done()
      else heldWhileWorking(res, handle, done)
    }
    if (own.running < pagesPerClient) return start()
    if (own.waiting.length >= pagesWaitingPerClient) {
      rateLimitRefused('pages')
      onRefused(client)
      res.writeHead(429, {
        'content-type': 'text/plain; charset=utf-8',
        'retry-after': '1',
        'cache-control': 'no-store',
      })
      res.end('Too many requests at once from your address; please retry in a moment.')
      return
    }
    waitInLine(
      {
        push: (call) => own.waiting.push(call),
        remove: (call) => {
          const at = own.waiting.indexOf(call)
          if (at >= 0) own.waiting.splice(at, 1)
          if (own.running === 0 && own.waiting.length === 0) pagesOf.delete(client)
        },
      },
      res,
      start,
    )
  }

  /** Per staff account: its requests in flight and those waiting for one of them to end. */
  const accountsOf = new Map<string, { running: number; waiting: Set<() => void> }>()

  /** Runs a staff account's request within the account's share, or answers 429. */
  function admitAccount(account: string, res: ServerResponse, handle: () => unknown) {
    let own = accountsOf.get(account)
    if (!own) accountsOf.set(account, (own = { running: 0, waiting: new Set() }))
    const mine = own
    const start = () => {
      mine.running++
      let released = false
      const done = () => {
        if (released) return
        released = true
        mine.running--
        const [next] = mine.waiting
        if (next) {
          mine.waiting.delete(next)
          next()
        } else if (mine.running === 0) accountsOf.delete(account)
      }
      if (res.destroyed) done()
      else heldWhileWorking(res, handle, done)
    }
    if (mine.running < perAccount) return start()
    if (mine.waiting.size >= accountWaiting) return refuseAccount(res)
    const line: Line = {
      push: (call) => mine.waiting.add(call),
      remove: (call) => {
        mine.waiting.delete(call)
        if (mine.running === 0 && mine.waiting.size === 0) accountsOf.delete(account)
      },
    }
    waitInLine(line, res, start, { ms: accountWaitMs, expire: () => refuseAccount(res) })
  }

  /** The heavy staff calls waiting, by account, and those running (with their rest after). */
  const heavy = turnsByClient()
  let heavyBusy = 0

  /** Runs a heavy staff call when it is its account's turn server-wide, or answers 429. */
  function admitHeavy(account: string, res: ServerResponse, handle: () => unknown) {
    const queuedAt = performance.now()
    const start = () => {
      staffHeavyCallWaited((performance.now() - queuedAt) / 1000)
      heavyBusy++
      const startedAt = performance.now()
      let released = false
      const done = () => {
        if (released) return
        released = true
        releaseHeavy(startedAt)
      }
      if (res.destroyed) done()
      else heldWhileWorking(res, handle, done)
    }
    if (heavyBusy < heavyRunning && heavy.size === 0) return start()
    if (heavy.heldBy(account) >= accountWaiting)
      return refuseAccount(res, heavyRefusal, 'staff-heavy')
    waitInLine(turnsOf(heavy, account), res, start, {
      ms: heavyWaitMs,
      expire: () => refuseAccount(res, heavyRefusal, 'staff-heavy'),
    })
  }

  /** Ends a heavy call that started at `startedAt`; the next waiting one starts after its rest. */
  const releaseHeavy = (startedAt: number) => {
    const rest = ((performance.now() - startedAt) * (1 - heavyShare)) / heavyShare
    const next = () => {
      heavyBusy--
      heavy.next()?.()
    }
    if (heavy.size === 0 || rest < 1) next()
    else setTimeout(next, rest)
  }

  const accountRefusal =
    'Too many requests of this account at once; please retry in a moment (at most ' +
    `${perAccount} at once).`
  const heavyRefusal =
    'The server is answering other large requests (large pages, versions, GraphQL, translation ' +
    'files); please retry in a moment.'

  function refuseAccount(res: ServerResponse, message = accountRefusal, limit = 'staff-account') {
    rateLimitRefused(limit)
    if (res.destroyed || res.headersSent) return
    res.writeHead(429, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      'cache-control': 'no-store',
    })
    res.end(JSON.stringify({ errors: [{ message }] }))
  }

  /** Ends a call that started at `startedAt`; the next waiting one starts after the pause. */
  const release = (startedAt: number) => {
    const pause = ((performance.now() - startedAt) * (1 - share)) / share
    const next = () => {
      busy--
      const waiting = queue.next()
      if (waiting) {
        busy++
        waiting()
      }
    }
    if (queue.size === 0 || pause < 1) next()
    else setTimeout(next, pause)
  }

  return {
    /** Runs `handle` now, or when a place is free, or answers 503 when too many are waiting. */
    admit(req: IncomingMessage, res: ServerResponse, handle: () => unknown): void {
      const { what, who, account } = requestClassOf(req)
      const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? 'unknown')
      // Staff count by account (every session and key together), everyone else by address.
      const own = who === 'staff' && account ? account : client
      if (what === 'image') {
        if (!madeBefore) return admitImage(own, res, handle)
        // A picture made before goes out at once, as a page's request does.
        void madeBefore(req).then(
          (made) => (made ? admitPage(own, res, handle) : admitImage(own, res, handle)),
          () => admitImage(own, res, handle),
        )
        return
      }
      if (who === 'staff')
        // A staff account's pages are held to an address's share too: thirty search pages at
        // once with a translator's session had every visitor's /en wait ~1 s (round 41, F1).
        return accountCounted.has(what) && account
          ? admitAccount(
              account,
              res,
              isHeavy(req) ? () => admitHeavy(account, res, handle) : handle,
            )
          : admitPage(own, res, handle)
      if (what !== 'api') return admitPage(client, res, handle)
      const queuedAt = performance.now()
      const start = () => {
        visitorQueueWaited((performance.now() - queuedAt) / 1000)
        // A client that gave up while waiting frees its place at once.
        if (res.destroyed) return release(performance.now())
        const startedAt = performance.now()
        let released = false
        const done = () => {
          if (released) return
          released = true
          release(startedAt)
        }
        heldWhileWorking(res, handle, done)
      }
      if (busy < running) {
        busy++
        return start()
      }
      if (queue.size >= waiting || queue.heldBy(client) >= perClient) {
        visitorQueueRefused()
        onRefused(client)
        return refuseBusy(res, 'The API is busy; please retry in a moment.')
      }
      waitInLine(turnsOf(queue, client), res, start)
    },
    stats: () => ({
      busy,
      waiting: queue.size,
      drawing,
      imagesWaiting: images.size,
      pagesWaiting: [...pagesOf.values()].reduce((sum, pages) => sum + pages.waiting.length, 0),
      accountsWaiting: [...accountsOf.values()].reduce((sum, own) => sum + own.waiting.size, 0),
      heavyRunning: heavyBusy,
      heavyWaiting: heavy.size,
    }),
  }
}

/**
 * Calls `done` once the answer is written whole (`end`) or has to wait for its client to read it
 * (a write the connection cannot take yet): the call's work was the server's, the sending is the
 * client's. Held until the connection closed, a place was kept by a client that asked and never
 * read (a small receive window): every other visitor's call waited behind it for as long as it
 * kept the connection open.
 */
function whenWritten(res: ServerResponse, done: () => void) {
  const { write, end } = res
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    const taken = (write as (...a: unknown[]) => boolean).apply(this, args)
    if (!taken) done()
    return taken
  } as typeof res.write
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const ended = (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    done()
    return ended
  } as typeof res.end
}

export type VisitorQueue = ReturnType<typeof createVisitorQueue>
