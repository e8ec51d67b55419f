/**
 * A game card as the browser receives it: only what the card shows. The cards are client
 * components, so the page's flight data carries this small record once instead of the card's
 * rendered markup (its picture's `srcset` alone is a kilobyte), and the game list can render any
 * card itself for its tabs and search.
 */
import type { GameKind } from './catalogue'
import type { PictureSource } from './images'

export type CardData = {
  id: number
  title: string
  subtitle: string
  kind: GameKind
  cover: PictureSource
}

/** The texts of a card, sent once per grid. */
export type CardLabels = { kinds: Record<GameKind, string>; hot: string; new: string }

/** The ids of the games on the hot and new lists (as rendered; the browser may fetch newer ones). */
export type CardMarks = { hot: number[]; new: number[] }

/** What a card is made from (the data layer's game card). */
type CardSource = {
  gameId: number
  title: string
  subtitle: string
  kind: GameKind
  cover: PictureSource
}

export function toCardData(game: CardSource): CardData {
  return {
    id: game.gameId,
    title: game.title,
    subtitle: game.subtitle,
    kind: game.kind,
    cover: {
      url: game.cover.url,
      width: game.cover.width,
      height: game.cover.height,
    },
  }
}
