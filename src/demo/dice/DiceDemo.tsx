import type { GameDetail } from '@/data/games'

import { gameArtOf } from '../art'
import { betLevels } from '../bets'
import type { DemoRequest } from '../request'
import type { DemoLabels } from '../ui/labels'
import { TaiXiuGame } from './TaiXiuGame'

/** The dice demo: Tài Xỉu (big/small), whose odds are the game's rules themselves. */
export async function DiceDemo({ game, request, labels }: { game: GameDetail; request: DemoRequest; labels: DemoLabels }) {
  const art = gameArtOf(game)
  return (
    <TaiXiuGame
      title={game.title}
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
