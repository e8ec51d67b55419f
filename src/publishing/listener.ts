/**
 * A process's own connection to PostgreSQL for the publish path (steps 2 and 3 of `index.ts`).
 *
 * An instance (a server with caches of its own: `serve.ts`, or `next dev`) listens for publishes,
 * expires its caches for each, in commit order, and answers on `expiredChannel`. Every process
 * that publishes (the instances, the worker, the seed, the tests' Payload) listens for those
 * answers, to know when every instance has expired a change of its own.
 *
 * It is one connection per process, shared through one process-wide handle: the production server
 * and Next's bundles (where Payload's hooks run) load this module separately.
 */
import pg from 'pg'

import { cacheTags } from '../lib/cacheTags'

import {
  expiredChannel,
  instanceConnection,
  publishChannel,
  publisherConnection,
  readPublish,
} from './channel'

/**
 * What an instance does with a publish: expire Next's cache, then its own stored responses.
 * `stale`: the cached pages are refreshed in the background and served meanwhile (after a lost
 * connection, when what changed is unknown and the database may be failing).
 */
export type ExpireHere = (tags: string[], how?: { stale: boolean }) => Promise<void>

type Log = Pick<Console, 'warn' | 'error'>

/** The answers to one publish, from the instances that were listening when it was made. */
export type Answers = {
  /** Resolves once each of these instances has answered or is gone (or this connection is lost). */
  from(instances: number[]): Promise<void>
  /** The change was rolled back: nobody will answer. */
  cancel(): void
}

export type Listener = {
  /** Whether this process is an instance (expires caches and answers). */
  readonly instance: boolean
  /** This connection's backend process id, by which the publisher knows this instance. */
  pid(): number | undefined
  /**
   * Connects when not connected (at most once a second): a lost connection comes back on the
   * next publish or request, not on a timer. False when the database cannot be reached now.
   */
  ready(): Promise<boolean>
  /** Starts collecting the answers to a publish; call it before the change commits. */
  expect(id: string, instances: number[]): Answers
  close(): Promise<void>
}

type Expectation = {
  waiting: Set<number>
  checks: { of: number[]; resolve: () => void }[]
}

const reconnectAfterMs = 1000

/** An instance's messages on `expiredChannel` besides its answers (publish ids). */
const hello = 'hello'
const goodbye = 'goodbye'

