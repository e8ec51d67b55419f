import type { ReactNode } from 'react'

import styles from './Controls.module.css'

/** "− 1.00 +": steps through the bet levels. */
export function BetPicker({ label, value, onLower, onRaise, disabled }: { label: string; value: string; onLower?: () => void; onRaise?: () => void; disabled?: boolean }) {
  return (
    <div className={styles.bet} role="group" aria-label={label}>
      <button type="button" className={styles.step} onClick={onLower} disabled={disabled || !onLower} aria-label={`${label} −`}>
        −
      </button>
      <span className={styles.betValue}>
        <small>{label}</small>
        <output>{value}</output>
      </span>
      <button type="button" className={styles.step} onClick={onRaise} disabled={disabled || !onRaise} aria-label={`${label} +`}>
        +
      </button>
    </div>
  )
}

/** The one big button of a game: spin, fire, drop, roll. */
export function ActionButton({ label, onClick, busy, disabled, children }: { label: string; onClick: () => void; busy?: boolean; disabled?: boolean; children?: ReactNode }) {
  return (
    <button type="button" className={busy ? `${styles.action} ${styles.busy}` : styles.action} onClick={onClick} disabled={disabled} aria-label={label}>
      {children ?? <span>{label}</span>}
    </button>
  )
}

/** An on/off switch in button form (turbo, autoplay). */
export function ToggleButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={pressed} onClick={onClick} title={label}>
      {children}
      <span>{label}</span>
    </button>
  )
}
