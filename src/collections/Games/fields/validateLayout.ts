import type { SelectFieldSingleValidation } from 'payload'

import { parseRowsPerReel } from '@/lib/catalogue'

type Layout = {
  mode?: string | null
  reels?: number | null
  rows?: number | null
  lines?: number | null
  ways?: number | null
  maxRowsPerReel?: string | null
}

/** Keeps the structured layout self-consistent, so the demo engine can play it. */
export const validateLayout: SelectFieldSingleValidation = (mode, { siblingData }) => {
  const value = siblingData as Layout
  if (!mode || mode === 'none') return true
  const { reels, rows, lines, ways } = value
  if (!reels) return 'Give the number of reels.'
  if (mode === 'lines') return rows && lines ? true : 'Give rows and paylines.'
  if (mode === 'ways') {
    if (!rows || !ways) return 'Give rows and the ways count.'
    return rows ** reels === ways
      ? true
      : `${reels} reels of ${rows} rows make ${rows ** reels} ways, not ${ways}.`
  }
  const perReel = parseRowsPerReel(value.maxRowsPerReel)
  if (!perReel || perReel.length !== reels)
    return `Give ${reels} numbers of maximum rows, one per reel.`
  const product = perReel.reduce((a, b) => a * b, 1)
  return product === ways ? true : `Those rows make up to ${product} ways, not ${ways}.`
}
