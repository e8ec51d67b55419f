import {
  Forbidden,
  NotFound,
  ValidationError,
  type Access,
  type CollectionAfterReadHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
  type Plugin,
  type Where,
} from 'payload'

import { inAnyLanguage, mayEdit } from '@/access/mayEdit'
import { adminT } from '@/labels'
import { lockHolderName, locksOf, type Lockable } from '@/lib/documentLocks'
import { hasRole, type StaffUser } from '@/access/roles'
import { defaultContentLocale, isContentLocale } from '@/i18n/locales'

/**
 * A document lock names the account editing the document ("… is editing"). Payload's admin makes
 * and takes over locks in its author's name only, but its REST API let any signed-in account
 * write one naming a colleague. Over HTTP a lock now names only its author.
 */
const namesItsAuthor: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.payloadAPI === 'local') return data
  const user = (data as { user?: { relationTo?: unknown; value?: unknown } }).user
  if (
    user !== undefined &&
    (user?.relationTo !== req.user?.collection || String(user?.value) !== String(req.user?.id))
  )
    throw new Forbidden(req.t)
  return data
}

/** What a lock's data names: a document, a global, or (refused) nothing or something else. */
function lockedBy(data: unknown): Lockable | undefined {
  const { document, globalSlug } = (data ?? {}) as {
    document?: { relationTo?: unknown; value?: unknown } | null
    globalSlug?: unknown
  }
  if (document && typeof document.relationTo === 'string' && !globalSlug)
    return { collection: document.relationTo, id: document.value }
  if (typeof globalSlug === 'string' && !document) return { global: globalSlug }
  return undefined
}

/**
 * A lock says its author is editing the document: over HTTP it is taken only on what its author
 * may edit. Payload accepted a translator's lock on an enquiry, an account or the site settings
 * ("… is currently editing" shown to whoever may), a lock naming nothing or a global as a list,
 * and told which ids exist (a 201, or a 500 for an id that does not). Refused alike whether or not
 * the id exists; a missing one that the author could edit is a 404. The admin takes its locks
 * through the `form-state` server function, which the same rule guards
 * (`src/admin/serverFunctions.ts`).
 */
const locksWhatItsAuthorMayEdit: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (req.payloadAPI === 'local') return data
  const target = lockedBy(data)
  if (!target) {
    if (operation === 'create' || 'document' in data || 'globalSlug' in data)
      throw new ValidationError({
        errors: [{ message: 'A lock names one document or one global.', path: 'document' }],
      })
    return data
  }
  const may = await mayEdit(req, target)
  if (may === 'missing') throw new NotFound(req.t)
  if (may === 'no') throw new Forbidden(req.t)
  if (operation === 'create' && req.user) await replaceOwnLocks(req, target)
  return data
}

/**
 * A lock says that its author is editing: one per author and document, as the admin's form state
 * keeps it. Over HTTP an account wrote as many as it liked on one game (300 in a minute), and each
 * autosave of that game put every one back (`locksOutliveAutosaves.ts`): 8–14 s an autosave. A new
 * lock replaces its author's earlier ones of the same document or global.
 */
async function replaceOwnLocks(req: PayloadRequest, target: Lockable) {
  await req.payload.db.deleteMany({
    collection: 'payload-locked-documents',
    where: {
      and: [
        locksOf(target),
        { 'user.relationTo': { equals: req.user!.collection } },
        { 'user.value': { equals: req.user!.id } },
      ],
    },
    req,
  })
}

type LockUser = { relationTo?: string; value?: unknown } | null | undefined

/** Payload's own lock duration (five minutes): a lock older than that locks nothing. */
const lockSeconds = 300

/** Asked once a request, for a read of the locks and for a save: the lock's access and the save's check. */
const apartOfRequest = {
  reading: new WeakMap<PayloadRequest, Promise<(number | string)[]>>(),
  writing: new WeakMap<PayloadRequest, Promise<(number | string)[]>>(),
}

type Purpose = keyof typeof apartOfRequest

