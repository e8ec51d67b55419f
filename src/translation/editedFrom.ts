/**
 * A form saves a language's texts only over the texts it was opened on.
 *
 * The admin's form sends every field of its language on each autosave. A translator's form left
 * open while the same texts changed elsewhere (their own file import in another tab, an editor
 * restoring a version, a colleague) put its old texts back at the next keystroke, and nobody was
 * told: the import or the restore was silently undone (walk 36, F5 and F9).
 *
 * So each document read by staff carries `editedFrom`, a stamp of its texts in the language read
 * (never stored), and the form holds it as a hidden field: Payload's form takes the stamp of each
 * saved draft back after an autosave (a field nobody typed in takes the server's value), so it is
 * always the stamp of what this form last saw. A save that sends a stamp other than that of the
 * stored texts in its language is refused with a 409 saying why, in the admin's language, and
 * stores nothing; the typed text stays in the form to copy. A change in another language, or of
 * what every language shares, is not a conflict. Only the form's saves are checked (form data):
 * not an API client, an import, a job, nor Payload's own writes of a document read back whole.
 */
import { createHash } from 'node:crypto'

import { APIError, type Field, type FieldHook } from 'payload'

import { hasRole } from '@/access/roles'
import { defaultContentLocale, isContentLocale, type ContentLocale } from '@/i18n/locales'
import { adminT } from '@/labels'
import { fromTheForm } from '@/lib/formSaves'

import { localizedTexts, textAt } from './texts'
import { languageInAdmin } from '@/i18n/languageNames'

export const editedFromName = 'editedFrom'

type Data = Record<string, unknown>

/**
 * A value as stored, whatever the read's depth: a rich text's picture or linked entry by its id
 * (a form reads at depth 0; another read may have filled it in), keys in one order.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value ?? null
  const object = value as Data
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => {
        const inner = object[key]
        const id =
          key === 'value' && typeof inner === 'object' && inner !== null
            ? (inner as Data).id
            : undefined
        return [key, id !== undefined ? id : canonical(inner)]
      }),
  )
}

/**
 * A text's value in the language read. The hook runs as the read begins, before each field is
 * narrowed to that language: a value may still be every language's (`{ "th-TH": …, "hi-IN": … }`).
 */
function inLanguage(value: unknown, locale: ContentLocale): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'root' in value)
    return value
  const keys = Object.keys(value)
  return keys.every(isContentLocale) ? (value as Data)[locale] : value
}

/** The stamp of a document's texts in one language (its fields' localized texts). */
export function languageStamp(fields: Field[], doc: Data, locale: ContentLocale): string {
  const texts = localizedTexts(fields, doc).map((text) => [
    text.path,
    canonical(inLanguage(textAt(doc, text.path), locale)),
  ])
  return createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 16)
}

/** The hidden field of a registered collection's or global's form (`fields`: its own). */
export function editedFromField(fields: Field[]): Field {
  // Staff only (the site's own reads and strangers' never need it), of a read in one language.
  // Run before the other fields' hooks change what they read: the texts as stored.
  const stampOf: FieldHook = ({ siblingData, req }) =>
    req.user && hasRole(req.user, 'admin', 'editor', 'translator') && isContentLocale(req.locale)
      ? languageStamp(fields, siblingData as Data, req.locale)
      : undefined
  // A save that leaves the stamp out is given the stored one (Payload fills a field the data lacks
  // from the document before this hook): not checked.
  const sameAsStored: FieldHook = ({ value, originalDoc, operation, req }) => {
    const stored = (originalDoc as Data | undefined)?.[editedFromName]
    if (operation !== 'update' || typeof value !== 'string' || typeof stored !== 'string')
      return undefined
    // The admin's form sends its data as form data (`_payload`); whatever sends a document read
    // back whole (Payload's "Revert to published" its published version, a restore the version,
    // "Copy to locale" the other language) is not a form that was opened on these texts.
    if (!fromTheForm(req)) return undefined
    if (value !== stored) {
      const t = adminT(req.t)
      const locale = isContentLocale(req.locale) ? req.locale : defaultContentLocale
      throw new APIError(
        t('starfin:workflow:changedElsewhere', {
          language: languageInAdmin(locale, req.i18n.language),
        }),
        409,
        { code: 'changedElsewhere' },
        true,
      )
    }
    // Never stored.
    return undefined
  }
  return {
    name: editedFromName,
    type: 'text',
    virtual: true,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    hooks: { afterRead: [stampOf], beforeValidate: [sameAsStored] },
  }
}
