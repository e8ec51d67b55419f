'use client'

import { getTranslation } from '@payloadcms/translations'
import { useAuth, useConfig, useModal, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import { hasRole } from '@/access/roles'
import { isContentLocale, type ContentLocale } from '@/i18n/locales'
import { languageInAdmin, listed, writesWithoutSpaces } from '@/i18n/languageNames'
import { adminT } from '@/labels/t'
import { watchTexts } from '@/lib/watchTexts'
import type { User } from '@/payload-types'

import { useVersionOnPage } from './useVersionOnPage'

/** Payload's "Restore this version" dialog (its `modalSlug`). */
const restoreModal = 'restore-version'

/** What to ask `/api/translations/restore` about, from the version page's address. */
export function restoreQuery(pathname: string): string | undefined {
  const collection = /\/collections\/([\w-]+)\/(\d{1,16})\/versions\/(\d{1,16})$/.exec(pathname)
  if (collection) return `collection=${collection[1]}&id=${collection[2]}&version=${collection[3]}`
  const global = /\/globals\/([\w-]+)\/versions\/(\d{1,16})$/.exec(pathname)
  if (global) return `global=${global[1]}&version=${global[2]}`
  return undefined
}

/** The dialog's text, once it is open (Payload renders it only then). */
const subscribe = (change: () => void) => {
  const observer = new MutationObserver(change)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
const dialogText = () => document.querySelector('.confirmation-modal__content')
const noDialogOnServer = () => null

/**
 * Whether Payload's restore keeps the version a draft: its "Restore as draft" item (the ▾ beside
 * the button) sets that for the rest of the page's life, and a restore of a draft stays a draft
 * (`restoredDraftsStayDrafts`); "Restore this version" of a published version publishes it.
 */
function useRestoresAsDraft(asDraftLabel: string) {
  const pathname = usePathname()
  const [chosen, setChosen] = useState<string>()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest?.('.popup-button-list__button')
      if (item?.textContent?.trim() === asDraftLabel) setChosen(pathname)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [asDraftLabel, pathname])
  const version = useVersionOnPage<{ version?: { _status?: unknown } }>()
  const status = version?.version?._status
  if (status === undefined) return undefined
  return status === 'draft' || chosen === pathname
}

/**
 * A restore writes every language of the version at once, so the drafts written since in any
 * language are replaced: Payload's confirmation said only that the document goes back to the
 * version's date, and an editor restoring an English autosave took back a translator's Thai
 * (walk 32, F2). The confirmation names, in the admin's language, the languages whose drafts the
 * restore changes: those whose texts in the version differ from the drafts now, read from the
 * server when the dialog opens (`/api/translations/restore`, `restoreChanges.ts`). Payload's
 * dialog has no slot: the sentence is rendered into it once it is open. A translator's restore is
 * refused (the page tells them so, `RestoreNote`). It says too whether the site changes at once:
 * "Restore this version" of a published version publishes it in every language, which the dialog
 * did not say (walk 34, F6), and "Restore as draft" is the way to check first.
 */
export function RestoreChanges() {
  const { user } = useAuth<User>()
  const { config } = useConfig()
  const { i18n, t } = useTranslation()
  const at = adminT(t)
  const pathname = usePathname()
  const { isModalOpen } = useModal()
  const open = isModalOpen(restoreModal)
  const place = useSyncExternalStore(subscribe, dialogText, noDialogOnServer)
  const [changed, setChanged] = useState<ContentLocale[] | null>()
  const query = restoreQuery(pathname)
  const editor = !hasRole(user, 'translator')
  const asDraftLabel = t('version:restoreAsDraft')
  const asDraft = useRestoresAsDraft(asDraftLabel)

  useEffect(() => {
    if (!open || !query || !editor) return
    let current = true
    fetch(`${config.serverURL}${config.routes.api}/translations/restore?${query}`, {
      credentials: 'include',
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined)
      .then((answer: { changed?: unknown } | undefined) => {
        if (!current) return
        const locales = Array.isArray(answer?.changed) ? answer.changed : undefined
        setChanged(locales ? locales.filter(isContentLocale) : null)
      })
    return () => {
      // Read again at the next opening: a draft may have been saved meanwhile.
      current = false
      setChanged(undefined)
    }
  }, [open, query, editor, config.serverURL, config.routes.api])

  useRestoreDialogWords(open, asDraft)

  if (!open || !place || !query || !editor) return null
  const names = (changed ?? []).map((locale) => languageInAdmin(locale, i18n.language))
  const list = listed(i18n.language, names)
  // Chinese and Japanese put no space between sentences.
  const between = writesWithoutSpaces(i18n.language) ? '' : ' '
  return createPortal(
    <div className="restore-changes" role="status">
      <p>{at('starfin:editorial:versions:restoreAllLanguages')}</p>
      {/* What it replaces comes before whether it goes live, and how to check first (s42 reader). */}
      {changed && (
        <p className="restore-changes__languages" data-languages={changed.join(' ')}>
          {changed.length > 0
            ? at('starfin:editorial:versions:restoreChanges', { languages: list })
            : at('starfin:editorial:versions:restoreChangesNone')}
        </p>
      )}
      {asDraft === true && (
        <p className="restore-changes__site" data-restore="draft">
          {at('starfin:editorial:versions:restoreStaysDraft')}
        </p>
      )}
      {asDraft === false && (
        <p className="restore-changes__site" data-restore="published">
          {at('starfin:editorial:versions:restoreGoesLive')}
          {/* Payload offers the draft restore on a collection's published versions only. */}
          {pathname.includes('/collections/') &&
            `${between}${at('starfin:editorial:versions:restoreCheckFirst', { asDraft: asDraftLabel })}`}
        </p>
      )}
    </div>,
    place,
  )
}

/** Payload's restore dialog: its message and its confirming button. */
const dialogMessage = '.confirmation-modal__content > p'
const confirmButton = '.confirmation-modal__controls .btn--style-primary .btn__label'

/**
 * Payload's restore dialog in the admin's words where it had none: the collection's name is put
 * into the sentence as its label is written ("You're about to restore this Game", "este Jogo"),
 * in lower case here where the language writes a common noun so; and the button says what it
 * does ("Restore", "Restore as draft") where Payload's said "Confirm" for a publish in every
 * language at once (s42 readers: en, id, ja, ko, pt, vi, zh-TW). The text nodes stay React's.
 */
function useRestoreDialogWords(open: boolean, asDraft: boolean | undefined) {
  const { config } = useConfig()
  const { i18n, t } = useTranslation()
  const pathname = usePathname()
  const slug = /\/collections\/([\w-]+)\//.exec(pathname)?.[1]
  const singular = config.collections.find((collection) => collection.slug === slug)?.labels
    .singular
  const label = singular ? getTranslation(singular, i18n) : undefined
  const confirm = t('general:confirm')
  const action = asDraft ? t('version:restoreAsDraft') : t('general:restore')

  useEffect(() => {
    if (!open) return
    const stopButton = watchTexts(confirmButton, (text, element) => {
      if (!element.closest('.confirmation-modal')?.querySelector('.restore-changes')) return
      if (text.data === confirm) text.data = action
    })
    const lower = label?.toLocaleLowerCase(i18n.language)
    const stopMessage =
      label && lower && lower !== label && /^(en|id|pt|vi)$/.test(i18n.language)
        ? watchTexts(dialogMessage, (text) => {
            const named = new RegExp(`(?<=\\s)${label}(?=[\\s.,])`, 'u')
            if (named.test(text.data)) text.data = text.data.replace(named, lower)
          })
        : undefined
    return () => {
      stopButton()
      stopMessage?.()
    }
  }, [open, confirm, action, label, i18n.language])
}
