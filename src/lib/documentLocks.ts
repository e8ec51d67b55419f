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
 * A lock's holder as the admin names them: by name (to editors with the e-mail), and a translator with the
 * languages they write, named in the reader's admin language and as their role ("Malee (Thai
 * translator)", 「タイ語担当の田中 健」), so that a colleague in another language knows what taking
 * over would stop (walk 36, F1). A bare "(Thai)" read as the person's nationality, and the
 * languages' own names mixed two scripts in one sentence (s42, s43 readers). `named` is the
 * admin's sentence for it (`starfin:editorial:lockHolderTranslator`); without it, brackets.
 */
export function lockHolderName(
  account: {
    name?: string | null
    email?: string | null
    role?: string | null
    languages?: readonly string[] | null
  },
  adminLanguage: string,
  named?: (parts: { name: string; languages: string }) => string,
  /** For an editor or an admin, who see colleagues' addresses elsewhere too; never a translator. */
  { withEmail = false }: { withEmail?: boolean } = {},
): string {
  const languages =
    account.role === 'translator' ? (account.languages ?? []).filter(isContentLocale) : []
  // To editors, with the e-mail, which only an admin sets: a name is the account's own to choose,
  // and any account could take a colleague's exact name (round 58, F3). Translators see no
  // colleague's address (walk 28): to them the name alone.
  const name =
    withEmail && account.name && account.email
      ? `${account.name} <${account.email}>`
      : account.name || account.email || ''
  if (!languages.length) return name
  const inAdmin = languagesInAdmin(languages, adminLanguage)
  return named?.({ name, languages: inAdmin }) ?? bracketed(adminLanguage, name, inAdmin)
}
