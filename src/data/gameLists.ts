/** The answers of the game-list API: game ids with their names in thirteen languages. */
import { allOf } from '@/content/registry'
import {
  contentLocales,
  gameNameLocales,
  isExtraNameLocale,
  nameFieldOf,
  type ContentLocale,
} from '@/i18n/locales'
import { isBlank } from '@/lib/blankText'
import { gameThemes, type GameListItem, type GameTheme } from '@/lib/catalogue'

import { cached, type Connect } from './cached'
import { getCatalogueOrder } from './games'
import { shownSites } from './shownSites'

type Named = { gameId: number; theme: GameTheme; sites: string[]; item: GameListItem }

/** Every published game with its names and the sites that show it (`./shownSites.ts`), in id order. */
const getNamedGames = cached(
  'named-games',
  [allOf('games')],
  async ({ connect }): Promise<Named[]> => {
    const payload = await connect()
    const query = (locale: ContentLocale) =>
      payload.find({
        collection: 'games',
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: false,
        draft: false,
        sort: 'gameId',
        select: { gameId: true, title: true, description: true, theme: true, names: true },
      })
    const [results, shown] = await Promise.all([
      Promise.all(contentLocales.map((locale) => query(locale))),
      shownSites(connect),
    ])
    // A game's name in a language is its title there once translated, its description too: a
    // title alone is a translation under way (a Thai title typed while /th answers 404 for the
    // game), and the English name stands in for it, as for a game without that translation.
    const titles = new Map<string, string>()
    contentLocales.forEach((locale, i) =>
      results[i].docs.forEach((doc) => {
        if (!isBlank('text', doc.title) && !isBlank('richText', doc.description))
          titles.set(`${locale}:${doc.gameId}`, doc.title)
      }),
    )
    return results[0].docs.map((doc) => {
      const names: Record<string, string> = {}
      for (const locale of gameNameLocales) {
        const extra = isExtraNameLocale(locale) ? doc.names?.[nameFieldOf(locale)] : undefined
        names[locale] = extra || titles.get(`${locale}:${doc.gameId}`) || doc.title
      }
      return {
        gameId: doc.gameId,
        theme: doc.theme,
        sites: shown.get(doc.gameId) ?? [],
        item: { gameID: String(doc.gameId), gameName: names as GameListItem['gameName'] },
      }
    })
  },
)

async function named(connect: Connect, site?: string) {
  const games = await getNamedGames(connect)
  // Without a site: the games some site shows.
  return games.filter((game) => (site ? game.sites.includes(site) : game.sites.length))
}

/** The hot or new list, in the editors' order. */
export async function orderedList(
  connect: Connect,
  list: 'hot' | 'new',
  site?: string,
): Promise<GameListItem[]> {
  const [games, order] = await Promise.all([named(connect, site), getCatalogueOrder(connect)])
  const byId = new Map(games.map((game) => [game.gameId, game.item]))
  return order[list].map((id) => byId.get(id)).filter((item): item is GameListItem => Boolean(item))
}

/** Every game by theme group; within a group, the editors' order of the lists, then by id. */
export async function themeGroups(
  connect: Connect,
  site?: string,
): Promise<Record<GameTheme, GameListItem[]>> {
  const [games, order] = await Promise.all([named(connect, site), getCatalogueOrder(connect)])
  const rank = new Map<number, number>()
  for (const id of [...order.featured, ...order.slot, ...order.fish, ...order.arcade])
    if (!rank.has(id)) rank.set(id, rank.size)
  const sorted = [...games].sort(
    (a, b) =>
      (rank.get(a.gameId) ?? Infinity) - (rank.get(b.gameId) ?? Infinity) || a.gameId - b.gameId,
  )
  return Object.fromEntries(
    gameThemes.map((theme) => [
      theme,
      sorted.filter((game) => game.theme === theme).map((game) => game.item),
    ]),
  ) as Record<GameTheme, GameListItem[]>
}
