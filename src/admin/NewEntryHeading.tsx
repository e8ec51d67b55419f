'use client'

import { useDocumentTitle, useFormFields, useOperation, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminT, type AdminKey } from '@/labels/t'

/**
 * A new entry's heading before its first save: what its title field holds as it is typed (a new
 * user's name), else "New user" in the admin's language. Payload headed it "[Untitled]", a
 * placeholder in brackets where the editor expects to read what they are making (walk 52, F4).
 */
export function NewEntryHeading({
  heading,
  titleField,
}: {
  heading: AdminKey
  titleField?: string
}) {
  const { t } = useTranslation()
  // Payload's own test of a form that makes a new entry (its document info's id is '' there).
  const isNew = useOperation() === 'create'
  const { title, setDocumentTitle } = useDocumentTitle()
  const typed = useFormFields(([fields]) => (titleField ? fields[titleField]?.value : undefined))
  const wanted = typeof typed === 'string' && typed.trim() ? typed.trim() : adminT(t)(heading)

  // Payload sets its own title whenever the document's data changes, in its provider's effect,
  // which runs after this one: set ours a frame later, and again each time Payload's replaces it.
  useEffect(() => {
    if (!isNew || title === wanted) return
    const frame = requestAnimationFrame(() => setDocumentTitle(wanted))
    return () => cancelAnimationFrame(frame)
  }, [isNew, title, wanted, setDocumentTitle])

  return null
}
