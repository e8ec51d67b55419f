'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'

import { hasRole } from '@/access/roles'
import type { User } from '@/payload-types'
import { adminT } from '@/labels/t'

import './index.scss'

/**
 * A version's page, in its header: a translator reads an earlier version of every language there,
 * but restoring one writes every language and every shared field at once, which is an editor's
 * (the restore is refused for translators, `translatorsWriteTexts`). A translator is told so, and
 * how to bring a text back, in place of Payload's Restore button, which would only fail.
 */
export function RestoreNote() {
  const { user } = useAuth<User>()
  const t = adminT(useTranslation().t)
  if (!hasRole(user, 'translator')) return null
  return (
    <p className="restore-note" role="note">
      {t('starfin:editorial:versions:restoreIsEditors')}
    </p>
  )
}
