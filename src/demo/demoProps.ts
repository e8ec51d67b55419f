import type { GameDetail } from '@/data/games'
import { creditValue } from '@/i18n/locales'

import type { GameArt } from '../art/gameArt'
import { betLevels } from './bets'
import type { DemoRequest } from './request'
import type { DemoLabels } from './ui/labels'
import type { DemoProps } from './ui/useDemo'

/** What the demo page hands each game's demo. */
export type DemoPageProps = { game: GameDetail; request: DemoRequest; labels: DemoLabels }

/** The props every demo player takes: the game's title and colours, the visitor's wallet, bets. */
export function demoPropsOf({ game, request, labels }: DemoPageProps, art: GameArt): DemoProps {
  return {
    title: game.title,
    labels,
    site: request.site.prefix,
    currency: request.currency,
    account: request.account,
    lobby: request.lobby,
    palette: art.palette,
    bets: betLevels(game.bet?.min, game.bet?.max, creditValue[request.currency]),
  }
}
