import { getComplexity, fieldExtensionsEstimator, simpleEstimator } from 'graphql-query-complexity'
import {
  ExecutableDefinitionsRule,
  GraphQLError,
  GraphQLSchema,
  KnownFragmentNamesRule,
  Kind,
  NoFragmentCyclesRule,
  TypeInfo,
  UniqueFragmentNamesRule,
  ValidationContext,
  parse,
  visit,
  visitInParallel,
  type ASTVisitor,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql'
import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { contentLocales } from '@/i18n/locales'
import { maxRequestNesting } from '@/lib/jsonNesting'
import { pageCost } from '@/lib/pageCost'
import { listMaxRows } from '@/lib/queryRules'

/**
 * What an anonymous client may ask of the public REST and GraphQL API. The site itself reads
 * through the local API (unlimited) and its own cached endpoints; logged-in staff are not
 * limited. Without these, one request (`?limit=0&depth=10&locale=all`) made the server build
 * 2 MB of JSON, and twenty at once starved every page.
 */
export const visitorLimits = {
  /**
   * Documents per page, and per GraphQL request across all its lists; `limit=0` and
   * `pagination=false` (everything) are refused. Payload reads every language of each document
   * and runs its field hooks in one run of the server's only thread: about 2 ms a game, during
   * which no page is answered. At 100 a page, each such call stopped the site for 200 ms. With
   * twenty clients sending the heaviest allowed call (`npm run bench`), `/api/health` p99 was
   * 77–110 ms at 25, 55–101 at 20. The ceiling is Payload's own default page size, 10: a REST read
   * or a one-list GraphQL query that does not name a page size is never refused.
   */
  limit: 10,
  /** Levels of related documents filled in (Payload's default is 2). */
  depth: 2,
  /** GraphQL query complexity, counted as Payload counts it (a relation costs 10, any other field 1). */
  graphQLComplexity: 300,
} as const

/**
 * What one GraphQL request of a signed-in account may ask: far above any real query (the admin
 * uses none; a script pages through a collection a list at a time), far below what stops the
 * server. Without it, a translator's 200 aliases of `Games(limit: 100)` (about 18,000 documents
 * read with their hooks) kept the server's only thread for six minutes: every page and call of
 * every visitor waited. A list without a page size (`limit: 0`, `pagination: false`) reads the
 * whole collection and counts as the whole ceiling.
 */
export const staffGraphQLLimits = { documents: 500, mutations: 50 } as const

/**
 * What one REST page of a collection may cost a signed-in account, counted as documents × the
 * languages read × (depth + 1): Payload reads and runs the hooks of each document in each
 * language, and of its relations to the depth asked, in one run of the server's only thread. A
 * translator's loop of `/api/games?limit=500&depth=2&locale=all` (2.4 MB a page, 15,000 by this
 * count) held every visitor's request 1.3 s, six loops 3.7 s (round 38, F4): the cap on
 * requests at once bounds how many, not how long each. 1,000 is a whole page of the admin's
 * largest list in every language (100 × 10 × 1), or 500 documents in one language without
 * relations; Payload's default depth is 2.
 */
export const staffPageCost = 1000

/**
 * What one page of versions may hold for a signed-in account (REST and GraphQL; the admin's own
 * screens read through the local API). A version is a whole document, every language's rich text
 * included, and Payload runs every field's hooks on each: a translator's
 * `/api/games/versions?limit=500&locale=all&depth=0` was 6.8 MB and 20.8 s of the server's only
 * thread, `/en` waiting 15.5 s, and 12 drafts of a long Thai description made a Thai page 2.7 MB
 * (round 33). So a page holds at most the admin's own largest page (`listMaxRows`; its versions
 * list asks for 10 to 100), and at most `bytes` of stored text and values, counted as the
 * database answers, before any hook runs: a page of one version is always answered.
 *
 * The bytes are weighed only once the page is read: a translator's ten connections of
 * `/api/games/versions?limit=100&depth=10&locale=all`, each refused after 0.15–0.6 s of reading,
 * held `/en` 0.5–2.2 s (round 48, F9). So a REST page of versions also costs at most `cost`
 * before it is read, counted as a page of documents is (`staffPageCost`): a hundred versions in
 * one language without relations, or ten in every language.
 */
export const staffVersionsLimits = {
  documents: listMaxRows,
  cost: 100,
  bytes: 1024 * 1024,
} as const

/** The characters of a value's texts, keys and numbers, counted until they pass `budget`. */
export function sizeOver(value: unknown, budget: number): number {
  let size = 0
  const pending: unknown[] = [value]
  while (pending.length > 0 && size <= budget) {
    const next = pending.pop()
    if (next === undefined) continue
    if (typeof next === 'string') size += next.length + 2
    else if (Array.isArray(next)) {
      size += 2 + next.length
      for (const item of next) pending.push(item)
    } else if (typeof next === 'object' && next !== null) {
      if (next instanceof Date) size += 24
      else
        for (const [key, item] of Object.entries(next)) {
          size += key.length + 4
          pending.push(item)
        }
    } else size += String(next).length
  }
  return size
}

/**
 * What the admin's list of a document's versions (`/admin/collections/games/24/versions`,
 * `/admin/globals/terms-page/versions`) shows of each: its dates, its status, whether it was
 * autosaved and the language it published. Payload's view read every version whole, in the
 * admin's language, with the page size its address gave, and put them all into the page: fifty
 * drafts of a 205 KB Thai terms page made a translator's page 12.9 MB and 10.5 s, three at once
 * 20 s each with `/en` waiting 6.5 s (round 35). Its read of a page without a `select` of its own
 * asks the database for only these.
 */
export function versionsListSelect(
  req: Partial<PayloadRequest> | undefined,
  admin: string,
  global: boolean,
): Record<string, unknown> | undefined {
  const path = req?.payloadAPI === 'local' ? req.pathname : undefined
  if (!path?.startsWith(`${admin}/`)) return undefined
  const segments = path.slice(admin.length + 1).split('/')
  const list =
    (segments.length === 4 && segments[0] === 'collections' && segments[3] === 'versions') ||
    (segments.length === 3 && segments[0] === 'globals' && segments[2] === 'versions')
  if (!list) return undefined
  return {
    ...(!global && { parent: true }),
    autosave: true,
    latest: true,
    publishedLocale: true,
    snapshot: true,
    createdAt: true,
    updatedAt: true,
    version: { _status: true, updatedAt: true },
  }
}

/**
 * Refuses a page of versions, as the database answered it for a request from outside (REST,
 * GraphQL), that holds more than `staffVersionsLimits.bytes`: before Payload's hooks walk it and
 * the answer is written. One version (Payload's own reads of the latest, a restore's look-up) is
 * always let through.
 */
export function checkVersionsPage(
  args: { req?: Partial<PayloadRequest>; limit?: number; pagination?: boolean },
  docs: unknown[] | undefined,
) {
  const { req } = args
  if (!req || !['REST', 'GraphQL'].includes(req.payloadAPI ?? '') || !docs || docs.length <= 1)
    return
  // Not a page (refused to a request from outside): the site's own reads during a request.
  if (args.pagination === false || args.limit === 0) return
  const most = staffVersionsLimits.bytes
  if (sizeOver(docs, most) > most)
    throw refuse(
      `These ${docs.length} versions hold more than ${most / 1024 / 1024} MB (a page of versions holds at most ${most / 1024 / 1024} MB). Ask for fewer (limit), one locale, or only the fields you need (select).`,
    )
}

/** A logged-in admin user (session cookie, JWT or API key); members have no login. */
const isStaff = (req: Pick<PayloadRequest, 'user'>) =>
  Boolean(req.user && req.user.collection === 'users')

/** A request over a visitor's limits: a 400 with the reason, not worth a line in the log. */
export class VisitorLimitError extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    // Named here: the build minifies class names, and Payload's answer and log go by the name.
    this.name = 'VisitorLimitError'
  }
}

