/** Play money and counts in the player's own number format. */
import { fromCents } from '../wallet'

export function moneyFormat(locale: string, currency: string): (cents: number) => string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return (cents) => format.format(fromCents(cents))
}

export function countFormat(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale)
  return (value) => format.format(value)
}

/** "{count}" filled into a label. */
export const fill = (label: string, values: Record<string, string | number>) =>
  label.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
