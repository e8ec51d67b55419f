import { contentLocales } from '../i18n/locales'

/**
 * What a page of documents costs the server, counted as its documents (`limit`, 10 unless named)
 * × the languages read (all ten for `locale=all`) × (depth + 1): Payload reads and runs the hooks
 * of each document in each language, and of its relations to the depth asked (2 unless named; it
 * reads no deeper than its `maxDepth`, 10). The staff's page limits (`src/hooks/visitorLimits.ts`)
 * and the production server's turns for heavy calls (`src/server/heavyCalls.ts`) count the same.
 */
export function pageCost(query: { limit?: unknown; locale?: unknown; depth?: unknown }) {
  const { limit, locale, depth } = query
  const documents = limit === undefined || limit === null || limit === '' ? 10 : Number(limit)
  const languages = locale === 'all' ? contentLocales.length : 1
  const levels = (/^\d{1,6}$/.test(String(depth)) ? Math.min(Number(depth), 10) : 2) + 1
  return { documents, languages, levels, cost: documents * languages * levels }
}
