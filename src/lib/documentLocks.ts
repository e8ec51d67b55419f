import type { Where } from 'payload'

import { contentLocaleLabels, isContentLocale } from '@/i18n/locales'

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

/**
 * A lock's holder as the admin names them: by name (else e-mail), and a translator with the
 * languages they write ("Malee (ไทย)"), so that a colleague in another language knows what
 * taking over would stop (walk 36, F1).
 */
export function lockHolderName(account: {
  name?: string | null
  email?: string | null
  role?: string | null
  languages?: readonly string[] | null
}): string {
  const languages =
    account.role === 'translator'
      ? (account.languages ?? []).filter(isContentLocale).map((code) => contentLocaleLabels[code])
      : []
  const name = account.name || account.email || ''
  return languages.length ? `${name} (${languages.join(', ')})` : name
}
