import type { _internal_renderFieldHandler as RenderFieldHandler } from '@payloadcms/ui/rsc'
import type { copyDataFromLocaleHandler } from '@payloadcms/ui/utilities/copyDataFromLocale'
import { getSchemaMap } from '@payloadcms/ui/utilities/getSchemaMap'
import {
  getUpcomingScheduledPublishHandler,
  schedulePublishHandler,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import {
  isEntityHidden,
  traverseFields,
  type CollectionSlug,
  type Field,
  type PayloadRequest,
  type SanitizedConfig,
  type ServerFunction,
} from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'

import { hasRole } from '@/access/roles'
import { mayEdit } from '@/access/mayEdit'
import { mayRead } from '@/access/mayRead'
import { defaultContentLocale, isContentLocale, type ContentLocale } from '@/i18n/locales'
import { isTranslatorsField } from '@/lib/absentFlag'
import { languageInAdmin } from '@/i18n/languageNames'
import { adminT } from '@/labels/t'
import { publishFault } from '@/lib/publishFault'
import { listMaxRows } from '@/lib/queryRules'
import { isValidId } from '@/lib/requestErrors'

import { listQueryFault } from './listQuery'

type SchedulePublishArgs = Parameters<typeof schedulePublishHandler>[0]

/**
 * The admin's "Schedule publish" queues its job without asking whether the account may publish
 * (Payload's handler checks only that it may use the admin): a translator's junk job would wait
 * in the queue until its run refused it. Here only editors and admins queue or cancel one. A
 * refusal is answered as Payload's handler answers its own failures, `{ error }`, which the
 * schedule drawer shows (a throw was a 500 and a stack in the log).
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishArgs> = async (args) => {
  const { req } = args
  if (!req.user || !hasRole(req.user, 'admin', 'editor'))
    return { error: req.t('error:notAllowedToPerformAction') }
  const { deleteID, doc, global } = args as { deleteID?: unknown; doc?: unknown; global?: unknown }
  // A cancel. The drawer sends only `deleteID`, and Payload's handler deletes that job and then
  // queues another with nothing in it, which fails when it runs: only the cancel is done here.
  if (deleteID !== undefined && deleteID !== null) {
    if (!/^[1-9]\d{0,9}$/.test(String(deleteID))) return { error: 'No such scheduled publish.' }
    await req.payload.delete({
      collection: 'payload-jobs',
      req,
      where: {
        and: [{ id: { equals: deleteID } }, { taskSlug: { equals: 'schedulePublish' } }],
      },
    })
    return { message: req.i18n.t('general:success') }
  }
  // One target, a document or a global: a schedule naming both was checked for the document and
  // published the global too when it ran (round 30).
  if (doc != null && global != null) return { error: 'Schedule one document or one global.' }
  // What is published on a schedule is an entry with drafts: not an account, an enquiry or a
  // made-up slug (the job would fail when it runs), nor an object's own key (`constructor` was a
  // 500 and a stack).
  const collection =
    doc && typeof doc === 'object' && 'relationTo' in doc ? String(doc.relationTo) : undefined
  const versions = collection
    ? Object.hasOwn(req.payload.collections, collection)
      ? req.payload.collections[collection as CollectionSlug].config.versions
      : undefined
    : typeof global === 'string'
      ? req.payload.globals.config.find((entry) => entry.slug === global)?.versions
      : undefined
  if (!versions || !versions.drafts)
    return { error: 'Only an entry with drafts is published on a schedule.' }
  const fault = scheduleFault(req, args)
  if (fault) return { error: fault }
  // The document a schedule names exists (a made-up id would fail only when the job runs).
  const id = doc && typeof doc === 'object' && 'value' in doc ? doc.value : undefined
  if (collection && !(await mayRead(req, collection as CollectionSlug, id)))
    return { error: 'No such document.' }
  // A language that cannot go out now is refused as "Publish in …" refuses it, naming the
  // fields: its job would fail at its minute, told to no one (walk 30, F11).
  const { type, localeToPublish } = args as { type?: unknown; localeToPublish?: unknown }
  if (type === 'publish') {
    const refused = await publishFault(
      req,
      collection ? { collection, id: id as number | string } : { global: String(global) },
      localeToPublish == null ? defaultContentLocale : String(localeToPublish),
    )
    if (refused) return { error: refused }
  }
  // Its id as the drawer sends it, a string: the document's list of upcoming schedules finds a
  // job by that string, and one queued with the number was listed nowhere, to be seen or
  // cancelled by nobody but an admin reading the queue (round 30).
  return schedulePublishHandler(
    collection
      ? { ...args, doc: { relationTo: collection as CollectionSlug, value: String(id) } }
      : args,
  )
}

/**
 * What is wrong with a schedule's kind, time, language or time zone, as the drawer sends them: a
 * publish or an unpublish, at a time (a Date; a string failed in Payload's handler with a
 * TypeError and its stack in the log), of one of the site's languages or all of them, in one of
 * the admin's time zones. Payload's job took any of them: `type: "evil"` was queued, and its run
 * unpublished the entry in every language.
 */
function scheduleFault(req: PayloadRequest, args: SchedulePublishArgs): string | undefined {
  const { type, date, localeToPublish, timezone } = args as Record<string, unknown>
  if (type !== 'publish' && type !== 'unpublish') return 'Schedule a publish or an unpublish.'
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    return 'Give the time to publish at as a date.'
  // A time already past was queued as due: the language went live at once, under "Scheduled
  // successfully", with nothing listed as upcoming (walk 29). A minute's grace for the clock.
  if (date.getTime() < Date.now() - 60_000)
    return 'That time has passed: choose a time to come, or publish now.'
  const locales = req.payload.config.localization ? req.payload.config.localization.localeCodes : []
  if (localeToPublish != null && !locales.includes(String(localeToPublish)))
    return 'Publish one of the site’s languages, or all of them.'
  const zones = (req.payload.config.admin.timezones?.supportedTimezones ?? []).map(
    (zone) => zone.value,
  )
  if (timezone != null && !zones.includes(String(timezone)))
    return 'Give one of the admin’s time zones.'
  return undefined
}

type UpcomingArgs = Parameters<typeof getUpcomingScheduledPublishHandler>[0]

/**
 * The publishes scheduled for a document or global, which the document's header asks for. Payload's
 * handler throws its Forbidden for an account that may not publish it (sales), for an entry
 * without scheduled publishing (an account) and for an odd id: a 500 and a stack in the log on
 * every such call. Such a call is answered as having nothing scheduled (`[]`), as the header
 * shows a document without a schedule.
 */
export const guardedUpcomingSchedules: ServerFunction<UpcomingArgs> = async (args) => {
  const { collectionSlug, id } = args as { collectionSlug?: unknown; id?: unknown }
  if (
    collectionSlug !== undefined &&
    (!['number', 'string'].includes(typeof id) || !isValidId(String(id)))
  )
    return []
  try {
    return await getUpcomingScheduledPublishHandler(args)
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 403) return []
    throw error
  }
}

