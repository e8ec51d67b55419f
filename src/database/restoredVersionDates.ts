import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

type CreateArgs = { createdAt?: string; updatedAt?: string; req?: Partial<PayloadRequest> }

/**
 * A version a restore writes is dated when it is written, its creation too. Payload's restore
 * gives the new version the creation date of the document it restores (`saveVersion` passes
 * `versionData.createdAt` for `operation: 'restoreVersion'`, a global's restore its
 * `createdAt`), and the version page says how long ago a version was made from that date, beside
 * the time it was saved: "about 1 hour ago" beside "7:08", 17 minutes before (walk 32, F3).
 */
const datedNow = <Args extends CreateArgs>(args: Args): Args =>
  args.req?.context?.isRestoringVersion
    ? { ...args, createdAt: args.updatedAt ?? new Date().toISOString() }
    : args

/** The database adapter, its versions written by a restore dated as they are written. */
export function withRestoredVersionsDatedNow<T extends DatabaseAdapterObj>(result: T): T {
  return {
    ...result,
    init: (args: { payload: Payload }) => {
      const adapter = result.init(args) as BaseDatabaseAdapter
      const createVersion = adapter.createVersion.bind(adapter)
      const createGlobalVersion = adapter.createGlobalVersion.bind(adapter)
      adapter.createVersion = (incoming) => createVersion(datedNow(incoming))
      adapter.createGlobalVersion = (incoming) => createGlobalVersion(datedNow(incoming))
      return adapter
    },
  } as T
}
