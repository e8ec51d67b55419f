import type { Payload } from 'payload'

import { inSpan } from '../observe/tracing'

import { purgeTags, type PurgeOptions } from './purge'
import { configuredPurgers } from './purgers'

/**
 * A second purge this long after the first covers an instance of a fleet that answered the edge
 * from its own stored copy before it heard of the publish (it hears within 500 ms).
 */
const secondPurgeAfterMs = 600

/** Whether this deployment purges a shared cache on publish (README, "Behind a shared cache"). */
export const purgesEdge = () => configuredPurgers().length > 0

/**
 * Purges the tags at every edge the deployment configures. Call it once the site's own caches
 * have expired them, or the edge would fetch the old answer again. A purge that fails at every
 * retry is logged and listed in the admin (Failed edge purges).
 */
export async function purgeEdge(
  tags: string[],
  connect: () => Promise<Payload>,
  options?: PurgeOptions,
): Promise<void> {
  const purgers = configuredPurgers()
  if (purgers.length === 0 || tags.length === 0) return
  const failures = await inSpan(
    'edge.purge',
    { 'starfin.edges': purgers.map(({ name }) => name), 'starfin.tags': tags },
    () => purgeTags(purgers, tags, options),
  )
  setTimeout(() => void purgeTags(purgers, tags, { attempts: 1 }), secondPurgeAfterMs).unref()
  if (failures.length === 0) return
  const payload = await connect()
  for (const failure of failures) {
    payload.logger.error(
      `The edge purge of ${failure.tags.join(' ')} at ${failure.edge} failed ${failure.attempts} times (${failure.error}); listed in the admin under Failed edge purges.`,
    )
    await payload
      .create({
        collection: 'failed-purges',
        data: { ...failure, tags: failure.tags.join(' ') },
        overrideAccess: true,
      })
      .catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Recording a failed edge purge failed'),
      )
  }
}
