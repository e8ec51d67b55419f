import { gameArtOf, slotSymbolsSvg, svgDataUri } from '../../art/gameArt'
import { demoPropsOf, type DemoPageProps } from '../demoProps'
import { NotAvailable } from '../NotAvailable'
import { slotTargetsOf } from './paytable'
import { SlotGame } from './SlotGame'
import { slotSpecFor } from './slotSpecs'

/** A slot's demo: its calibrated machine, its symbols drawn in its colours, and the player. */
export function SlotDemo(page: DemoPageProps) {
  const { game, request, labels } = page
  const targets = slotTargetsOf(game)
  if (!targets) {
    const { notAvailable, backToGame } = labels
    return (
      <NotAvailable
        title={game.title}
        message={notAvailable}
        back={backToGame}
        lobby={request.lobby}
      />
    )
  }
  const spec = slotSpecFor(targets)
  const art = gameArtOf(game)
  const symbols = slotSymbolsSvg(spec.paySymbols, game.theme, art)
  const css = symbols
    .map((svg, id) => `[data-slot-symbol="${id}"]{background-image:url("${svgDataUri(svg)}")}`)
    .join('')
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <SlotGame {...demoPropsOf(page, art)} spec={spec} />
    </>
  )
}
