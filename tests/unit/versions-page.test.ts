/**
 * A signed-in account's page of versions (round 34): at most the admin's own page of them, and at
 * most its budget of text as the database answers it.
 */
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  checkVersionsPage,
  sizeOver,
  staffVersionsLimits,
  versionsPageProblem,
} from '@/hooks/visitorLimits'

const { documents, bytes } = staffVersionsLimits

describe('a page of versions', () => {
  it('holds 1 to the admin’s own page of them, and always has a page', () => {
    for (const limit of [undefined, 1, '10', documents, String(documents)])
      expect(versionsPageProblem(limit, undefined), String(limit)).toBeUndefined()
    for (const limit of [documents + 1, '500', '100000', -1, 'x', 1.5])
      expect(versionsPageProblem(limit, undefined), String(limit)).toMatch(
        `between 1 and ${documents}`,
      )
    expect(versionsPageProblem('0', undefined)).toMatch('pagination=false')
    expect(versionsPageProblem(undefined, 'false')).toMatch('pagination=false')
  })

  it('is weighed as the database answers it, for requests from outside only', () => {
    const version = (size: number) => ({ id: 1, version: { description: 'x'.repeat(size) } })
    const heavy = [version(bytes / 2), version(bytes / 2), version(10)]
    const rest = { payloadAPI: 'REST' } as Partial<PayloadRequest>
    expect(() => checkVersionsPage({ req: rest, limit: 3 }, heavy)).toThrow(
      `at most ${bytes / 1024 / 1024} MB`,
    )
    expect(() => checkVersionsPage({ req: { payloadAPI: 'GraphQL' }, limit: 3 }, heavy)).toThrow()
    // One version, the site's own reads and reads without a page are let through.
    expect(() => checkVersionsPage({ req: rest, limit: 1 }, [version(bytes * 2)])).not.toThrow()
    expect(() => checkVersionsPage({ req: { payloadAPI: 'local' } }, heavy)).not.toThrow()
    expect(() => checkVersionsPage({ req: {} }, heavy)).not.toThrow()
    expect(() => checkVersionsPage({ req: rest, pagination: false }, heavy)).not.toThrow()
    expect(() =>
      checkVersionsPage({ req: rest, limit: 3 }, [version(1000), version(1000)]),
    ).not.toThrow()
  })

  it('counts texts, keys and values, and stops once over the budget', () => {
    expect(sizeOver({ a: 'bc', d: [1, null, true] }, 1000)).toBe(
      'a'.length + 4 + 'bc'.length + 2 + 'd'.length + 4 + 2 + 3 + 1 + 4 + 4,
    )
    expect(sizeOver({ a: undefined, b: 'c' }, 1000)).toBe(1 + 4 + 1 + 4 + 1 + 2)
    const long = Array.from({ length: 1000 }, () => ({ text: 'x'.repeat(1000) }))
    const counted = sizeOver(long, 5000)
    expect(counted).toBeGreaterThan(5000)
    expect(counted).toBeLessThan(10_000)
  })
})
