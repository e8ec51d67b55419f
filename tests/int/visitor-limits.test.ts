import { beforeAll, describe, expect, it } from 'vitest'

import { visitorLimits } from '@/hooks/visitorLimits'

import { serverURL, staff, type StaffLogin } from './helpers'

/** A GraphQL query as a current client sends it (GraphQL over HTTP: errors before running are 400s). */
const graphQL = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...headers,
    },
    body: JSON.stringify({ query }),
  })

/** A query that asks for everything about each game and its pictures, many times over, under other names. */
const complexQuery = `{ ${Array.from({ length: 15 }, (_, i) => `g${i}: Games(limit: 10) { docs { id gameId title theme sites cover { id url alt width height filename mimeType } updatedAt createdAt } totalDocs }`).join(' ')} }`

describe('the public API cannot be used to starve the site', () => {
  let editor: StaffLogin
  beforeAll(async () => {
    editor = await staff('editor')
  })

  // Everything at once (`limit=0`, `pagination=false`) is over a signed-in account's ceiling too:
  // its reads are pages of at most 500 documents (tests/int/hostile-round27.test.ts).
  const overLimits = [
    { query: 'limit=0', reason: /limit/, staffGets: 400 },
    { query: `limit=${visitorLimits.limit + 1}`, reason: /limit/, staffGets: 200 },
    { query: 'pagination=false', reason: /pagination/, staffGets: 400 },
    { query: `depth=${visitorLimits.depth + 1}`, reason: /depth/, staffGets: 200 },
    { query: 'locale=all', reason: /locale=all/, staffGets: 200 },
  ]

  it.each(overLimits)(
    'answers a visitor’s REST read with $query with a 400 that says why, and an editor’s with $staffGets',
    async ({ query, reason, staffGets }) => {
      for (const path of [`/api/games?${query}`, `/api/media?${query}`]) {
        const visitor = await fetch(`${serverURL}${path}`)
        expect(visitor.status, path).toBe(400)
        const { errors } = (await visitor.json()) as { errors: { message: string }[] }
        expect(errors[0].message).toMatch(reason)
        const staffRead = await fetch(`${serverURL}${path}`, { headers: editor.headers })
        expect(staffRead.status, path).toBe(staffGets)
        if (staffGets === 200) expect(await staffRead.json()).toHaveProperty('docs')
        else expect(JSON.stringify(await staffRead.json())).toMatch(reason)
      }
    },
  )

  it('applies the same ceilings to globals', async () => {
    const visitor = await fetch(
      `${serverURL}/api/globals/terms-page?depth=${visitorLimits.depth + 1}`,
    )
    expect(visitor.status).toBe(400)
    expect(
      (
        await fetch(`${serverURL}/api/globals/terms-page?depth=${visitorLimits.depth + 1}`, {
          headers: editor.headers,
        })
      ).status,
    ).toBe(200)
    expect((await fetch(`${serverURL}/api/globals/terms-page?locale=all`)).status).toBe(400)
  })

  it('reads the catalogue’s order as ids only, whatever depth is asked: its hundred games are not filled in', async () => {
    for (const [query, headers] of [
      ['', {}],
      ['?depth=2', {}],
      ['?depth=2', editor.headers],
    ] as const) {
      const response = await fetch(`${serverURL}/api/globals/catalogue-order${query}`, { headers })
      expect(response.status).toBe(200)
      const { hot } = (await response.json()) as { hot: unknown[] }
      expect(hot.length).toBeGreaterThan(0)
      expect(hot.every((id) => typeof id === 'number')).toBe(true)
    }
  })

  it('lets a visitor read a whole page at the limits', async () => {
    const response = await fetch(
      `${serverURL}/api/games?limit=${visitorLimits.limit}&depth=${visitorLimits.depth}&locale=ja-JP`,
    )
    expect(response.status).toBe(200)
    const { docs, hasNextPage } = (await response.json()) as {
      docs: unknown[]
      hasNextPage: boolean
    }
    // The catalogue has more games than a page holds: the page is full, and there is a next one.
    expect(docs).toHaveLength(visitorLimits.limit)
    expect(hasNextPage).toBe(true)
  })

  it.each([
    { name: 'limit: 0', query: '{ Games(limit: 0) { docs { title } } }', reason: /limit/ },
    {
      name: `limit: ${visitorLimits.limit + 1}`,
      query: `{ Games(limit: ${visitorLimits.limit + 1}) { docs { title } } }`,
      reason: /limit/,
    },
    {
      name: 'pagination: false',
      query: '{ Games(pagination: false) { docs { title } } }',
      reason: /pagination/,
    },
    { name: 'too complex a query', query: complexQuery, reason: /too complex/ },
    {
      name: 'lists within the limit one by one but not together',
      query: `{ a: Games(limit: ${visitorLimits.limit}) { docs { id } } b: Games(limit: ${visitorLimits.limit}, page: 2) { docs { id } } }`,
      reason: new RegExp(`asks for ${2 * visitorLimits.limit} documents`),
    },
    {
      name: 'lists without a limit (ten each)',
      query: `{ ${Array.from({ length: Math.floor(visitorLimits.limit / 10) + 1 }, (_, i) => `g${i}: Games(page: ${i + 1}) { docs { id } }`).join(' ')} }`,
      reason: /documents/,
    },
  ])(
    'answers a visitor’s GraphQL query with $name with a 400 that says why, and an editor’s with data',
    async ({ query, reason }) => {
      const visitor = await graphQL(query)
      expect(visitor.status).toBe(400)
      const { errors } = (await visitor.json()) as { errors: { message: string }[] }
      expect(errors.map((e) => e.message).join(' ')).toMatch(reason)
      const staffQuery = await graphQL(query, { authorization: editor.headers.authorization })
      expect(staffQuery.status).toBe(200)
      const body = (await staffQuery.json()) as { data?: unknown; errors?: unknown }
      expect(body.errors).toBeUndefined()
      expect(body.data).toBeTruthy()
    },
  )

  it('answers a visitor’s modest GraphQL query', async () => {
    const response = await graphQL('{ Games(limit: 5) { docs { title cover { url } } } }')
    expect(response.status).toBe(200)
    expect(
      ((await response.json()) as { data: { Games: { docs: unknown[] } } }).data.Games.docs,
    ).toHaveLength(5)
  })

  it('keeps the site’s own public reads cached and unlimited', async () => {
    for (const path of ['/api/hotGames', '/api/newGames', '/api/typeGames']) {
      const response = await fetch(`${serverURL}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toContain('public')
    }
  })
})
