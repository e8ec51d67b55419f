import type { Meter } from './DemoShell'
import type { DemoLabels } from './labels'

/** The player's play money, less a win the screen has not shown yet (the wallet already holds it); "…" until read. */
export const balanceMeter = (
  labels: DemoLabels,
  money: (cents: number) => string,
  balance: number | null,
  unshown = 0,
): Meter => ({
  label: labels.balance,
  value: balance === null ? '…' : money(balance - unshown),
})

/** What the player has won, lit once there is something. */
export const winMeter = (
  label: string,
  amount: number,
  format: (amount: number) => string,
): Meter => ({ label, value: format(amount), highlight: amount > 0 })
