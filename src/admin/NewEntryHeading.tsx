'use client'

import { useDocumentInfo, useDocumentTitle, useFormFields, useTranslation } from '@payloadcms/ui'
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
  const { id } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const typed = useFormFields(([fields]) => (titleField ? fields[titleField]?.value : undefined))
  const isNew = id === undefined || id === null
  const wanted = typeof typed === 'string' && typed.trim() ? typed.trim() : adminT(t)(heading)

  // Payload sets its own title whenever the document's data changes (and a frame after a field
  // does): set ours back each time, so the last word is this heading's, however the two interleave.
  useEffect(() => {
    if (isNew && title !== wanted) setDocumentTitle(wanted)
  }, [isNew, title, wanted, setDocumentTitle])

  return null
}