type CopyArgs = Parameters<typeof copyDataFromLocaleHandler>[0]

/**
 * The admin's "Copy to locale" fills one language from another as a draft of that language: each
 * field empty in the target takes the source's value, the others keep theirs.
 *
 * Payload's handler read both languages with the English in place of an empty text (the site's
 * fallback): a field empty in the target was English, not empty, and took nothing; the English
 * was saved into it instead ("Copy the Vietnamese text into Indonesian" wrote the English). It
 * also saved the source's `_status`, so a copy from a published entry published every language
 * (an editor's) or was refused as a publish (a translator's). Here both are read as stored, the
 * copy is a draft, and `copiesAreDrafts` drops any status it carries.
 *
 * A copy the account may not make (into a language that is not a translator's, on an enquiry,
 * on a document that does not exist) is refused first, answered `{ error }` as the other server
 * functions answer theirs (Payload's handler threw: a 500 and a stack in the log); so is a copy
 * that would fill nothing (walk 38, F6: it was told "Copied" and wrote a new modification time).
 */
export const copyToLocaleAsDraft: ServerFunction<CopyArgs> = async (args) => {
  const { req, collectionSlug, docID, fromLocale, globalSlug, toLocale } = args
  const refusal = await copyRefusal(req, {
    collectionSlug,
    docID,
    fromLocale,
    globalSlug,
    toLocale,
  })
  if (refusal) return { error: refusal }
  const { payload, user } = req
  const read = (locale: string) =>
    (globalSlug
      ? payload.findGlobal({
          slug: globalSlug as never,
          depth: 0,
          draft: true,
          locale: locale as never,
          fallbackLocale: false as never,
          overrideAccess: false,
          user,
        })
      : payload.findByID({
          collection: collectionSlug as CollectionSlug,
          id: docID as string,
          depth: 0,
          draft: true,
          joins: false as never,
          locale: locale as never,
          fallbackLocale: false as never,
          overrideAccess: false,
          user,
        })) as Promise<unknown> as Promise<Record<string, unknown>>
  const [from, to] = await Promise.all([read(fromLocale), read(toLocale)])
  const fields =
    (globalSlug
      ? payload.config.globals.find((global) => global.slug === globalSlug)?.fields
      : payload.collections[collectionSlug as CollectionSlug]?.config.fields) ?? []
  // `to` is this call's own read: filled in place, then saved.
  // A translator's copy fills the texts: a language's cover is the editors' (round 51, F5).
  if (!fill(fields, from, to, hasRole(user, 'translator')))
    // Said, not refused (shown as information): the languages named as the admin names them.
    return {
      error: adminT(req.t)('starfin:workflow:nothingToCopy', {
        from: languageInAdmin(fromLocale as ContentLocale, req.i18n.language),
        language: languageInAdmin(toLocale as ContentLocale, req.i18n.language),
      }),
      nothingToCopy: true,
    }
  // Rows under a localized field are the target language's own: new ones, as Payload's copy makes.
  traverseFields({
    callback: ({ parentIsLocalized, ref }) => {
      if (parentIsLocalized && isRecord(ref)) delete ref.id
    },
    fields,
    fillEmpty: false,
    ref: to,
  })
  req.context.copyToLocale = true
  try {
    const save = {
      data: to as never,
      draft: true,
      locale: toLocale as never,
      overrideAccess: false,
      req,
      user,
    }
    return globalSlug
      ? await payload.updateGlobal({ slug: globalSlug as never, ...save })
      : await payload.update({
          collection: collectionSlug as CollectionSlug,
          id: docID as string,
          ...save,
        })
  } catch (error) {
    // Refused by the save's own rules: said as the refusals above are, not a 500 (round 44, F6).
    const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown }
    if ((status === 400 || status === 403) && typeof message === 'string') return { error: message }
    throw error
  }
}

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)

