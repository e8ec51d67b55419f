import type { PayloadRequest } from 'payload'

import type { LabelSetSlug } from '@/globals/LabelSets/config'
import { contentLocales, type ContentLocale } from '@/i18n/locales'

export type GlobalSlug =
  LabelSetSlug | 'glossary' | 'home-sections' | 'terms-page' | 'catalogue-order' | 'site-settings'

/** A global is seeded once: when it was never saved, or on reset. */
export async function needsSeeding(req: PayloadRequest, slug: GlobalSlug, reset: boolean) {
  if (reset) return true
  const doc = (await req.payload.findGlobal({
    slug,
    depth: 0,
    overrideAccess: true,
    draft: true,
  })) as {
    updatedAt?: string | null
  }
  return !doc.updatedAt
}

/**
 * Saves a global in English first, then each other language, published. With `withoutFallback`,
 * a text a language's data lacks stays empty there (the translation status lists it as missing)
 * rather than taking the English Payload would otherwise read into it.
 */
export async function publishGlobal(
  req: PayloadRequest,
  slug: GlobalSlug,
  data: (locale: ContentLocale) => Record<string, unknown>,
  { withoutFallback = false } = {},
) {
  for (const locale of contentLocales) {
    await req.payload.updateGlobal({
      slug,
      locale,
      draft: false,
      overrideAccess: true,
      ...(withoutFallback && { fallbackLocale: false }),
      req,
      data: { _status: 'published', ...data(locale) } as never,
    })
  }
}
