'use client'

import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react'

import type { Palette } from '../art'
import { defaultBetIndex } from '../bets'
import { cryptoRandom, type RandomSource } from '../random'
import { useCanvasScene } from '../ui/useCanvasScene'
import { useKeyboard } from '../ui/useKeyboard'
import { ActionButton, BetPicker } from '../ui/Controls'
import { DemoShell } from '../ui/DemoShell'
import { moneyFormat } from '../ui/format'
import type { DemoLabels } from '../ui/labels'
import { balanceMeter, winMeter } from '../ui/meters'
import { useSound } from '../ui/useSound'
import { useWallet } from '../ui/useWallet'
import styles from './CoinPusherGame.module.css'
import { dropCoin, type PusherOdds } from './odds'
import { CoinPusher, type PusherEvents } from './pusher'

type Props = {
  title: string
  odds: PusherOdds
  /** The gold nugget's picture (data URI). */
  nugget: string
  labels: DemoLabels
  locale: string
  currency: string
  account: string | null
  lobby: string
  palette: Palette
  bets: number[]
}

const aimStep = 0.05

export function CoinPusherGame({ title, odds, nugget, labels, locale, currency, account, lobby, palette, bets }: Props) {
  const wallet = useWallet(account, currency)
  const sound = useSound()
  const money = useMemo(() => moneyFormat(locale, currency), [locale, currency])
  const [betIndex, setBetIndex] = useState(() => defaultBetIndex(bets))
  const [lastWin, setLastWin] = useState(0)
  /** Won but still falling (the balance already holds it). */
  const [unshown, setUnshown] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const scene = useRef<CoinPusher | null>(null)
  const random = useRef<RandomSource | null>(null)

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), 2400)
    return () => clearTimeout(timer)
  }, [notice])

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
    const stake = bets[betIndex]
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
    pusher.aim = Math.min(0.95, Math.max(0.05, (event.clientX - box.left - box.width * 0.22) / (box.width * 0.56)))
    drop()
  }

  useKeyboard((event) => {
    const pusher = scene.current
    if (!pusher || (event.target instanceof HTMLButtonElement && event.key === ' ')) return
    if (event.key === ' ') drop()
    else if (event.key === 'ArrowLeft') pusher.aim = Math.max(0.05, pusher.aim - aimStep)
    else if (event.key === 'ArrowRight') pusher.aim = Math.min(0.95, pusher.aim + aimStep)
    else if (event.key === 'ArrowUp') setBetIndex(Math.min(bets.length - 1, betIndex + 1))
    else if (event.key === 'ArrowDown') setBetIndex(Math.max(0, betIndex - 1))
    else return
    event.preventDefault()
  })

  return (
    <DemoShell
      labels={labels}
      title={title}
      lobby={lobby}
      palette={palette}
      sound={sound}
      onReset={wallet.reset}
      notice={notice}
      meters={[
        balanceMeter(labels, money, wallet.balance, unshown),
        winMeter(labels.win, lastWin, money),
      ]}
      controls={
        <>
          <BetPicker label={labels.bet} value={money(bets[betIndex])} onLower={betIndex > 0 ? () => setBetIndex(betIndex - 1) : undefined} onRaise={betIndex < bets.length - 1 ? () => setBetIndex(betIndex + 1) : undefined} />
          <ActionButton label={labels.drop} onClick={drop} disabled={wallet.balance === null} />
        </>
      }
    >
      <canvas ref={canvas} className={styles.mine} aria-label={title} onPointerDown={aimAt} />
    </DemoShell>
  )
}