const refuse = (message: string) => new VisitorLimitError(message)

/** For Payload's `loggingLevels`: refusals are not logged. */
export const visitorLimitLogging: Record<string, false> = { VisitorLimitError: false }

/**
 * Checks what the visitor asked for (the request's own parameters, not each operation's: a
 * request with depth fills in relations by further, internal finds of every matching document).
 * GraphQL's arguments are checked before it runs, by `visitorGraphQLRules`.
 */
function checkVisitorRequest(req: PayloadRequest, operation?: string) {
  if (req.payloadAPI === 'local') return
  checkPageNumber(req)
  if (isStaff(req)) return checkStaffRead(req, operation)
  if (req.locale === 'all')
    throw refuse('locale=all is only available to logged-in editors; ask for one locale.')
  if (req.payloadAPI !== 'REST') return
  const { limit, pagination, depth } = (req.query ?? {}) as Record<string, unknown>
  // Payload turns the numbers in `req.query` into numbers as it reads them.
  const whole = (value: unknown, min: number, max: number) =>
    /^\d{1,6}$/.test(String(value)) && Number(value) >= min && Number(value) <= max
  if (pagination !== undefined && String(pagination) === 'false')
    throw refuse(
      `pagination=false is not available; page through the results (limit ≤ ${visitorLimits.limit}).`,
    )
  if (limit !== undefined && !whole(limit, 1, visitorLimits.limit))
    throw refuse(`limit must be between 1 and ${visitorLimits.limit}.`)
  if (depth !== undefined && !whole(depth, 0, visitorLimits.depth))
    throw refuse(`depth must be between 0 and ${visitorLimits.depth}.`)
}

