'use client'

import { useMemo, useRef, useState, type PointerEvent } from 'react'

import { cryptoRandom, type RandomSource } from '../random'
import { useCanvasScene } from '../ui/useCanvasScene'
import { useKeyboard } from '../ui/useKeyboard'
import { ActionButton, BetPicker } from '../ui/Controls'
import { DemoShell } from '../ui/DemoShell'
import { useDemo, type DemoProps } from '../ui/useDemo'
import canvasScene from '../ui/CanvasScene.module.css'
import styles from './CoinPusherGame.module.css'
import { dropCoin, type PusherOdds } from './odds'
import { CoinPusher, type PusherEvents } from './pusher'

type Props = DemoProps & {
  odds: PusherOdds
  /** The gold nugget's picture (data URI). */
  nugget: string
}

const aimStep = 0.05

export function CoinPusherGame({ odds, nugget, ...demo }: Props) {
  const { title, labels, palette } = demo
  const { wallet, sound, money, bet, shell, meters, setNotice } = useDemo(demo)
  const [lastWin, setLastWin] = useState(0)
  /** Won but still falling (the balance already holds it). */
  const [unshown, setUnshown] = useState(0)
  const canvas = useRef<HTMLCanvasElement>(null)
  const scene = useRef<CoinPusher | null>(null)
  const random = useRef<RandomSource | null>(null)

  const setting = useMemo(() => ({ nugget, palette, money }), [nugget, palette, money])
  useCanvasScene(canvas, scene, setting, ({ nugget, palette, money }) => {
    const image = Object.assign(new Image(), { src: nugget })
    const events: PusherEvents = {
      onLanded: (cents) => {
        setUnshown((value) => Math.max(0, value - cents))
        setLastWin(cents)
      },
      onSound: (cue) => sound.play(cue),
    }
    return new CoinPusher(palette, image, events, money)
  })

  const drop = () => {
    const pusher = scene.current
    const stake = bet.stake
    if (!pusher) return
    if (!wallet.pay(stake)) {
      setNotice(labels.insufficientBalance)
      return
    }
    random.current ??= cryptoRandom()
    const prize = dropCoin(odds, random.current)
    const cents = Math.round(stake * prize)
    wallet.credit(cents)
    setUnshown((value) => value + cents)
    pusher.drop(prize, cents)
    sound.play('coin')
  }

  const aimAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const pusher = scene.current
    if (!pusher) return
    const box = event.currentTarget.getBoundingClientRect()
    pusher.aim = Math.min(
      0.95,
      Math.max(0.05, (event.clientX - box.left - box.width * 0.22) / (box.width * 0.56)),
    )
    drop()
  }

  useKeyboard((event) => {
    const pusher = scene.current
    if (!pusher || (event.target instanceof HTMLButtonElement && event.key === ' ')) return
    if (event.key === ' ') drop()
    else if (event.key === 'ArrowLeft') pusher.aim = Math.max(0.05, pusher.aim - aimStep)
    else if (event.key === 'ArrowRight') pusher.aim = Math.min(0.95, pusher.aim + aimStep)
    else if (event.key === 'ArrowUp') bet.step(1)
    else if (event.key === 'ArrowDown') bet.step(-1)
    else return
    event.preventDefault()
  })

  return (
    <DemoShell
      {...shell}
      meters={meters({ label: labels.win, amount: lastWin }, unshown)}
      controls={
        <>
          <BetPicker label={labels.bet} bet={bet} money={money} />
          <ActionButton label={labels.drop} onClick={drop} disabled={wallet.balance === null} />
        </>
      }
    >
      <canvas
        ref={canvas}
        className={`${canvasScene.scene} ${styles.mine}`}
        aria-label={title}
        onPointerDown={aimAt}
      />
    </DemoShell>
  )
}