type Values = Record<string, unknown>

/** The fields that hold others: a translator's copy fills what is in them. */
const containers = new Set(['group', 'array', 'blocks'])

/**
 * Fills each field empty in `to` with `from`'s value (rows and groups field by field, as Payload's
 * copy merges them); whether any was. `textsOnly`: only the fields a translator writes (texts),
 * not a language's own picture.
 */
function fill(fields: Field[], from: unknown, to: unknown, textsOnly: boolean): boolean {
  if (!isRecord(from) || !isRecord(to)) return false
  let filled = false
  for (const field of fields) {
    if (!fieldAffectsData(field)) {
      if (field.type === 'tabs')
        for (const tab of field.tabs)
          filled =
            (tabHasName(tab)
              ? fill(tab.fields, from[tab.name], to[tab.name], textsOnly)
              : fill(tab.fields, from, to, textsOnly)) || filled
      else if ('fields' in field) filled = fill(field.fields, from, to, textsOnly) || filled
      continue
    }
    if (!(field.name in to) || !(field.name in from)) continue
    if (textsOnly && !containers.has(field.type) && !isTranslatorsField(field, fields as never))
      continue
    const [source, target] = [from[field.name], to[field.name]]
    if (blank(target)) {
      if (blank(source)) continue
      filled = true
      to[field.name] = source
    } else if (field.type === 'group')
      filled = fill(field.fields, source, target, textsOnly) || filled
    else if (field.type === 'array' && Array.isArray(target) && Array.isArray(source))
      target.forEach((row, index) => {
        filled = fill(field.fields, source[index], row, textsOnly) || filled
      })
    else if (field.type === 'blocks' && Array.isArray(target) && Array.isArray(source))
      target.forEach((row, index) => {
        const block = (field.blocks ?? []).find(
          (candidate) => candidate.slug === (row as Values | null)?.blockType,
        )
        if (block) filled = fill(block.fields, source[index], row, textsOnly) || filled
      })
  }
  return filled
}

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null

