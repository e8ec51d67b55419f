'use client'

import { useConfig, useDocumentInfo, useForm, useFormModified, useLocale } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useEffect } from 'react'

/** A language of Payload's language menu: its item names the language's code (`data-locale`). */
const languageItem = '.popup-button-list__button'

/**
 * Switching the language of a document with changes not yet autosaved dropped them: Payload's
 * menu goes to the other language at once, its autosave (1.5 s after the last keystroke) is
 * cancelled with the form, and the typed text was gone on coming back (walk 34, F14). A switch
 * with changes waiting saves them first, as the autosave would have (a draft in the language on
 * screen), then goes; a save refused stays on the form, with Payload's message saying why.
 */
export function SaveBeforeLanguageSwitch() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { submit } = useForm()
  const modified = useFormModified()
  const { code } = useLocale()
  const { config } = useConfig()
  const router = useRouter()

  useEffect(() => {
    if (!modified) return
    if (!globalSlug && (!collectionSlug || id === undefined || id === null)) return
    const entityPath: `/${string}` = collectionSlug
      ? `/${collectionSlug}/${id}`
      : `/globals/${globalSlug}`
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest?.(languageItem)
      const target = item?.querySelector<HTMLElement>('[data-locale]')?.dataset.locale
      if (!target || target === code) return
      // Before Payload's own handler (React's, on the page's root): the switch waits for the save.
      event.preventDefault()
      event.stopPropagation()
      const query = new URLSearchParams({
        depth: '0',
        draft: 'true',
        'fallback-locale': 'null',
        locale: code,
      })
      const action = formatAdminURL({ apiRoute: config.routes.api, path: `${entityPath}?${query}` })
      void submit({
        action,
        method: collectionSlug ? 'PATCH' : 'POST',
        overrides: { _status: 'draft' },
        skipValidation: true,
        disableSuccessStatus: true,
      }).then((saved) => {
        if (!saved?.res?.ok) return
        const params = new URLSearchParams(window.location.search)
        params.set('locale', target)
        router.push(`?${params}`)
      })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [code, collectionSlug, config.routes.api, globalSlug, id, modified, router, submit])

  return null
}
