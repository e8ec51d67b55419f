'use client'

import Link from 'next/link'
import { memo } from 'react'

import type { CardData, CardLabels, CardMarks } from '@/lib/cards'
import { responsiveImage } from '@/lib/images'
import { useAppState } from '@/lib/appStore'

import { WholeWords } from './WholeWords'

/** Sizes of a card image in the grids (2 columns on phones up to 5 on wide screens). */
export const cardImageSizes =
  '(max-width: 600px) 50vw, (max-width: 1000px) 33vw, (max-width: 1400px) 25vw, 280px'
/**
 * A showcase row's columns at each width, as `.game-grid--showcase` in globals.css lays it out: 2
 * on phones up to 5 on wide screens, and a row of five on one line from 1001 px (four columns
 * made its first card two wide beside two, and left half of the second line empty).
 */
const showcaseColumns = (count: number) => [2, 3, count === 5 ? 5 : 4, 5]
const showcaseWidths = ['(max-width: 600px) ', '(max-width: 1000px) ', '(max-width: 1400px) ']

/**
 * A showcase card's image sizes: a column's share of the screen at each width, two columns' for
 * the first card where it spans two (the count leaves one card over), and a fixed width past
 * 1400 px, where the page stops growing.
 */
function showcaseImageSizes(count: number, first: boolean) {
  const columns = showcaseColumns(count)
  const span = (at: number) => (first && count % columns[at] === 1 ? 2 : 1)
  return [
    ...showcaseWidths.map((width, at) => `${width}${Math.round((100 * span(at)) / columns[at])}vw`),
    `${280 * span(3)}px`,
  ].join(', ')
}

type CardProps = {
  game: CardData
  base: string
  labels: CardLabels
  marks: CardMarks
  priority?: boolean
  light?: boolean
  /** The image's `sizes`, where the card's grid is not the catalogue's (`cardImageSizes`). */
  sizes?: string
}

/**
 * A game's card, linking to its page. "Hot" and "New" come from the page's own lists at first,
 * then from the hot and new lists the browser fetched from the API, so a card is marked by the
 * newest lists the visitor has.
 *
 * The picture sits in a `<picture>`: React sends a preload hint for every `<img>` that is not
 * lazy, except inside `<picture>` (see `CoverImage`).
 *
 * A `light` card is the link, kind and title only, for the first HTML of a long list: the game
 * list sends its cards below the first screenful so, and completes each as it is scrolled near.
 *
 * Memoised, and following only its own marks in the app's state: the list completes its light
 * cards a row or two at a time, and each step, or each list the browser fetches, should render
 * only the cards it changes, not all of them again.
 */
export const GameCard = memo(function GameCard({
  game,
  base,
  labels,
  marks,
  priority = false,
  light = false,
  sizes = cardImageSizes,
}: CardProps) {
  const id = String(game.id)
  const hot = useAppState(({ hotGames }) =>
    hotGames.length ? hotGames.some((listed) => listed.gameID === id) : marks.hot.includes(game.id),
  )
  const fresh = useAppState(({ newGames }) =>
    newGames.length ? newGames.some((listed) => listed.gameID === id) : marks.new.includes(game.id),
  )
  return (
    <Link href={`${base}/detail/${game.id}`} className="game-card" data-game-id={game.id}>
      <div className="game-card__art">
        {light ? null : (
          <picture>
            <img
              {...responsiveImage(game.cover, sizes)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          </picture>
        )}
        <span className="game-card__kind">{labels.kinds[game.kind]}</span>
      </div>
      <div className="game-card__body">
        {(hot || fresh) && (
          <span className="game-card__badges">
            {fresh && <span className="list-badge list-badge--new">{labels.new}</span>}
            {hot && <span className="list-badge list-badge--hot">{labels.hot}</span>}
          </span>
        )}
        <h3 className="game-card__title">
          {/* A light card is completed before it comes into view: its first HTML stays small. */}
          {light ? game.title : <WholeWords text={game.title} phrases />}
        </h3>
        {game.subtitle && !light && (
          <p className="game-card__subtitle">
            <WholeWords text={game.subtitle} phrases />
          </p>
        )}
      </div>
    </Link>
  )
})

/**
 * A grid of cards; the first `eager` pictures load at once, at high priority. A `showcase` is a
 * row of a few games (featured, fishing, related) that never leaves a card alone on a line: where
 * it would, its first card spans two columns.
 */
export function CardGrid({
  games,
  eager = 0,
  showcase = false,
  ...context
}: { games: CardData[]; eager?: number; showcase?: boolean } & Omit<
  CardProps,
  'game' | 'priority' | 'sizes'
>) {
  return (
    <ul className={showcase ? 'game-grid game-grid--showcase' : 'game-grid'}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard
            game={game}
            priority={index < eager}
            sizes={showcase ? showcaseImageSizes(games.length, index === 0) : cardImageSizes}
            {...context}
          />
        </li>
      ))}
    </ul>
  )
}
