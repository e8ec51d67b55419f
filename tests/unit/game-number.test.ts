import { describe, expect, it } from 'vitest'

import { gameNumberOf } from '@/lib/gameNumber'

describe('a game number in an address', () => {
  it('is the number as the catalogue writes it', () => {
    expect(gameNumberOf('24')).toEqual({ number: 24, canonical: true })
    expect(gameNumberOf('999999999')).toEqual({ number: 999_999_999, canonical: true })
  })

  it('is the same game, written another way, with leading zeros', () => {
    expect(gameNumberOf('0024')).toEqual({ number: 24, canonical: false })
  })

  it('is no game at all when it is not a whole number from 1 up', () => {
    for (const segment of ['', '0', '000', '-1', '1.5', '1e3', '0x10', 'abc', '24 ', '1000000000'])
      expect(gameNumberOf(segment), segment).toBeUndefined()
    expect(gameNumberOf('9'.repeat(25))).toBeUndefined()
  })
})
