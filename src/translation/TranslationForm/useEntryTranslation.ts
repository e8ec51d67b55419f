'use client'

import { toast, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

import type { EntryForForm } from '@/translation/form'

/**
 * One request per form, shared by the English under every field and the review controls:
 * each entry's answer is kept by its address, and the address changes with every save.
 */
type Slot = { entry: EntryForForm | null; loading?: Promise<void>; listeners: Set<() => void> }
const slots = new Map<string, Slot>()

const slotOf = (url: string) => {
  const slot = slots.get(url) ?? { entry: null, listeners: new Set() }
  slots.set(url, slot)
  return slot
}

const publish = (slot: Slot, entry: EntryForForm | null) => {
  slot.entry = entry
  for (const listener of slot.listeners) listener()
}

function load(url: string) {
  const slot = slotOf(url)
  slot.loading = fetch(url, { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<EntryForForm>) : null))
    .catch(() => null)
    .then((entry) => publish(slot, entry))
  return slot.loading
}

/** `?collection=games&id=5` or `?global=…` of the document on screen; null for a new one. */
export function useEntryQuery() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  if (globalSlug) return `global=${globalSlug}`
  return collectionSlug && id !== undefined ? `collection=${collectionSlug}&id=${id}` : null
}

/**
 * The English and freshness of the document's texts in the language on screen, and who waits for
 * review; null for a new document and while loading.
 */
export function useEntryTranslation() {
  const { config } = useConfig()
  const { savedDocumentData } = useDocumentInfo()
  const { code } = useLocale()
  const query = useEntryQuery()
  const api = `${config.serverURL}${config.routes.api}/translations`
  const url = query
    ? `${api}/entry?locale=${code}&${query}&saved=${String(savedDocumentData?.updatedAt ?? '')}`
    : null

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!url) return () => {}
      const slot = slotOf(url)
      slot.listeners.add(listener)
      if (!slot.loading) void load(url)
      return () => {
        slot.listeners.delete(listener)
        if (slot.listeners.size === 0) slots.delete(url)
      }
    },
    [url],
  )
  const entry = useSyncExternalStore(
    subscribe,
    () => (url ? (slots.get(url)?.entry ?? null) : null),
    () => null,
  )

  // The address of the entry on screen when an answer comes: a save while the mark was on its way
  // (an autosave) gives the form a new one, and the old one's answer was shown to nobody (walk 55).
  const current = useRef(url)
  useEffect(() => {
    current.current = url
  }, [url])
  const { t } = useTranslation()

  /** Sends a change (confirm, review) and shows the entry as the server answers with it, or why not. */
  const post = useCallback(
    async (action: 'confirm' | 'review', body: object) => {
      if (!url || !query) return
      const response = await fetch(`${api}/${action}?locale=${code}&${query}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => null)
      if (response?.ok) {
        await load(current.current ?? url)
        return
      }
      // A refusal of the endpoint says why in the account's admin language (a mark while texts are
      // missing); the server's own (too many requests, in English) and a lost connection were
      // silent, and are said in Payload's words.
      const answer = (await response?.json().catch(() => ({}))) as { error?: unknown } | undefined
      toast.error(typeof answer?.error === 'string' ? answer.error : t('error:unknown'))
    },
    [api, code, query, url, t],
  )
  return { entry, post }
}
