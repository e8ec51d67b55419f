import {
  combineQueries,
  commitTransaction,
  executeAccess,
  Forbidden,
  headersWithCors,
  initTransaction,
  killTransaction,
  NotFound,
  parseParams,
  restoreVersionOperation,
  restoreVersionOperationGlobal,
  saveVersion,
  type CollectionConfig,
  type CollectionSlug,
  type Endpoint,
  type GlobalConfig,
  type Config,
  type GlobalSlug,
  type PayloadRequest,
  type Plugin,
  type SanitizedGlobalConfig,
  type TypeWithVersion,
} from 'payload'

/** An entry that keeps drafts apart from what visitors read. */
const hasDrafts = (entry: CollectionConfig | GlobalConfig) =>
  typeof entry.versions === 'object' && Boolean(entry.versions?.drafts)

/** A version id as the address or a GraphQL mutation gives it, when it is one. */
const versionId = (id: unknown) =>
  (typeof id === 'string' || typeof id === 'number') && /^[1-9]\d{0,15}$/.test(String(id))
    ? Number(id)
    : undefined

/**
 * The version id a restore names, or a 404. Payload's own restore reads `011` or `1e3` as
 * version 11 or 1000, where the check above saw no id: a draft version restored under such a
 * spelling went past `restoreGlobalDraft` into what visitors read (round 30: the terms page `{}`
 * and `/en/tc` a 500 for every visitor, a game gone from every site).
 */
function restoredId(req: PayloadRequest, asked: unknown): number {
  const id = versionId(asked)
  if (id === undefined) throw new NotFound(req.t)
  return id
}

/**
 * The version a restore names, of a collection, as the account may read it, else a 404: an
 * account that may not read the versions (a stranger, sales) got a 403 for a version that exists
 * and a 404 for a made-up id, which told it how many versions the games have, one a save
 * (round 31). Asked before Payload's restore, which looks the version up before its access.
 */
async function readableVersionId(req: PayloadRequest, slug: CollectionSlug, asked: unknown) {
  const id = restoredId(req, asked)
  const access = req.payload.collections[slug].config.access.readVersions
  const readable = await executeAccess({ req, disableErrors: true }, access)
  if (readable === false) throw new NotFound(req.t)
  if (typeof readable === 'object') {
    const { totalDocs } = await req.payload.db.findVersions({
      collection: slug,
      where: combineQueries({ id: { equals: id } }, readable),
      limit: 1,
      req,
    })
    if (totalDocs === 0) throw new NotFound(req.t)
  }
  return id
}

const isDraft = (version: TypeWithVersion<unknown> | undefined) =>
  (version?.version as { _status?: unknown } | undefined)?._status === 'draft'

/** Whether the version to restore was a draft (a version of this entry, by its id). */
async function isDraftVersion(req: PayloadRequest, collection: CollectionSlug, id: number) {
  const { docs } = await req.payload.db.findVersions({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    req,
  })
  return isDraft(docs[0])
}

const answer = (req: PayloadRequest, body: object) =>
  Response.json(
    { ...body, message: req.t('version:restoredSuccessfully') },
    { headers: headersWithCors({ headers: new Headers(), req }) },
  )

type Refusal = { status?: unknown; message?: unknown; isPublic?: unknown; data?: unknown }

/**
 * A refused restore, answered as JSON with its reason in the account's admin language (Payload's
 * own refusals are written with the request's translations), which the version page's toast
 * shows (`RestoreRefusal`). A refusal without a public reason says that the version could not be
 * restored, in that language: the admin got a 400 with an empty body (walk 29, F7).
 */
function refusedRestore(req: PayloadRequest, error: unknown): Response | undefined {
  const { status, message, isPublic, data } = (error ?? {}) as Refusal
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined
  const reason =
    isPublic === true && typeof message === 'string' && message
      ? message
      : req.t('version:problemRestoringVersion')
  return Response.json(
    { errors: [{ message: reason, ...(typeof data === 'object' && data !== null && { data }) }] },
    { status, headers: headersWithCors({ headers: new Headers(), req }) },
  )
}