/** The highest page number a REST read may name: far past the last page of any collection. */
export const maxPageNumber = 1_000_000

/**
 * A REST page number is a whole number from 1, for everyone: `page=-1`, `page=1.5` and
 * `page=99999999999999999999` reached the database, whose refusal ("OFFSET must not be
 * negative", "invalid input syntax for type bigint") was the answer (round 60).
 */
function checkPageNumber(req: PayloadRequest) {
  if (req.payloadAPI !== 'REST') return
  const { page } = (req.query ?? {}) as Record<string, unknown>
  if (page === undefined) return
  if (!/^\d{1,7}$/.test(String(page)) || Number(page) < 1 || Number(page) > maxPageNumber)
    throw refuse(`page must be a whole number from 1 to ${maxPageNumber.toLocaleString('en-US')}.`)
}

/**
 * A signed-in account's REST read of a collection or its versions is a page of at most the
 * GraphQL ceiling's documents (`staffGraphQLLimits.documents`): without it, a translator's
 * `/api/games/versions?limit=100000&depth=10&locale=all` read every version in every language
 * (18 MB, 17–28 s), and a stranger's page waited 11 s for the server's only thread. Only reads:
 * the admin deletes and edits many with `limit=0`, which is no page. A page of versions is smaller
 * still (`versionsPageProblem`).
 */
function checkStaffRead(req: PayloadRequest, operation?: string) {
  // Payload's hooks name every read `read`, a collection's versions (`findVersions`) included.
  if (req.payloadAPI !== 'REST' || operation !== 'read') return
  const { limit, pagination } = (req.query ?? {}) as Record<string, unknown>
  if (readsVersionsPage(req)) {
    const problem = versionsPageProblem(limit, pagination, req)
    if (problem) throw refuse(problem)
    return
  }
  const most = staffGraphQLLimits.documents
  if (pagination !== undefined && String(pagination) === 'false')
    throw refuse(`pagination=false is not available; page through the results (limit ≤ ${most}).`)
  if (
    limit !== undefined &&
    !(/^\d{1,6}$/.test(String(limit)) && Number(limit) >= 1 && Number(limit) <= most)
  )
    throw refuse(`limit must be between 1 and ${most} in one request; page through the results.`)
  const problem = staffPageProblem(req, limit)
  if (problem) throw refuse(problem)
}

/** Why a signed-in account's REST page costs more than `staffPageCost`, or undefined. */
function staffPageProblem(req: PayloadRequest, limit: unknown): string | undefined {
  // A read of one document by its id is no page.
  const path = req.url ? new URL(req.url, 'http://localhost').pathname : ''
  if (!/^\/api\/[^/]+\/?$/.test(path)) return undefined
  return pageCostProblem(req, limit, staffPageCost, 'documents')
}

/**
 * Why a REST page costs more than `most`, counted as its documents (`limit`, 10 unless named) ×
 * the languages read × (depth + 1), or undefined.
 */
