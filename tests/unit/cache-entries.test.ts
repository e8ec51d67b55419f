import { describe, expect, it } from 'vitest'

import { notFoundMark } from '../../src/lib/pageNotFound'
import { showsNothing } from '../../src/server/cacheEntries'

describe('a cache entry that shows nothing', () => {
  it('is a 404 or 410, or a page whose main carries the not-found mark', () => {
    expect(showsNothing({ kind: 'APP_PAGE', status: 404, html: '<html></html>' })).toBe(true)
    expect(showsNothing({ kind: 'APP_ROUTE', status: 410 })).toBe(true)
    expect(
      showsNothing({
        kind: 'APP_PAGE',
        status: 200,
        html: `<html lang="en"><body><main class="page" ${notFoundMark}="">Not here</main></body></html>`,
      }),
    ).toBe(true)
  })

  it('is not a page, a route’s answer or data that shows something', () => {
    expect(
      showsNothing({ kind: 'APP_PAGE', status: 200, html: '<main class="page">Koi</main>' }),
    ).toBe(false)
    expect(showsNothing({ kind: 'APP_ROUTE', status: 200 })).toBe(false)
    expect(showsNothing({ kind: 'FETCH' })).toBe(false)
    expect(showsNothing(null)).toBe(false)
  })
})
