'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'

/** A glossary row is named by its concept and its wording in the language being edited. */
export function TermRowLabel() {
  const { data, rowNumber } = useRowLabel<{ key?: string; term?: string }>()
  const t = adminT(useTranslation().t)
  const name = data?.key ?? t('starfin:glossary:rowLabel', { number: (rowNumber ?? 0) + 1 })
  return <span>{data?.term ? `${name}: ${data.term}` : name}</span>
}
