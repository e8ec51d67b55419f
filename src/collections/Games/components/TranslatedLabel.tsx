'use client'

import { FieldLabel, useTranslation } from '@payloadcms/ui'

import { adminT, type AdminKey } from '@/labels/t'

/**
 * A field's label read in the admin's language on the screen, for the rich-text editor: it takes
 * its label from the field schema the admin built once, in the first language it served, so the
 * Thai admin read "Description" (admin walk, round 23).
 */
export function TranslatedLabel({
  message,
  path,
  localized = true,
  required = false,
}: {
  message: AdminKey
  path?: string
  localized?: boolean
  required?: boolean
}) {
  const { t } = useTranslation()
  return (
    <FieldLabel label={adminT(t)(message)} localized={localized} path={path} required={required} />
  )
}
