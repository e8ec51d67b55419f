import type {
  CollectionConfig,
  GlobalConfig,
  PayloadRequest,
  Plugin,
  SanitizedCollectionConfig,
  Where,
} from 'payload'

/** Payload's own lock duration (five minutes) where an entry names none. */
const defaultLockSeconds = 300

type LockRow = {
  document?: { relationTo: string; value: unknown } | null
  globalSlug?: string | null
  user?: { relationTo: string; value: unknown } | null
  createdAt?: string
  updatedAt?: string
}

/** The live locks an autosave found before Payload removed them, by request. */
const keptFor = new WeakMap<PayloadRequest, { locks: LockRow[]; autosave: boolean }>()

type Entity = { collection?: string; id?: unknown; global?: string }

const lockSeconds = (lockDocuments: CollectionConfig['lockDocuments']) =>
  typeof lockDocuments === 'object' && lockDocuments ? lockDocuments.duration : defaultLockSeconds

const whereLocked = ({ collection, id, global }: Entity): Where =>
  global
    ? { globalSlug: { equals: global } }
    : {
        and: [
          { 'document.relationTo': { equals: collection } },
          { 'document.value': { equals: id } },
        ],
      }

/** Before an autosave: the entity's live locks, to be put back once the save is written. */
async function keepLocks(req: PayloadRequest, entity: Entity, seconds: number, autosave: boolean) {
  if (!req.payload.collections['payload-locked-documents']) return
  const since = new Date(Date.now() - seconds * 1000).toISOString()
  const { docs } = await req.payload.db.find({
    collection: 'payload-locked-documents',
    where: { and: [whereLocked(entity), { updatedAt: { greater_than: since } }] },
    limit: 0,
    pagination: false,
    req,
  })
  if (docs.length) keptFor.set(req, { locks: newestOfEachAuthor(docs as LockRow[]), autosave })
}

/** One lock per author, its newest: a lock says who is editing, and more of one say no more. */
function newestOfEachAuthor(locks: LockRow[]): LockRow[] {
  const newest = new Map<string, LockRow>()
  for (const lock of locks) {
    const author = `${lock.user?.relationTo}:${String(lock.user?.value)}`
    const kept = newest.get(author)
    if (!kept || String(lock.updatedAt ?? '') > String(kept.updatedAt ?? ''))
      newest.set(author, lock)
  }
  return [...newest.values()]
}

/**
 * After the save: the locks back. Anyone else's as it was: a save may pass the lock of someone
 * whose editing never meets the saver's (`src/hooks/ownLocks.ts`), and Payload removed every lock
 * of the document with each save, so a Hindi translator's Save draft, or the English editor's,
 * took the Thai translator's lock away and the next Thai colleague met none (round 48, F2). The
 * saver's own after an autosave, as edited now (an autosave is someone typing); a Save draft or a
 * Publish ends it, as Payload means.
 */
async function putBackLocks(req: PayloadRequest) {
  const kept = keptFor.get(req)
  if (!kept) return
  keptFor.delete(req)
  const now = new Date().toISOString()
  for (const lock of kept.locks) {
    const own =
      lock.user?.relationTo === req.user?.collection &&
      String(lock.user?.value) === String(req.user?.id)
    if (own && !kept.autosave) continue
    await req.payload.db.create({
      collection: 'payload-locked-documents',
      data: {
        document: lock.document ?? undefined,
        globalSlug: lock.globalSlug ?? undefined,
        user: lock.user,
        createdAt: lock.createdAt,
        updatedAt: own ? now : lock.updatedAt,
      },
      req,
      returning: false,
    })
  }
}

/** An entry whose admin locks it while edited and autosaves its drafts. */
const locksDocuments = (entry: CollectionConfig | GlobalConfig) => {
  const drafts = typeof entry.versions === 'object' ? entry.versions?.drafts : undefined
  return entry.lockDocuments !== false && typeof drafts === 'object' && Boolean(drafts?.autosave)
}

