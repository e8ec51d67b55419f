'use client'

import { useDocumentInfo, useFormBackgroundProcessing, useFormModified } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** A language of the header's language menu (Payload's `Localizer`), as it renders one. */
const languageChoice = (target: EventTarget | null) => {
  const button = target instanceof Element ? target.closest('.popup-button-list__button') : null
  return button?.querySelector('.localizer__locale-code[data-locale]') ? button : null
}

/** How long the switch waits for the autosave before it goes anyway (a draft it cannot save). */
const longestWait = 15_000

/**
 * Switching the content language saves what was just typed first. Payload's language menu
 * changes the page's address at once, and the form is drawn again in the other language: text
 * typed within the autosave's delay (1.5 s) was never saved, and was gone without a word (walk 34,
 * F14), while leaving by a link saves first. A choice in the menu now waits while the form has
 * changes not yet saved or an autosave is on its way, lets Payload's own autosave write them
 * ("Saving…" shows as it does), and is then made as Payload makes it.
 */
export function LanguageSwitchSavesFirst() {
  const { id, globalSlug } = useDocumentInfo()
  const modified = useFormModified()
  const saving = useFormBackgroundProcessing()
  const pending = useRef(false)
  useEffect(() => {
    pending.current = modified || saving
  }, [modified, saving])

  useEffect(() => {
    if (!globalSlug && (id === undefined || id === null)) return
    let held: Element | null = null
    let wait: number | undefined
    const onClick = (event: MouseEvent) => {
      const choice = languageChoice(event.target)
      if (!choice || choice === held) return
      if (!pending.current || held) {
        // A second choice while the first waits: the first one stands.
        if (held) {
          event.preventDefault()
          event.stopImmediatePropagation()
        }
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      held = choice
      const until = Date.now() + longestWait
      wait = window.setInterval(() => {
        if (pending.current && Date.now() < until) return
        window.clearInterval(wait)
        // Made now as Payload makes it: its own handler runs on this click.
        if (held?.isConnected) (held as HTMLElement).click()
        held = null
      }, 100)
    }
    // Before React's handlers, which Payload's menu uses.
    window.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.clearInterval(wait)
    }
  }, [globalSlug, id])

  return null
}