function pageCostProblem(
  req: Partial<Pick<PayloadRequest, 'locale' | 'query'>>,
  limit: unknown,
  most: number,
  what: 'documents' | 'versions',
): string | undefined {
  const { depth } = (req.query ?? {}) as Record<string, unknown>
  const { documents, languages, levels, cost } = pageCost({ limit, locale: req.locale, depth })
  if (cost <= most) return undefined
  return `This page asks for ${documents} ${what} in ${languages} language${languages > 1 ? 's' : ''} with relations ${levels - 1} deep: at most ${most} of those together (limit × languages × (depth + 1)) in one request. Ask for fewer (limit), one language (locale) or a smaller depth, and page through the results.`
}

/**
 * Whether a REST request reads a page of a collection's versions (`/api/games/versions`), which
 * Payload's hooks call a `read` as they do one version (`/api/games/versions/7`) or the documents.
 * Round 34's own test found its ceiling never applied: the hook waited for `findVersions`.
 */
function readsVersionsPage(req: Pick<PayloadRequest, 'url'>): boolean {
  const path = req.url ? new URL(req.url, 'http://localhost').pathname : ''
  // Whatever the letters' case, as Payload's routes (`/api/games/Versions`: round 53, F4).
  return /\/versions\/?$/i.test(path)
}

/**
 * Why a REST page of versions (a collection's or a global's) is not one a signed-in account may ask
 * for: no page (`pagination=false`, `limit=0`), more than `staffVersionsLimits.documents`, or,
 * for a REST request (`req`), a page of more than one costing more than `staffVersionsLimits.cost`.
 */
export function versionsPageProblem(
  limit: unknown,
  pagination: unknown,
  req?: Partial<Pick<PayloadRequest, 'locale' | 'query' | 'payloadAPI' | 'url'>>,
): string | undefined {
  const most = staffVersionsLimits.documents
  if ((pagination !== undefined && String(pagination) === 'false') || String(limit) === '0')
    return `pagination=false is not available; page through the results (limit ≤ ${most} for versions).`
  if (
    limit !== undefined &&
    limit !== null &&
    !(/^\d{1,6}$/.test(String(limit)) && Number(limit) >= 1 && Number(limit) <= most)
  )
    return `A page of versions holds between 1 and ${most} of them (limit): each is a whole document in every language it is read in. Page through them.`
  // The request's own page (not the site's reads of versions while it saves or restores); a
  // page of one version is always answered.
  if (req?.payloadAPI === 'REST' && readsVersionsPage(req) && String(limit) !== '1')
    return pageCostProblem(req, limit, staffVersionsLimits.cost, 'versions')
  return undefined
}

/**
 * Whoever may not read drafts reads what everyone reads, whatever `draft=true` says. Payload's
 * list with drafts reads each document's newest version and applies the read rule to it: a
 * published game with a newer draft dropped out of a stranger's list, which told which games
 * the studio is editing now (round 45, F3).
 */
function readsPublished(args: { draft?: boolean }, req: PayloadRequest) {
  if (req.payloadAPI !== 'local' && req.user?.collection !== 'users' && args.draft)
    args.draft = false
}

const collectionHook: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  checkVisitorRequest(req, operation)
  if (operation === 'read') readsPublished(args as { draft?: boolean }, req)
  return args
}

const globalHook: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  checkVisitorRequest(req)
  if (operation === 'read') readsPublished(args as { draft?: boolean }, req)
  return args
}

/**
 * Adds the visitor limits to a collection's operations (REST and GraphQL). Not for the staff
 * users' collection: visitors may not read it at all, and logging in reads it before anyone is
 * known to be staff.
 */
export const collectionWithVisitorLimits = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeOperation: [collectionHook, ...(config.hooks?.beforeOperation ?? [])],
  },
})

/** Adds the visitor limits to a global's operations (REST and GraphQL). */
export const globalWithVisitorLimits = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  hooks: {
    ...config.hooks,
    beforeOperation: [globalHook, ...(config.hooks?.beforeOperation ?? [])],
  },
})

/** The page size of Payload's GraphQL lists when a query gives no `limit`. */
const payloadDefaultLimit = 10

type ExecutionArgs = { contextValue?: unknown; variableValues?: Record<string, unknown> | null }

/** The default values the query's operations give their variables (`$l: Int = 20`), by name: each operation's. */
function variableDefaults(document: DocumentNode): Map<string, ValueNode[]> {
  const defaults = new Map<string, ValueNode[]>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      for (const variable of definition.variableDefinitions ?? []) {
        const name = variable.variable.name.value
        if (variable.defaultValue)
          defaults.set(name, [...(defaults.get(name) ?? []), variable.defaultValue])
      }
  return defaults
}

