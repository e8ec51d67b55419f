import type { GameDetail } from '@/data/games'

import { fishSvg, gameArtOf, svgDataUri } from '../art'
import { betLevels } from '../bets'
import type { DemoRequest } from '../request'
import type { DemoLabels } from '../ui/labels'
import { FishingGame } from './FishingGame'
import { fishingOddsOf } from './odds'

/** A fishing game's demo: its sea of species, calibrated to the game's published figures. */
export async function FishingDemo({ game, request, labels }: { game: GameDetail; request: DemoRequest; labels: DemoLabels }) {
  const art = gameArtOf(game)
  const odds = fishingOddsOf({ rtp: game.rtp ?? 96, hitFrequency: game.hitFrequency ?? 35, maxMultiplier: game.maxMultiplier ?? null, motif: art.motif })
  return (
    <FishingGame
      title={game.title}
      odds={odds}
      sprites={odds.species.map((species) => svgDataUri(fishSvg(species.motif, species.colors, art.palette[2])))}
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
