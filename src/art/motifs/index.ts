import type { GameTheme } from '@/lib/catalogue'
import { themeLooks } from '@/lib/themes'

import { arcadeMotifs } from './arcade'
import { chineseMotifs } from './chinese'
import { classicMotifs } from './classic'
import { coveMotifs } from './cove'
import { deepSeaMotifs } from './deepSea'
import { fantasyMotifs } from './fantasy'
import type { Motif, MotifDef } from './kit'
import { oceanMotifs } from './ocean'
import { palaceMotifs } from './palace'
import { polarMotifs } from './polar'
import { westernMotifs } from './western'

export { makeKit, inkFor, type Kit, type Colors } from './kit'

const drawings: Record<string, Motif> = {
  ...chineseMotifs,
  ...classicMotifs,
  ...fantasyMotifs,
  ...westernMotifs,
  ...oceanMotifs,
  ...deepSeaMotifs,
  ...polarMotifs,
  ...palaceMotifs,
  ...coveMotifs,
  ...arcadeMotifs,
}

/** Shapes with a reading direction or a built-in lean stay unmirrored. */
const noFlip = new Set(['seven', 'rocket', 'dice', 'wagon'])

export const motifs: Readonly<Record<string, MotifDef>> = Object.fromEntries(
  Object.entries(drawings).map(([name, draw]) => [name, { draw, flip: !noFlip.has(name) }]),
)

export const motifNames = Object.keys(motifs)

/** A motif's drawing; a name the library does not draw (new content before new art) is drawn as the theme's emblem. */
export function motifFor(name: string, theme: GameTheme): MotifDef {
  const def = motifs[name] ?? motifs[themeLooks[theme].emblem] ?? motifs.star
  if (!def) throw new Error('motif registry is empty')
  return def
}
