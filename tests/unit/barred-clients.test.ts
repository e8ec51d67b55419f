import { describe, expect, it } from 'vitest'

import { barredClients } from '../../src/server/barredClients'

describe('an address the server keeps refusing', () => {
  it('is barred once refused as often as the bound within a second, for the time given, and alone', () => {
    let time = 0
    const barred = barredClients({ refusalsPerSecond: 5, barMs: 10_000, now: () => time })
    for (let i = 0; i < 4; i++) barred.refused('198.51.100.7')
    expect(barred.isBarred('198.51.100.7')).toBe(false)
    barred.refused('198.51.100.7')
    expect(barred.isBarred('198.51.100.7')).toBe(true)
    expect(barred.isBarred('198.51.100.8')).toBe(false)
    time = 9_999
    expect(barred.isBarred('198.51.100.7')).toBe(true)
    time = 10_000
    expect(barred.isBarred('198.51.100.7')).toBe(false)
  })

  it('is not barred for refusals spread over seconds, as a person retrying is refused', () => {
    let time = 0
    const barred = barredClients({ refusalsPerSecond: 5, now: () => time })
    for (let i = 0; i < 20; i++) {
      barred.refused('203.0.113.1')
      time += 300
    }
    expect(barred.isBarred('203.0.113.1')).toBe(false)
  })
})
