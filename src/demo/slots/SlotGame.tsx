'use client'

import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { flushSync } from 'react-dom'

import { cryptoRandom, type RandomSource } from '../random'
import { useKeyboard } from '../ui/useKeyboard'
import { ActionButton, BetPicker, ToggleButton } from '../ui/Controls'
import { DemoShell } from '../ui/DemoShell'
import { useDemo, type DemoProps } from '../ui/useDemo'
import { fill } from '../ui/format'
import { scatterOf, SlotMachine, wildOf, type SlotSpec } from './engine'
import { Reels, type ReelView } from './Reels'
import { playRound, scatterCells, winningCells, type Spin } from './round'
import styles from './SlotGame.module.css'

type Props = DemoProps & {
  spec: SlotSpec
}

type Banner = { text: string; amount?: string; big?: boolean }
type RoundKind = 'spin' | 'buy'

/** How long things take, in ms: [normal, turbo]. */
const timing = {
  reelBase: [900, 380],
  reelStagger: [220, 90],
  winShow: [1500, 650],
  featureShow: [1800, 900],
}
const fillersFor = (reel: number, turbo: boolean) => (turbo ? 6 + 2 * reel : 12 + 4 * reel)

const mod = (value: number, length: number) => ((value % length) + length) % length
const windowAt = (strip: number[], stop: number, rows: number) =>
  Array.from({ length: rows }, (_, y) => strip[mod(stop + y, strip.length)])

/** A reel at rest: the symbol above, the window, the symbol below. */
const restingReel = (strip: number[], stop: number, window: number[], held = false): ReelView => ({
  tape: [
    strip[mod(stop - 1, strip.length)],
    ...window,
    strip[mod(stop + window.length, strip.length)],
  ],
  rows: window.length,
  held,
})

