import { describe, expect, it } from 'vitest'

import { fileTurns } from '../../src/translation/fileTurns'

describe('translation files take turns', () => {
  it('makes one file at a time server-wide; the next waits for it, and one account has one file in the works', async () => {
    const turns = fileTurns({ atOnce: 1, waiting: 2, waitMs: 5000 })
    const thai = await turns.take('users:1')
    expect(thai).not.toBe('busy')
    // The same translator's second export at once: refused, nothing done.
    expect(await turns.take('users:1')).toBe('busy')
    let hindiStarted = false
    const hindi = turns.take('users:2').then((turn) => {
      hindiStarted = true
      return turn
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(hindiStarted).toBe(false)
    if (thai !== 'busy') thai.end()
    const started = await hindi
    expect(started).not.toBe('busy')
    // Ending twice frees one place, not two.
    if (thai !== 'busy') thai.end()
    expect(await Promise.race([turns.take('users:3'), sleep(20).then(() => 'waiting')])).toBe(
      'waiting',
    )
  })

  it('refuses beyond the line and after the wait, and ends a turn nobody ends after the longest time', async () => {
    const turns = fileTurns({ atOnce: 1, waiting: 1, waitMs: 30, longestMs: 200 })
    const first = await turns.take('users:1')
    const second = turns.take('users:2')
    expect(await turns.take('users:3')).toBe('busy') // the line is full
    expect(await second).toBe('busy') // waited 30 ms for a turn that did not come
    expect(first).not.toBe('busy')
    await sleep(250) // the first was never ended: its turn is over all the same
    const later = await turns.take('users:1')
    expect(later).not.toBe('busy')
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
