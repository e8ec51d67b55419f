import { postgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { migrations } from '../../migrations'

import { replicaURLs, routeFlaggedReadsToPrimary } from './primaryReads'
import { withAfterCommit } from '@/publishing/afterCommit'
import { withRestoredVersionsDatedNow } from './restoredVersionDates'
import { indexGameNamesForSearch } from '@/lib/searchIndexes'
import { indexTranslationsByParent } from './translationIndexes'
import { observeDatabasePool } from '@/observe/metrics'
import { env } from '@/lib/env'

/**
 * PostgreSQL, with read replicas when DATABASE_REPLICA_URLS lists some (`primaryReads.ts`),
 * callbacks after a commit for the publish path (`src/publishing`), and a restore's new version
 * dated when it is written (`restoredVersionDates.ts`).
 */
export const databaseAdapter = ({ migrationDir }: { migrationDir: string }) =>
  withAfterCommit(
    withRestoredVersionsDatedNow(
      postgresAdapter({
        // DATABASE_POOL_MAX: connections per pool (pg's default 10); each instance opens one pool to
        // the primary and one to each replica (README, "Running several instances").
        pool: {
          connectionString: env().DATABASE_URL,
          max: env().DATABASE_POOL_MAX,
        },
        readReplicas: replicaURLs().length ? replicaURLs() : undefined,
        push: false,
        afterSchemaInit: [indexTranslationsByParent, indexGameNamesForSearch],
        migrationDir,
        // The Docker image has no wrapper script: it migrates when Payload starts, unless a fleet
        // migrates once per deploy as a step of its own (MIGRATE_ON_START=0, then `npm run migrate`).
        prodMigrations:
          process.env.NODE_ENV === 'production' && env().MIGRATE_ON_START ? migrations : undefined,
      }),
    ),
  )

/**
 * An idle pooled connection that the database drops (restart, outage) must not crash the server:
 * it is logged, and the pool opens new connections once the database is back. Reads flagged for
 * the primary go there (`primaryReads.ts`). Each pool's connections, waiting queries and uses, and
 * each replica's lag, are in the metrics (`src/observe`).
 */
export function watchDatabaseConnections(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  pool?.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  if (pool) observeDatabasePool('primary', pool, false)
  const replicas =
    (payload.db as unknown as { drizzle?: { $replicas?: { $client?: Pool }[] } }).drizzle
      ?.$replicas ?? []
  replicas.forEach((replica, index) => {
    if (!replica.$client) return
    replica.$client.on('error', (error) =>
      payload.logger.warn(`Replica connection lost: ${error.message}`),
    )
    observeDatabasePool(`replica-${index + 1}`, replica.$client, true)
  })
  routeFlaggedReadsToPrimary(
    payload.db as unknown as Parameters<typeof routeFlaggedReadsToPrimary>[0],
  )
}
