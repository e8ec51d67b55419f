import type { Where } from 'payload'

/** What a document lock holds: a collection's document, or a global. */
export type Lockable = { collection?: string; id?: unknown; global?: string }

/**
 * The locks of one document or global, as Payload's `payload-locked-documents` keeps them: read by
 * the lock rules (`src/hooks/ownLocks.ts`) and by a refused save that names the lock's holder
 * (`src/lib/requestErrors.ts`).
 */
export const locksOf = (target: Lockable): Where =>
  target.global
    ? { globalSlug: { equals: target.global } }
    : {
        and: [
          { 'document.relationTo': { equals: target.collection } },
          { 'document.value': { equals: target.id } },
        ],
      }
