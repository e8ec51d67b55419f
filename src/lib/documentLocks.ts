import type { Where } from 'payload'

import { bracketed, languagesInAdmin } from '@/i18n/languageNames'
import { isContentLocale } from '@/i18n/locales'

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
 * languages they write, named in the reader's admin language ("Malee (Thai)", "Malee (ภาษาไทย)"),
 * so that a colleague in another language knows what taking over would stop (walk 36, F1). The
 * languages' own names mixed two scripts in one sentence ("Malee (ไทย) is editing": s42 readers).
 */
export function lockHolderName(
  account: {
    name?: string | null
    email?: string | null
    role?: string | null
    languages?: readonly string[] | null
  },
  adminLanguage: string,
): string {
  const languages =
    account.role === 'translator' ? (account.languages ?? []).filter(isContentLocale) : []
  const name = account.name || account.email || ''
  return languages.length
    ? bracketed(adminLanguage, name, languagesInAdmin(languages, adminLanguage))
    : name
}
