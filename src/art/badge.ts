import { darken, lighten } from './color'
import type { Colors } from './motifs'
import { type Defs, g, path, roundRect } from './svg'
import { linePath, shapeLine } from './text/shaper'

export type GameKind = 'slot' | 'fish' | 'arcade' | 'board'

const LABEL: Record<GameKind, string> = {
  slot: 'SLOT',
  fish: 'FISHING',
  arcade: 'ARCADE',
  board: 'BOARD',
}

/** The small game-kind pill in the top left corner, lettered with the same font engine as the title. */
export function badge(defs: Defs, c: Colors, kind: GameKind): string {
  const label = shapeLine(LABEL[kind] ?? 'GAME', 'en-US')
  const size = 30
  const tracking = 0.08
  const textW = (label.advance + tracking * (label.glyphs.length - 1)) * size
  const h = 58
  const w = textW + 60
  const x = 36
  const y = 34
  const spaced = { ...label, glyphs: label.glyphs.map((gl, i) => ({ ...gl, x: gl.x + i * tracking })) }
  const d = linePath(spaced, x + 30, y + h / 2 + size * 0.36, size)
  return g(
    [
      path(roundRect(x, y + 5, w, h, h / 2), { fill: c.ink, 'fill-opacity': 0.6 }),
      path(roundRect(x, y, w, h, h / 2), {
        fill: defs.linear([
          [0, lighten(c.accent, 0.25)],
          [1, darken(c.accent, 0.3)],
        ]),
        stroke: lighten(c.highlight, 0.2),
        'stroke-width': 3,
      }),
      path(roundRect(x + 6, y + 5, w - 12, h / 2 - 4, h / 4), { fill: '#ffffff', 'fill-opacity': 0.18 }),
      path(d, { fill: c.ink, stroke: c.ink, 'stroke-width': 5, 'stroke-linejoin': 'round', transform: 'translate(0 2)' }),
      path(d, { fill: '#ffffff' }),
    ].join(''),
    { class: 'badge' },
  )
}
