import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '../lib/env'
import { mediaFileTag, mediaLeaving } from '../lib/shownMedia'
import { published, publishedLive } from '../observe/metrics'

import { transactionOf } from './afterCommit'
import { instanceConnection, publishChannel, publishMessage } from './channel'
import { purgeEdge } from './edge'
import { processListener } from './listener'

type Execute = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

/**
 * Step 1 of the publish path (`index.ts`): records in the change's own transaction that these
 * tags expire when it commits. Call it from a collection's or global's after-change hook, with
 * the hook's `req`. Without a transaction (the seed's final reload) the tags expire now.
 *
 * Once committed, the save waits until this instance (or, from a process that serves no pages,
 * every instance) has expired the tags, so that the next request sees the change; the edges are
 * purged after every instance has, by this process alone.
 */
export async function expireOnCommit(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  tags: string[],
): Promise<void> {
  if (tags.length === 0) return
  const startedAt = performance.now()
  const { payload } = req
  const connectionString = env().DATABASE_URL
  const listener = connectionString ? processListener(connectionString) : undefined
  // Listening before the commit, so that no instance's answer comes before we listen.
  const listening = (await listener?.ready()) ?? false
  const transaction = await transactionOf(req)
  const db = (transaction?.db ?? payload.db.drizzle) as Execute
  // The uploaded files the change takes off the site expire with it (an edge keeps them long).
  const leaving = transaction ? await mediaLeaving(payload.db, transaction.db) : []
  const { publish, message } = publishMessage([...tags, ...leaving.map(mediaFileTag)])
  // The notification is delivered when the transaction commits, never if it rolls back. The
  // instances listening now are the ones that will hear it.
  const { rows } = await db.execute(
    sql`select pg_notify(${publishChannel}, ${message}),
      array(select pid from pg_stat_activity
        where application_name = ${instanceConnection} and datname = current_database()) as instances,
      ${transaction ? sql`pg_current_xact_id()::text` : sql`null`} as xact`,
  )
  const row = rows[0] as { instances?: number[]; xact: string | null }
  const instances = (row.instances ?? []).map(Number)
  const answers = listening ? listener?.expect(publish.id, instances) : undefined

  const afterCommit = async () => {
    // Payload's adapter does not report a COMMIT that PostgreSQL refused; the database knows.
    if (row.xact && !(await committed(payload, row.xact))) return answers?.cancel()
    published()
    const own = listener?.instance ? listener.pid() : undefined
    const servesPages = own !== undefined && instances.includes(own)
    await answers?.from(servesPages ? [own] : instances)
    const purged = (answers?.from(instances) ?? Promise.resolve())
      .then(() => purgeEdge(publish.tags, payload))
      .then(() => publishedLive((performance.now() - startedAt) / 1000))
    // An instance answers its request now and purges the edge once the others have expired
    // the tags too; a process without pages (a job, the seed) waits for the purge as well.
    if (servesPages)
      void purged.catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Purging the edge after a publish failed'),
      )
    else await purged
  }

  if (transaction) {
    transaction.afterCommit.push(() =>
      afterCommit().catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Expiring a publish after its commit failed'),
      ),
    )
    transaction.afterRollback.push(() => answers?.cancel())
  } else await afterCommit()
}

async function committed(payload: Payload, xact: string): Promise<boolean> {
  const { rows } = await (payload.db.drizzle as Execute).execute(
    sql`select pg_xact_status(${xact}::xid8) as status`,
  )
  return (rows[0] as { status?: string }).status === 'committed'
}
