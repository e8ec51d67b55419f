import { parse } from 'qs-esm'
import { redirect } from 'next/navigation'
import type { FlattenedField, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { listMaxRows, sortProblems, whereProblems } from '@/lib/queryRules'
import { isValidId } from '@/lib/requestErrors'

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
  const { where, sort, limit, page, columns, queryByGroup, preset } = query as Record<
    string,
    unknown
  >
  const whole = (value: unknown, max: number) =>
    value === undefined ||
    value === null ||
    value === '' ||
    (/^\d{1,9}$/.test(String(value)) && Number(value) >= 1 && Number(value) <= max)
  if (!whole(limit, listMaxRows)) return `A page of the list holds 1 to ${listMaxRows} rows.`
  if (!whole(page, 100_000_000)) return 'Give the page of the list as a whole number.'
  // Read by Payload's list with `JSON.parse` (a stack in the log for anything else), and a
  // preset from a collection this site does not have (an error in the log).
  if (!isJson(columns, Array.isArray)) return 'Give the list’s columns as a JSON list.'
  if (!isJson(queryByGroup, isRecord)) return 'Give the list’s groups as a JSON object.'
  if (
    preset !== undefined &&
    preset !== null &&
    preset !== '' &&
    !config.collections.some(({ slug }) => String(slug) === 'payload-query-presets')
  )
    return 'The admin keeps no saved list presets.'
  const locales = config.localization ? config.localization.localeCodes : []
  const problems = [
    ...whereProblems(where, collection.flattenedFields, locales),
    ...sortProblems(sort, collection.flattenedFields, locales),
  ]
  if (!problems.length) problems.push(...idProblems(where, collection.flattenedFields))
  return problems.length ? problems.join(' ') : undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a part of the list's query is absent, given as an object, or JSON text of the right shape. */
function isJson(value: unknown, shape: (parsed: unknown) => boolean) {
  if (typeof value !== 'string') return true
  try {
    return shape(JSON.parse(value))
  } catch {
    return false
  }
}

/**
 * The ids a list's filter compares a document's id or a relation with, when PostgreSQL cannot
 * hold them (`where[id][in]=1,99999999999`, `where[cover][equals]=abc`): the local API sent them
 * to the database, whose refusal came back as the list's error and its SQL statement and
 * parameters in the log. REST and GraphQL answer the same filter with a 400.
 */
function idProblems(where: unknown, fields: FlattenedField[]): string[] {
  const isId = (path: string) =>
    path === 'id' ||
    fields.some(
      (field) =>
        field.name === path &&
        (field.type === 'relationship' || field.type === 'upload') &&
        !Array.isArray(field.relationTo),
    )
  const problems: string[] = []
  const pending: unknown[] = [where]
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isRecord(node)) continue
    for (const [key, constraint] of Object.entries(node)) {
      if (['and', 'or'].includes(key.toLowerCase())) {
        pending.push(...(isRecord(constraint) ? Object.values(constraint) : [constraint].flat()))
        continue
      }
      if (!isId(key) || !isRecord(constraint)) continue
      for (const [operator, value] of Object.entries(constraint)) {
        if (operator === 'exists') continue
        const ids = [value].flat().flatMap((each) => String(each).split(','))
        const odd = ids.find((id) => !isValidId(id.trim()))
        if (odd !== undefined)
          problems.push(`where[${key}][${operator}]: "${odd.slice(0, 40)}" is no id.`)
      }
    }
  }
  return problems
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
  await versionAddressWithinRules(configPromise, segments, searchParams)
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
    [...asked].filter(
      ([key]) => !/^(where|sort|limit|page|columns|queryByGroup|preset)(\[|$)/.test(key),
    ),
  )
  const list = `${config.routes.admin}/collections/${collection.slug}`
  redirect(kept.size ? `${list}?${kept}` : list)
}

/** Whether `localeCodes` is what the version view's language picker writes: a JSON list of codes. */
function isLocaleList(value: unknown) {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) && parsed.every((code) => typeof code === 'string')
  } catch {
    return false
  }
}

/**
 * A version's comparison (`/admin/collections/games/1/versions/7`, `/admin/globals/terms-page/versions/7`)
 * reads its languages from `?localeCodes=["en-US"]` with `JSON.parse`: any staff account's link
 * with `?localeCodes=x` (or `{}`) was a 500 and a stack in the log for whoever opened it. Such an
 * address opens the comparison without it, in every language, as it opens without one.
 */
async function versionAddressWithinRules(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  segments: string[] | undefined,
  searchParams: SearchParams,
) {
  const version =
    (segments?.length === 5 && segments[0] === 'collections' && segments[3] === 'versions') ||
    (segments?.length === 4 && segments[0] === 'globals' && segments[2] === 'versions')
  const { localeCodes } = searchParams
  if (!version || localeCodes === undefined || isLocaleList(localeCodes)) return
  const config = await configPromise
  const kept = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    if (key !== 'localeCodes') for (const each of [value ?? []].flat()) kept.append(key, each)
  const path = `${config.routes.admin}/${segments!.map(encodeURIComponent).join('/')}`
  redirect(kept.size ? `${path}?${kept}` : path)
}
