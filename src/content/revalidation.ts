/**
 * The publish path's one entry for localised content: when a version of a document becomes
 * public, stops being public or is deleted, the tags its declaration names are expired (pages,
 * API answers, the edge). Autosaves of drafts refresh nothing.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  RequestContext,
} from 'payload'

import { expireOnCommit } from '@/publishing'

import { tagsOf, type LocalisedContent } from './registry'

type Doc = Record<string, unknown>

const statusOf = (doc: unknown) => (doc as { _status?: string } | undefined)?._status

/** Where a request notes the documents it writes other than as a draft (`notesPublicWrites`). */
const publicWrites = 'starfin:publicWrites'

const writtenPublicly = (context: RequestContext, key: string) =>
  (context[publicWrites] as Set<string> | undefined)?.has(key) ?? false

/**
 * Before a save: whether it writes the document itself, not only a draft (a publish, an
 * unpublish, a save without drafts). A scheduled unpublish of a game with a newer draft (any
 * translator's) saved `_status: 'draft'` over a draft: before and after, the latest version was
 * a draft, and its page stayed public until its cache's end (round 44, F7).
 */
function notePublicWrite(context: RequestContext, key: string) {
  const noted = (context[publicWrites] as Set<string> | undefined) ?? new Set<string>()
  noted.add(key)
  context[publicWrites] = noted
}

export const notesPublicWrites: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
}) => {
  if ((operation === 'update' || operation === 'updateByID') && args.draft !== true) {
    const { id } = args as { id?: number | string }
    notePublicWrite(args.req.context, `${collection.slug}:${id ?? '*'}`)
  }
  return args
}

export const notesGlobalPublicWrites: GlobalBeforeOperationHook = ({ args, global, operation }) => {
  if (operation === 'update' && (args as { draft?: boolean }).draft !== true)
    notePublicWrite((args as { req: { context: RequestContext } }).req.context, global.slug)
  return args
}

/**
 * Public now or before, or written other than as a draft (an unpublish over a newer draft):
 * without drafts every save is public.
 */
const touchesThePublic = (doc: unknown, previousDoc: unknown, writtenAsPublic: boolean) =>
  writtenAsPublic ||
  statusOf(doc) === undefined ||
  statusOf(doc) === 'published' ||
  statusOf(previousDoc) === 'published'

export const revalidateDocument =
  (content: LocalisedContent): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, context, req }) => {
    const writtenAsPublic =
      writtenPublicly(context, `${collection.slug}:${String((doc as Doc).id)}`) ||
      writtenPublicly(context, `${collection.slug}:*`)
    if (context.disableRevalidate || !touchesThePublic(doc, previousDoc, writtenAsPublic))
      return doc
    // The document's tags before the save too: a changed game id leaves its old page stale.
    await expireOnCommit(req, [
      ...tagsOf(content, doc as Doc),
      ...(previousDoc ? tagsOf(content, previousDoc as Doc) : []),
    ])
    return doc
  }

export const revalidateDeletedDocument =
  (content: LocalisedContent): CollectionAfterDeleteHook =>
  async ({ doc, context, req }) => {
    if (!context.disableRevalidate) await expireOnCommit(req, tagsOf(content, doc as Doc))
    return doc
  }

export const revalidateGlobalContent =
  (content: LocalisedContent): GlobalAfterChangeHook =>
  async ({ global, doc, previousDoc, context, req }) => {
    const writtenAsPublic = writtenPublicly(context, global.slug)
    if (context.disableRevalidate || !touchesThePublic(doc, previousDoc, writtenAsPublic))
      return doc
    await expireOnCommit(req, tagsOf(content, doc as Doc))
    return doc
  }
