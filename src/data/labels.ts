import type { Labels } from '@/globals/LabelSets/defaults'
import type { ContentLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'

import { cached } from './cached'
import { payloadClient } from './payload'

/** The published label set of one language, falling back to English key by key. */
export const getLabels = cached('labels', () => [cacheTags.labels], async ({ draft }, locale: ContentLocale): Promise<Labels> => {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'label-sets', locale, fallbackLocale: 'en-US', depth: 0, overrideAccess: draft, draft })
  const { id: _id, _status, createdAt: _c, updatedAt: _u, globalType: _g, ...labels } = doc as typeof doc & { globalType?: string }
  return labels as unknown as Labels
})
