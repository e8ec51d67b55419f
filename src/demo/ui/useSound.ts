'use client'

import { useCallback, useRef, useState } from 'react'

/** The demos' sounds, synthesised on the spot: no audio files to load. */
export type Cue =
  'spin' | 'stop' | 'win' | 'bigWin' | 'feature' | 'shot' | 'catch' | 'coin' | 'dice'

type Note = {
  at: number
  freq: number
  to?: number
  length: number
  wave: OscillatorType
  gain: number
}

const arpeggio = (freqs: number[], step: number, wave: OscillatorType, gain: number): Note[] =>
  freqs.map((freq, i) => ({ at: i * step, freq, length: step * 1.6, wave, gain }))

const cues: Record<Cue, Note[]> = {
  spin: [{ at: 0, freq: 180, to: 320, length: 0.12, wave: 'triangle', gain: 0.12 }],
  stop: [{ at: 0, freq: 140, to: 60, length: 0.12, wave: 'sine', gain: 0.3 }],
  win: arpeggio([523, 659, 784], 0.08, 'triangle', 0.18),
  bigWin: arpeggio([523, 659, 784, 1047, 1319, 1568], 0.09, 'triangle', 0.2),
  feature: [
    { at: 0, freq: 300, to: 1200, length: 0.6, wave: 'sawtooth', gain: 0.08 },
    ...arpeggio([784, 988, 1175], 0.12, 'triangle', 0.15).map((n) => ({ ...n, at: n.at + 0.45 })),
  ],
  shot: [{ at: 0, freq: 900, to: 180, length: 0.09, wave: 'square', gain: 0.05 }],
  catch: arpeggio([880, 1320], 0.07, 'triangle', 0.16),
  coin: [{ at: 0, freq: 1760, to: 2350, length: 0.07, wave: 'square', gain: 0.05 }],
  dice: Array.from({ length: 6 }, (_, i) => ({
    at: i * 0.06,
    freq: 220 + ((i * 137) % 180),
    to: 120,
    length: 0.05,
    wave: 'square' as const,
    gain: 0.08,
  })),
}

/**
 * Sound starts off; the player turns it on (which also lets the browser play it). `play` stays
 * the same function, so a round already under way hears the switch at once.
 */
export function useSound() {
  const [on, setOn] = useState(false)
  const context = useRef<AudioContext | null>(null)
  const enabled = useRef(false)

  const toggle = useCallback(() => {
    context.current ??= new AudioContext()
    void context.current.resume()
    enabled.current = !enabled.current
    setOn(enabled.current)
  }, [])

  const play = useCallback((cue: Cue) => {
    const audio = context.current
    if (!enabled.current || !audio) return
    const start = audio.currentTime
    for (const note of cues[cue]) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.type = note.wave
      oscillator.frequency.setValueAtTime(note.freq, start + note.at)
      if (note.to)
        oscillator.frequency.exponentialRampToValueAtTime(note.to, start + note.at + note.length)
      gain.gain.setValueAtTime(note.gain, start + note.at)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(start + note.at)
      oscillator.stop(start + note.at + note.length + 0.02)
    }
  }, [])

  return { on, toggle, play }
}

export type Sound = ReturnType<typeof useSound>