/** Why a copy between languages is refused, or undefined when the account may make it. */
async function copyRefusal(
  req: PayloadRequest,
  asked: Record<'collectionSlug' | 'docID' | 'fromLocale' | 'globalSlug' | 'toLocale', unknown>,
): Promise<string | undefined> {
  const { collectionSlug, docID, fromLocale, globalSlug, toLocale } = asked
  const localization = req.payload.config.localization
  const codes = localization ? localization.localeCodes : []
  if (
    typeof fromLocale !== 'string' ||
    typeof toLocale !== 'string' ||
    !codes.includes(fromLocale) ||
    !codes.includes(toLocale)
  )
    return 'Copy from one of the site’s languages to another.'
  if (Boolean(collectionSlug) === Boolean(globalSlug))
    return 'Copy the languages of one document or one global.'
  const target =
    typeof globalSlug === 'string'
      ? { global: globalSlug }
      : { collection: String(collectionSlug), id: docID }
  const may = await mayEdit(req, target, toLocale)
  // (Payload's own error:notFound came out as its raw key here.)
  if (may === 'missing') return 'No such document.'
  // Told in the account's admin language, the language named as the admin names it.
  if (may === 'no')
    return adminT(req.t)('starfin:translationStatus:importProblems:notYours', {
      language: isContentLocale(toLocale) ? languageInAdmin(toLocale, req.i18n.language) : toLocale,
    })
  return undefined
}

/** What the admin's form state is asked: for a document or global, and whether to lock it. */
export type FormStateLocking = {
  req: PayloadRequest
  collectionSlug?: string
  globalSlug?: string
  id?: unknown
  returnLockStatus?: boolean
  updateLastEdited?: boolean
}

/**
 * The admin's form state also takes the document's lock ("… is editing") when asked to return
 * its status, and Payload writes that lock past the locks' collection and its hooks: any staff
 * account could lock an enquiry, an account or the site settings through it, and a made-up id
 * answered with the database's error. A lock is asked for only on what the account may edit
 * (`src/access/mayEdit.ts`); the form of anything else is built without one. Applied by
 * `src/admin/formState.ts`.
 */
export async function formStateLocking<Args extends FormStateLocking>(args: Args): Promise<Args> {
  const { req, collectionSlug, globalSlug, id, returnLockStatus } = args
  if (!returnLockStatus || (!globalSlug && (id === undefined || id === null))) return args
  const withoutLock = { ...args, returnLockStatus: false, updateLastEdited: false }
  // Payload locks the collection's document when both are named, and stores the global in the
  // same lock: a caller naming a global it may edit locked any enquiry or account. The admin
  // names one or the other, never both.
  if (collectionSlug && globalSlug) return withoutLock
  if (typeof (globalSlug || collectionSlug) !== 'string') return withoutLock
  const may = await mayEdit(
    req,
    globalSlug ? { global: globalSlug } : { collection: collectionSlug, id },
  )
  return may === 'yes' ? args : withoutLock
}

