import type { Payload, PayloadRequest } from 'payload'

import { coverLocalesFor } from '@/art'
import { defaultContentLocale, type ContentLocale } from '@/i18n/locales'

import { eachConcurrently } from './concurrently'
import type { GameFile } from './content/schema'
import { uploadCovers } from './covers'
import { whole } from './transaction'

/**
 * The covers of each site's language, for a seed that loaded the games without them (`npm start`
 * uploads these after the site is served; until then the server draws each cover on request,
 * the same picture from the same fields). Each game is saved whole: its new covers are set
 * language by language and published together. A game an editor has since changed is left as
 * they left it: one with an unpublished draft, or a language whose title is no longer the content
 * file's, or that has a cover already.
 */
export async function seedSiteCovers(
  payload: Payload,
  games: readonly GameFile[],
  tick: (what: string) => void,
) {
  await eachConcurrently(games, 2, async (game) => {
    await whole(payload, (req) => addSiteCovers(req, game))
    tick(`covers of game ${game.id}`)
  })
}

async function addSiteCovers(req: PayloadRequest, game: GameFile) {
  // Read outside the save's request: with `locale: 'all'` the local API would switch its locale.
  const { docs } = await req.payload.find({
    collection: 'games',
    where: { gameId: { equals: game.id } },
    locale: 'all',
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const stored = docs[0]
  if (!stored || stored._status !== 'published') return
  const titles = stored.title as unknown as Partial<Record<ContentLocale, string>>
  const covers = (stored.cover ?? {}) as unknown as Partial<Record<ContentLocale, number | null>>
  const missing = coverLocalesFor(game).filter(
    (locale) => !covers[locale] && titles[locale] === game.text[locale].title,
  )
  if (!missing.length) return

  const uploaded = await uploadCovers(req, game, missing)
  for (const locale of missing)
    await req.payload.update({
      collection: 'games',
      id: stored.id,
      locale,
      draft: true,
      overrideAccess: true,
      req,
      data: { _status: 'draft', cover: uploaded[locale] },
    })
  await req.payload.update({
    collection: 'games',
    id: stored.id,
    locale: defaultContentLocale,
    draft: false,
    overrideAccess: true,
    req,
    data: { _status: 'published' },
  })
}
