'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import {
  useEntryQuery,
  useEntryTranslation,
} from '@/translation/TranslationForm/useEntryTranslation'
import type { PublicationStates } from '@/translation/publication'

/**
 * Each language's publication state of the document on screen (translation/publication), read
 * again after every save and publish, and after a "mark ready" or its withdrawal (the header
 * said "Draft" beside "✓ ready for review"); null for a new document and while loading.
 */
export function usePublicationStates(): PublicationStates | null {
  const { config } = useConfig()
  const { savedDocumentData, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const query = useEntryQuery()
  const [states, setStates] = useState<PublicationStates | null>(null)
  const saved = String(savedDocumentData?.updatedAt ?? '')
  const marks = JSON.stringify(useEntryTranslation().entry?.readyForReview ?? null)

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const url = `${config.serverURL}${config.routes.api}/translations/publication?${query}`
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { states?: PublicationStates } | null) => setStates(answer?.states ?? null))
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
  ])

  return query ? states : null
}
