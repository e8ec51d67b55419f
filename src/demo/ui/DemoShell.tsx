import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'

import { WholeWords } from '@/components/WholeWords'

import type { Palette } from '../../art/gameArt'
import bar from './DemoBar.module.css'
import styles from './DemoShell.module.css'
import type { DemoLabels } from './labels'
import type { Sound } from './useSound'

export type Meter = { label: string; value: string; highlight?: boolean }

type Props = {
  labels: DemoLabels
  title: string
  lobby: string
  palette: Palette
  sound: Sound
  onReset: () => void
  meters: Meter[]
  /** A short message over the stage (not enough balance, …). */
  notice: string | null
  controls: ReactNode
  children: ReactNode
}

const noChanges = () => () => {}

/**
 * Whether the demo plays inside another page (the site's free-trial page, whose bar has its own
 * way back), rather than in a tab of its own.
 */
const useFramed = () =>
  useSyncExternalStore(
    noChanges,
    () => window.self !== window.top,
    () => false,
  )

/** The frame every demo plays in: the way back, the sound and balance buttons, the meters. */
export function DemoShell({
  labels,
  title,
  lobby,
  palette,
  sound,
  onReset,
  meters,
  notice,
  controls,
  children,
}: Props) {
  const framed = useFramed()
  const [accent, highlight, background] = palette
  const theme = {
    '--accent': accent,
    '--highlight': highlight,
    '--bg': background,
  } as CSSProperties
  return (
    <div className={styles.shell} style={theme}>
      <header className={styles.bar}>
        {!framed && (
          <a className={bar.back} href={lobby} target="_top">
            <svg className={bar.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
            <span className={bar.label}>{labels.backToGame}</span>
          </a>
        )}
        <h1 className={`${bar.title} ${styles.title}`}>{title}</h1>
        {/* Framed, the site's bar says it beside the game's name. */}
        {!framed && <p className={bar.mark}>{labels.freeDemo}</p>}
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={sound.toggle}
            aria-pressed={sound.on}
            aria-label={sound.on ? labels.soundOn : labels.soundOff}
            title={sound.on ? labels.soundOn : labels.soundOff}
          >
            <svg className={bar.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 9h4l5-4v14l-5-4H4z" />
              {sound.on ? (
                <path d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" />
              ) : (
                <path d="M16.5 9.5l5 5m0-5l-5 5" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={onReset}
            aria-label={labels.resetBalance}
            title={labels.resetBalance}
          >
            <svg className={bar.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5" />
            </svg>
          </button>
        </div>
      </header>
      <main className={styles.stage}>
        {children}
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
      </main>
      <footer className={styles.panel}>
        <dl className={styles.meters}>
          {meters.map((meter) => (
            <div
              key={meter.label}
              className={
                meter.highlight ? `${styles.meter} ${styles.meterHighlight}` : styles.meter
              }
            >
              <dt>{meter.label}</dt>
              <dd aria-live="polite">{meter.value}</dd>
            </div>
          ))}
        </dl>
        {/* Beside the balance, as readable as the figures: the money shown is play money. */}
        <p className={styles.note}>
          <WholeWords text={labels.playMoney} />
        </p>
        <div className={styles.controls}>{controls}</div>
      </footer>
    </div>
  )
}
