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
/**
 * Shot names with their hyphens made non-breaking: a narrow shot button wrapped Caranguejo-|Bomba,
 * which Portuguese would have to set with the hyphen repeated on the next line.
 */
const unbrokenNames = (names: DemoPageProps['game']['shotNames']) =>
  names &&
  Object.fromEntries(
    Object.entries(names).map(([id, name]) => [
      id,
      name?.replace(/(?<=\p{L})-(?=\p{L})/gu, '\u2011') ?? name,
    ]),
  )

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
      shotNames={unbrokenNames(game.shotNames)}
      water={seaOf(art.motif).water}
      sprites={odds.species.map(({ motif, colors }) =>
        svgDataUri(fishSvg(motif, colors, background)),
      )}
    />
  )
}
