import { randomUUID } from 'node:crypto'

import { cacheTags } from '../lib/cacheTags'

/** A change's cache tags, told to every instance when the change commits. */
export const publishChannel = 'starfin_publish'

/** Each instance's answer once it has expired a publish's tags (its id as the message). */
export const expiredChannel = 'starfin_expired'

/**
 * The `application_name` of an instance's listening connection. The publisher counts these
 * connections in `pg_stat_activity`, inside the change's transaction, to know whom to wait for.
 */
export const instanceConnection = 'starfin-instance'

/** The listening connection of a process that publishes but serves no pages (worker, seed, tests). */
export const publisherConnection = 'starfin-publisher'

export type Publish = { id: string; tags: string[] }

/** PostgreSQL refuses a NOTIFY message of 8000 bytes or more. */
const maxMessageBytes = 7900

/**
 * The message of a publish. Tags too many for one message become the site-wide tag, which every
 * cached answer carries: more is expired, nothing is missed.
 */
export function publishMessage(tags: string[]): { publish: Publish; message: string } {
  const id = randomUUID()
  const unique = [...new Set(tags)]
  const message = JSON.stringify({ id, tags: unique })
  if (Buffer.byteLength(message) < maxMessageBytes)
    return { publish: { id, tags: unique }, message }
  const all = { id, tags: [cacheTags.all] }
  return { publish: all, message: JSON.stringify(all) }
}

/** The publish a notification carries, or null for anything else. */
export function readPublish(message: string | undefined): Publish | null {
  try {
    const parsed = JSON.parse(message ?? '') as Partial<Publish>
    if (typeof parsed.id !== 'string' || !Array.isArray(parsed.tags)) return null
    const tags = parsed.tags.filter((tag): tag is string => typeof tag === 'string')
    return tags.length ? { id: parsed.id, tags } : null
  } catch {
    return null
  }
}
