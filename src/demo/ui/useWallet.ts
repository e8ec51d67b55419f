'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { memberCurrencies } from '@/lib/constants'

import { fromCents, startingBalance, toCents } from '../wallet'

export type Wallet = {
  /** In cents; null until the member's balance has been read. */
  balance: number | null
  /** Takes a stake; false (and nothing taken) when the balance is short. */
  pay(cents: number): boolean
  credit(cents: number): void
  reset(): void
}

const saveDelayMs = 600

async function readBalance(account: string): Promise<number | null> {
  const read = () => fetch(`/api/demoWallet?account=${account}`, { cache: 'no-store' })
  let response = await read()
  if (response.status === 404) {
    // Opened before the site registered the member (or straight from a link): register it now.
    // Unread answers would stay open requests until garbage-collected, so each one is read.
    await response.arrayBuffer()
    await fetch('/api/createMember', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, currency: memberCurrencies[0] }),
    }).then((created) => created.arrayBuffer())
    response = await read()
  }
  if (!response.ok) return null
  const body = (await response.json()) as { data?: { balance?: number } }
  return typeof body.data?.balance === 'number' ? toCents(body.data.balance) : null
}

/**
 * Stores a change; resolves to the milliseconds after which to try again when the server asked
 * for a pause (a 429: too many changes from this address), else to null.
 */
const write = (body: Record<string, unknown>) =>
  fetch('/api/demoWallet', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => {
    await response.arrayBuffer()
    if (response.status !== 429) return null
    const seconds = Number(response.headers.get('retry-after'))
    return (Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 5) * 1000
  })

/**
 * The member's play money: read once, changed at once on the screen, and kept on the server
 * shortly after every change (and when the page goes away), so a reload carries on with it.
 * Without an account, or while the server cannot be reached, play goes on with unsaved money.
 */
export function useWallet(account: string | null): Wallet {
  const [balance, setBalance] = useState<number | null>(account ? null : toCents(startingBalance))
  const current = useRef(balance)
  const unsaved = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** The save to run again after a pause the server asked for (`later`). */
  const saveAgain = useRef<() => void>(() => {})

  /** A change the server refused for now: kept unsaved, and saved again after the pause. */
  const later = useCallback((retryIn: number | null) => {
    if (retryIn === null) return
    unsaved.current = true
    clearTimeout(timer.current)
    timer.current = setTimeout(() => saveAgain.current(), retryIn)
  }, [])

  const save = useCallback(() => {
    clearTimeout(timer.current)
    if (!account || !unsaved.current || current.current === null) return
    unsaved.current = false
    // Refused for now, play goes on, and the newest balance is stored after the pause.
    write({ account, balance: fromCents(current.current) })
      .then(later)
      .catch(() => (unsaved.current = true))
  }, [account, later])

  useEffect(() => {
    saveAgain.current = save
  }, [save])

  const change = useCallback(
    (next: number) => {
      current.current = next
      setBalance(next)
      unsaved.current = true
      clearTimeout(timer.current)
      timer.current = setTimeout(save, saveDelayMs)
    },
    [save],
  )

  useEffect(() => {
    if (!account) return
    let cancelled = false
    readBalance(account)
      .catch(() => null)
      .then((read) => {
        if (cancelled) return
        current.current = read ?? toCents(startingBalance)
        setBalance(current.current)
      })
    window.addEventListener('pagehide', save)
    return () => {
      cancelled = true
      window.removeEventListener('pagehide', save)
      save()
    }
  }, [account, save])

  const pay = useCallback(
    (cents: number) => {
      if (current.current === null || current.current < cents) return false
      change(current.current - cents)
      return true
    },
    [change],
  )

  const credit = useCallback(
    (cents: number) => {
      if (current.current !== null) change(current.current + cents)
    },
    [change],
  )

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    unsaved.current = false
    current.current = toCents(startingBalance)
    setBalance(current.current)
    if (!account) return
    write({ account, reset: true })
      .then(later)
      .catch(() => (unsaved.current = true))
  }, [account, later])

  return { balance, pay, credit, reset }
}