export function SlotGame({ spec, ...demo }: Props) {
  const { title, labels } = demo
  const { wallet, sound, money, count, formats, bet, shell, meters, setNotice } = useDemo(
    demo,
    2600,
  )
  const machine = useMemo(() => new SlotMachine(spec), [spec])
  const random = useRef<RandomSource | null>(null)
  const wild = wildOf(spec)
  const maxRows = Math.max(...spec.maxRows)

  const [turbo, setTurbo] = useState(false)
  const [autoplay, setAutoplay] = useState(false)
  const [busy, setBusy] = useState(false)
  /** Where the reels stand (read by the round in progress, which outlives renders). */
  const position = useRef({ stops: spec.strips.map(() => 0), heights: [...spec.maxRows] })
  const [heights, setHeights] = useState(spec.maxRows)
  const [reels, setReels] = useState<ReelView[]>(() =>
    spec.strips.map((strip, r) => restingReel(strip, 0, windowAt(strip, 0, spec.maxRows[r]))),
  )
  const [winCells, setWinCells] = useState<Set<string>>(() => new Set())
  const [winLines, setWinLines] = useState<number[][]>([])
  const [roundWin, setRoundWin] = useState(0)
  /** Won this round but not shown yet (the balance already holds it). */
  const [unshown, setUnshown] = useState(0)
  const [banner, setBanner] = useState<Banner | null>(null)
  const [feature, setFeature] = useState<{ left: number; multiplier: number } | null>(null)

  const tapes = useRef<(HTMLDivElement | null)[]>([])
  const spinning = useRef<Animation[]>([])
  const hurry = useRef<() => void>(() => {})
  const live = useRef({ turbo, autoplay, busy })
  useEffect(() => {
    live.current = { turbo, autoplay, busy }
  }, [turbo, autoplay, busy])

  const pace = (values: number[]) => values[live.current.turbo ? 1 : 0]

  /** Waits, or less when the player hurries (Space, Stop). */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      hurry.current = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const landReels = async (spin: Spin, from: { stops: number[] }) => {
    const held = spin.kind === 'respin' ? spec.respinReel : null
    const views = spec.strips.map((strip, r): ReelView => {
      const rows = spin.heights[r]
      if (r === held) return restingReel(strip, from.stops[r], spin.windows[r], true)
      const fillers = fillersFor(r, live.current.turbo)
      const passing = Array.from(
        { length: fillers },
        (_, k) => strip[mod(from.stops[r] - fillers + k, strip.length)],
      )
      return {
        tape: [
          strip[mod(spin.stops[r] - 1, strip.length)],
          ...windowAt(strip, spin.stops[r], rows),
          ...passing,
          ...windowAt(strip, from.stops[r], rows),
        ],
        rows,
        held: false,
      }
    })
    flushSync(() => {
      setReels(views)
      setWinCells(new Set())
      setWinLines([])
    })
    sound.play('spin')
    spinning.current = views.flatMap((view, r) => {
      const tape = tapes.current[r]
      if (r === held || !tape) return []
      const cells = view.tape.length
      const end = -100 / cells
      const start = (-100 * (cells - view.rows)) / cells
      const animation = tape.animate(
        [
          { transform: `translateY(${start}%)` },
          { transform: `translateY(${end + 18 / cells}%)`, offset: 0.9 },
          { transform: `translateY(${end}%)` },
        ],
        {
          duration: pace(timing.reelBase) + r * pace(timing.reelStagger),
          easing: 'cubic-bezier(.3,.05,.35,1)',
        },
      )
      animation.finished.then(() => sound.play('stop')).catch(() => {})
      return [animation]
    })
    hurry.current = () => spinning.current.forEach((animation) => animation.finish())
    await Promise.all(spinning.current.map((animation) => animation.finished.catch(() => {})))
    spinning.current = []
    setReels(
      spec.strips.map((strip, r) => restingReel(strip, spin.stops[r], spin.windows[r], r === held)),
    )
  }

  /** The free spins banner, for a while. */
  const announceFreeSpins = async (awarded: number) => {
    setBanner({ text: labels.freeSpins, amount: `+${count(awarded)}`, big: true })
    sound.play('feature')
    await pause(pace(timing.featureShow))
    setBanner(null)
  }

  const playOneRound = async (kind: RoundKind): Promise<boolean> => {
    const stake = bet.stake
    const bought = kind === 'buy'
    if (!wallet.pay(bought ? stake * spec.buy!.price : stake)) {
      setNotice(labels.insufficientBalance)
      setAutoplay(false)
      return false
    }
    random.current ??= cryptoRandom()
    const spins = playRound(machine, random.current, bought)
    const wins = spins.map((spin) => Math.round(stake * spin.win))
    const total = wins.reduce((a, b) => a + b, 0)
    wallet.credit(total)
    setUnshown(total)
    setRoundWin(0)
    setBanner(null)
    if (bought) await announceFreeSpins(spec.freeSpins!.count)

    let shown = 0
    for (const [i, spin] of spins.entries()) {
      if (spin.kind === 'free')
        setFeature({ left: spin.freeSpinsLeft, multiplier: spin.multiplier })
      await landReels(spin, position.current)
      position.current = spin
      setHeights(spin.heights)
      if (wins[i] > 0) {
        shown += wins[i]
        setRoundWin(shown)
        setUnshown(total - shown)
        setWinCells(winningCells(spin, spec.lines, wild))
        setWinLines(spin.wins.filter((win) => win.line >= 0).map((win) => spec.lines[win.line]))
        const big = wins[i] >= 10 * stake
        setBanner({
          text:
            spin.kind === 'free'
              ? `${labels.win} ${formats.winMultiplier(spin.multiplier)}`
              : labels.win,
          amount: money(wins[i]),
          big,
        })
        sound.play(big ? 'bigWin' : 'win')
        await pause(pace(timing.winShow) * (big ? 1.6 : 1))
        setBanner(null)
      }
      if (spin.awarded > 0) {
        setWinCells(scatterCells(spin, scatterOf(spec)))
        setWinLines([])
        await announceFreeSpins(spin.awarded)
      }
    }
    setFeature(null)
    setUnshown(0)
    if (spins.some((spin) => spin.kind === 'free')) {
      setBanner({ text: labels.totalWin, amount: money(total), big: true })
      await pause(pace(timing.featureShow))
      setBanner(null)
    }
    return true
  }

  /** Plays a round, and more while autoplay is on (those are always paid spins). */
  const run = async (first: RoundKind) => {
    setBusy(true)
    live.current.busy = true
    try {
      let kind = first
      while ((await playOneRound(kind)) && live.current.autoplay) {
        kind = 'spin'
        await pause(pace([350, 150]))
      }
    } finally {
      setBusy(false)
      live.current.busy = false
    }
  }

  const press = () => {
    if (live.current.busy) {
      hurry.current()
      if (live.current.autoplay) setAutoplay(false)
    } else if (wallet.balance !== null) void run('spin')
  }

  const buy = () => {
    if (!live.current.busy && wallet.balance !== null) void run('buy')
  }

  const toggleAutoplay = () => {
    const next = !autoplay
    setAutoplay(next)
    live.current.autoplay = next
    if (next && !live.current.busy && wallet.balance !== null) void run('spin')
  }

  useKeyboard((event) => {
    if (event.repeat || (event.target instanceof HTMLButtonElement && event.key === ' ')) return
    if (event.key === ' ') press()
    else if ((event.key === 'ArrowUp' || event.key === 'ArrowRight') && !busy) bet.step(1)
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowLeft') && !busy) bet.step(-1)
    else return
    event.preventDefault()
  })

  return (
    <DemoShell
      {...shell}
      meters={[
        ...meters({ label: feature ? labels.totalWin : labels.win, amount: roundWin }, unshown),
        spec.mode === 'lines'
          ? { label: labels.lines, value: count(spec.lines.length) }
          : {
              label: labels.ways,
              value: count(heights.reduce((product, rows) => product * rows, 1)),
            },
      ]}
      controls={
        <>
          {spec.buy && (
            <button
              type="button"
              className={styles.buy}
              onClick={buy}
              disabled={busy || wallet.balance === null}
            >
              <span>{labels.buyFreeSpins}</span>
              <strong>{money(bet.stake * spec.buy.price)}</strong>
            </button>
          )}
          <ToggleButton label={labels.turbo} pressed={turbo} onClick={() => setTurbo(!turbo)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
            </svg>
          </ToggleButton>
          <BetPicker label={labels.bet} bet={bet} money={money} disabled={busy} />
          <ActionButton
            label={busy ? labels.stop : labels.spin}
            onClick={press}
            busy={busy}
            disabled={wallet.balance === null}
          />
          {/* A toggle keeps its name and says its state by being pressed: named "Stop" while on, it
              read the same as the spin button beside it (a Korean reader). */}
          <ToggleButton label={labels.autoplay} pressed={autoplay} onClick={toggleAutoplay}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {autoplay ? (
                <path d="M7 6h3v12H7zM14 6h3v12h-3z" />
              ) : (
                <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5M10 9l5 3-5 3z" />
              )}
            </svg>
          </ToggleButton>
        </>
      }
    >
      <div
        className={styles.machine}
        style={{ '--reels': spec.strips.length, '--rows': maxRows } as CSSProperties}
      >
        <div className={styles.marquee} data-marquee="" aria-hidden="true">
          <span className={styles.emblem} data-slot-symbol={wild} />
          <span className={styles.logo}>{title}</span>
        </div>
        <div className={styles.stage}>
          {feature && (
            <div className={styles.feature} role="status">
              <span>{fill(labels.freeSpinsLeft, { count: count(feature.left) })}</span>
              <span className={styles.multiplier}>
                {labels.multiplier} {formats.winMultiplier(feature.multiplier)}
              </span>
            </div>
          )}
          <Reels
            reels={reels}
            winCells={winCells}
            lines={winLines}
            tapes={tapes}
            dimmed={winCells.size > 0}
          />
          {banner && (
            <div
              className={banner.big ? `${styles.banner} ${styles.bannerBig}` : styles.banner}
              role="status"
            >
              <span>{banner.text}</span>
              {banner.amount && <strong>{banner.amount}</strong>}
            </div>
          )}
        </div>
      </div>
    </DemoShell>
  )
}
