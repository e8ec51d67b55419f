/**
 * An uploaded file changed or deleted leaves the site's caches as a withdrawn game's does.
 *
 * An editor takes back a wrong or unannounced picture by replacing its file or deleting it, without
 * touching the game: nothing expired, so the image optimizer sent the old picture for a minute, the
 * game's page went on naming the old file, and the cover shown instead (the English one, after a
 * delete) stayed a 404 to strangers (round 44, F3). Now a change of an item the site shows expires
 * every page (its file, name or alternative text may be on any of them: the logo is on all) and
 * the item's own answers (its tag, `mediaFileTag`), on every instance and at the edge; a change of
 * an item the site does not show expires its own answers only.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { mediaFileTag, shownMediaIds } from '@/lib/shownMedia'
import { expireOnCommit } from '@/publishing'

async function expireFile(req: PayloadRequest, id: number | string) {
  // Read before the change commits: whether the site shows the item now.
  const shown = (await shownMediaIds(req.payload.db)).has(Number(id))
  await expireOnCommit(req, [mediaFileTag(id), ...(shown ? [cacheTags.all] : [])])
}

export const expireChangedFile: CollectionAfterChangeHook = async ({
  doc,
  operation,
  context,
  req,
}) => {
  if (operation === 'update' && !context.disableRevalidate) await expireFile(req, doc.id)
  return doc
}

export const expireDeletedFile: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  if (!context.disableRevalidate) await expireFile(req, doc.id)
  return doc
}
