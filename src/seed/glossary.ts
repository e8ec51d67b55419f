import type { PayloadRequest } from 'payload'

import { glossaryTermKeys } from '@/globals/Glossary/keys'
import { contentLocales } from '@/i18n/locales'

import { loadGlossaries } from './content/load'
import { needsSeeding } from './globals'

/** The glossaries that exist so far; a language still without one reads the English terms meanwhile. */
export async function seedGlossary(req: PayloadRequest, reset: boolean) {
  if (!(await needsSeeding(req, 'glossary', reset))) return
  const { glossaries } = loadGlossaries()
  // The rows are shared by all languages: later languages reuse the ids the first one made.
  let rowIds: (string | null | undefined)[] = []
  for (const locale of contentLocales) {
    const glossary = glossaries[locale]
    if (!glossary) continue
    const terms = glossaryTermKeys.map((key, i) => {
      const { term, avoid, note } = glossary.terms[key]
      return { id: rowIds[i], key, term, avoid: avoid.join('\n'), note: note ?? '' }
    })
    const saved = await req.payload.updateGlobal({
      slug: 'glossary',
      locale,
      overrideAccess: true,
      req,
      data: { naming: glossary.naming, terms, claims: glossary.claims } as never,
    })
    rowIds = (saved.terms ?? []).map((row) => row.id)
  }
}
