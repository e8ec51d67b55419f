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
  const { setDocumentTitle } = useDocumentTitle()
  const typed = useFormFields(([fields]) => (titleField ? fields[titleField]?.value : undefined))

  useEffect(() => {
    if (id !== undefined && id !== null) return
    const title = typeof typed === 'string' && typed.trim() ? typed.trim() : adminT(t)(heading)
    const frame = requestAnimationFrame(() => setDocumentTitle(title))
    return () => cancelAnimationFrame(frame)
  }, [id, typed, heading, t, setDocumentTitle])

  return null
}
