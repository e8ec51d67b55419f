'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT, type AdminKey } from '@/labels/t'

/**
 * Names that Lexical's editor and Sonner's notifications give screen readers in English, written
 * in their code with no translation key or option Payload passes on (Lexical's block handles and
 * link editor; Sonner's `containerAriaLabel` and `closeButtonAriaLabel`, which Payload's toast
 * container does not set): read aloud in English on every translator's screen.
 */
const spokenInEnglish: Record<string, AdminKey> = {
  'Add block': 'starfin:screenReader:addBlock',
  'Drag to move': 'starfin:screenReader:dragToMove',
  'Edit link': 'starfin:screenReader:editLink',
  'Remove link': 'starfin:screenReader:removeLink',
  'Insert Paragraph': 'starfin:screenReader:insertParagraph',
  'Notifications alt+T': 'starfin:screenReader:notifications',
  'Close toast': 'starfin:screenReader:closeNotification',
}

/**
 * Those names said in the admin's language: each element that carries one, when it appears or
 * when its name is set again, gets ours (as `LockedSinceDate` writes the lock dialog's date).
 */
export function ScreenReaderLabels({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation()

  useEffect(() => {
    if (i18n.language === 'en') return
    const say = adminT(t)
    const relabel = (element: Element) => {
      const key = spokenInEnglish[element.getAttribute('aria-label') ?? '']
      if (key) element.setAttribute('aria-label', say(key))
    }
    const relabelWithin = (root: Element) => {
      relabel(root)
      for (const element of root.querySelectorAll('[aria-label]')) relabel(element)
    }
    relabelWithin(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) relabel(record.target)
        for (const node of record.addedNodes) if (node instanceof Element) relabelWithin(node)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [i18n.language, t])

  return children
}
