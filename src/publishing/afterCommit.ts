import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

/**
 * Payload's PostgreSQL adapter keeps each open transaction as a session; the publish path adds to
 * it what to do once the transaction has committed, or has been rolled back.
 */
type Session = {
  db: unknown
  afterCommit?: (() => Promise<void>)[]
  afterRollback?: (() => void)[]
}

type TransactionalAdapter = BaseDatabaseAdapter & { sessions?: Record<string, Session> }

/**
 * The database adapter, with after-commit and after-rollback callbacks: its commit (and
 * rollback) run them once PostgreSQL has answered. A callback's failure is its own to report.
 */
export function withAfterCommit<T extends DatabaseAdapterObj>(result: T): T {
  return {
    ...result,
    init: (args: { payload: Payload }) => {
      const adapter = result.init(args) as TransactionalAdapter
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      adapter.commitTransaction = async (incoming) => {
        const id = String(await incoming)
        const session = adapter.sessions?.[id]
        await commit(id)
        for (const callback of session?.afterCommit ?? []) await callback()
      }
      adapter.rollbackTransaction = async (incoming) => {
        const id = String(await incoming)
        const session = adapter.sessions?.[id]
        await rollback(id)
        for (const callback of session?.afterRollback ?? []) callback()
      }
      return adapter
    },
  } as T
}

/** The request's open transaction (its connection and its callbacks), or undefined. */
export async function transactionOf(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
): Promise<Required<Session> | undefined> {
  const id = req.transactionID === undefined ? undefined : await req.transactionID
  if (id === undefined || id === null) return undefined
  const session = (req.payload.db as TransactionalAdapter).sessions?.[String(id)]
  if (!session) return undefined
  session.afterCommit ??= []
  session.afterRollback ??= []
  return session as Required<Session>
}
