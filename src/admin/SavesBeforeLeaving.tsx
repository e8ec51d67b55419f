'use client'

import {
  useConfig,
  useDocumentInfo,
  useForm,
  useFormBackgroundProcessing,
  useFormModified,
  useLocale,
} from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** A language of the header's language menu (Payload's `Localizer`), as it renders one. */
const languageChoice = (target: Element | null) => {
  const button = target?.closest('.popup-button-list__button') ?? null
  return button?.querySelector('.localizer__locale-code[data-locale]') ? button : null
}

/** A link of the admin that takes the page elsewhere in this tab (the form goes with it). */
function linkAway(target: Element | null): HTMLAnchorElement | null {
  const link = target?.closest('a[href]') as HTMLAnchorElement | null
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null
  const to = new URL(link.href, window.location.href)
  if (to.origin !== window.location.origin) return null
  return to.pathname === window.location.pathname && to.search === window.location.search
    ? null
    : link
}

/** How long a click waits for the autosave before it goes anyway (a draft it cannot save). */
const longestWait = 15_000

/**
 * What was just typed is saved before the form goes away. Payload autosaves 1.5 s after the last
 * keystroke, and a form that went away within that delay took the text with it, without a word:
 * a switch of the content language (walk 34, F14), a link of the menu or a reload (walk 35, F20).
 *
 * - A choice in the language menu, or a link to another admin page, waits while the form has
 *   changes not yet saved or an autosave is on its way, lets Payload's own autosave write them
 *   ("Saving…" shows as it does), and is then made as Payload makes it (at most 15 s later).
 * - A reload, a closed tab or an address typed in: the page cannot wait, so the unsaved changes
 *   are sent as the autosave sends them (form data, the form's `editedFrom` stamp with them, so a
 *   change made elsewhere meanwhile is not undone), `keepalive`, as the page goes.
 */
export function SavesBeforeLeaving() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { getData } = useForm()
  const { code: locale } = useLocale()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const modified = useFormModified()
  const saving = useFormBackgroundProcessing()
  const pending = useRef(false)
  const unsaved = useRef(false)
  useEffect(() => {
    pending.current = modified || saving
    unsaved.current = modified
  }, [modified, saving])

  const api = `${serverURL ?? ''}${routes.api}`
  useEffect(() => {
    if (!globalSlug && (id === undefined || id === null)) return
    let held: Element | null = null
    let wait: number | undefined
    const onClick = (event: MouseEvent) => {
      // A click that opens another tab or window leaves the form where it is.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return
      const target = event.target instanceof Element ? event.target : null
      const leaving = languageChoice(target) ?? linkAway(target)
      if (!leaving || leaving === held) return
      if (!pending.current || held) {
        // A second click while the first waits: the first one stands.
        if (held) {
          event.preventDefault()
          event.stopImmediatePropagation()
        }
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      held = leaving
      const until = Date.now() + longestWait
      wait = window.setInterval(() => {
        if (pending.current && Date.now() < until) return
        window.clearInterval(wait)
        // Made now as Payload makes it: its own handler runs on this click.
        if (held?.isConnected) (held as HTMLElement).click()
        held = null
      }, 100)
    }

    const onPageHide = () => {
      if (!unsaved.current) return
      unsaved.current = false
      const body = new FormData()
      body.append('_payload', JSON.stringify({ ...getData(), _status: 'draft' }))
      const query = new URLSearchParams({
        autosave: 'true',
        depth: '0',
        draft: 'true',
        'fallback-locale': 'null',
      })
      if (locale) query.set('locale', locale)
      const path = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}/${String(id)}`
      void fetch(`${api}${path}?${query}`, {
        method: globalSlug ? 'POST' : 'PATCH',
        body,
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined)
    }

    // Before React's handlers, which Payload's menu and links use.
    window.addEventListener('click', onClick, true)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('pagehide', onPageHide)
      window.clearInterval(wait)
    }
  }, [api, collectionSlug, getData, globalSlug, id, locale])

  return null
}
