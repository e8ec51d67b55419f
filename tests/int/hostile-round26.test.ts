/**
 * A penetration test's findings (round 26), each as what a staff account notices: one GraphQL
 * request of a translator no longer stops the server for minutes, the admin's list answers an
 * odd or enormous filter with a refusal (not the SQL, not a ten-second stop), and the admin's
 * question "what is scheduled?" is answered for every account, never with a 500; and what a
 * stranger reads of the games through the API is what the sites show, not the markets planned.
 */

import { afterAll, describe, expect, it } from 'vitest'

import { tableStateMaxRows } from '@/admin/serverFunctions'
import { staffGraphQLLimits } from '@/hooks/visitorLimits'

import { englishGameData } from '../support/testGame'

import { serverFunction } from './adminServerFunctions'
import { serverURL, staff, testPayload, type StaffLogin } from './helpers'

const graphQL = (login: StaffLogin, query: string) =>
  fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    // GraphQL's own media type: a refused query is a 400 (as JSON, graphql-http says 200).
    headers: { ...login.headers, accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query }),
  })

describe('a signed-in account’s GraphQL request', () => {
  it('of more documents than the staff ceiling (aliases, lists without a page size) is a 400 saying so', async () => {
    const translator = await staff('translator', ['th-TH'])
    // Lists that find nothing: before the ceiling these ran (each alias of a full list is ~100
    // documents read with their hooks: 200 of them kept the server's thread for six minutes).
    const aliases = Math.floor(staffGraphQLLimits.documents / 10) + 1
    const many = `{ ${Array.from(
      { length: aliases },
      (_, i) => `a${i}: Games(limit: 10, where: { gameId: { equals: -1 } }) { docs { id } }`,
    ).join(' ')} }`
    for (const query of [
      many,
      '{ a: Games(limit: 0) { docs { id } } b: Games(pagination: false) { docs { id } } }',
    ]) {
      const response = await graphQL(translator, query)
      expect(response.status, query.slice(0, 60)).toBe(400)
      const { errors } = (await response.json()) as { errors: { message: string }[] }
      expect(errors.map((e) => e.message).join(' ')).toMatch(
        new RegExp(`at most ${staffGraphQLLimits.documents} in one request`),
      )
    }
    // A real query still runs: a page of 100, or one whole list.
    for (const query of [
      '{ Games(limit: 100) { docs { id } } }',
      '{ Games(limit: 0) { docs { id } } }',
    ]) {
      const response = await graphQL(translator, query)
      expect(response.status, query).toBe(200)
      const body = (await response.json()) as {
        data?: { Games: { docs: unknown[] } }
        errors?: unknown
      }
      expect(body.errors).toBeUndefined()
      expect(body.data?.Games.docs.length).toBeGreaterThan(10)
    }
  })
})

describe('the admin’s list (the table-state server function)', () => {
  it('refuses an odd or enormous filter, a related field or a page of 100,000 rows, and never answers with SQL', async () => {
    const sales = await staff('sales')
    const translator = await staff('translator', ['th-TH'])
    const cases: [StaffLogin, Record<string, unknown>, RegExp][] = [
      // 20,000 conditions: read for 10 s, every other answer of the server waiting.
      [
        sales,
        {
          collectionSlug: 'enquiries',
          query: {
            where: { or: Array.from({ length: 20_000 }, (_, i) => ({ id: { equals: i + 1 } })) },
          },
        },
        /more than 100 conditions/,
      ],
      // The SQL statement and its parameters came back to the browser; since round 29b an id
      // PostgreSQL cannot hold is refused before the database is asked.
      [
        sales,
        { collectionSlug: 'enquiries', query: { where: { id: { in: '1,99999999999' } } } },
        /is no id/,
      ],
      [
        translator,
        { collectionSlug: 'games', query: { where: { updatedAt: { like: 'x' } } } },
        /does not apply/,
      ],
      [
        translator,
        { collectionSlug: 'games', query: { where: { 'cover.filename': { equals: 'x' } } } },
        /related document/,
      ],
      [
        translator,
        { collectionSlug: 'games', query: { sort: 'features.text' } },
        /cannot be sorted/,
      ],
      [
        translator,
        { collectionSlug: 'games', query: { limit: 100_000 } },
        new RegExp(`1 to ${tableStateMaxRows} rows`),
      ],
    ]
    for (const [login, args, refusal] of cases) {
      const answer = await serverFunction(login, 'table-state', args)
      const label = JSON.stringify(args).slice(0, 80)
      expect(answer.status, label).toBe(200)
      expect(answer.text, label).not.toMatch(/Failed query|select |params:/)
      const { errors } = answer.value as { errors?: { message: string }[] }
      expect(errors?.[0]?.message, label).toMatch(refusal)
      expect(answer.ms, label).toBeLessThan(5000)
    }
    // The admin's own list search and page still read the list.
    const list = await serverFunction(translator, 'table-state', {
      collectionSlug: 'games',
      query: {
        where: { or: [{ title: { like: 'a' } }, { gameId: { like: '1' } }] },
        limit: '25',
        page: '1',
        sort: '-gameId',
      },
    })
    expect(list.status).toBe(200)
    expect((list.value as { errors?: unknown }).errors).toBeUndefined()
    expect(list.text).toContain('"docs"')
  })
})

