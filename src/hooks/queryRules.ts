import {
  APIError,
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FindGlobalVersionsArgs,
  type FindVersionsArgs,
  type GlobalBeforeOperationHook,
  type JsonObject,
  type Plugin,
  type PayloadRequest,
  type SanitizedGlobalConfig,
} from 'payload'

import { selectProblems, sortProblems, whereProblems } from '@/lib/queryRules'

import { checkVersionsPage, versionsListSelect, versionsPageProblem } from './visitorLimits'

/**
 * The query rules (`src/lib/queryRules.ts`) on every REST and GraphQL query: checked here, for
 * everyone calling over HTTP, with a 400 that names the path and what it takes; the site's own
 * reads (the local API) are not checked. The admin's server functions that read with a query of
 * the browser's (`table-state`) are checked where they are replaced (`src/admin/serverFunctions.ts`).
 */
export {
  operatorsByType,
  selectProblems,
  sortProblems,
  sortTerms,
  whereBounds,
  whereProblems,
  whereSizeProblem,
} from '@/lib/queryRules'

/** A query Payload cannot run: a 400 that says what to change, not worth a line in the log. */
export class QueryRuleError extends APIError {
  constructor(problems: string[]) {
    super(problems.join(' '), 400, { problems }, true)
    // Named here: the build minifies class names, and Payload's answer and log go by the name.
    this.name = 'QueryRuleError'
  }
}

/** For Payload's `loggingLevels`: refusals are not logged. */
export const queryRuleLogging: Record<string, false> = { QueryRuleError: false }

const localesOf = (req: PayloadRequest) =>
  (req.payload.config.localization || undefined)?.localeCodes ?? []

const checkQuery: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const { where, sort, select } = (args ?? {}) as {
    where?: unknown
    sort?: unknown
    select?: unknown
  }
  const selected = selectProblems(select, collection.flattenedFields)
  if (selected.length) throw new QueryRuleError(selected)
  if (where === undefined && sort === undefined) return args
  // Payload names a read of versions and of documents alike ("read"): either set of fields will
  // do, and the refusal speaks of the one the address asks for.
  const documents = collection.flattenedFields
  const versions = () => buildVersionCollectionFields(req.payload.config, collection, true)
  const asksVersions = /\/versions(\/|\?|$)/.test(req.url ?? '')
  const fieldSets =
    operation === 'countVersions'
      ? [versions()]
      : !collection.versions
        ? [documents]
        : asksVersions
          ? [versions(), documents]
          : [documents, versions()]
  const locales = localesOf(req)
  const [problems] = fieldSets
    .map((fields) => [
      ...whereProblems(where, fields, locales),
      ...sortProblems(sort, fields, locales),
    ])
    .sort((a, b) => a.length - b.length)
  if (problems.length) throw new QueryRuleError(problems)
  return args
}

/** Adds the query rules to a collection's operations (REST and GraphQL). */
export const collectionWithQueryRules = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeOperation: [checkQuery, ...(config.hooks?.beforeOperation ?? [])],
  },
})

/** A global's read: only its `select` can be at fault. */
const checkGlobalQuery: GlobalBeforeOperationHook = ({ args, global, req }) => {
  if (req.payloadAPI === 'local') return args
  const problems = selectProblems((args as { select?: unknown }).select, global.flattenedFields)
  if (problems.length) throw new QueryRuleError(problems)
  return args
}

type GlobalVersionsArgs = {
  global: string
  limit?: unknown
  pagination?: unknown
  where?: unknown
  sort?: unknown
  select?: unknown
  req?: Partial<PayloadRequest>
}

/**
 * The rules on a global's versions (`/api/globals/home-sections/versions`, GraphQL's
 * `versionsHomeSection`), which Payload reads without calling any hook: checked as the adapter is
 * asked. A translator's `near` or `like` on a date there was a 500 with the SQL in the log, and
 * a `where` of 2,500 conditions ran.
 */
function checkGlobalVersions(
  globals: SanitizedGlobalConfig[],
  config: Parameters<typeof buildVersionGlobalFields>[0],
  locales: string[],
  { global: slug, limit, pagination, where, sort, select, req }: GlobalVersionsArgs,
) {
  if (!req || req.payloadAPI === 'local') return
  const global = globals.find((entry) => entry.slug === slug)
  if (!global) return
  const fields = buildVersionGlobalFields(config, global, true)
  const problems = [
    ...pageProblems(limit, pagination, req),
    ...whereProblems(where, fields, locales),
    ...sortProblems(sort, fields, locales),
    ...selectProblems(select, fields),
  ]
  if (problems.length) throw new QueryRuleError(problems)
}

/**
 * A page of a global's versions, as of a collection's (`versionsPageProblem` in `visitorLimits.ts`):
 * at most `staffVersionsLimits.documents` versions, and no read without a page. Payload reads them
 * past every hook: a translator's `/api/globals/home-sections/versions?limit=100000&depth=10&locale=all`
 * (or `pagination=false`) read every version in every language. Payload's own reads of a global's
 * latest version ask one row without a page (`limit: 1, pagination: false`): a limit is a page.
 */
function pageProblems(limit: unknown, pagination: unknown, req: Partial<PayloadRequest>): string[] {
  if (limit === undefined || limit === null || Number(limit) === 0) {
    const problem =
      String(pagination) === 'false' || Number(limit) === 0
        ? versionsPageProblem(0, pagination)
        : undefined
    return problem ? [problem] : []
  }
  const problem = versionsPageProblem(limit, undefined, req)
  return problem ? [problem] : []
}

/**
 * Payload's own collections (preferences, document locks, jobs, …) are added to the config after
 * the plugins run, so their hooks cannot be set in the config: the rules join them, and every
 * global, when Payload starts. A signed-in account could otherwise send them the queries the
 * rules refuse elsewhere, and get a 500.
 */
export const queryRulesOnEveryEntry: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    for (const { config: collection } of Object.values(payload.collections)) {
      const hooks = (collection.hooks.beforeOperation ??= [])
      if (!hooks.includes(checkQuery)) hooks.unshift(checkQuery)
    }
    for (const global of payload.config.globals) {
      const hooks = (global.hooks.beforeOperation ??= [])
      if (!hooks.includes(checkGlobalQuery)) hooks.unshift(checkGlobalQuery)
    }
    const { db } = payload
    const findGlobalVersions = db.findGlobalVersions.bind(db)
    db.findGlobalVersions = async <T = JsonObject>(args: FindGlobalVersionsArgs) => {
      checkGlobalVersions(
        payload.config.globals,
        payload.config,
        (payload.config.localization || undefined)?.localeCodes ?? [],
        args as GlobalVersionsArgs,
      )
      const select = args.select ?? versionsListSelect(args.req, payload.config.routes.admin, true)
      const found = await findGlobalVersions<T>({ ...args, select } as FindGlobalVersionsArgs)
      checkVersionsPage(args, found.docs)
      return found
    }
    // A page of versions within its budget of text, weighed as the database answers it.
    const findVersions = db.findVersions.bind(db)
    db.findVersions = async <T = JsonObject>(args: FindVersionsArgs) => {
      const select = args.select ?? versionsListSelect(args.req, payload.config.routes.admin, false)
      const found = await findVersions<T>({ ...args, select } as FindVersionsArgs)
      checkVersionsPage(args, found.docs)
      return found
    }
    await config.onInit?.(payload)
  },
})
