import { arcadeMotifs } from './arcade'
import { chineseMotifs } from './chinese'
import { classicMotifs } from './classic'
import { fantasyMotifs } from './fantasy'
import type { Motif, MotifDef } from './kit'
import { oceanMotifs } from './ocean'
import { westernMotifs } from './western'

export { makeKit, inkFor, type Kit, type Colors } from './kit'

const drawings: Record<string, Motif> = {
  ...chineseMotifs,
  ...classicMotifs,
  ...fantasyMotifs,
  ...westernMotifs,
  ...oceanMotifs,
  ...arcadeMotifs,
}

/** Shapes with a reading direction or a built-in lean stay unmirrored. */
const noFlip = new Set(['seven', 'rocket', 'dice', 'wagon'])

export const motifs: Readonly<Record<string, MotifDef>> = Object.fromEntries(
  Object.entries(drawings).map(([name, draw]) => [name, { draw, flip: !noFlip.has(name) }]),
)

export const motifNames = Object.keys(motifs)

/** What to draw for a motif name the generator does not know (new content before new art). */
const fallbackByTheme: Record<string, string> = {
  chinese: 'coin',
  classic: 'seven',
  fantasy: 'crystal',
  fishing: 'fish',
  western: 'sheriff-star',
}

export function motifFor(name: string, theme: string): MotifDef {
  const def = motifs[name] ?? motifs[fallbackByTheme[theme] ?? 'star'] ?? motifs.star
  if (!def) throw new Error('motif registry is empty')
  return def
}
