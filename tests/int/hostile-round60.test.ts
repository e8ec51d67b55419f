/**
 * Round 60 (the session's own probe while the fresh tester stalled):
 * - F1: a REST page number that is no whole number from 1 (`page=-1`, `page=1.5`,
 *   `page=99999999999999999999`) reached the database, and its refusal was the answer
 *   ("OFFSET must not be negative", "invalid input syntax for type bigint"). GraphQL's `page`
 *   argument too (`Games(page: -1)`).
 */
import { describe, expect, it } from 'vitest'

import { maxPageNumber } from '@/hooks/visitorLimits'

import { serverURL, staff } from './helpers'

const odd = ['-1', '0', '1.5', 'abc', '99999999999999999999', String(maxPageNumber + 1)]

describe('a page number that is no whole number from 1 (F1)', () => {
  it('is a 400 saying what a page number is, for a visitor and an editor alike, never the database’s words', async () => {
    const editor = await staff('editor')
    for (const headers of [{}, editor.headers])
      for (const page of odd) {
        for (const path of ['/api/games', '/api/games/versions']) {
          const answer = await fetch(`${serverURL}${path}?limit=1&page=${page}`, { headers })
          const body = await answer.text()
          expect(answer.status, `${path} page=${page}`).toBe(400)
          expect(body).toContain('page must be a whole number from 1')
          expect(body).not.toMatch(/OFFSET|bigint|syntax/i)
        }
      }
  })

  it('a page past the last is an empty page, as before', async () => {
    const answer = await fetch(`${serverURL}/api/games?limit=10&page=${maxPageNumber}`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { docs: unknown[]; page: number }
    expect(body.docs).toEqual([])
    expect(body.page).toBe(maxPageNumber)
  })
})

describe('a GraphQL page argument that is no whole number from 1 (F1)', () => {
  it('is refused before the query runs, written in the query or sent as a variable', async () => {
    const editor = await staff('editor')
    const ask = (headers: Record<string, string>, body: object) =>
      fetch(`${serverURL}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    for (const headers of [{}, editor.headers])
      for (const body of [
        { query: '{ Games(limit: 1, page: -1) { docs { gameId } } }' },
        { query: '{ Games(limit: 1, page: 0) { docs { gameId } } }' },
        {
          query: 'query ($p: Int) { Games(limit: 1, page: $p) { docs { gameId } } }',
          variables: { p: -5 },
        },
        { query: 'query ($p: Int = -5) { Games(limit: 1, page: $p) { docs { gameId } } }' },
      ]) {
        const answer = await ask(headers, body)
        const text = await answer.text()
        expect(answer.status, text).toBeLessThan(500)
        expect(text).toContain('page must be a whole number from 1')
        expect(text).not.toMatch(/OFFSET|bigint/i)
        expect(JSON.parse(text).data?.Games).toBeFalsy()
      }
    const fine = await ask({}, { query: '{ Games(limit: 1, page: 2) { docs { gameId } } }' })
    expect(
      ((await fine.json()) as { data: { Games: { docs: unknown[] } } }).data.Games.docs,
    ).toHaveLength(1)
  })
})
