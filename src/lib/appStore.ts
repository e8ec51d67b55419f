'use client'

import { useSyncExternalStore } from 'react'

import type { GameListItem } from '@/data/gameLists'
import type { GameTheme } from '@/lib/catalogue'

/** The browser app's state, as the original kept it: the demo account and the game lists. */
export type AppState = {
  account: string | null
  hotGames: GameListItem[]
  newGames: GameListItem[]
  typeGames: Partial<Record<GameTheme, GameListItem[]>>
}

let state: AppState = { account: null, hotGames: [], newGames: [], typeGames: {} }
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

export const useAppState = () =>
  useSyncExternalStore(appStore.subscribe, appStore.get, appStore.get)