function createListener(
  connectionString: string,
  expire: ExpireHere | undefined,
  log: Log = console,
): Listener {
  let client: pg.Client | undefined
  let connecting: Promise<boolean> | undefined
  let lastAttempt = 0
  let everConnected = false
  let warned = false
  let closed = false
  const expectations = new Map<string, Expectation>()
  // Publishes are expired one after another, in the order they committed.
  let expiries = Promise.resolve()

  function settle(expectation: Expectation) {
    expectation.checks = expectation.checks.filter((check) => {
      if (check.of.some((pid) => expectation.waiting.has(pid))) return true
      check.resolve()
      return false
    })
  }

  function releaseAll() {
    for (const expectation of expectations.values()) {
      expectation.waiting.clear()
      settle(expectation)
    }
    expectations.clear()
  }

  /** An instance that stopped before answering will not answer: it is no longer waited for. */
  async function forgetGone(from: pg.Client) {
    const waiting = new Set([...expectations.values()].flatMap((e) => [...e.waiting]))
    if (waiting.size === 0) return
    const { rows } = await from.query<{ pid: number }>(
      'select pid from pg_stat_activity where pid = any($1::int[])',
      [[...waiting]],
    )
    const alive = new Set(rows.map((row) => row.pid))
    for (const [id, expectation] of expectations) {
      for (const pid of expectation.waiting) if (!alive.has(pid)) expectation.waiting.delete(pid)
      settle(expectation)
      if (expectation.waiting.size === 0) expectations.delete(id)
    }
  }

  /** An instance's answer to a publish, or (for every publish) its goodbye. */
  function heard(id: string | undefined, pid: number, from: pg.Client) {
    for (const [key, expectation] of expectations) {
      if (id === goodbye || id === key) expectation.waiting.delete(pid)
      settle(expectation)
      if (expectation.waiting.size === 0) expectations.delete(key)
    }
    forgetGone(from).catch(() => {})
  }

  function onNotification(from: pg.Client, message: pg.Notification) {
    if (message.channel === expiredChannel) {
      heard(message.payload, message.processId, from)
      return
    }
    if (message.channel !== publishChannel || !expire) return
    const publish = readPublish(message.payload)
    if (!publish) return
    expiries = expiries
      .then(() => expire(publish.tags))
      .catch((error: unknown) =>
        log.error(`Expiring ${publish.tags.join(' ')} on this instance failed:`, error),
      )
      // Answered even after a failure: the publisher must not wait for ever.
      .then(() => from.query('select pg_notify($1, $2)', [expiredChannel, publish.id]))
      .then(
        () => {},
        () => {},
      )
  }

  function lost(which: pg.Client, error?: Error) {
    if (which !== client) return
    client = undefined
    releaseAll()
    if (closed) return
    log.warn(
      `The publish listener lost its database connection${error ? ` (${error.message})` : ''}; it reconnects on the next publish or request.`,
    )
    void ready()
  }

  async function connect(): Promise<boolean> {
    const next = new pg.Client({
      connectionString,
      application_name: expire ? instanceConnection : publisherConnection,
      keepAlive: true,
    })
    next.on('notification', (message) => onNotification(next, message))
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      if (expire) await next.query(`listen ${publishChannel}`)
      await next.query(`listen ${expiredChannel}`)
      // A process that only publishes does not stay alive for this connection.
      if (!expire)
        (next as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref()
      client = next
      const pid = (next as unknown as { processID: number }).processID
      if (!pid) throw new Error('no backend process id')
      // A restarted instance's greeting releases publishers waiting on the one that stopped.
      if (expire) await next.query('select pg_notify($1, $2)', [expiredChannel, hello])
      if (everConnected && expire) {
        // Publishes made while it was away were not heard: everything is refreshed once. Stale,
        // not expired: a connection that drops and comes back is often the start of an outage,
        // and an expired page could not be rendered again until the database is back.
        expiries = expiries.then(() => expire([cacheTags.all], { stale: true })).catch(() => {})
      }
      everConnected = true
      warned = false
      return true
    } catch (error) {
      if (client === next) client = undefined
      next.end().catch(() => {})
      // Once per outage: it tries again with each request.
      if (!warned) log.warn(`The publish listener cannot connect now: ${(error as Error).message}`)
      warned = true
      return false
    }
  }

  async function ready(): Promise<boolean> {
    if (client) return true
    if (closed) return false
    if (connecting) return connecting
    if (Date.now() - lastAttempt < reconnectAfterMs) return false
    lastAttempt = Date.now()
    connecting = connect().finally(() => (connecting = undefined))
    return connecting
  }

  return {
    instance: expire !== undefined,
    pid: () => (client as unknown as { processID?: number } | undefined)?.processID,
    ready,
    expect(id, instances) {
      const expectation: Expectation = { waiting: new Set(client ? instances : []), checks: [] }
      if (expectation.waiting.size) expectations.set(id, expectation)
      return {
        from: (of) =>
          new Promise<void>((resolve) => {
            expectation.checks.push({ of, resolve })
            settle(expectation)
          }),
        cancel: () => {
          expectations.delete(id)
          expectation.waiting.clear()
          settle(expectation)
        },
      }
    },
    async close() {
      closed = true
      const current = client
      client = undefined
      releaseAll()
      // Publishers waiting for this instance's answers stop waiting.
      if (expire)
        await current?.query('select pg_notify($1, $2)', [expiredChannel, goodbye]).catch(() => {})
      await current?.end().catch(() => {})
    },
  }
}

const handle = Symbol.for('starfin.publishing.listener')
type Holder = { [handle]?: Listener }

/**
 * Starts this process's instance listener (the production server, `next dev`): it expires this
 * instance's caches on every publish committed anywhere on the database.
 */
export function listenForPublishes(options: {
  connectionString: string
  expire: ExpireHere
  log?: Log
}): Listener {
  const holder = globalThis as Holder
  if (holder[handle]?.instance) return holder[handle]
  const listener = createListener(options.connectionString, options.expire, options.log)
  holder[handle] = listener
  void listener.ready()
  return listener
}

/** Whether this process already listens as an instance. */
export const isInstance = () => (globalThis as Holder)[handle]?.instance === true

/** This process's listener: the instance's, or one that only hears the instances' answers. */
export function processListener(connectionString: string): Listener {
  const holder = globalThis as Holder
  holder[handle] ??= createListener(connectionString, undefined)
  return holder[handle]
}
