import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Game } from '@/payload-types'
import { cacheTags } from '@/lib/cacheTags'
import { expireOnCommit } from '@/publishing'

const tagsOf = (game: Pick<Game, 'gameId'>) => [cacheTags.gameLists, cacheTags.game(game.gameId)]

/** A publish, an unpublish or an edit of a published game refreshes every page that shows it. */
export const revalidateGame: CollectionAfterChangeHook<Game> = async ({
  doc,
  previousDoc,
  context,
  req,
}) => {
  if (context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status === 'published' || wasPublic) {
    await expireOnCommit(req, [...tagsOf(doc), ...(previousDoc ? tagsOf(previousDoc) : [])])
  }
  return doc
}

export const revalidateGameDelete: CollectionAfterDeleteHook<Game> = async ({
  doc,
  context,
  req,
}) => {
  if (!context.disableRevalidate) await expireOnCommit(req, tagsOf(doc))
  return doc
}
