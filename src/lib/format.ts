import type { Game } from '@/payload-types'

/** "5,000X" in the visitor's number format. */
export function formatMultiplier(
  max: Game['maxMultiplier'],
  tag: string,
  labels: { unlimited: string; none: string },
) {
  if (!max || max.kind === 'none' || (max.kind === 'value' && !max.value)) return labels.none
  if (max.kind === 'unlimited') return labels.unlimited
  return `${new Intl.NumberFormat(tag).format(max.value!)}X`
}

export const formatPercent = (value: number | null | undefined, tag: string) =>
  value == null
    ? null
    : new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 2,
      }).format(value / 100)

export function formatBetRange(bet: Game['bet'], tag: string) {
  if (bet?.min == null || bet?.max == null) return null
  const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${number.format(bet.min)} – ${number.format(bet.max)}`
}
