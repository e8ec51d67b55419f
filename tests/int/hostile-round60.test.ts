/**
 * Round 60 (the session's own probe while the fresh tester stalled):
 * - F1: a REST page number that is no whole number from 1 (`page=-1`, `page=1.5`,
 *   `page=99999999999999999999`) reached the database, and its refusal was the answer
 *   ("OFFSET must not be negative", "invalid input syntax for type bigint").
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
