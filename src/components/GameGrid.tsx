import { getTranslations } from 'next-intl/server'

import { getCatalogueOrder, type GameCard as Card } from '@/data/games'
import type { Site } from '@/i18n/locales'

import { GameCard } from './GameCard'

/** What every card needs besides its game: its labels and whether it is on the hot or new list. */
export async function cardContext() {
  const [kinds, menu, order] = await Promise.all([getTranslations('kinds'), getTranslations('gameMenu'), getCatalogueOrder()])
  const hot = new Set(order.hot)
  const fresh = new Set(order.new)
  return {
    labelsOf: (game: Card) => ({ kind: kinds(game.kind), hot: menu('hot'), new: menu('new') }),
    marksOf: (game: Card) => ({ hot: hot.has(game.gameId), new: fresh.has(game.gameId) }),
  }
}

export async function GameGrid({ games, site, eager = 0 }: { games: Card[]; site: Site; eager?: number }) {
  const { labelsOf, marksOf } = await cardContext()
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <li key={game.gameId}>
          <GameCard game={game} site={site} priority={index < eager} labels={labelsOf(game)} marks={marksOf(game)} />
        </li>
      ))}
    </ul>
  )
}
