import type { GameDetail } from '@/data/games'

import { gameArtOf, motifSvg, svgDataUri } from '../art'
import { betLevels } from '../bets'
import type { DemoRequest } from '../request'
import type { DemoLabels } from '../ui/labels'
import { CoinPusherGame } from './CoinPusherGame'
import { pusherOddsOf } from './odds'

/** The arcade demo: the coin pusher, with odds from the game's published figures. */
export async function PusherDemo({ game, request, labels }: { game: GameDetail; request: DemoRequest; labels: DemoLabels }) {
  const art = gameArtOf(game)
  const odds = pusherOddsOf({ rtp: game.rtp ?? 95, hitFrequency: game.hitFrequency ?? 40, maxMultiplier: game.maxMultiplier ?? null })
  return (
    <CoinPusherGame
      title={game.title}
      odds={odds}
      nugget={svgDataUri(motifSvg('gold-nugget', game.theme, art.palette))}
      labels={labels}
      locale={request.site.tag}
      currency={request.currency}
      account={request.account}
      lobby={request.lobby}
      palette={art.palette}
      bets={betLevels(game.bet?.min, game.bet?.max)}
    />
  )
}
