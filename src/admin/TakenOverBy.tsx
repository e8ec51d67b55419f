'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminT } from '@/labels/t'
import { watchTexts } from '@/lib/watchTexts'

/** The sentence of Payload's "Editing taken over" dialog. */
const sentence = '.document-take-over__content p'

/** The colleague as "… is editing" names them: the account's name, else its e-mail. */
function nameOf(editor: unknown): string | undefined {
  if (typeof editor !== 'object' || editor === null) return undefined
  const { name, email } = editor as { name?: unknown; email?: unknown }
  if (typeof name === 'string' && name.trim()) return name.trim()
  return typeof email === 'string' && email ? email : undefined
}

/**
 * "Editing taken over" names the colleague who took over, as the "… is editing" dialog names who
 * is editing: Payload's said "Another user has taken over editing this document." (walk 29, F9),
 * from a component without a slot, though the document already knows who (`currentEditor`, set
 * as the dialog opens), and says that what they typed since their last save is still in the form.
 * The text node stays React's (as `LockedSinceDate`).
 */
export function TakenOverBy() {
  const { currentEditor } = useDocumentInfo()
  const { t } = useTranslation()
  const name = nameOf(currentEditor)

  useEffect(() => {
    if (!name) return
    const said = adminT(t)('starfin:editorial:takenOverBy', { name })
    // What the one taken over typed since their last save was refused, and is still in the form
    // (Payload's "View in read-only" keeps it there): they are told where to copy it from
    // (walk 37, F1).
    const unsaved = adminT(t)('starfin:editorial:takenOverUnsaved', {
      readOnly: t('general:viewReadOnly'),
    })
    // Sentences in Chinese and Japanese follow one another without a space.
    const written = `${said}${said.endsWith('。') ? '' : ' '}${unsaved}`
    return watchTexts(sentence, (text) => {
      if (text.data !== written) text.data = written
    })
  }, [name, t])

  return null
}
