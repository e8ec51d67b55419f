'use client'

import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react'

import type { SpecialShotId } from '@/lib/catalogue'

import { cryptoRandom } from '../random'
import { useCanvasScene } from '../ui/useCanvasScene'
import { useKeyboard } from '../ui/useKeyboard'
import { ActionButton, BetPicker } from '../ui/Controls'
import { DemoShell } from '../ui/DemoShell'
import { useDemo, type DemoProps } from '../ui/useDemo'
import canvasScene from '../ui/CanvasScene.module.css'
import styles from './FishingGame.module.css'
import { specialShots, type FishingOdds, type SpecialShot } from './odds'
import { Sea, type SeaEvents } from './sea'
import type { Water } from './seas'

type Props = DemoProps & {
  odds: FishingOdds
  /** Each species' picture (data URI), facing right. */
  sprites: string[]
  /** The game's own names for its special shots, in the demo's language; where one is empty, the demo's. */
  shotNames?: Partial<Record<SpecialShotId, string | null>> | null
  /** The light of the game's sea: a sunlit reef or the midnight deep (`./seas.ts`). */
  water: Water
}

/** Shots a held finger or mouse button fires, per second. */
const autoFireMs = 220
const aimStep = 0.07

/** Each shot's generic name, in the labels of the site's language: for a game that names none. */
const genericShotNames = { net: 'shotNet', lightning: 'shotLightning', bomb: 'shotBomb' } as const

const shotIcons: Record<SpecialShot['id'], string> = {
  net: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3v18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  lightning: 'M13 2L4 14h7l-1 8 9-12h-7z',
  bomb: 'M11 7a7 7 0 107 7M15 4l3 3M18 2v2M21 5h-2',
}

export function FishingGame({ odds, sprites, shotNames, water, ...demo }: Props) {
  const { title, labels, palette } = demo
  const { wallet, sound, money, formats, bet, shell, meters, setNotice } = useDemo(demo)
  const [special, setSpecial] = useState<SpecialShot | null>(null)
  /** What the catches have paid since the game opened, in cents: the meter beside the balance. */
  const [won, setWon] = useState(0)

  const canvas = useRef<HTMLCanvasElement>(null)
  const sea = useRef<Sea | null>(null)
  const holding = useRef<{ x: number; y: number; timer: ReturnType<typeof setInterval> } | null>(
    null,
  )
  // A held finger keeps firing from a timer: it reads the latest stake and shot through this.
  const live = useRef({ wallet, stake: bet.stake, special })
  useEffect(() => {
    live.current = { wallet, stake: bet.stake, special }
  })

  const setting = useMemo(
    () => ({ odds, sprites, palette, water, money }),
    [odds, sprites, palette, water, money],
  )
  useCanvasScene(canvas, sea, setting, ({ odds, sprites, palette, water, money }, refit) => {
    const images = sprites.map((src) => Object.assign(new Image(), { src }))
    // Sprites are drawn once their pictures have decoded.
    Promise.all(images.map((image) => image.decode().catch(() => {}))).then(refit)
    // The wallet's and the sound's functions stay the same for as long as the game is open.
    const events: SeaEvents = {
      onCatch: (cents) => {
        wallet.credit(cents)
        setWon((total) => total + cents)
      },
      onRefund: (cents) => wallet.credit(cents),
      onSound: (cue) => sound.play(cue),
    }
    return new Sea(odds, cryptoRandom(), images, palette, water, events, money)
  })

  /** Pays for a shot and fires it; false (with a word to the player) when the balance is short. */
  const shoot = (fire: (world: Sea, stake: number, shot: SpecialShot | null) => boolean) => {
    const world = sea.current
    const { wallet: purse, stake, special: shot } = live.current
    if (!world) return false
    const cost = stake * (shot?.cost ?? 1)
    if (!purse.pay(cost)) {
      setNotice(labels.insufficientBalance)
      return false
    }
    if (!fire(world, stake, shot)) {
      purse.credit(cost)
      return false
    }
    if (shot) setSpecial(null)
    return true
  }

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }

  const startHolding = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    const point = pointAt(event)
    if (!shoot((world, stake, shot) => world.fire(point.x, point.y, stake, shot))) return
    const timer = setInterval(() => {
      const at = holding.current
      if (!at || !shoot((world, stake, shot) => world.fire(at.x, at.y, stake, shot))) stopHolding()
    }, autoFireMs)
    holding.current = { ...point, timer }
  }

  const stopHolding = () => {
    if (holding.current) clearInterval(holding.current.timer)
    holding.current = null
  }

  const fireAhead = () => shoot((world, stake, shot) => world.fireAhead(stake, shot))

  useKeyboard((event) => {
    const world = sea.current
    if (!world || (event.target instanceof HTMLButtonElement && event.key === ' ')) return
    if (event.key === ' ') fireAhead()
    else if (event.key === 'ArrowLeft') world.aim = Math.max(-1.35, world.aim - aimStep)
    else if (event.key === 'ArrowRight') world.aim = Math.min(1.35, world.aim + aimStep)
    else if (event.key === 'ArrowUp') bet.step(1)
    else if (event.key === 'ArrowDown') bet.step(-1)
    else return
    event.preventDefault()
  })

  const stake = bet.stake
  return (
    <DemoShell
      {...shell}
      meters={meters({ label: labels.totalWin, amount: won })}
      controls={
        <>
          <BetPicker label={labels.stake} bet={bet} money={money} />
          <div className={styles.specials} role="group" aria-label={labels.specialShot}>
            <small>{labels.specialShot}</small>
            <div>
              {specialShots.map((shot) => {
                const name = shotNames?.[shot.id]?.trim() || labels[genericShotNames[shot.id]]
                const cost = formats.shotCost(shot.cost)
                // Shown: its name under its icon and cost; read aloud: its name, cost and price.
                return (
                  <button
                    key={shot.id}
                    type="button"
                    className={styles.special}
                    aria-pressed={special?.id === shot.id}
                    aria-label={`${name}, ${cost}: ${money(stake * shot.cost)}`}
                    onClick={() => setSpecial(special?.id === shot.id ? null : shot)}
                  >
                    <span className={styles.cost}>
                      <svg viewBox="0 0 24 24" aria-hidden="true">
                        <path d={shotIcons[shot.id]} />
                      </svg>
                      {cost}
                    </span>
                    <span className={styles.name}>{name}</span>
                  </button>
                )
              })}
            </div>
          </div>
          <ActionButton
            label={labels.fire}
            onClick={fireAhead}
            disabled={wallet.balance === null}
          />
        </>
      }
    >
      <canvas
        ref={canvas}
        className={`${canvasScene.scene} ${styles.sea}`}
        aria-label={title}
        onPointerDown={startHolding}
        onPointerMove={(event) => {
          if (holding.current) Object.assign(holding.current, pointAt(event))
        }}
        onPointerUp={stopHolding}
        onPointerCancel={stopHolding}
      />
    </DemoShell>
  )
}