/**
 * What is wrong with the collection, global and schema path a `form-state` call names, or
 * undefined. Payload's handler answered a call naming none of the admin's collections or globals
 * (`docID: -1` alone), or a schema path that names no field (`"3"`), with `{ errors }`, but logged
 * each as an error with its whole stack: any staff account could fill the log (round 30). Such a
 * call is answered the same, without Payload's handler. A widget's form is Payload's own.
 */
export function formStateFault(
  req: PayloadRequest,
  args: Record<string, unknown>,
): string | undefined {
  const { collectionSlug, globalSlug, widgetSlug, schemaPath } = args
  if (
    widgetSlug !== undefined &&
    widgetSlug !== null &&
    collectionSlug == null &&
    globalSlug == null
  )
    return undefined
  const { config } = req.payload
  const named = (slug: unknown, entries: { slug: string }[]) =>
    typeof slug === 'string' && entries.some((entry) => entry.slug === slug)
  const collection = named(collectionSlug, config.collections)
  const global = named(globalSlug, config.globals)
  if ((collectionSlug != null && !collection) || (globalSlug != null && !global))
    return 'Name one of the admin’s collections or globals.'
  if (!collection && !global) return 'Name one of the admin’s collections or globals.'
  const path = schemaPath ?? collectionSlug ?? globalSlug
  const fields = getSchemaMap({
    collectionSlug: collection ? String(collectionSlug) : undefined,
    globalSlug: collection ? undefined : String(globalSlug),
    config,
    i18n: req.i18n,
  })
  if (typeof path !== 'string' || !fields.has(path))
    return `No such field: ${String(path).slice(0, 200)}.`
  return tooManyRows(args.data) || tooManyFieldStates(args.formState) ? rowsRefusal : undefined
}

/** The most rows one array or blocks field of a form holds; the most the whole form holds. */
const rowsInOneField = 500
const rowsInAForm = 2_000
const rowsRefusal = `A form holds at most ${rowsInOneField} rows in a field and ${rowsInAForm} in all.`

/**
 * Whether a form's fields' states (one key per field, a row's fields each a key of their own:
 * `features.3.text`) are more than any form of the admin has: 20,000 rows sent as keys, each
 * `null`, were built as the rows sent as data were (round 56, F2).
 */
const tooManyFieldStates = (formState: unknown) =>
  typeof formState === 'object' &&
  formState !== null &&
  (Object.keys(formState).length > rowsInAForm * 2 || tooManyRows(formState))

/**
 * Whether a form's data holds more rows than any form of the admin (also a new document's
 * `initialData`, which the admin's "create" drawer draws the same: round 56, F1):
 * Payload builds, checks and draws a field state for each row the call sends, and 60,000 rows in
 * one call took 12.7 s of the server's one thread and answered 32.6 MB (round 55, F3). Rows are
 * lists of objects; a rich text's own tree (`{ root }`) and lists of ids (relations) are none.
 */
function tooManyRows(value: unknown): boolean {
  let rows = 0
  let keys = 0
  const walk = (at: unknown): boolean => {
    if (Array.isArray(at)) {
      const objects = at.filter((item) => typeof item === 'object' && item !== null).length
      if (objects > rowsInOneField) return true
      rows += objects
      if (rows > rowsInAForm) return true
      return at.some(walk)
    }
    if (typeof at !== 'object' || at === null || 'root' in at) return false
    keys += Object.keys(at).length
    if (keys > rowsInAForm * 10) return true
    return Object.values(at).some(walk)
  }
  return walk(value)
}

type RenderFieldArgs = Parameters<typeof RenderFieldHandler>[0]

/**
 * The admin renders a field on demand from its schema path (`collection.games.title`). Payload's
 * handler threw on a path that names no field (`title<>`) or is no text: a 500 and a stack in the
 * log. Such a path is answered `{ error }`, as the other server functions answer theirs.
 */
