/**
 * The job queue, seen by operators: each run's jobs counted (runs, failures), a span per run, and
 * the queue's depth where jobs run (the server, or a fleet's worker).
 */
import type { Payload } from 'payload'

import { jobsRan, observeJobQueue } from './metrics'
import { outsideRequest } from './requestContext'
import { inSpan } from './tracing'

/**
 * Wraps `payload.jobs.run`, which Payload's own timer and the worker call for every run. (Payload
 * 3 has no hook after a run of the queue.) A run is no request's: its log lines carry no request id.
 */
export function observeJobs(payload: Payload) {
  const run = payload.jobs.run
  const observed = (...args: Parameters<typeof run>) =>
    outsideRequest(() =>
      inSpan('jobs.run', { 'starfin.job_queue': args[0]?.queue ?? 'all' }, async () => {
        const result = await run(...args)
        jobsRan(Object.values(result?.jobStatus ?? {}))
        return result
      }),
    )
  // (Payload types the result as a promise of a promise; it is one promise.)
  payload.jobs.run = observed as unknown as typeof run
}

/** The queue's depth (jobs waiting to run or to be retried), read as the metrics are. */
export function observeJobQueueDepth(payload: Payload) {
  observeJobQueue(() =>
    payload
      .count({
        collection: 'payload-jobs',
        where: { completedAt: { exists: false }, hasError: { not_equals: true } },
        overrideAccess: true,
      })
      .then(({ totalDocs }) => totalDocs),
  )
}
