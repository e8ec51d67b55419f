import { getTranslations } from 'next-intl/server'

import { payloadClient } from '@/data/payload'
import { getCatalogueOrder, type GameCard as Game } from '@/data/games'
import type { Site } from '@/i18n/locales'
import { toCardData, type CardLabels } from '@/lib/cards'
import { gameKinds } from '@/lib/catalogue'
import { sitePath } from '@/lib/site'

import { CardGrid } from './GameCard'

/** What every card needs besides its game: the texts, and the hot and new lists. */
export async function cardContext() {
  const [kinds, menu, order] = await Promise.all([
    getTranslations('kinds'),
    getTranslations('gameMenu'),
    getCatalogueOrder(payloadClient),
  ])
  const labels: CardLabels = {
    kinds: Object.fromEntries(gameKinds.map((kind) => [kind, kinds(kind)])) as CardLabels['kinds'],
    hot: menu('hot'),
    new: menu('newBadge'),
  }
  return { labels, order }
}

export async function GameGrid({
  games,
  site,
  eager = 0,
}: {
  games: Game[]
  site: Site
  eager?: number
}) {
  const { labels, order } = await cardContext()
  // Only the marks of the games shown.
  const shown = new Set(games.map((game) => game.gameId))
  const marks = {
    hot: order.hot.filter((id) => shown.has(id)),
    new: order.new.filter((id) => shown.has(id)),
  }
  return (
    <CardGrid
      games={games.map((game) => toCardData(game))}
      base={sitePath(site)}
      labels={labels}
      marks={marks}
      eager={eager}
      showcase
    />
  )
}
