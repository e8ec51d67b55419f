/**
 * A penetration test's findings (round 24), each as what a stranger notices: a filter too large to
 * run is refused at once instead of stopping the server or failing with a 500, a visitor's
 * GraphQL request makes a few changes or sign-ins at most, and the image optimizer answers an
 * address that names no file with a 400.
 */
import { describe, expect, it } from 'vitest'

import { whereBounds } from '@/hooks/queryRules'
import { maxRequestNesting } from '@/hooks/visitorLimits'

import { serverURL, staff } from './helpers'

type GraphQLAnswer = {
  data?: unknown
  errors?: { message: string; extensions?: { statusCode?: number } }[]
}

const graphQL = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    // As GraphQL's own clients ask: a request GraphQL refuses before running it is then a 400.
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...headers,
    },
    body,
  })

/** A `where` as JSON text, `levels` of `key` around one condition (built as text: too deep to stringify). */
function nestedWhere(levels: number, key: string) {
  let where = '{"title":{"equals":"x"}}'
  for (let i = 0; i < levels; i++) where = `{"${key}":[${where}]}`
  return where
}

/** A REST read with its query sent as a form, as the admin sends long ones. */
const readAsPost = (path: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${serverURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-payload-http-method-override': 'GET',
      ...headers,
    },
    body: query,
  })

describe('a filter too large to run', () => {
  const tooDeep = new RegExp(`nests and/or more than ${whereBounds.levels} levels`)
  const tooMany = new RegExp(`more than ${whereBounds.conditions} conditions`)

  it('is a 400 over REST, deep or wide, for a stranger and for staff', async () => {
    const editor = await staff('editor')
    const wide = JSON.stringify({
      or: Array.from({ length: 1200 }, (_, i) => ({ gameId: { equals: i } })),
    })
    const asStaff: Record<string, string> = { authorization: editor.headers.authorization }
    for (const headers of [{}, asStaff]) {
      // 1,000 levels overflowed the stack in Payload's adapter: a 500 and a stack in the log.
      const deep = await readAsPost(
        '/api/games',
        `limit=1&depth=0&where=${encodeURIComponent(nestedWhere(1000, 'or'))}`,
        headers,
      )
      expect(deep.status).toBe(400)
      expect(((await deep.json()) as GraphQLAnswer).errors![0].message).toMatch(tooDeep)
      const many = await readAsPost(
        '/api/games',
        `limit=1&depth=0&where=${encodeURIComponent(wide)}`,
        headers,
      )
      expect(many.status).toBe(400)
      expect(((await many.json()) as GraphQLAnswer).errors![0].message).toMatch(tooMany)
    }
    // A filter of the admin's size still runs.
    const fine = await fetch(
      `${serverURL}/api/games?limit=1&depth=0&where[or][0][gameId][equals]=24&where[or][1][and][0][gameId][equals]=182`,
    )
    expect(fine.status).toBe(200)
  })

  it('is refused over GraphQL before it runs, as a variable or written in the query', async () => {
    const query = 'query($w: Game_where){ Games(where:$w, limit:1){ docs { id } } }'
    const asVariable = (where: string) =>
      `{"query":${JSON.stringify(query)},"variables":{"w":${where}}}`
    // 3,000 levels overflowed GraphQL's reading of the variable: 200 and a bare list of messages.
    for (const levels of [3000, 1000]) {
      const response = await graphQL(asVariable(nestedWhere(levels, 'OR')))
      expect(response.status, String(levels)).toBe(400)
      const { errors } = (await response.json()) as GraphQLAnswer
      expect(errors![0].message).toBe(
        `The request's variables nest more than ${maxRequestNesting} levels deep.`,
      )
    }
    const conditions = Array.from({ length: 2000 }, (_, i) => `{gameId:{equals:${i}}}`)
    for (const body of [
      asVariable(nestedWhere(whereBounds.levels + 1, 'OR')),
      JSON.stringify({ query: `{ Games(where:{OR:[${conditions}]}, limit:1){ docs { id } } }` }),
    ]) {
      const response = await graphQL(body)
      const { data, errors } = (await response.json()) as GraphQLAnswer & {
        data?: { Games: unknown }
      }
      expect(data?.Games ?? null).toBeNull()
      expect(errors![0].extensions?.statusCode).toBe(400)
      expect(errors![0].message).toMatch(/nests and\/or more than|more than 100 conditions/)
    }
  })
})

describe('a visitor’s GraphQL mutations', () => {
  it('are at most ten a request: more is a 400 before any of them runs', async () => {
    const resets = (n: number) =>
      JSON.stringify({
        query: `mutation { ${Array.from(
          { length: n },
          (_, i) =>
            `a${i}: resetPasswordUser(token:"made-up-${i}", password:"made-up-password-${i}"){ token }`,
        ).join(' ')} }`,
      })
    // 149 of them passed the complexity limit: 149 database lookups, 4 s, in one request.
    const many = await graphQL(resets(149))
    expect(many.status).toBe(400)
    const refused = (await many.json()) as GraphQLAnswer
    expect(refused.errors).toHaveLength(1)
    expect(refused.errors![0].message).toMatch(/makes 149 changes or sign-ins at once/)
    // A few are each answered (here: the made-up tokens refused).
    const few = (await (await graphQL(resets(2))).json()) as GraphQLAnswer
    expect(few.errors?.map((error) => error.message)).toEqual([
      'Token is either invalid or has expired.',
      'Token is either invalid or has expired.',
    ])
  })
})

describe('the image optimizer', () => {
  it('answers an address under its folders that names no file with a 400, not a 500', async () => {
    for (const url of [
      '/cover/x',
      '/cover/',
      '/api/media/file/',
      '/api/media/file/cover-24-en-US.webp/',
    ]) {
      const response = await fetch(
        `${serverURL}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`,
      )
      expect(response.status, url).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })
})
