import { describe, expect, it } from 'vitest'

import { withLifetime } from '../../src/server/cacheHandler'

type Entry = Parameters<typeof withLifetime>[0]

/** An entry as the Redis handler gives it back to an instance that did not render it. */
const stored = (kind: string, revalidate: number | false | undefined) =>
  ({
    lastModified: 1_764_000_000_000,
    tags: ['games', 'game:182'],
    lifespan:
      revalidate === undefined
        ? null
        : {
            lastModifiedAt: 1_764_000_000,
            staleAt: 1_764_000_060,
            expireAt: 1_795_536_000,
            staleAge: 60,
            expireAge: 31_536_000,
            revalidate,
          },
    value: { kind, html: '<h1>Koi Fortune</h1>', headers: {}, status: 200 },
  }) as unknown as Entry

describe('the shared page cache', () => {
  it('hands back the lifetime of a page another instance rendered, so it leaves with Cache-Control', () => {
    expect(withLifetime(stored('APP_PAGE', 60))?.cacheControl).toEqual({
      revalidate: 60,
      expire: undefined,
    })
    expect(withLifetime(stored('APP_ROUTE', false))?.cacheControl).toEqual({
      revalidate: false,
      expire: undefined,
    })
  })

  it('keeps the page itself, its tags and its age as stored', () => {
    const entry = stored('APP_PAGE', 60)
    expect(withLifetime(entry)).toMatchObject({
      value: entry?.value,
      tags: entry?.tags,
      lastModified: entry?.lastModified,
      lifespan: entry?.lifespan,
    })
  })

  it('leaves data entries, entries without a lifetime and misses as they are', () => {
    const data = stored('FETCH', 60)
    expect(withLifetime(data)).toBe(data)
    const timeless = stored('APP_PAGE', undefined)
    expect(withLifetime(timeless)).toBe(timeless)
    expect(withLifetime(null)).toBeNull()
  })
})
