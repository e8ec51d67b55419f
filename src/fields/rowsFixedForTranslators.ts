import { ValidationError, type FieldHook } from 'payload'

import { hasRole } from '@/access/roles'
import { adminT } from '@/admin/i18n'

type Row = { id?: string | null; blockType?: string }

const shape = (rows: unknown) =>
  Array.isArray(rows)
    ? (rows as Row[]).map((row) => `${row.blockType ?? ''}:${row.id ?? ''}`).join(',')
    : ''

/**
 * For an array or blocks field whose texts are localised: translators write the texts of the
 * rows that are there, while which rows exist and their order stay the editors' (the rows are
 * shared by every language). Field access cannot say this, since closing the field to
 * translators would close its texts too; and a hook, unlike `validate`, also guards drafts,
 * the only thing translators save.
 */
export const rowsFixedForTranslators: FieldHook = ({
  value,
  previousValue,
  operation,
  req,
  path,
  collection,
  global,
}) => {
  if (operation !== 'update' || value === undefined || !hasRole(req.user, 'translator'))
    return value
  if (shape(value) === shape(previousValue)) return value
  throw new ValidationError({
    collection: collection?.slug,
    global: global?.slug,
    errors: [
      {
        path: path.join('.'),
        message: adminT(req.t)('starfin:validation:rowsFixedForTranslators'),
      },
    ],
    req,
  })
}
