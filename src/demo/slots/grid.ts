import { parseRowsPerReel } from '@/lib/catalogue'

/** The reels a slot is played on: fixed rows, or (Megaways) a new height per reel every spin. */
export type SlotGrid = {
  mode: 'lines' | 'ways'
  reels: number
  /** Per reel; equal to maxRows except on Megaways reels, which land 2 to max rows high. */
  minRows: number[]
  maxRows: number[]
  /** Paylines (lines mode), else 0. */
  lines: number
}

/** A game's layout as the CMS stores it (rows per reel as text) or a seed file writes it (a list). */
export type LayoutFields = {
  mode?: string | null
  reels?: number | null
  rows?: number | null
  lines?: number | null
  maxRowsPerReel?: string | readonly number[] | null
}

/** A win needs three matching reels, so a playable slot has at least three. */
const minReels = 3
const megawaysMinRows = 2

/** The grid the demo engine plays for a layout, or null when the layout cannot be played. */
export function slotGridOf(layout: LayoutFields | null | undefined): SlotGrid | null {
  const reels = layout?.reels ?? 0
  if (!layout || reels < minReels) return null
  if (layout.mode === 'lines' || layout.mode === 'ways') {
    const rows = layout.rows ?? 0
    if (rows < 1) return null
    const fixed = Array<number>(reels).fill(rows)
    if (layout.mode === 'ways')
      return { mode: 'ways', reels, minRows: fixed, maxRows: fixed, lines: 0 }
    const lines = layout.lines ?? 0
    return lines >= 1 ? { mode: 'lines', reels, minRows: fixed, maxRows: [...fixed], lines } : null
  }
  if (layout.mode === 'megaways') {
    const text = layout.maxRowsPerReel
    const maxRows = typeof text === 'string' || text == null ? parseRowsPerReel(text) : [...text]
    if (!maxRows || maxRows.length !== reels) return null
    return {
      mode: 'ways',
      reels,
      minRows: maxRows.map((max) => Math.min(max, megawaysMinRows)),
      maxRows,
      lines: 0,
    }
  }
  return null
}