/** The GraphQL side of the same ceilings, checked before anything runs (graphql-http answers 400). */
export function visitorGraphQLRules(args: ExecutionArgs): ValidationRule[] {
  const req = (args.contextValue as { req?: PayloadRequest } | undefined)?.req
  if (!req) return []
  const variables = args.variableValues ?? {}
  const staff = isStaff(req)
  const ceiling = staff
    ? staffGraphQLLimits
    : { documents: visitorLimits.limit, mutations: visitorLimits.limit }
  const who = staff ? 'in one request' : 'without logging in'
  // A variable the request leaves out of `variables` takes its default from the query
  // (`query ($l: Int = 5000)`): each value it may run with is weighed, the defaults of every
  // operation of the document (which one runs is the request's choice). Read from `variables`
  // alone, such a limit counted as Payload's default page of 10, and a translator's 50 aliases
  // of it read the whole catalogue 50 times (42 s of the server's only thread, every page waiting).
  const literal = (node: ValueNode): unknown => {
    if (node.kind === Kind.INT) return Number(node.value)
    if (node.kind === Kind.BOOLEAN) return node.value
    if (node.kind === Kind.ENUM || node.kind === Kind.STRING) return node.value
    return undefined
  }
  const valuesIn =
    (defaults: Map<string, ValueNode[]>) =>
    (node: ValueNode): unknown[] => {
      if (node.kind !== Kind.VARIABLE) return [literal(node)]
      const name = node.name.value
      if (Object.hasOwn(variables, name)) return [variables[name]]
      const given = defaults.get(name) ?? []
      return given.length ? given.map(literal) : [undefined]
    }
  // Payload's lists (`Games`, `Media`, …) take `limit` (10 unless given); each list reads that
  // many whole documents whatever fields it selects, so a query of many aliased lists is
  // counted as the sum of their pages. Every other field of the query's root reads at least one
  // document or a count of them (`Game(id:)`, a global, `countGames`): one each, so that a
  // hundred aliased single documents are a hundred.
  // A mutation at the root (a login, a password reset) is one operation each: aliased, 149 of
  // them made one request of 149 database lookups (4 s), within the complexity limit.
  // Versions (`versionsGames`, `versionTermsPage(id:)`) through one field of a request, as REST
  // answers one page: each page is weighed on its own (`checkVersionsPage`), and a version read
  // alone is always answered, so 125 aliases of a page of four 205 KB drafts, or 500 of one
  // draft by its id, read 100 MB in one request within the ceilings below (round 35).
  const ceilings: ValidationRule = (context: ValidationContext): ASTVisitor => {
    let documents = 0
    /** A staff account's lists weighed as REST weighs a page: documents × languages. */
    let documentLanguages = 0
    let mutations = 0
    let versionFields = 0
    const valuesOf = valuesIn(variableDefaults(context.getDocument()))
    return {
      Field(node) {
        if (
          /^versions?[A-Z]/.test(node.name.value) &&
          context.getParentType() === context.getSchema().getQueryType() &&
          ++versionFields === 2
        )
          context.reportError(
            new GraphQLError(
              `${node.name.value}: a request reads versions through one field (one page of versions, or one version). Send one request for each.`,
              { nodes: [node] },
            ),
          )
        if (!context.getFieldDef()?.args.some((arg) => arg.name === 'limit')) {
          const schema = context.getSchema()
          const parent = context.getParentType()
          if (node.name.value.startsWith('__') || !parent) return
          if (parent === schema.getQueryType()) documents += 1
          else if (parent === schema.getMutationType()) mutations += 1
          return
        }
        const limit = node.arguments?.find((arg) => arg.name.value === 'limit')
        const pageNumber = node.arguments?.find((arg) => arg.name.value === 'page')
        if (
          pageNumber &&
          valuesOf(pageNumber.value).some(
            (value) =>
              value !== undefined &&
              value !== null &&
              !(
                Number.isInteger(value) &&
                (value as number) >= 1 &&
                (value as number) <= maxPageNumber
              ),
          )
        )
          context.reportError(
            new GraphQLError(
              `${node.name.value}: page must be a whole number from 1 to ${maxPageNumber.toLocaleString('en-US')}.`,
              { nodes: [node] },
            ),
          )
        const pagination = node.arguments?.find((arg) => arg.name.value === 'pagination')
        const values = limit ? valuesOf(limit.value) : [payloadDefaultLimit]
        const everything =
          values.includes(0) || (pagination && valuesOf(pagination.value).includes(false))
        // A page of versions (`versionsGames`, `versionsHomeSections`) as over REST.
        const versions = staffVersionsLimits.documents
        if (
          staff &&
          /^versions/.test(node.name.value) &&
          context.getParentType() === context.getSchema().getQueryType() &&
          (everything ||
            values.some((value) => Number.isInteger(value) && (value as number) > versions))
        )
          context.reportError(
            new GraphQLError(
              `${node.name.value}: a page of versions holds at most ${versions} of them (limit; each is a whole document). Page through them.`,
              { nodes: [node] },
            ),
          )
        // Everything (a visitor is refused it below): the whole collection, the whole ceiling.
        const page = everything
          ? ceiling.documents
          : Math.max(
              ...values.map((value) =>
                Number.isInteger(value) ? Math.max(value as number, 1) : payloadDefaultLimit,
              ),
            )
        documents += page
        const locale = node.arguments?.find((arg) => arg.name.value === 'locale')
        const everyLanguage = locale !== undefined && valuesOf(locale.value).includes('all')
        documentLanguages += page * (everyLanguage ? contentLocales.length : 1)
      },
      Document: {
        leave(node) {
          if (mutations > ceiling.mutations)
            context.reportError(
              new GraphQLError(
                `The request makes ${mutations} changes or sign-ins at once (at most ${ceiling.mutations} ${who}). Send fewer.`,
                { nodes: [node] },
              ),
            )
          if (staff && documentLanguages > staffPageCost)
            context.reportError(
              new GraphQLError(
                `The query asks for ${documentLanguages} documents counted in each language they are read in (at most ${staffPageCost} in one request, as a REST page). Ask for fewer, one locale, or page through them.`,
                { nodes: [node] },
              ),
            )
          if (documents > ceiling.documents)
            context.reportError(
              new GraphQLError(
                `The query asks for ${documents} documents (the lists' limits and the single documents and counts added up; at most ${ceiling.documents} ${who}). Ask for fewer, or page through them.`,
                { nodes: [node] },
              ),
            )
        },
      },
      Argument(node) {
        // Staff choose their page sizes and languages: only the sums above bound them.
        if (staff) return
        const values = valuesOf(node.value)
        const name = node.name.value
        let problem: string | undefined
        if (
          name === 'limit' &&
          !values.every(
            (value) =>
              Number.isInteger(value) &&
              (value as number) >= 1 &&
              (value as number) <= visitorLimits.limit,
          )
        )
          problem = `limit must be between 1 and ${visitorLimits.limit}.`
        if (name === 'pagination' && values.includes(false))
          problem = `pagination: false is not available; page through the results (limit ≤ ${visitorLimits.limit}).`
        if ((name === 'locale' || name === 'fallbackLocale') && values.includes('all'))
          problem = 'locale: all is only available to logged-in editors; ask for one locale.'
        if (problem) context.reportError(new GraphQLError(problem, { nodes: [node] }))
      },
    }
  }
  const complexity: ValidationRule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      try {
        const cost = getComplexity({
          schema: context.getSchema(),
          query: {
            kind: Kind.DOCUMENT,
            definitions: [
              node,
              ...context
                .getDocument()
                .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
            ],
          },
          variables,
          estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
        })
        if (cost > visitorLimits.graphQLComplexity) {
          context.reportError(
            new GraphQLError(
              `The query is too complex (${cost}; at most ${visitorLimits.graphQLComplexity} without logging in). Ask for fewer fields or related documents.`,
              { nodes: [node] },
            ),
          )
        }
      } catch {
        // An invalid query: GraphQL's own rules report it.
      }
    },
  })
  // Whether the account may use the admin, which Payload's schema says is always answered: for a
  // visitor it has no answer, and asking was an error with a stack in the log on every call.
  // So is what the account may do with one document (`docAccessGame(id:)`), which Payload
  // answers past the document's access: a visitor told a draft's id from a made-up one.
  const noAdminQuestion: ValidationRule = (context: ValidationContext): ASTVisitor => ({
    Field(node) {
      if (node.name.value === 'canAccessAdmin' && context.getParentType()?.name === 'Access')
        context.reportError(
          new GraphQLError(
            'canAccessAdmin is answered only to a logged-in account: without logging in, the admin is not available.',
            { nodes: [node] },
          ),
        )
      if (
        node.name.value.startsWith('docAccess') &&
        context.getParentType() === context.getSchema().getQueryType()
      )
        context.reportError(
          new GraphQLError(
            `${node.name.value} is answered only to a logged-in account: it says what the admin may do with a document.`,
            { nodes: [node] },
          ),
        )
    },
  })
  return staff ? [ceilings] : [ceilings, complexity, noAdminQuestion]
}

