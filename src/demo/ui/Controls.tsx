import type { ReactNode } from 'react'

import styles from './Controls.module.css'
import type { BetChoice } from './useDemo'

/** "− 1.00 +": steps through the bet levels. */
export function BetPicker({
  label,
  bet,
  money,
  disabled,
}: {
  label: string
  bet: BetChoice
  money: (cents: number) => string
  disabled?: boolean
}) {
  return (
    <div className={styles.bet} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => bet.step(-1)}
        disabled={disabled || !bet.canLower}
        aria-label={`${label} −`}
      >
        −
      </button>
      <span className={styles.betValue}>
        <small>{label}</small>
        <output>{money(bet.stake)}</output>
      </span>
      <button
        type="button"
        className={styles.step}
        onClick={() => bet.step(1)}
        disabled={disabled || !bet.canRaise}
        aria-label={`${label} +`}
      >
        +
      </button>
    </div>
  )
}

/** The one big button of a game: spin, fire, drop, roll. */
export function ActionButton({
  label,
  onClick,
  busy,
  disabled,
  children,
}: {
  label: string
  onClick: () => void
  busy?: boolean
  disabled?: boolean
  children?: ReactNode
}) {
  return (
    <button
      type="button"
      className={busy ? `${styles.action} ${styles.busy}` : styles.action}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {children ?? <span>{label}</span>}
    </button>
  )
}

/** An on/off switch in button form (turbo, autoplay). */
export function ToggleButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string
  pressed: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      onClick={onClick}
      title={label}
    >
      {children}
      <span>{label}</span>
    </button>
  )
}