/** A restore's handler whose refusals are answered by `refusedRestore`. */
const answeringRefusals =
  (handler: (req: PayloadRequest) => Promise<Response>) => async (req: PayloadRequest) => {
    try {
      return await handler(req)
    } catch (error) {
      const refusal = refusedRestore(req, error)
      if (refusal) return refusal
      throw error
    }
  }

/** Payload's restore of a collection's version, a draft version restored as a draft. */
const restoreCollectionVersion = (slug: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: answeringRefusals(async (req) => {
    const { depth, draft, populate } = parseParams(req.query)
    const id = await readableVersionId(req, slug, req.routeParams?.id)
    const result = await restoreVersionOperation({
      id: String(id),
      collection: req.payload.collections[slug],
      depth,
      draft: draft || (await isDraftVersion(req, slug, id)),
      populate,
      req,
    })
    return answer(req, result)
  }),
})

/**
 * A global's draft version restored as its newest draft: Payload's restore of a global, run as its
 * collections' restore with `draft` runs (the same hooks before, the same access: reading versions
 * and writing a draft), except that it writes only a version, never the global visitors read.
 */
async function restoreGlobalDraft(req: PayloadRequest, global: SanitizedGlobalConfig, id: number) {
  const shouldCommit = await initTransaction(req)
  try {
    const doc = await restoreAsDraft(req, global, id)
    if (shouldCommit) await commitTransaction(req)
    return doc
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function restoreAsDraft(req: PayloadRequest, global: SanitizedGlobalConfig, id: number) {
  const { payload } = req
  for (const hook of global.hooks?.beforeOperation ?? [])
    await hook({
      args: { id, req },
      context: req.context,
      global,
      operation: 'restoreVersion',
      req,
    })
  const readable = await executeAccess({ req }, global.access.readVersions)
  const { docs } = await payload.db.findGlobalVersions({
    global: global.slug,
    where: combineQueries({ id: { equals: id } }, readable),
    limit: 1,
    req,
  })
  if (!docs[0]) throw typeof readable === 'object' ? new Forbidden(req.t) : new NotFound(req.t)
  const writable = await executeAccess({ data: { _status: 'draft' }, req }, global.access.update)
  if (typeof writable === 'object') {
    const allowed = await payload.db.findGlobal({ slug: global.slug, where: writable, req })
    if (!allowed || Object.keys(allowed).length === 0) throw new Forbidden(req.t)
  }
  const read = () =>
    payload.findGlobal({ slug: global.slug as GlobalSlug, draft: true, depth: 0, req })
  const previousDoc = await read()
  req.context.isRestoringVersion = true
  await saveVersion({
    autosave: false,
    docWithLocales: { ...(docs[0].version as object), _status: 'draft', globalType: global.slug },
    draft: true,
    global,
    operation: 'restoreVersion',
    payload,
    req,
  })
  let doc = await read()
  for (const hook of global.hooks?.afterChange ?? [])
    doc = (await hook({ context: req.context, data: doc, doc, global, previousDoc, req })) ?? doc
  return doc
}

/** Payload's restore of a global's version, a draft version (or one restored as a draft) as a draft. */
async function restoreGlobal(
  req: PayloadRequest,
  slug: GlobalSlug,
  asked: unknown,
  {
    depth,
    draft,
    populate,
  }: Pick<Parameters<typeof restoreVersionOperationGlobal>[0], 'depth' | 'draft' | 'populate'>,
) {
  const global = req.payload.globals.config.find((entry) => entry.slug === slug)!
  const id = restoredId(req, asked)
  const { docs } = await req.payload.db.findGlobalVersions({
    global: slug,
    where: { id: { equals: id } },
    limit: 1,
    req,
  })
  if (draft || isDraft(docs[0])) return restoreGlobalDraft(req, global, id)
  return restoreVersionOperationGlobal({
    id: String(id),
    globalConfig: global,
    depth,
    draft,
    populate,
    req,
  })
}

/** Payload's restore of a global's version over REST, as `restoreGlobal`. */
const restoreGlobalVersion = (slug: GlobalSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: answeringRefusals(async (req) => {
    const { depth, draft, populate } = parseParams(req.query)
    const doc = await restoreGlobal(req, slug, req.routeParams?.id, { depth, draft, populate })
    return answer(req, { doc })
  }),
})

type GraphQLExtension = NonNullable<NonNullable<Config['graphQL']>['mutations']>
type RestoreArgs = { id?: unknown; draft?: boolean | null }
type Context = { req: PayloadRequest }

/**
 * GraphQL's restores (`restoreVersionGame`, `restoreVersionTermsPage`…) called Payload's
 * operations past the REST endpoints above: an editor's restore of a draft version unpublished
 * the game in every language, and a global's emptied what visitors read (the terms page a 500 on
 * every site). Each is answered as its REST endpoint answers, found by the type it returns.
 */
const restoreMutations =
  (custom: GraphQLExtension | undefined): GraphQLExtension =>
  (graphQL, info) => {
    const fields: Record<string, unknown> = { ...custom?.(graphQL, info) }
    const typeOf = (entry: { type?: unknown } | undefined) => entry?.type
    for (const [name, field] of Object.entries(info.Mutation.fields)) {
      if (!name.startsWith('restoreVersion') || name in fields) continue
      const type = (field as { type?: unknown }).type
      const collection = Object.values(info.collections).find(
        (entry) => hasDrafts(entry.config) && typeOf(entry.graphQL) === type,
      )
      // Payload keeps a global's GraphQL types under its place in the list of globals, not its slug.
      const types: Record<string, { type?: unknown } | undefined> = info.globals.graphQL || {}
      const global = info.globals.config.find(
        (entry, index) =>
          hasDrafts(entry) && (typeOf(types[entry.slug]) ?? typeOf(types[index])) === type,
      )
      if (collection) {
        const slug = collection.config.slug as CollectionSlug
        fields[name] = {
          ...field,
          resolve: async (_: unknown, { id: asked, draft }: RestoreArgs, { req }: Context) => {
            const id = await readableVersionId(req, slug, asked)
            return restoreVersionOperation({
              id: String(id),
              collection: req.payload.collections[slug],
              depth: 0,
              draft: Boolean(draft) || (await isDraftVersion(req, slug, id)),
              req,
            })
          },
        }
      } else if (global)
        fields[name] = {
          ...field,
          resolve: (_: unknown, { id, draft }: RestoreArgs, { req }: Context) =>
            restoreGlobal(req, global.slug as GlobalSlug, id, { depth: 0, draft: Boolean(draft) }),
        }
    }
    return fields
  }

/**
 * Restoring an earlier draft brings its content back as the newest draft; what visitors read stays
 * as it was until someone publishes. Payload's "Restore this version" of a draft version writes it
 * into the document visitors read, its status "draft" included: the game left every site at once,
 * its pages 404, with no word of it in the confirmation (its "Restore as draft" is offered only
 * for a published version). A restore of a published version is Payload's as it was. A global's
 * restore writes what visitors read whatever is asked (even "Restore as draft" put a draft there), so
 * a global's draft version, and any version restored as a draft, go through `restoreGlobalDraft`.
 */
export const restoredDraftsStayDrafts: Plugin = (config) => ({
  ...config,
  graphQL: { ...config.graphQL, mutations: restoreMutations(config.graphQL?.mutations) },
  collections: (config.collections ?? []).map((collection) =>
    !hasDrafts(collection) || collection.endpoints === false
      ? collection
      : {
          ...collection,
          endpoints: [
            restoreCollectionVersion(collection.slug as CollectionSlug),
            ...(collection.endpoints ?? []),
          ],
        },
  ),
  globals: (config.globals ?? []).map((global) =>
    !hasDrafts(global) || global.endpoints === false
      ? global
      : {
          ...global,
          endpoints: [restoreGlobalVersion(global.slug as GlobalSlug), ...(global.endpoints ?? [])],
        },
  ),
})
