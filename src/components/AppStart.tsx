'use client'

import { useEffect } from 'react'

import { randomAccount } from '@/lib/account'
import { appStore, type AppState } from '@/lib/appStore'
import { eachWhenIdle } from '@/lib/idle'
import { memberAccountPattern, memberCurrencies } from '@/lib/constants'

const accountKey = 'starfin.account'

async function getData<T>(path: string): Promise<T | null> {
  const response = await fetch(path).catch(() => null)
  if (!response?.ok) return null
  return ((await response.json().catch(() => null)) as { data?: T } | null)?.data ?? null
}

/**
 * Runs `steps` once the page has loaded (its first pictures included), each in an idle moment of
 * its own, so that they never compete with what the visitor sees; returns a cancel.
 */
function afterLoad(steps: Array<() => void>): () => void {
  let cancelSteps = () => {}
  const begin = () => {
    cancelSteps = eachWhenIdle(steps, 2000)
  }
  if (document.readyState === 'complete') begin()
  else window.addEventListener('load', begin, { once: true })
  return () => {
    window.removeEventListener('load', begin)
    cancelSteps()
  }
}

/**
 * What the original app did on every start: make sure the visitor has an anonymous demo member
 * (one account, kept in localStorage, for all later visits), fetch the hot and new lists once
 * while they are empty. (The original also fetched every game's names by theme for its search;
 * the game list's search asks the server instead, so no page fetches `/api/typeGames`, which stays
 * for partners.) Failures leave the page as it is. None of it is
 * needed for the page's first picture, so it waits until the page has loaded, and each step
 * waits for an idle moment of its own (together they were one task of 15–60 ms, four times that
 * on Lighthouse's phone).
 */
export function AppStart() {
  useEffect(
    () =>
      afterLoad([
        joinAsMember,
        () => loadOnce('hotGames', '/api/hotGames'),
        () => loadOnce('newGames', '/api/newGames'),
      ]),
    [],
  )
  return null
}

function joinAsMember() {
  let account = window.localStorage.getItem(accountKey)
  if (!account || !memberAccountPattern.test(account)) {
    account = randomAccount()
    window.localStorage.setItem(accountKey, account)
  }
  appStore.set({ account })
  void fetch('/api/createMember', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, currency: memberCurrencies[0] }),
  })
    // Read the answer even though nothing needs it: an unread body keeps the request open, and
    // with it the page's network busy, until the response is garbage-collected.
    .then((response) => response.arrayBuffer())
    .catch(() => {})
}

async function load<K extends keyof AppState>(key: K, path: string) {
  const data = await getData<AppState[K]>(path)
  if (data) appStore.set({ [key]: data } as Partial<AppState>)
}

/** The hot and new lists are fetched while they are empty, once per visit. */
function loadOnce(key: 'hotGames' | 'newGames', path: string) {
  if (appStore.get()[key].length === 0) void load(key, path)
}
