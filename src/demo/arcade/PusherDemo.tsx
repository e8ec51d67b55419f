import { gameArtOf, motifSvg, svgDataUri } from '../../art/gameArt'
import { demoPropsOf, type DemoPageProps } from '../demoProps'
import { CoinPusherGame } from './CoinPusherGame'
import { pusherOddsOf } from './odds'

/** The arcade demo: the coin pusher, with odds from the game's published figures. */
export function PusherDemo(page: DemoPageProps) {
  const { game } = page
  const art = gameArtOf(game)
  const odds = pusherOddsOf({
    rtp: game.rtp ?? 95,
    hitFrequency: game.hitFrequency ?? 40,
    maxMultiplier: game.maxMultiplier ?? null,
  })
  return (
    <CoinPusherGame
      {...demoPropsOf(page, art)}
      odds={odds}
      nugget={svgDataUri(motifSvg('gold-nugget', game.theme, art.palette))}
    />
  )
}
