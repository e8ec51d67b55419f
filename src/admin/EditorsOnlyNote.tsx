'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminT } from '@/labels/t'

/**
 * A media item opened by someone who may read it but not change it (a translator): its form is
 * greyed, its alternative text in their own language too, and Payload said nothing of why
 * (walk 32, F10). It says, above the fields, that the item is the editors' work, in the admin's
 * language, as a game's greyed form says why.
 */
export function EditorsOnlyNote() {
  const { hasSavePermission, id } = useDocumentInfo()
  const t = adminT(useTranslation().t)
  if (id === undefined || id === null || hasSavePermission !== false) return null
  return (
    <p className="editors-only-note" role="note">
      {t('starfin:editorsWork:mediaReadOnly')}
    </p>
  )
}
