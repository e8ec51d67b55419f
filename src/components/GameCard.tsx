import Link from 'next/link'

import type { GameCard as Card } from '@/data/games'
import type { Site } from '@/i18n/locales'
import { sitePath } from '@/lib/site'

import { CoverImage } from './CoverImage'
import { ListBadges, type ListMarks } from './ListBadges'

/** Sizes of a card image in the grids (2 columns on phones up to 5 on wide screens). */
export const cardImageSizes = '(max-width: 600px) 50vw, (max-width: 1000px) 33vw, (max-width: 1400px) 25vw, 280px'

export type CardLabels = { kind: string; hot: string; new: string }

export function GameCard({ game, site, marks, labels, priority = false }: { game: Card; site: Site; marks: ListMarks; labels: CardLabels; priority?: boolean }) {
  return (
    <Link href={sitePath(site, `/detail/${game.gameId}`)} className="game-card" data-game-id={game.gameId}>
      <div className="game-card__art">
        {game.cover ? <CoverImage picture={game.cover} alt="" sizes={cardImageSizes} priority={priority} /> : <div className="game-card__placeholder" />}
        <span className="game-card__kind">{labels.kind}</span>
      </div>
      <div className="game-card__body">
        <ListBadges gameId={game.gameId} marks={marks} labels={labels} />
        <h3 className="game-card__title">{game.title}</h3>
        {game.subtitle && <p className="game-card__subtitle">{game.subtitle}</p>}
      </div>
    </Link>
  )
}
