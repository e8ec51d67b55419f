import type { Payload, TaskConfig } from 'payload'

import { purgeTags, type PurgeFailure } from '../edge/purge'
import { configuredPurgers } from '../edge/purgers'
import { inSpan } from '../observe/tracing'

/**
 * Step 4 of the publish path (`index.ts`): purges the tags at every edge the deployment configures,
 * once. An edge that refuses is tried again by the job queue (`purgeEdgeTask`), on the process
 * that runs jobs, with Payload's back-off; the purge that fails at its last attempt is logged and
 * listed in the admin (System → Failed edge purges).
 */
export async function purgeEdge(tags: string[], payload: Payload): Promise<void> {
  const purgers = configuredPurgers()
  if (purgers.length === 0 || tags.length === 0) return
  const failures = await inSpan(
    'edge.purge',
    { 'starfin.edges': purgers.map(({ name }) => name), 'starfin.tags': tags },
    () => purgeTags(purgers, tags),
  )
  if (failures.length === 0) return
  await payload.jobs.queue({
    task: 'purgeEdge',
    input: { tags, edges: [...new Set(failures.map((failure) => failure.edge))] },
  })
}

/** Tries after the first attempt: the back-off doubles from 10 s (10, 20, 40 s). */
export const purgeRetries = 3

/** Whether a failed attempt is the last one (the first attempt was made before the job). */
export const lastAttempt = (totalTried: number) => totalTried >= purgeRetries

/** How many attempts a purge has had, its first included, once this one is done. */
export const attemptsSoFar = (totalTried: number) => totalTried + 2

async function recordFailures(payload: Payload, failures: PurgeFailure[], attempts: number) {
  for (const failure of failures) {
    payload.logger.error(
      `The edge purge of ${failure.tags.join(' ')} at ${failure.edge} failed ${attempts} times (${failure.error}); listed in the admin under Failed edge purges.`,
    )
    await payload.create({
      collection: 'failed-purges',
      data: { edge: failure.edge, tags: failure.tags.join(' '), attempts, error: failure.error },
      overrideAccess: true,
    })
  }
}

/**
 * A purge that an edge refused, tried again. The edges are named, not described: the process
 * that runs jobs reads their addresses and tokens from its own environment, and one it does not
 * know counts as refused (the job runner needs the same edge settings as the instances).
 */
export const purgeEdgeTask = {
  slug: 'purgeEdge',
  label: 'Purge cache tags at an edge that refused',
  inputSchema: [
    { name: 'tags', type: 'json', required: true },
    { name: 'edges', type: 'json', required: true },
  ],
  retries: { attempts: purgeRetries, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    const { tags, edges } = input as { tags: string[]; edges: string[] }
    const purgers = configuredPurgers().filter((purger) => edges.includes(purger.name))
    const unknown: PurgeFailure[] = edges
      .filter((edge) => !purgers.some((purger) => purger.name === edge))
      .map((edge) => ({ edge, tags, error: 'this process has no settings for this edge' }))
    const failures = [...unknown, ...(await purgeTags(purgers, tags))]
    if (failures.length === 0) return { output: {} }
    const tried = job.totalTried ?? 0
    if (!lastAttempt(tried))
      throw new Error(failures.map((failure) => `${failure.edge}: ${failure.error}`).join('; '))
    await recordFailures(req.payload, failures, attemptsSoFar(tried))
    return { output: {} }
  },
} satisfies TaskConfig
