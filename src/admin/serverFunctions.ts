import { copyDataFromLocaleHandler } from '@payloadcms/ui/utilities/copyDataFromLocale'
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { CollectionSlug, Payload, PayloadRequest, ServerFunction } from 'payload'

import { hasRole } from '@/access/roles'
import { mayEdit } from '@/access/mayEdit'
import { contentLocaleLabels, isContentLocale } from '@/i18n/locales'
import { adminT } from '@/labels/t'
import { isValidId } from '@/lib/requestErrors'

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
  // What is published on a schedule is an entry with drafts: not an account, an enquiry or a
  // made-up slug (the job would fail when it runs).
  const collection =
    doc && typeof doc === 'object' && 'relationTo' in doc ? String(doc.relationTo) : undefined
  const versions = collection
    ? req.payload.collections[collection as CollectionSlug]?.config.versions
    : typeof global === 'string'
      ? req.payload.globals.config.find((entry) => entry.slug === global)?.versions
      : undefined
  if (!versions || !versions.drafts)
    return { error: 'Only an entry with drafts is published on a schedule.' }
  if (collection && !(await documentExists(req, collection as CollectionSlug, doc)))
    return { error: 'No such document.' }
  return schedulePublishHandler(args)
}

/** Whether the document a schedule names exists (a made-up id would fail only when the job runs). */
async function documentExists(req: PayloadRequest, collection: CollectionSlug, doc: unknown) {
  const id = doc && typeof doc === 'object' && 'value' in doc ? String(doc.value) : ''
  if (!isValidId(id)) return false
  const { totalDocs } = await req.payload.count({
    collection,
    where: { id: { equals: Number(id) } },
    overrideAccess: false,
    req,
  })
  return totalDocs > 0
}

type CopyArgs = Parameters<typeof copyDataFromLocaleHandler>[0]

/**
 * The admin's "Copy to locale" fills one language from another as a draft of that language.
 * Payload's handler reads the source with its `_status` and saves that too, so a copy from a
 * published entry would publish every language (an editor's) or be refused as a publish (a
 * translator's). The copy is marked here, and `copiesAreDrafts` drops the status it carries.
 *
 * A copy the account may not make (into a language that is not a translator's, on an enquiry,
 * on a document that does not exist) threw from Payload's handler: a 500 and a stack in the
 * log. It is refused first, answered `{ error }` as the other server functions answer theirs.
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
  req.context.copyToLocale = true
  if (globalSlug) globalsBySlug(req.payload)
  return copyDataFromLocaleHandler(args)
}

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
  if (may === 'missing') return req.t('error:notFound')
  // Told in the account's admin language, the language named as the admin names it.
  if (may === 'no')
    return adminT(req.t)('starfin:translationStatus:importProblems:notYours', {
      language: isContentLocale(toLocale) ? contentLocaleLabels[toLocale] : toLocale,
    })
  return undefined
}

/**
 * Payload's copy reads a global's fields at `payload.globals[slug].config`, but `payload.globals`
 * holds only the list `config`: "Copy to locale" failed on every global. Each global is given
 * that place too, out of sight of code that walks `payload.globals`.
 */
function globalsBySlug(payload: Payload) {
  const globals = payload.globals as Payload['globals'] & Record<string, unknown>
  for (const config of payload.globals.config)
    if (!Object.hasOwn(globals, config.slug))
      Object.defineProperty(globals, config.slug, { value: { config }, enumerable: false })
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

/** The admin's server functions this site replaces (`src/app/(payload)/layout.tsx`). */
export const adminServerFunctions = {
  'copy-data-from-locale': copyToLocaleAsDraft,
  'schedule-publish': guardedSchedulePublish,
}
