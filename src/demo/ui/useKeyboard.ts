'use client'

import { useEffect, useEffectEvent } from 'react'

/** Keyboard play for a demo: the handler always sees the latest state, and is removed on unmount. */
export function useKeyboard(handler: (event: KeyboardEvent) => void) {
  const onKey = useEffectEvent(handler)
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])
}
