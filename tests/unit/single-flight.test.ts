import { describe, expect, it } from 'vitest'

import { singleFlight } from '../../src/data/cached'

describe('a read shared by the callers that miss together', () => {
  it('runs once for the callers that ask while it runs, each given its own copy, and again after', async () => {
    const pending = new Map<string, Promise<unknown>>()
    let reads = 0
    let finish: (value: { games: number[] }) => void = () => {}
    const read = () =>
      new Promise<{ games: number[] }>((resolve) => {
        reads++
        finish = resolve
      })
    const first = singleFlight(pending, 'hot-games', read)
    const second = singleFlight(pending, 'hot-games', read)
    const other = singleFlight(pending, 'new-games', () => Promise.resolve({ games: [9] }))
    expect(reads).toBe(1)
    finish({ games: [24, 701] })
    const [a, b] = await Promise.all([first, second])
    expect(a).toEqual({ games: [24, 701] })
    expect(b).toEqual(a)
    expect(b).not.toBe(a)
    expect(await other).toEqual({ games: [9] })
    // Once it ended, the next miss reads again.
    const later = singleFlight(pending, 'hot-games', read)
    expect(reads).toBe(2)
    finish({ games: [] })
    expect(await later).toEqual({ games: [] })
  })

  it('passes a failed read to every caller waiting on it, and lets the next one try again', async () => {
    const pending = new Map<string, Promise<unknown>>()
    const failing = singleFlight(pending, 'k', () => Promise.reject(new Error('database gone')))
    const joined = singleFlight(pending, 'k', () => Promise.resolve('never'))
    await expect(failing).rejects.toThrow('database gone')
    await expect(joined).rejects.toThrow('database gone')
    expect(await singleFlight(pending, 'k', () => Promise.resolve('back'))).toBe('back')
  })
})
