import { describe, expect, it } from 'vitest'

import {
  graphQLDocumentFault,
  maxRequestNesting,
  nestsDeeperThan,
  queryNestsDeeperThan,
} from '@/hooks/visitorLimits'

describe('graphQLDocumentFault', () => {
  it('refuses a fragment that spreads itself, directly or through others', () => {
    expect(graphQLDocumentFault('query{ ...Q } fragment Q on Query { ...Q }')).toMatch(
      /Cannot spread fragment "Q" within itself/,
    )
    expect(
      graphQLDocumentFault(
        'query{ Games{docs{...A}}} fragment A on Game { id ...B } fragment B on Game { ...C } fragment C on Game { ...A }',
      ),
    ).toMatch(/Cannot spread fragment "A" within itself via "B", "C"/)
  })

  it('refuses a spread of an unknown fragment, a fragment named twice and a type definition', () => {
    expect(graphQLDocumentFault('{ Games{docs{...Nope}}}')).toMatch(/Unknown fragment "Nope"/)
    expect(
      graphQLDocumentFault(
        '{ Games{docs{...A}}} fragment A on Game { id } fragment A on Game { id }',
      ),
    ).toMatch(/one fragment named "A"/)
    expect(graphQLDocumentFault('{ Games{docs{id}}} type T { a: Int }')).toMatch(/not executable/)
  })

  it('refuses fragments that spread to more fields than any query needs, at once', () => {
    const fragments = Array.from({ length: 60 }, (_, i) =>
      i === 0
        ? 'fragment F0 on Game { id }'
        : `fragment F${i} on Game { ...F${i - 1} ...F${i - 1} }`,
    )
    const started = performance.now()
    expect(graphQLDocumentFault(`{ Games{docs{...F59}}} ${fragments.join(' ')}`)).toMatch(
      /more than 10000 fields/,
    )
    expect(performance.now() - started).toBeLessThan(500)
    // Thirteen doublings stay within it (8,192 fields).
    expect(graphQLDocumentFault(`{ Games{docs{...F12}}} ${fragments.slice(0, 13).join(' ')}`)).toBe(
      undefined,
    )
  })

  it('passes ordinary queries, and leaves one that does not parse to Payload', () => {
    expect(
      graphQLDocumentFault(
        'query{ a: Games{docs{...Card}} b: Games{docs{...Card}}} fragment Card on Game { id ...Ids } fragment Ids on Game { gameId }',
      ),
    ).toBe(undefined)
    expect(graphQLDocumentFault('{ Access { canAccessAdmin } }')).toBe(undefined)
    expect(graphQLDocumentFault('query {')).toBe(undefined)
  })
})

describe('nestsDeeperThan', () => {
  const nested = (levels: number) => '{"w":'.repeat(levels) + '1' + '}'.repeat(levels)
  it('tells a request nested past the limit, in one pass, by its objects and arrays only', () => {
    expect(nestsDeeperThan(nested(maxRequestNesting), maxRequestNesting)).toBe(false)
    expect(nestsDeeperThan(nested(maxRequestNesting + 1), maxRequestNesting)).toBe(true)
    expect(nestsDeeperThan(`{"w":${'['.repeat(3000)}${']'.repeat(3000)}}`, maxRequestNesting)).toBe(
      true,
    )
    // Brackets inside strings (a query's own braces, a text) do not count, escaped quotes included.
    const query = JSON.stringify({ query: '{'.repeat(500), variables: { t: '"[[[[\\' } })
    expect(nestsDeeperThan(query, 2)).toBe(false)
  })
})

describe('queryNestsDeeperThan', () => {
  const where = (levels: number) =>
    `{ Games(where: ${'{AND: ['.repeat(levels)}{gameId: {equals: 1}}${']}'.repeat(levels)}) { docs { id } } }`
  it('tells a query whose filter is written past the limit, which GraphQL’s parser cannot read', () => {
    expect(graphQLDocumentFault(where(3000))).toMatch(/nests more than 100 levels/)
    expect(queryNestsDeeperThan(where(10), maxRequestNesting)).toBe(false)
    expect(graphQLDocumentFault(where(10))).toBe(undefined)
    // Brackets in strings, block strings and comments do not count.
    const quoted = `{ Games(where: {title: {equals: "${'{'.repeat(200)}\\""}}) { docs { id } } } # ${'['.repeat(200)}`
    expect(queryNestsDeeperThan(quoted, 5)).toBe(false)
    expect(queryNestsDeeperThan(`{ a(b: """${'('.repeat(200)}""") }`, 5)).toBe(false)
  })
})
