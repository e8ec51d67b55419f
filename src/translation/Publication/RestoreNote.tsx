'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { hasRole } from '@/access/roles'
import type { User } from '@/payload-types'
import { adminT } from '@/labels/t'

import './index.scss'

/**
 * A version's page: a translator reads an earlier version of every language there, but restoring
 * one writes every language and every shared field at once, which is an editor's (the restore is
 * refused for translators, `translatorsWriteTexts`). A translator is told so, and how to bring a
 * text back, where Payload's Restore button would be ("Currently viewing"), which would only fail.
 * Payload's only slot on the page is the header's actions, where two lines of Thai lay over the
 * language menu and the account button, and off a phone's screen: the note is rendered there and
 * moved to its place once the page is in the browser (hidden in the header until then).
 */
const noChanges = () => () => {}
/** "Currently viewing", the version's column of Payload's page. */
const placeOnPage = () => document.querySelector('.view-version__version-to')
const notPlacedOnServer = () => null

export function RestoreNote() {
  const { user } = useAuth<User>()
  const t = adminT(useTranslation().t)
  const place = useSyncExternalStore(noChanges, placeOnPage, notPlacedOnServer)
  if (!hasRole(user, 'translator')) return null
  const note = (
    <p className="restore-note" role="note">
      {t('starfin:editorial:versions:restoreIsEditors')}
    </p>
  )
  return place ? createPortal(note, place) : note
}
