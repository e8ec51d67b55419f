/**
 * The catalogue as the public pages see it: published games, public fields only, each with the
 * sites that show it (`./shownSites.ts`).
 */
import { allOf, oneOf } from '@/content/registry'
import { defaultContentLocale, type ContentLocale, type SitePrefix } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { catalogueLists, type CatalogueList, type GameKind, type GameTheme } from '@/lib/catalogue'
import type { Game } from '@/payload-types'

import { cached, type Connect } from './cached'
import { generatedCover } from './generatedCover'
import { toPicture, type Picture } from './media'
import { shownSites } from './shownSites'

export type GameCard = {
  gameId: number
  kind: GameKind
  theme: GameTheme
  title: string
  subtitle: string
  cover: Picture
  sites: SitePrefix[]
}

/** What pages read of an image (the URL is derived from the file name). */
export const mediaSelect = {
  filename: true,
  url: true,
  width: true,
  height: true,
  alt: true,
  // The version in each file's address (`toPicture`).
  updatedAt: true,
  sizes: { og: { filename: true, url: true } },
} as const

export const cardSelect = {
  gameId: true,
  kind: true,
  theme: true,
  title: true,
  subtitle: true,
  cover: true,
  art: true,
} as const

/** Reads the cards of the given games (by number), in that order, as a visitor. */
export async function readCards(
  connect: Connect,
  locale: ContentLocale,
  gameIds: number[],
): Promise<GameCard[]> {
  if (!gameIds.length) return []
  const payload = await connect()
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { in: gameIds } },
    locale,
    fallbackLocale: defaultContentLocale,
    depth: 1,
    limit: gameIds.length,
    pagination: false,
    overrideAccess: false,
    draft: false,
    select: cardSelect,
    populate: { media: mediaSelect },
  })
  const byId = new Map(docs.map((doc) => [doc.gameId, doc]))
  const shown = await shownSites(connect, gameIds)
  return gameIds.flatMap((gameId): GameCard[] => {
    const doc = byId.get(gameId)
    if (!doc) return []
    return [
      {
        gameId: doc.gameId,
        kind: doc.kind,
        theme: doc.theme,
        title: doc.title,
        subtitle: doc.subtitle ?? '',
        cover: toPicture(doc.cover) ?? generatedCover(doc, locale),
        sites: shown.get(gameId) ?? [],
      },
    ]
  })
}

/**
 * The editor-fixed order of each list, as game ids (published games only). Reads the global and
 * the numbers of the games it names, not the whole catalogue: a publish of any game expires it.
 */
export const getCatalogueOrder = cached(
  'catalogue-order',
  [cacheTags.catalogueOrder, allOf('games')],
  async ({ connect }) => {
    const payload = await connect()
    const order = await payload.findGlobal({
      slug: 'catalogue-order',
      depth: 0,
      overrideAccess: false,
    })
    const idsOf = (list: CatalogueList) =>
      ((order[list] ?? []) as (number | { id: number })[]).map((entry) =>
        typeof entry === 'number' ? entry : entry.id,
      )
    const named = [...new Set(catalogueLists.flatMap(idsOf))]
    const ids = new Map<number, number>()
    if (named.length) {
      const { docs } = await payload.find({
        collection: 'games',
        where: { id: { in: named } },
        depth: 0,
        limit: named.length,
        pagination: false,
        overrideAccess: false,
        select: { gameId: true },
      })
      for (const doc of docs) ids.set(doc.id, doc.gameId)
    }
    return Object.fromEntries(
      catalogueLists.map((list) => [
        list,
        idsOf(list)
          .map((id) => ids.get(id))
          .filter((id): id is number => id !== undefined),
      ]),
    ) as Record<CatalogueList, number[]>
  },
)

/**
 * The cards of every game in the editors' lists, in one language: what the home page shows. As
 * many as the editors list, whatever the size of the catalogue.
 */
const getListedCards = cached(
  'listed-game-cards',
  [allOf('games'), cacheTags.catalogueOrder],
  async ({ connect }, locale: ContentLocale): Promise<GameCard[]> => {
    const order = await getCatalogueOrder(connect)
    const listed = [...new Set(catalogueLists.flatMap((list) => order[list]))].sort((a, b) => a - b)
    return readCards(connect, locale, listed)
  },
)

/** The games of one site, by list, in the editors' order. */
export async function getSiteLists(connect: Connect, locale: ContentLocale, site: SitePrefix) {
  const [cards, order] = await Promise.all([
    getListedCards(connect, locale),
    getCatalogueOrder(connect),
  ])
  const byId = new Map(
    cards.filter((card) => card.sites.includes(site)).map((card) => [card.gameId, card]),
  )
  const pick = (ids: number[]) =>
    ids.map((id) => byId.get(id)).filter((card): card is GameCard => Boolean(card))
  return Object.fromEntries(catalogueLists.map((list) => [list, pick(order[list])])) as Record<
    CatalogueList,
    GameCard[]
  >
}

export type GameDetail = Pick<
  Game,
  | 'gameId'
  | 'kind'
  | 'theme'
  | 'art'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'typeText'
  | 'layout'
  | 'maxMultiplier'
  | 'topFishPay'
  | 'rtp'
  | 'volatility'
  | 'hitFrequency'
  | 'bet'
  | 'buyFeature'
  | 'buyPrice'
  | 'mechanics'
  | 'releaseYear'
  | 'supportedLanguages'
  | 'platforms'
  | 'meta'
  | 'demo'
  | 'shotNames'
> & { features: string[]; cover: Picture; video: Picture | null; sites: SitePrefix[] }

/**
 * One published game with everything its page shows, or null; its `sites` are those that show it.
 * A draft (an editor's preview) has the sites it is listed on.
 */
export const getGame = cached<[number, ContentLocale], GameDetail | null>(
  'game',
  [oneOf('games', (gameId) => ({ gameId }))],
  async ({ draft, connect }, gameId: number, locale: ContentLocale): Promise<GameDetail | null> => {
    const payload = await connect()
    const { docs } = await payload.find({
      collection: 'games',
      where: { gameId: { equals: gameId } },
      locale,
      fallbackLocale: defaultContentLocale,
      depth: 1,
      limit: 1,
      // Drafts only in an editor's preview: draft mode with a staff session (data/preview.ts).
      overrideAccess: draft,
      draft,
      populate: { media: mediaSelect },
    })
    const doc = docs[0]
    if (!doc) return null
    const shown = draft ? null : ((await shownSites(connect, [gameId])).get(gameId) ?? [])
    const {
      id: _id,
      updatedAt: _u,
      createdAt: _c,
      _status,
      features,
      cover,
      video,
      sites,
      names: _names,
      ...rest
    } = doc
    return {
      ...rest,
      features: (features ?? []).map((row) => row.text),
      // A draft's pictures in the preview, as the file itself: the editor's session reads it.
      cover: toPicture(cover, { direct: draft }) ?? generatedCover(doc, locale),
      video: toPicture(video, { direct: draft }),
      sites: shown ?? ((sites ?? []) as SitePrefix[]),
    }
  },
)
