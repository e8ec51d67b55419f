import type { CSSProperties, RefObject } from 'react'

import styles from './SlotGame.module.css'

/**
 * What one reel shows: a tape of symbols, top down. At rest: the symbol above the window, the
 * window, the symbol below. Spinning: above, the landing window, the symbols passing by, and the
 * window it left; the tape then slides down until the landing window is in view.
 */
export type ReelView = { tape: number[]; rows: number; held: boolean }

type Props = {
  reels: ReelView[]
  winCells: Set<string>
  /** Paylines to draw, as the row they cross on every reel. */
  lines: number[][]
  tapes: RefObject<(HTMLDivElement | null)[]>
  dimmed: boolean
}

/** The reels, sized by the machine's --reels and --rows. */
export function Reels({ reels, winCells, lines, tapes, dimmed }: Props) {
  const rows = Math.max(...reels.map((reel) => reel.rows))
  return (
    <div className={dimmed ? `${styles.reels} ${styles.dimmed}` : styles.reels}>
      {reels.map((reel, r) => (
        <div key={r} className={reel.held ? `${styles.reel} ${styles.held}` : styles.reel}>
          <div
            className={styles.tape}
            ref={(element) => {
              tapes.current[r] = element
            }}
            style={{
              height: `${(reel.tape.length / reel.rows) * 100}%`,
              transform: `translateY(${-100 / reel.tape.length}%)`,
            }}
          >
            {reel.tape.map((symbol, i) => {
              const won = winCells.has(`${r}:${i - 1}`) && i >= 1 && i <= reel.rows
              return (
                <div
                  key={i}
                  className={won ? `${styles.cell} ${styles.won}` : styles.cell}
                  data-slot-symbol={symbol}
                />
              )
            })}
          </div>
        </div>
      ))}
      {lines.length > 0 && (
        <svg
          className={styles.lines}
          viewBox={`0 0 ${reels.length} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((rows, i) => (
            <polyline
              key={i}
              points={rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              style={{ '--line': i } as CSSProperties}
            />
          ))}
        </svg>
      )}
    </div>
  )
}
