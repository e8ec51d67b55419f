import { useCallback, useEffect, useMemo, useState } from 'react'

import { conventionsOf } from '@/i18n/conventions'
import { siteByPrefix, type PlayCurrency, type SitePrefix } from '@/i18n/locales'

import type { Palette } from '../../art/gameArt'
import { defaultBetIndex } from '../bets'
import type { Meter } from './DemoShell'
import type { DemoLabels } from './labels'
import { balanceMeter, winMeter } from './meters'
import { useSound } from './useSound'
import { useWallet } from './useWallet'
import { fromCents } from '../wallet'

/** What every demo is given by its page: the game, the visitor's wallet and the bet levels. */
export type DemoProps = {
  title: string
  labels: DemoLabels
  /** The site whose language and formats the demo plays in. */
  site: SitePrefix
  currency: PlayCurrency
  account: string | null
  lobby: string
  palette: Palette
  /** Bet levels, in cents. */
  bets: number[]
}

/** A demo's second meter: what the player has won, in money. */
type WinMeter = { label: string; amount: number }

/** The bet a player has picked among a game's levels. */
export type BetChoice = ReturnType<typeof useBet>

function useBet(bets: number[]) {
  const [index, setIndex] = useState(() => defaultBetIndex(bets))
  const step = useCallback(
    (by: number) => setIndex((current) => Math.min(bets.length - 1, Math.max(0, current + by))),
    [bets.length],
  )
  return {
    stake: bets[index] as number,
    canLower: index > 0,
    canRaise: index < bets.length - 1,
    step,
  }
}

/**
 * What every demo is built from: the wallet, the sound, number formats, the bet, a notice, the
 * first meters and the frame's props (spread into DemoShell).
 */
export function useDemo(
  { title, labels, site, currency, account, lobby, palette, bets }: DemoProps,
  /** How long a notice (not enough balance, …) stays over the stage. */
  noticeMs = 2400,
) {
  const wallet = useWallet(account)
  const sound = useSound()
  const formats = useMemo(() => conventionsOf(siteByPrefix(site)!, currency), [site, currency])
  // Every amount of a demo with cents, the meters (balance, win, bet) and the prices beside them
  // (a bought feature, a special shot): one panel, one form (readers saw HK$1,000 beside HK$10.00).
  const money = useCallback((cents: number) => formats.money(fromCents(cents), 'meter'), [formats])
  const bet = useBet(bets)
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), noticeMs)
    return () => clearTimeout(timer)
  }, [notice, noticeMs])
  const shell = { labels, title, lobby, palette, sound, onReset: wallet.reset, notice }
  /** The balance (less a win not shown yet) and the win, as every demo shows them first. */
  const meters = (win: WinMeter, unshown = 0): Meter[] => [
    balanceMeter(labels, money, wallet.balance, unshown),
    winMeter(win.label, win.amount, money),
  ]
  return {
    wallet,
    sound,
    money,
    count: formats.number,
    formats,
    bet,
    shell,
    meters,
    setNotice,
  }
}
