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
 * as the dialog opens). The text node stays React's (as `LockedSinceDate`). What the one taken
 * over typed and had not saved is shown below it (`UnsavedText`).
 */
export function TakenOverBy() {
  const { currentEditor } = useDocumentInfo()
  const { t } = useTranslation()
  const name = nameOf(currentEditor)

  useEffect(() => {
    if (!name) return
    const written = adminT(t)('starfin:editorial:takenOverBy', { name })
    return watchTexts(sentence, (text) => {
      if (text.data !== written) text.data = written
    })
  }, [name, t])

  return null
}
