import { fishSvg, gameArtOf, svgDataUri } from '../../art/gameArt'
import { demoPropsOf, type DemoPageProps } from '../demoProps'
import { FishingGame } from './FishingGame'
import { fishingOddsOf } from './odds'
import { seaOf } from './seas'

/**
 * A fishing game's demo: the sea its page describes (chosen by its cover creature), its species
 * calibrated to the game's published figures, and its special shots by the names its page gives
 * them.
 */
export function FishingDemo(page: DemoPageProps) {
  const { game } = page
  const art = gameArtOf(game)
  const odds = fishingOddsOf({
    rtp: game.rtp ?? 96,
    hitFrequency: game.hitFrequency ?? 35,
    maxMultiplier: game.maxMultiplier ?? null,
    topFishPay: game.topFishPay,
    motif: art.motif,
  })
  const background = art.palette[2]
  return (
    <FishingGame
      {...demoPropsOf(page, art)}
      odds={odds}
      shotNames={game.shotNames}
      water={seaOf(art.motif).water}
      sprites={odds.species.map(({ motif, colors }) =>
        svgDataUri(fishSvg(motif, colors, background)),
      )}
    />
  )
}
