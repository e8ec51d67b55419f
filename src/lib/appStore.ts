'use client'

import { useSyncExternalStore } from 'react'

import type { GameListItem } from '@/lib/catalogue'

/** The browser app's state, as the original kept it: the demo account and the game lists. */
export type AppState = {
  account: string | null
  hotGames: GameListItem[]
  newGames: GameListItem[]
}

let state: AppState = { account: null, hotGames: [], newGames: [] }
const listeners = new Set<() => void>()

export const appStore = {
  get: () => state,
  set(patch: Partial<AppState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * The part of the state a component shows (`select` returns a value of the state or a primitive):
 * it re-renders only when that part changes. A card that follows the whole state was rendered
 * again for the account and for each list the browser fetched, 85 cards at a time on the list.
 */
export function useAppState<T>(select: (state: AppState) => T): T {
  const selected = () => select(state)
  return useSyncExternalStore(appStore.subscribe, selected, selected)
}
