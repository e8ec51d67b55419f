'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'

/**
 * A media item or the site settings opened by someone who may read them but not change them (a
 * translator): the form is greyed, its texts in their own language too, and Payload said nothing
 * of why (walk 32, F10; walk 34, F13). It says, above the fields, that this is the editors' work,
 * in the admin's language, as a game's greyed form says why. `note` names which (the field's
 * `clientProps`).
 */
export function EditorsOnlyNote({
  note = 'mediaReadOnly',
}: {
  note?: 'mediaReadOnly' | 'settingsReadOnly'
}) {
  const { hasSavePermission, id, globalSlug } = useDocumentInfo()
  const t = adminT(useTranslation().t)
  const opened = globalSlug !== undefined || (id !== undefined && id !== null)
  if (!opened || hasSavePermission !== false) return null
  return (
    <p className="editors-only-note" role="note">
      {t(`starfin:editorsWork:${note}`)}
    </p>
  )
}
