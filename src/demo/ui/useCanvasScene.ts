'use client'

import { useEffect, useEffectEvent, type RefObject } from 'react'

/** A game drawn on a canvas: sized in CSS pixels, moved on by the seconds gone, drawn every frame. */
export interface CanvasScene {
  resize(width: number, height: number, pixelRatio: number): void
  step(seconds: number): void
  draw(context: CanvasRenderingContext2D, pixelRatio: number, time: number): void
}

/**
 * Plays a scene on a canvas: `create` makes it (kept in `sceneRef` while it plays), again whenever
 * `setting` changes (keep that one memoised object), and it is kept at the canvas's size in
 * device pixels (at most two per CSS pixel), stepped and drawn on every animation frame until the
 * canvas goes. `create` sees the latest render; the scene gets its size from the first resize,
 * or again from `refit` (say, once its pictures have decoded).
 */
export function useCanvasScene<Setting, Scene extends CanvasScene>(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  sceneRef: RefObject<Scene | null>,
  setting: Setting,
  create: (setting: Setting, refit: () => void) => Scene,
) {
  const make = useEffectEvent(create)

  useEffect(() => {
    const element = canvasRef.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    let playing: Scene | null = null
    let ratio = 1
    const fit = () => {
      if (!playing) return
      ratio = Math.min(2, window.devicePixelRatio || 1)
      const { width, height } = element.getBoundingClientRect()
      element.width = Math.round(width * ratio)
      element.height = Math.round(height * ratio)
      playing.resize(width, height, ratio)
    }
    const world = make(setting, fit)
    playing = world
    sceneRef.current = world
    const observer = new ResizeObserver(fit)
    observer.observe(element)

    let frame = 0
    let last = performance.now()
    const tick = (now: number) => {
      world.step((now - last) / 1000)
      world.draw(context, ratio, now / 1000)
      last = now
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      playing = null
      sceneRef.current = null
    }
  }, [canvasRef, sceneRef, setting])
}