/** The deepest a request's JSON may nest: one rule for GraphQL and REST (`src/lib/jsonNesting.ts`). */
export { maxRequestNesting, nestsDeeperThan } from '@/lib/jsonNesting'

/**
 * Whether a GraphQL document nests its selections, arguments and values (`{`, `(`, `[`) deeper
 * than `max`, read in one pass (strings and comments skipped). GraphQL's parser recurses per
 * level: a `where` 3,000 levels deep written into the query overflowed its stack, and was
 * answered with a bare "Maximum call stack size exceeded" after two seconds of the server's thread.
 */
export function queryNestsDeeperThan(query: string, max: number): boolean {
  let level = 0
  for (let i = 0; i < query.length; i++) {
    const c = query[i]
    if (c === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++
    } else if (c === '"') {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3)
        i = end === -1 ? query.length : end + 2
      } else {
        for (i++; i < query.length && query[i] !== '"'; i++) if (query[i] === '\\') i++
      }
    } else if (c === '{' || c === '(' || c === '[') {
      if (++level > max) return true
    } else if (c === '}' || c === ')' || c === ']') level--
  }
  return false
}

/**
 * The most fields a GraphQL document may ask for once its fragments are spread, for anyone: far
 * above any real query (a visitor's is refused well below it, by `graphQLComplexity`), low
 * enough that Payload's complexity rule, which spreads every fragment where it is used, counts
 * it in milliseconds.
 */
