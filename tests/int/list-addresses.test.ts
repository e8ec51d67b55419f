/**
 * The game list's addresses as a stranger may send them: another spelling of a view goes to the
 * view's one address, judged on the query as sent, and a search the database cannot answer in
 * time is a 503 that says when to try again, not a 500.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { serverURL, testPayload } from './helpers'

const ask = (path: string) => fetch(`${serverURL}${path}`, { redirect: 'manual' })

describe('the game list’s one address per view', () => {
  it('sends a view spelt another way to its own address, as the browser sent it', async () => {
    for (const [sent, address] of [
      ['/en/game?tab=ho%74', '/en/game?tab=hot'],
      ['/en/game?%74ab=hot', '/en/game?tab=hot'],
      ['/en/game?q=koi%20lantern', '/en/game?q=koi+lantern'],
      ['/en/game?q=%FF', '/en/game'],
      ['/th/game?q=%FF%FEcoral', '/th/game?q=coral'],
      ['/en/game?tab=fish&utm_source=mail', '/en/game?tab=fish'],
    ]) {
      const response = await ask(sent)
      expect(response.status, sent).toBe(308)
      expect(response.headers.get('location'), sent).toBe(address)
      expect((await ask(address)).status, address).toBe(200)
    }
  })

  it('answers a view at its own address without a detour', async () => {
    for (const address of [
      '/en/game',
      '/en/game?tab=hot',
      '/jp/game?q=%E9%BE%8D',
      '/en/game?q=koi+lantern',
    ])
      expect((await ask(address)).status, address).toBe(200)
  })
})

describe('a search the database cannot answer in time', () => {
  it('is a 503 with Retry-After and an error page, without a trace of the server', async () => {
    const payload = await testPayload()
    const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      // The names' table is locked: the search waits until its statement timeout stops it.
      await client.query('begin')
      await client.query('lock table games_locales in access exclusive mode')
      const response = await fetch(
        `${serverURL}/en/game?q=${encodeURIComponent(`lantern ${Date.now()}`)}`,
        { signal: AbortSignal.timeout(15_000) },
      )
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      // Next's error shell, which the browser renders as the site's recovery page (it retries).
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      const html = await response.text()
      expect(html).not.toMatch(/\n\s+at .+:\d+:\d+|statement timeout|canceling statement/i)
    } finally {
      await client.query('rollback')
      client.release()
    }
    // Once the database answers again, so does the search.
    expect((await ask('/en/game?q=lantern')).status).toBe(200)
  })
})
