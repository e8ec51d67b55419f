'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A glossary row is named by its concept and its wording in the language being edited. */
export function TermRowLabel() {
  const { data, rowNumber } = useRowLabel<{ key?: string; term?: string }>()
  const name = data?.key ?? `Term ${(rowNumber ?? 0) + 1}`
  return <span>{data?.term ? `${name}: ${data.term}` : name}</span>
}
