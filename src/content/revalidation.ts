/**
 * The publish path's one entry for localised content: when a version of a document becomes
 * public, stops being public or is deleted, the tags its declaration names are expired (pages,
 * API answers, the edge). Autosaves of drafts refresh nothing.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { expireOnCommit } from '@/publishing'

import { tagsOf, type LocalisedContent } from './registry'

type Doc = Record<string, unknown>

const statusOf = (doc: unknown) => (doc as { _status?: string } | undefined)?._status

/** Public now or before: without drafts every save is public. */
const touchesThePublic = (doc: unknown, previousDoc: unknown) =>
  statusOf(doc) === undefined ||
  statusOf(doc) === 'published' ||
  statusOf(previousDoc) === 'published'

export const revalidateDocument =
  (content: LocalisedContent): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate || !touchesThePublic(doc, previousDoc)) return doc
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
  async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate || !touchesThePublic(doc, previousDoc)) return doc
    await expireOnCommit(req, tagsOf(content, doc as Doc))
    return doc
  }
