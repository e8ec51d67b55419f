'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ClientField } from 'payload'

import { adminT } from '@/labels/t'

const named = (fields: ClientField[] | undefined, name: string) =>
  fields?.find((field) => 'name' in field && field.name === name)

/**
 * A glossary row is named by its concept, in the admin's language (the concept field's option
 * label, not its key), and its wording in the language being edited.
 */
export function TermRowLabel() {
  const { data, rowNumber } = useRowLabel<{ key?: string; term?: string }>()
  const { getEntityConfig } = useConfig()
  const { i18n, t } = useTranslation()
  const terms = named(getEntityConfig({ globalSlug: 'glossary' })?.fields, 'terms')
  const concept = named(terms && 'fields' in terms ? terms.fields : undefined, 'key')
  const option =
    concept && 'options' in concept
      ? concept.options.find((item) => typeof item === 'object' && item.value === data?.key)
      : undefined
  const name =
    typeof option === 'object'
      ? getTranslation(option.label, i18n)
      : (data?.key ?? adminT(t)('starfin:glossary:rowLabel', { number: (rowNumber ?? 0) + 1 }))
  return <span>{data?.term ? `${name}: ${data.term}` : name}</span>
}