export const guardedRenderField: ServerFunction<RenderFieldArgs> = async (args) => {
  const { req, schemaPath } = args as { req: PayloadRequest; schemaPath?: unknown }
  const [kind, slug, ...path] = typeof schemaPath === 'string' ? schemaPath.split('.') : []
  const { config } = req.payload
  const known =
    kind === 'collection'
      ? config.collections.some((entry) => entry.slug === slug)
      : kind === 'global' && config.globals.some((entry) => entry.slug === slug)
  const fields =
    known &&
    getSchemaMap({
      collectionSlug: kind === 'collection' ? slug : undefined,
      globalSlug: kind === 'global' ? slug : undefined,
      config,
      i18n: req.i18n,
    })
  if (!fields || !path.length || !fields.has([slug, ...path].join('.')))
    return { error: `No such field: ${String(schemaPath).slice(0, 200)}.` }
  // Loaded when a field is rendered: the module brings the admin's styles, which only Next's
  // bundler reads (the tests' runner imports this file without them).
  const { _internal_renderFieldHandler: renderField } = await import('@payloadcms/ui/rsc')
  return renderField(args)
}

/** The most rows of a list the admin asks for at once (`listMaxRows`). */
export const tableStateMaxRows = listMaxRows

/**
 * What is wrong with the query of the admin's list (`table-state`: its filters, sort and page),
 * or undefined. Payload's handler reads it with the local API, which the query rules of REST and
 * GraphQL (`src/hooks/queryRules.ts`) do not check: any staff account's odd operator, related
 * field or 20,000 conditions reached the database (the SQL and its parameters came back in the
 * answer, and one call stopped every answer for 10 s), and a page of 100,000 rows was read.
 * Checked against the collection's fields by the same rules.
 */
export function tableStateFault(req: PayloadRequest, args: Record<string, unknown>) {
  const { collectionSlug, query } = args
  const collection =
    typeof collectionSlug === 'string' && Object.hasOwn(req.payload.collections, collectionSlug)
      ? req.payload.collections[collectionSlug as CollectionSlug].config
      : undefined
  if (!collection) return 'Name one of the admin’s collections.'
  return listQueryFault(req.payload.config, collection, query)
}

/**
 * The admin's list drawer (`render-list`: an upload's or a relation's "choose from the list")
 * reads with the same query as the list (`table-state`) and was not checked: any staff account's
 * 20,000 conditions stopped every answer for 4.5 s, a page of 100,000 rows was read and
 * rendered (10 s), an id PostgreSQL cannot hold was a 500 with the SQL in the log, and a
 * collection the account may not read, an unknown one or a query that is no object a 500.
 * Checked by the same rules (`tableStateFault`) and the account's read permission, answered
 * `{ error }` (the drawer shows no list); a database's refusal is logged, not thrown.
 * `render` is Payload's own handler (`src/app/(payload)/layout.tsx` hands it in).
 */
export const guardedRenderList =
  <Args extends { req: PayloadRequest; collectionSlug?: unknown; permissions?: unknown }>(
    render: (args: Args) => Promise<unknown>,
  ) =>
  async (args: Args): Promise<unknown> => {
    const { req } = args
    const fault = tableStateFault(req, args as unknown as Record<string, unknown>)
    if (fault) return { error: fault }
    const permissions = args.permissions as
      { collections?: Record<string, { read?: unknown } | undefined> } | undefined
    if (!permissions?.collections?.[String(args.collectionSlug)]?.read)
      return { error: req.t('error:notAllowedToPerformAction') }
    // Payload's list view throws for a collection the admin hides (the locks): a 500 and a stack.
    const { hidden } = req.payload.collections[args.collectionSlug as CollectionSlug].config.admin
    if (isEntityHidden({ hidden, user: req.user })) return { error: 'No such list in the admin.' }
    try {
      return await render({ ...args, query: await withSavedQueryChecked(args) })
    } catch (error) {
      if (!String((error as { message?: unknown } | null)?.message).startsWith('Failed query'))
        throw error
      req.payload.logger.error({ err: error }, 'The admin’s list drawer could not be read.')
      return { error: 'The list cannot be read with this filter; change the filter.' }
    }
  }

/**
 * What is wrong with the document a `render-document` (a document drawer: a collection's document,
 * or a global named as its `collectionSlug`) or `render-document-slots` call names: Payload's
 * handlers looked the slug up on a plain object and read the id as given, so `constructor` was a
 * 500 and a stack in the log, and an id given as a list (`[1]`) the SQL statement.
 */