const maxSpreadFields = 10_000

/** GraphQL's rules that need no schema and keep Payload's complexity rule from going astray. */
const documentRules: ValidationRule[] = [
  ExecutableDefinitionsRule,
  UniqueFragmentNamesRule,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
]

/** Fields the selection asks for with its fragments spread, counted once per fragment. */
function spreadFields(document: DocumentNode): number {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  )
  const counted = new Map<string, number>()
  const count = (selections: SelectionSetNode | undefined): number => {
    let fields = 0
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1 + count(selection.selectionSet)
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet)
      else {
        const name = selection.name.value
        if (!counted.has(name)) counted.set(name, count(fragments.get(name)))
        fields += counted.get(name) as number
      }
      // Stopped as soon as it is too many: a doubling fragment chain grows past any number.
      if (fields > maxSpreadFields) return fields
    }
    return fields
  }
  let fields = 0
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) fields += count(definition.selectionSet)
  return fields
}

/**
 * Why a GraphQL query cannot be run, for a fault that Payload's own complexity rule or GraphQL's
 * parser trips over before GraphQL can report it: nesting thousands of levels deep, a fragment that spreads itself, directly or through others (a
 * stack overflow and a 500 for anyone), a spread of a fragment that does not exist, or fragments
 * that spread to more fields than any query needs (a chain of fragments each spreading the
 * previous twice doubles at every step). Undefined for a query that does not parse: Payload
 * answers that itself. Checked by the GraphQL route before Payload sees the query.
 */
export function graphQLDocumentFault(query: string): string | undefined {
  if (queryNestsDeeperThan(query, maxRequestNesting))
    return `The query nests more than ${maxRequestNesting} levels deep; write it with fewer levels.`
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return undefined
  }
  const errors: GraphQLError[] = []
  const schema = new GraphQLSchema({})
  const context = new ValidationContext(schema, document, new TypeInfo(schema), (error) =>
    errors.push(error),
  )
  visit(document, visitInParallel(documentRules.map((rule) => rule(context))))
  if (errors.length) return errors[0].message
  if (spreadFields(document) > maxSpreadFields)
    return `The query asks for more than ${maxSpreadFields} fields once its fragments are spread. Ask for fewer.`
  return undefined
}
