import { parse } from 'qs-esm'
import { redirect } from 'next/navigation'
import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { listMaxRows, sortProblems, whereProblems } from '@/lib/queryRules'

/**
 * What is wrong with a query of an admin list (its filters, sort and page), or undefined: the
 * query rules of REST and GraphQL (`src/hooks/queryRules.ts`), which Payload's admin reads past
 * (it reads with the local API), checked against the collection's fields.
 */
export function listQueryFault(
  config: SanitizedConfig,
  collection: SanitizedCollectionConfig,
  query: unknown,
): string | undefined {
  if (query === undefined || query === null) return undefined
  if (typeof query !== 'object' || Array.isArray(query))
    return 'The list’s query must name its filters, sort and page.'
  const { where, sort, limit, page } = query as Record<string, unknown>
  const whole = (value: unknown, max: number) =>
    value === undefined ||
    value === null ||
    value === '' ||
    (/^\d{1,9}$/.test(String(value)) && Number(value) >= 1 && Number(value) <= max)
  if (!whole(limit, listMaxRows)) return `A page of the list holds 1 to ${listMaxRows} rows.`
  if (!whole(page, 100_000_000)) return 'Give the page of the list as a whole number.'
  const locales = config.localization ? config.localization.localeCodes : []
  const problems = [
    ...whereProblems(where, collection.flattenedFields, locales),
    ...sortProblems(sort, collection.flattenedFields, locales),
  ]
  return problems.length ? problems.join(' ') : undefined
}

type SearchParams = Record<string, string | string[] | undefined>

/**
 * A collection's list page (`/admin/collections/games?where…&sort…`) read with its address's
 * filter, sort and page through the local API: any staff account's link with an odd operator or
 * a related field's sort ran in the database, with an error page for whoever opened it and the
 * SQL statement (or a stack) in the log. Such an address now opens the list as it stands, without
 * its query (as a saved sort the list cannot use is left out, `src/hooks/listPreferences.ts`).
 */
export async function listAddressWithinRules(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  segments: string[] | undefined,
  searchParams: SearchParams,
) {
  if (segments?.length !== 2 || segments[0] !== 'collections') return
  const config = await configPromise
  const collection = config.collections.find((entry) => entry.slug === segments[1])
  if (!collection) return
  const asked = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
      asked.append(key, each)
  // As Payload's admin reads its address (`RootPage`).
  const query = parse(asked.toString(), { depth: 10, ignoreQueryPrefix: true })
  if (!listQueryFault(config, collection, query)) return
  const kept = new URLSearchParams(
    [...asked].filter(([key]) => !/^(where|sort|limit|page)(\[|$)/.test(key)),
  )
  const list = `${config.routes.admin}/collections/${collection.slug}`
  redirect(kept.size ? `${list}?${kept}` : list)
}