export function documentCallFault(
  config: SanitizedConfig,
  args: Record<string, unknown>,
  { globals }: { globals: boolean },
): string | undefined {
  const { collectionSlug, docID, id } = args
  const named = (entries: { slug: string }[]) =>
    entries.some((entry) => entry.slug === collectionSlug)
  if (!named(config.collections) && !(globals && named(config.globals)))
    return 'Name one of the admin’s collections or globals.'
  const given = docID ?? id
  if (
    given !== undefined &&
    given !== null &&
    given !== '' &&
    !((typeof given === 'number' || typeof given === 'string') && isValidId(String(given)))
  )
    return 'No such document.'
  return undefined
}

/** `render-document` and `render-document-slots` of a document `documentCallFault` takes, else `{ error }`. */
export const guardedRenderDocument =
  <Args extends { req: PayloadRequest }>(
    render: (args: Args) => Promise<unknown>,
    { globals }: { globals: boolean },
  ) =>
  async (args: Args): Promise<unknown> => {
    const fault =
      documentCallFault(args.req.payload.config, args, { globals }) ??
      (tooManyRows((args as { initialData?: unknown }).initialData) ? rowsRefusal : undefined)
    return fault ? { error: fault } : render(args)
  }

/**
 * A list's page size and sort that the call leaves out are the account's saved ones (its
 * `collection-{slug}` preference, which the list stores as it is used and any account writes
 * through the preferences' API): a sort of `{"a":1}` saved once was a 500 on every later opening
 * of that account's list, a page of 100,000 a read of the whole collection. A saved one the
 * query rules refuse is not used (the collection's default order, a page of 10).
 */
async function withSavedQueryChecked(args: {
  req: PayloadRequest
  collectionSlug?: unknown
  query?: unknown
}): Promise<Record<string, unknown>> {
  const { req } = args
  const query = { ...((args.query as Record<string, unknown> | undefined) ?? {}) }
  if (query.limit != null && query.sort != null) return query
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    where: {
      and: [
        { key: { equals: `collection-${String(args.collectionSlug)}` } },
        { 'user.relationTo': { equals: req.user?.collection } },
        { 'user.value': { equals: req.user?.id } },
      ],
    },
  })
  const saved = (docs[0]?.value ?? {}) as { limit?: unknown; sort?: unknown }
  const checked = (part: Record<string, unknown>) =>
    !tableStateFault(req, { collectionSlug: args.collectionSlug, query: part })
  if (query.limit == null && saved.limit != null && !checked({ limit: saved.limit }))
    query.limit = 10
  if (query.sort == null && saved.sort != null && !checked({ sort: saved.sort })) query.sort = 'id'
  return query
}

/**
 * The names of the admin's server functions: Payload's own that its admin calls on this site and
 * the ones replaced below. Payload looked a name up on a plain object, prototype included: any
 * staff account's `constructor` ran `Object(args)` and answered the call's own arguments (its
 * headers and cookies, the account's sessions and permissions, 66 KB), `toString` answered, and
 * `valueOf` or an unknown name was a 500 with an error in the log; so was `slugify` (the site has
 * no slug field) and the folders' function (no folders). Any other name is answered `{ error }`.
 */
const adminServerFunctionNames = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'table-state',
])

/** `{ error }` for a name that is none of the admin's server functions (see above). */
export const unknownServerFunction = (name: unknown) =>
  typeof name === 'string' && adminServerFunctionNames.has(name)
    ? undefined
    : { error: 'No such server function.' }

/** The admin's server functions this site replaces (`src/app/(payload)/layout.tsx`). */
export const adminServerFunctions = {
  'copy-data-from-locale': copyToLocaleAsDraft,
  'get-upcoming-scheduled-publish': guardedUpcomingSchedules,
  'render-field': guardedRenderField,
  'schedule-publish': guardedSchedulePublish,
}
