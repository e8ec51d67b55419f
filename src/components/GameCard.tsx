import Image from 'next/image'
import Link from 'next/link'

import type { GameCard as Card } from '@/data/games'
import type { Site } from '@/i18n/locales'
import { sitePath } from '@/lib/site'

/** Sizes of a card image in the grids (2 columns on phones up to 5 on wide screens). */
export const cardImageSizes = '(max-width: 600px) 50vw, (max-width: 1000px) 33vw, (max-width: 1400px) 25vw, 280px'

export function GameCard({ game, site, priority = false, kindLabel }: { game: Card; site: Site; priority?: boolean; kindLabel: string }) {
  return (
    <Link href={sitePath(site, `/detail/${game.gameId}`)} className="game-card" data-game-id={game.gameId}>
      <div className="game-card__art">
        {game.cover ? (
          <Image src={game.cover.url} alt="" width={game.cover.width} height={game.cover.height} sizes={cardImageSizes} priority={priority} />
        ) : (
          <div className="game-card__placeholder" />
        )}
        <span className="game-card__kind">{kindLabel}</span>
      </div>
      <div className="game-card__body">
        <h3 className="game-card__title">{game.title}</h3>
        {game.subtitle && <p className="game-card__subtitle">{game.subtitle}</p>}
      </div>
    </Link>
  )
}
