import { describe, expect, it } from 'vitest'

import { isLocalPath } from '@/lib/localPath'

describe('a path on this site', () => {
  it('is a path from the root, with its query and fragment', () => {
    for (const path of ['/', '/en', '/en/detail/24', '/en#contact', '/jp/game?tab=new', '/a%20b'])
      expect(isLocalPath(path), path).toBe(true)
  })

  it('is never another site, however a browser may read it', () => {
    for (const path of [
      '',
      'en',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/en\\..\\..',
      ' /en',
    ])
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false)
  })

  it('has no line break or other control character that would forge a header', () => {
    for (const path of ['/\r\nX:1', '/en\u0000', '/en\u007f', '/en\u0085', '/en x', '/en\u2028'])
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false)
  })
})
