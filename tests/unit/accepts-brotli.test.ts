import { describe, expect, it } from 'vitest'

import { acceptsBrotli } from '../../src/server/precompressed'

describe('acceptsBrotli', () => {
  it('reads the Accept-Encoding header as browsers and proxies write it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br;q=0.5, gzip;q=1')).toBe(true)
    expect(acceptsBrotli(['gzip', 'BR'])).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false)
    expect(acceptsBrotli('brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
    expect(acceptsBrotli('')).toBe(false)
  })
})
