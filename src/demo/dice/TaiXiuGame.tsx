'use client'

import { useRef, useState, type CSSProperties } from 'react'

import { cryptoRandom, type RandomSource } from '../random'
import { useKeyboard } from '../ui/useKeyboard'
import { ActionButton, BetPicker } from '../ui/Controls'
import { DemoShell } from '../ui/DemoShell'
import { useDemo, type DemoProps } from '../ui/useDemo'
import { payout, rollDice, type Roll, type Side } from './taiXiu'
import styles from './TaiXiuGame.module.css'

type Props = DemoProps

const rollMs = 1400
/** The turn (degrees about x and y) that shows each face at the front. */
const faceTurns: Record<number, [number, number]> = {
  1: [0, 0],
  2: [90, 0],
  3: [0, -90],
  4: [0, 90],
  5: [-90, 0],
  6: [0, 180],
}
/** Pip positions on a 3 × 3 grid, per face. */
const pips: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
}

function Die({ value, spins, index }: { value: number; spins: number; index: number }) {
  const [x, y] = faceTurns[value]
  // A slight tilt shows the dice as cubes; the spins add whole turns so every roll tumbles.
  const turn = {
    transform: `rotateX(-16deg) rotateY(${14 - index * 14}deg) rotateX(${x + spins * 720}deg) rotateY(${y + spins * (360 + index * 360)}deg)`,
  } as CSSProperties
  return (
    <div className={styles.die} aria-hidden="true">
      <div className={styles.cube} style={turn}>
        {[1, 2, 3, 4, 5, 6].map((face) => (
          <div key={face} className={styles.face} data-face={face}>
            {Array.from({ length: 9 }, (_, cell) => (
              <span
                key={cell}
                className={pips[face].includes(cell) ? styles.pip : undefined}
                data-red={face === 1 || face === 4 ? '' : undefined}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

export function TaiXiuGame({ ...demo }: Props) {
  const { labels } = demo
  const { wallet, sound, money, count, bet, shell, meters, setNotice } = useDemo(demo)
  const [side, setSide] = useState<Side>('big')
  const [roll, setRoll] = useState<Roll | null>(null)
  const [spins, setSpins] = useState(0)
  const [rolling, setRolling] = useState(false)
  const [lastWin, setLastWin] = useState(0)
  const [unshown, setUnshown] = useState(0)
  const [history, setHistory] = useState<Roll[]>([])
  const random = useRef<RandomSource | null>(null)

  const play = () => {
    if (rolling) return
    const stake = bet.stake
    if (!wallet.pay(stake)) {
      setNotice(labels.insufficientBalance)
      return
    }
    random.current ??= cryptoRandom()
    const next = rollDice(random.current)
    const won = payout(side, stake, next)
    wallet.credit(won)
    setUnshown(won)
    setRolling(true)
    setRoll(next)
    setSpins((value) => value + 1)
    sound.play('dice')
    setTimeout(() => {
      setRolling(false)
      setUnshown(0)
      setLastWin(won)
      setHistory((list) => [next, ...list].slice(0, 14))
      if (won > 0) sound.play('win')
    }, rollMs)
  }

  useKeyboard((event) => {
    if (event.target instanceof HTMLButtonElement && event.key === ' ') return
    if (event.key === ' ') play()
    else if (event.key === 'ArrowLeft' && !rolling) setSide('small')
    else if (event.key === 'ArrowRight' && !rolling) setSide('big')
    else if (event.key === 'ArrowUp' && !rolling) bet.step(1)
    else if (event.key === 'ArrowDown' && !rolling) bet.step(-1)
    else return
    event.preventDefault()
  })

  const shown = roll && !rolling ? roll : null
  const dice = roll?.dice ?? [1, 2, 3]
  const sides: { id: Side; range: string }[] = [
    { id: 'small', range: `${count(4)}–${count(10)}` },
    { id: 'big', range: `${count(11)}–${count(17)}` },
  ]

  return (
    <DemoShell
      {...shell}
      meters={meters({ label: labels.win, amount: lastWin }, unshown)}
      controls={
        <>
          <BetPicker label={labels.bet} bet={bet} money={money} disabled={rolling} />
          <ActionButton
            label={labels.roll}
            onClick={play}
            busy={rolling}
            disabled={rolling || wallet.balance === null}
          />
        </>
      }
    >
      <div className={styles.table}>
        <div className={styles.plate} data-rolling={rolling || undefined}>
          {dice.map((value, i) => (
            <Die key={i} index={i} value={value} spins={spins} />
          ))}
        </div>
        <p className={styles.result} aria-live="polite">
          {shown ? (
            <>
              {labels.result}: {shown.dice.map((value) => count(value)).join(' · ')} ={' '}
              <strong>{count(shown.total)}</strong>
              {shown.side && <em data-side={shown.side}>{labels[shown.side]}</em>}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
        <div className={styles.sides} role="radiogroup" aria-label={labels.bet}>
          {sides.map(({ id, range }) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={side === id}
              className={styles.side}
              data-side={id}
              data-won={shown?.side === id || undefined}
              disabled={rolling}
              onClick={() => setSide(id)}
            >
              <strong>{labels[id]}</strong>
              <span>{range}</span>
            </button>
          ))}
        </div>
        <ol className={styles.road} aria-label={labels.result}>
          {history.map((past, i) => (
            <li key={history.length - i} data-side={past.side ?? 'triple'}>
              {count(past.total)}
            </li>
          ))}
        </ol>
      </div>
    </DemoShell>
  )
}
