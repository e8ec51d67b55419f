import type { GameDetail } from '@/data/games'

import { gameArtOf, slotSymbolsSvg, svgDataUri } from '../art'
import { betLevels } from '../bets'
import { NotAvailable } from '../NotAvailable'
import type { DemoRequest } from '../request'
import type { DemoLabels } from '../ui/labels'
import { slotTargetsOf } from './paytable'
import { SlotGame } from './SlotGame'
import { slotSpecFor } from './slotSpecs'

/** A slot's demo: its calibrated machine, its symbols drawn in its colours, and the player. */
export async function SlotDemo({ game, request, labels }: { game: GameDetail; request: DemoRequest; labels: DemoLabels }) {
  const targets = slotTargetsOf(game)
  if (!targets) return <NotAvailable title={game.title} message={labels.notAvailable} back={labels.backToGame} lobby={request.lobby} />
  const spec = slotSpecFor(targets)
  const art = gameArtOf(game)
  const symbols = slotSymbolsSvg(spec.paySymbols, game.theme, art)
  const css = symbols.map((svg, id) => `[data-slot-symbol="${id}"]{background-image:url("${svgDataUri(svg)}")}`).join('')
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <SlotGame
        title={game.title}
        spec={spec}
        labels={labels}
        locale={request.site.tag}
        currency={request.currency}
        account={request.account}
        lobby={request.lobby}
        palette={art.palette}
        bets={betLevels(game.bet?.min, game.bet?.max)}
      />
    </>
  )
}