/**
 * The accounts whose editing never meets the account's: none unless one of the two is a
 * translator. A translator writes only their languages' texts (`translatorsWriteTexts`); an editor
 * or admin writes what every language shares and the texts of the language open in their admin
 * (the `locale` preference Payload keeps for each account and sets on every admin page opened in a
 * language; English until one is chosen). Two editors always meet (both write what is shared).
 *
 * The account asking: a save writes in the request's language (`req.locale`, as Payload writes
 * it, whichever way the request named it: a repeated query, GraphQL's argument), and one in no
 * single language (`all`) meets everyone; a read of the locks is in the language it names, else in
 * the one open in its admin (the admin's take-over reads the locks without naming one).
 */
function accountsOfOtherLanguages(
  req: PayloadRequest,
  purpose: Purpose,
): Promise<(number | string)[]> {
  const kept = apartOfRequest[purpose]
  let apart = kept.get(req)
  if (!apart) kept.set(req, (apart = findAccountsOfOtherLanguages(req, purpose)))
  return apart
}

type Writer = { id: number | string; role?: string | null; languages?: string[] | null }

async function findAccountsOfOtherLanguages(
  req: PayloadRequest,
  purpose: Purpose,
): Promise<(number | string)[]> {
  const user = req.user as (StaffUser & { id?: number | string }) | null
  if (!user || !hasRole(user, 'admin', 'editor', 'translator')) return []
  const isTranslator = hasRole(user, 'translator')
  // An editor's request in no one language meets everyone.
  const named = purpose === 'writing' || req.query?.locale !== undefined
  if (!isTranslator && named && !isContentLocale(req.locale)) return []
  const { docs } = await req.payload.find({
    collection: 'users',
    // A translator may meet anyone on staff; an editor only a translator.
    where: {
      role: isTranslator ? { in: ['admin', 'editor', 'translator'] } : { equals: 'translator' },
    },
    select: { role: true, languages: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const others = (docs as Writer[]).filter((other) => String(other.id) !== String(user.id))
  const open = await languagesOpen(req, [user as Writer, ...others])
  const writes = (account: Writer): Set<string> =>
    new Set(
      account.role === 'translator'
        ? (account.languages ?? [])
        : [open.get(String(account.id)) ?? defaultContentLocale],
    )
  const own =
    !isTranslator && named && isContentLocale(req.locale)
      ? new Set<string>([req.locale])
      : writes(user as Writer)
  return others
    .filter((other) => ![...writes(other)].some((language) => own.has(language)))
    .map((other) => other.id)
}

/** The content language each editor or admin has open in the admin (their `locale` preference). */
async function languagesOpen(req: PayloadRequest, accounts: Writer[]) {
  const ids = accounts
    .filter((account) => account.role !== 'translator')
    .map((account) => account.id)
  const open = new Map<string, string>()
  if (!ids.length || !req.payload.collections['payload-preferences']) return open
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: 'locale' } },
        { 'user.relationTo': { equals: 'users' } },
        { 'user.value': { in: ids } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const preference of docs as { user?: LockUser; value?: unknown }[]) {
    const value = preference.value
    if (typeof value === 'string' && isContentLocale(value))
      open.set(String(authorId(preference.user)), value)
  }
  return open
}

/**
 * Who sees a lock. Two people whose editing never meets (`accountsOfOtherLanguages`: a translator
 * and a colleague of other languages, an editor in English and the Thai translator) never write
 * the same text, so neither sees the other's lock, is shown "… is editing" for it, or is asked to
 * take over: each edits under a lock of their own. The editor took the Thai translator's lock to
 * work on the English, and what the translator typed next was lost (walk 37, F1). Editors see
 * each other's locks, and anyone a lock of their own language's. Should they meet after all (an
 * editor opens the Thai), a save over texts changed meanwhile is refused (`editedFrom`). Only
 * reading is narrowed: who may take, write or remove a lock is unchanged.
 */
const locksOfOtherLanguagesHidden = async (req: PayloadRequest): Promise<Where | true> => {
  const apart = await accountsOfOtherLanguages(req, 'reading')
  if (!apart.length) return true
  // An account's record has no languages: an admin editing a translator's account is editing it
  // (one `equals` each, as `locksOfWhatItMayEdit` says why).
  return {
    or: [
      { 'user.value': { not_in: apart } },
      ...accountCollections(req).map((slug): Where => ({
        'document.relationTo': { equals: slug },
      })),
    ],
  }
}

/** The collections of accounts (Payload's auth collections): not written in languages. */
const accountCollections = (req: PayloadRequest) =>
  req.payload.config.collections
    .filter((collection) => collection.auth)
    .map((collection) => collection.slug)

/** Asked once a request, as the translators apart are. */
const editableOfRequest = new WeakMap<PayloadRequest, Promise<Where | true>>()

/**
 * The locks of what the account may edit at all: a collection or global whose update access
 * lets it write something, in any of its languages. Sales, which edits the enquiries only, read
 * every lock before, and so learnt which games (drafts too) were being edited, and by whom.
 */
function locksOfWhatItMayEdit(req: PayloadRequest): Promise<Where | true> {
  let editable = editableOfRequest.get(req)
  if (!editable) editableOfRequest.set(req, (editable = findLocksOfWhatItMayEdit(req)))
  return editable
}

async function findLocksOfWhatItMayEdit(req: PayloadRequest): Promise<Where | true> {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const mayWrite = (update: Access) =>
    inAnyLanguage(req, async () => (await update({ req })) as boolean | Where)
  // Only the collections a lock may name: Payload's check of a query's paths refuses any other.
  const document = req.payload.collections['payload-locked-documents']?.config.fields.find(
    (field) => 'name' in field && field.name === 'document',
  )
  const lockable = new Set(document && 'relationTo' in document ? [document.relationTo].flat() : [])
  // One `equals` each: Payload's check of a query's paths refuses `in` on a relation's
  // `relationTo` (and then every read of the locks, Payload's own lock checks among them).
  const readable: Where[] = []
  for (const { slug, access } of req.payload.config.collections) {
    if (!lockable.has(slug)) continue
    const may = await mayWrite(access.update)
    const ofCollection: Where = { 'document.relationTo': { equals: slug } }
    if (may === true) readable.push(ofCollection)
    else if (may) {
      // Some documents only: an account edits its own record, and reads only the locks of
      // that one (sales and translators read the lock of every account an admin had open).
      const own = (may as { id?: { equals?: unknown } }).id?.equals
      if (Object.keys(may).length === 1 && (typeof own === 'number' || typeof own === 'string'))
        readable.push({ and: [ofCollection, { 'document.value': { equals: own } }] })
    }
  }
  for (const { slug, access } of req.payload.config.globals)
    if (await mayWrite(access.update)) readable.push({ globalSlug: { equals: slug } })
  // Nothing to edit, no lock to read (an id no lock has).
  return readable.length ? { or: readable } : { id: { exists: false } }
}

/** Who reads a lock: one of what it may edit, and not one of a translator of other languages. */
const readableLocks: Access = async ({ req }) => {
  if (!req.user) return false
  const rules = [await locksOfWhatItMayEdit(req), await locksOfOtherLanguagesHidden(req)].filter(
    (rule): rule is Where => rule !== true,
  )
  return rules.length === 0 ? true : rules.length === 1 ? rules[0] : { and: rules }
}

/**
 * Whether the newest live lock of a document or global is that of someone whose editing never
 * meets the account's. Payload refuses a save (423) unless the newest lock is the saver's own, so
 * such a save goes through it (`translatorsWriteTexts`) as it would through the saver's own: it
 * cannot touch that person's texts. A lock of someone it meets still stops it.
 */
export async function lockedOnlyByOtherLanguages(
  req: PayloadRequest,
  target: Lockable,
): Promise<boolean> {
  if (target.collection && (accountCollections(req) as string[]).includes(target.collection))
    return false
  const since = new Date(Date.now() - lockSeconds * 1000).toISOString()
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    where: {
      and: [locksOf(target), { updatedAt: { greater_than: since } }],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Most saves are an autosave under the saver's own lock, or of a document no one holds: the
  // accounts apart (two queries) are asked only of a colleague's live lock.
  const id = authorId(docs[0]?.user as LockUser)
  if (!docs.length || String(id) === String(req.user?.id)) return false
  const apart = await accountsOfOtherLanguages(req, 'writing')
  return apart.some((other) => String(other) === String(id))
}

/**
 * A lock names its author in the admin's "… is editing" by the account's name (the users'
 * title). Payload reads the lock with the reader's access, which does not reach another account,
 * and printed "User: 3". Where the reader got only the id, the name (which the review queue
 * already shows every editor and translator) is put where Payload's dialog prints an author (its
 * `email`), beside the id; nothing else of the account is read. A translator is named with the
 * languages they write, in the reader's words ("Malee (Thai) is editing"): an editor judges whether their work in another
 * language meets it (walk 36, F1).
 */
const namesTheAuthor: CollectionAfterReadHook = async ({ doc, req }) => {
  const user = (doc as { user?: LockUser }).user
  const id = user?.value
  if (!req.user || user?.relationTo !== 'users') return doc
  if (typeof id !== 'number' && typeof id !== 'string') return doc
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    select: { name: true, email: true, role: true, languages: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const author = docs[0]
  if (!author) return doc
  return {
    ...doc,
    user: {
      ...user,
      value: {
        id: author.id,
        email: lockHolderName(
          author,
          req.i18n.language,
          (parts) => adminT(req.t)('starfin:editorial:lockHolderTranslator', parts),
          { withEmail: hasRole(req.user as StaffUser, 'admin', 'editor') },
        ),
      },
    },
  }
}

/** The id a lock's author is stored or read as. */
const authorId = (user: LockUser) =>
  typeof user?.value === 'object' && user.value ? (user.value as { id?: unknown }).id : user?.value

/**
 * Over HTTP a lock is removed by its author, an admin, or someone who may edit everything it
 * locks (the admin's "take over"): any staff account removed every lock at once before. An
 * admin removes any lock, also one that names a document and a global, or nothing at all.
 */
const removedByWhoMayEdit: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.payloadAPI === 'local') return
  const lock = await req.payload.findByID({
    collection: 'payload-locked-documents',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const user = lock.user as LockUser
  if (user?.relationTo === req.user?.collection && String(authorId(user)) === String(req.user?.id))
    return
  if (req.user && hasRole(req.user, 'admin')) return
  const targets = everythingLocked(lock)
  if (!targets.length) throw new Forbidden(req.t)
  for (const target of targets)
    if ((await mayEdit(req, target)) !== 'yes') throw new Forbidden(req.t)
  // Of the locks it may take over, one it may not read is not there for it: a translator
  // removed (and so read, in the answer) the hidden lock of another language's translator.
  const readable = await readableLocks({ req })
  if (readable !== true) {
    const where: Where =
      readable === false ? { id: { exists: false } } : { and: [{ id: { equals: id } }, readable] }
    const { totalDocs } = await req.payload.count({
      collection: 'payload-locked-documents',
      where,
      overrideAccess: true,
      req,
    })
    if (!totalDocs) throw new NotFound(req.t)
  }
}

/**
 * Everything a stored lock holds, whatever its shape: Payload's form state wrote locks naming
 * both a document and a global (and, for a made-up id, only the global), which lock both.
 */
function everythingLocked(lock: unknown): Lockable[] {
  const { document, globalSlug } = (lock ?? {}) as {
    document?: { relationTo?: unknown; value?: unknown } | null
    globalSlug?: unknown
  }
  const targets: Lockable[] = []
  if (document && typeof document.relationTo === 'string')
    targets.push({ collection: document.relationTo, id: document.value })
  if (typeof globalSlug === 'string' && globalSlug) targets.push({ global: globalSlug })
  return targets
}

/** Payload adds the locks' collection after the plugins run: the rules join it when Payload starts. */
export const locksNameTheirAuthor: Plugin = (config) => ({
  ...config,
  onInit: async (payload) => {
    const locks = payload.collections['payload-locked-documents']?.config
    if (locks) {
      const hooks = (locks.hooks.beforeChange ??= [])
      for (const hook of [locksWhatItsAuthorMayEdit, namesItsAuthor])
        if (!hooks.includes(hook)) hooks.unshift(hook)
      const deletes = (locks.hooks.beforeDelete ??= [])
      if (!deletes.includes(removedByWhoMayEdit)) deletes.push(removedByWhoMayEdit)
      const reads = (locks.hooks.afterRead ??= [])
      if (!reads.includes(namesTheAuthor)) reads.push(namesTheAuthor)
      locks.access.read = readableLocks
    }
    await config.onInit?.(payload)
  },
})
