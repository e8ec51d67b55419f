'use client'

import { useDocumentTitle, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { adminT } from '@/labels/t'

const trimmed = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/**
 * The game's heading as it is typed: "90501 · Coral Lantern Tide" as soon as the game id and the
 * title are there, as the stored `heading` reads after a save (`fields/heading.ts`), the English
 * title marked as English in a language that has none yet. Payload heads the page from the form's
 * `heading`, which the server writes only on a save: "Create New" read "[Untitled]" while both
 * were typed. Until something is typed, the page keeps the heading the server gave it.
 */
export function LiveHeading() {
  const { t } = useTranslation()
  const { setDocumentTitle } = useDocumentTitle()
  const gameId = useFormFields(([fields]) => fields.gameId?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const english = useFormFields(([fields]) => fields.englishTitle?.value)
  const typed = `${String(gameId ?? '')}\u0000${String(title ?? '')}`
  const initial = useRef(typed)

  useEffect(() => {
    if (typed === initial.current) return
    const id = typeof gameId === 'number' && gameId > 0 ? String(gameId) : undefined
    const own = trimmed(title)
    const fallback = trimmed(english)
    const best =
      own ??
      (fallback ? adminT(t)('starfin:editorial:englishTitle', { title: fallback }) : undefined)
    const heading = (id && best ? `${id} · ${best}` : (id ?? best)) ?? `[${t('general:untitled')}]`
    const frame = requestAnimationFrame(() => setDocumentTitle(heading))
    return () => cancelAnimationFrame(frame)
  }, [typed, gameId, title, english, t, setDocumentTitle])

  return null
}
