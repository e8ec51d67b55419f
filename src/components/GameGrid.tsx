import { getTranslations } from 'next-intl/server'

import type { GameCard as Card } from '@/data/games'
import type { Site } from '@/i18n/locales'

import { GameCard } from './GameCard'

export async function GameGrid({ games, site, eager = 0 }: { games: Card[]; site: Site; eager?: number }) {
  const kinds = await getTranslations('kinds')
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <li key={game.gameId}>
          <GameCard game={game} site={site} priority={index < eager} kindLabel={kinds(game.kind)} />
        </li>
      ))}
    </ul>
  )
}