/** Ends its author's lock when they leave the document (see the component). */
const releaseLockOnLeave = '/admin/ReleaseLockOnLeave#ReleaseLockOnLeave'
/** "Editing taken over" names who took over (see the component). */
const takenOverBy = '/admin/TakenOverBy#TakenOverBy'
/** The dialogs that end one's editing show what was typed and not saved (see the component). */
const unsavedText = '/admin/UnsavedText#UnsavedText'

type DocumentControls = { beforeDocumentControls?: unknown[] } | undefined

/**
 * The entry's edit view with the lock's release beside its buttons, the take-over dialog naming
 * who took over, and the texts typed and not saved shown in the lock's dialogs (a collection's or a
 * global's slot).
 */
function withRelease<Entry extends CollectionConfig | GlobalConfig>(
  entry: Entry,
  slot: 'edit' | 'elements',
): Entry['admin'] {
  const components = entry.admin?.components as Record<string, DocumentControls> | undefined
  return {
    ...entry.admin,
    components: {
      ...components,
      [slot]: {
        ...components?.[slot],
        beforeDocumentControls: [
          ...(components?.[slot]?.beforeDocumentControls ?? []),
          releaseLockOnLeave,
          takenOverBy,
          unsavedText,
        ],
      },
    },
  } as Entry['admin']
}

/**
 * "… is editing" while someone types in an entry that autosaves. Payload takes a document's lock
 * when its form changes and removes every lock of the document on each save (a save is taken
 * for the end of the editing), autosaves included: with the games' autosave every 1.5 s a lock
 * lived a second or two, a colleague opening the game saw no one editing, and the two overwrote
 * each other (payloadcms/payload#11604, "intended behaviour"). An autosave now keeps the locks it
 * found; a Save, a Publish and leaving the document end the lock as Payload means. Leaving is
 * ours to do: Payload ends the lock on leaving only from its "Leave without saving?" prompt,
 * which an autosaving document never shows, and a lock kept through autosaves outlived the
 * visit, locking the next colleague out for five minutes (a translator opening a game an editor
 * had left got the dialog, which took the focus from the form, and what they typed was lost).
 */
export const locksOutliveAutosaves: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig =>
    !locksDocuments(collection)
      ? collection
      : {
          ...collection,
          admin: withRelease(collection, 'edit'),
          hooks: {
            ...collection.hooks,
            beforeOperation: [
              ...(collection.hooks?.beforeOperation ?? []),
              async ({ args, collection: sanitized, operation, req }) => {
                const { autosave, id } = args as { autosave?: boolean; id?: unknown }
                if (operation === 'update' && id !== undefined)
                  await keepLocks(
                    req,
                    { collection: sanitized.slug, id },
                    lockSeconds((sanitized as SanitizedCollectionConfig).lockDocuments),
                    Boolean(autosave),
                  )
                return args
              },
            ],
            afterChange: [
              ...(collection.hooks?.afterChange ?? []),
              async ({ doc, req }) => {
                await putBackLocks(req)
                return doc
              },
            ],
          },
        },
  ),
  globals: (config.globals ?? []).map((global): GlobalConfig =>
    !locksDocuments(global)
      ? global
      : {
          ...global,
          admin: withRelease(global, 'elements'),
          hooks: {
            ...global.hooks,
            beforeOperation: [
              ...(global.hooks?.beforeOperation ?? []),
              async ({ args, global: sanitized, operation, req }) => {
                if (operation === 'update')
                  await keepLocks(
                    req,
                    { global: sanitized.slug },
                    lockSeconds(sanitized.lockDocuments),
                    Boolean((args as { autosave?: boolean }).autosave),
                  )
                return args
              },
            ],
            afterChange: [
              ...(global.hooks?.afterChange ?? []),
              async ({ doc, req }) => {
                await putBackLocks(req)
                return doc
              },
            ],
          },
        },
  ),
})
