'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useReducer } from 'react'

import type { ContentLocale } from '@/i18n/locales'
import {
  useEntryQuery,
  useEntryTranslation,
} from '@/translation/TranslationForm/useEntryTranslation'
import type { PublicationStates } from '@/translation/publication'

/** What `/api/translations/publication` answers of a document (see `endpoints/translations.ts`). */
export type Publication = {
  states: PublicationStates
  /** When each language visitors read was published, as the versions list dates it. */
  publishedAt: Partial<Record<ContentLocale, string>>
  /** How many versions the versions list shows (none for whoever may not read them). */
  versionCount?: number
}

/**
 * Each document's last answer, kept until the next one comes, for every component that shows it:
 * a read refused on a busy server (429) took the status line away after an autosave, which draws
 * the document's controls anew, until the page was loaded again (walk 55).
 */
const lastAnswers = new Map<string, Publication>()

/**
 * Each language's publication state of the document on screen (translation/publication), and
 * when each language visitors read was published, read again after every save and publish, and
 * after a "mark ready" or its withdrawal (the header said "Draft" beside "✓ ready for review"),
 * and when Payload counts a new version;
 * null for a new document and while loading.
 */
export const usePublication = (): Publication | null =>
  useFetchedPublication(JSON.stringify(useEntryTranslation().entry?.readyForReview ?? null))

/**
 * `/api/translations/publication` of the document on screen, read again after every save,
 * publish and new version, and whenever `marks` changes.
 */
export function useFetchedPublication(marks: string): Publication | null {
  const { config } = useConfig()
  const { savedDocumentData, hasPublishedDoc, unpublishedVersionCount, versionCount } =
    useDocumentInfo()
  const query = useEntryQuery()
  const [, answered] = useReducer((count: number) => count + 1, 0)
  const saved = String(savedDocumentData?.updatedAt ?? '')

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const url = `${config.serverURL}${config.routes.api}/translations/publication?${query}`
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: Partial<Publication> | null) => {
        if (!answer?.states) return
        const publication = {
          states: answer.states,
          publishedAt: answer.publishedAt ?? {},
          versionCount: answer.versionCount,
        }
        lastAnswers.set(query, publication)
        answered()
      })
      .catch(() => {})
    return () => controller.abort()
  }, [
    config.serverURL,
    config.routes.api,
    query,
    saved,
    marks,
    hasPublishedDoc,
    unpublishedVersionCount,
    versionCount,
  ])

  return query ? (lastAnswers.get(query) ?? null) : null
}

/** Each language's publication state of the document on screen (see `usePublication`). */
export const usePublicationStates = (): PublicationStates | null => usePublication()?.states ?? null
