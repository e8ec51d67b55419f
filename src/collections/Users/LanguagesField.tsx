'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, SelectField, useField, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import { adminT } from '@/labels/t'

/**
 * A translator's languages: a select for admins, who assign them; plain text on the translator's
 * own account, where a read-only select's chips would look removable.
 */
export const LanguagesField: SelectFieldClientComponent = (props) => {
  const { field, path, readOnly } = props
  const { i18n, t } = useTranslation()
  const { value, disabled } = useField<string[] | null>({ potentiallyStalePath: path })
  if (!readOnly && !disabled) return <SelectField {...props} />
  const names = (value ?? []).map((code) => {
    const option = field.options.find((candidate) =>
      typeof candidate === 'string' ? candidate === code : candidate.value === code,
    )
    return typeof option === 'object' ? getTranslation(option.label, i18n) : code
  })
  return (
    <div className="field-type languages-read-only" id={`field-${field.name}`}>
      {/* The label read here: the field's own was resolved once, in the first language served. */}
      <FieldLabel label={adminT(t)('starfin:users:languages')} path={path} />
      <p>{names.join(', ')}</p>
    </div>
  )
}