describe('the publishes scheduled for a document (get-upcoming-scheduled-publish)', () => {
  it('are nothing, not a 500, for an account that may not publish it, an account or an odd id', async () => {
    const sales = await staff('sales')
    const editor = await staff('editor')
    for (const [login, args] of [
      [sales, { collectionSlug: 'games', id: 1 }],
      [editor, { collectionSlug: 'users', id: 1 }],
      [editor, { collectionSlug: 'games', id: { a: 1 } }],
      [editor, { collectionSlug: 'constructor', id: 1 }],
    ] as const) {
      const answer = await serverFunction(login, 'get-upcoming-scheduled-publish', args)
      expect(answer.status, JSON.stringify(args)).toBe(200)
      expect(answer.value, JSON.stringify(args)).toEqual([])
    }
    // An editor's question about a game is answered as before.
    const own = await serverFunction(editor, 'get-upcoming-scheduled-publish', {
      collectionSlug: 'games',
      id: 1,
    })
    expect(own.status).toBe(200)
    expect(Array.isArray(own.value)).toBe(true)
  })
})

describe('a published game that no site shows yet', () => {
  const created: number[] = []
  afterAll(async () => {
    const payload = await testPayload()
    for (const id of created)
      await payload.delete({ collection: 'games', id, overrideAccess: true })
  })

  it('is unknown to a stranger (REST, GraphQL, counts, the demo), and a shown game names only the sites that show it', async () => {
    const payload = await testPayload()
    await payload.delete({
      collection: 'games',
      where: { gameId: { in: [880101, 880102] } },
      overrideAccess: true,
    })
    // English texts only: listed on /th alone (shown nowhere), and on /en, /th and /in (shown on /en).
    const planned = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: { ...englishGameData(880101, 'Planned For Thailand'), sites: ['th'] } as never,
    })
    created.push(planned.id)
    const shown = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: { ...englishGameData(880102, 'Shown In English'), sites: ['en', 'th', 'in'] } as never,
    })
    created.push(shown.id)

    const read = async (path: string) => {
      const response = await fetch(`${serverURL}${path}`)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    expect((await read(`/api/games/${planned.id}`)).status).toBe(404)
    const list = await read('/api/games?where[gameId][in]=880101,880102&locale=en-US')
    expect(list.status).toBe(200)
    const docs = list.body.docs as { gameId: number; sites: string[] }[]
    expect(docs.map((doc) => doc.gameId)).toEqual([880102])
    expect(docs[0].sites).toEqual(['en'])
    expect((await read(`/api/games/${shown.id}`)).body.sites).toEqual(['en'])
    expect((await read('/api/games/count?where[gameId][in]=880101,880102')).body.totalDocs).toBe(1)
    const graphQL = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ Games(where: { OR: [{ gameId: { equals: 880101 } }, { gameId: { equals: 880102 } }] }) { docs { gameId sites } } }`,
      }),
    })
    const answered = (await graphQL.json()) as { data?: unknown; errors?: unknown }
    expect(answered.data, JSON.stringify(answered.errors)).toEqual({
      Games: { docs: [{ gameId: 880102, sites: ['en'] }] },
    })
    // Asking which games are listed on a site would tell the planned ones apart.
    const bySite = await read('/api/games?where[sites][in]=in')
    expect(bySite.status).toBe(400)
    // The demo of a game no site shows is the 404 of a game that does not exist.
    expect((await fetch(`${serverURL}/demo/880101?lang=th`)).status).toBe(404)
    // Staff still read both, with the sites each is listed on.
    const editor = await staff('editor')
    const staffRead = (await (
      await fetch(`${serverURL}/api/games?where[gameId][in]=880101,880102&sort=gameId`, {
        headers: editor.headers,
      })
    ).json()) as { docs: { sites: string[] }[] }
    expect(staffRead.docs.map((doc) => doc.sites)).toEqual([['th'], ['en', 'th', 'in']])
  })
})
