import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dropCachesOfAnotherScope, forgetCacheScope } from '../../src/server/cacheScope'

const page = ['server', 'route-cache', 'APP_PAGE', 'en.html']
const data = ['cache', 'fetch-cache', 'games']

/** What a server leaves in `.next` once it has served a page. */
function serveAPage(dist: string) {
  for (const file of [page, data]) {
    mkdirSync(path.join(dist, ...file.slice(0, -1)), { recursive: true })
    writeFileSync(path.join(dist, ...file), 'cached')
  }
}
const cached = (dist: string) => [page, data].map((file) => existsSync(path.join(dist, ...file)))

describe('dropCachesOfAnotherScope', () => {
  const site = {
    DATABASE_URL: 'postgres://localhost/starfin',
    NEXT_PUBLIC_SERVER_URL: 'https://www.example.com',
    PORT: '3000',
  }

  it('keeps the pages and data a server of the same database and address cached', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    dropCachesOfAnotherScope(dist, site)
    serveAPage(dist)
    expect(dropCachesOfAnotherScope(dist, { ...site })).toBe(false)
    expect(cached(dist)).toEqual([true, true])
  })

  it('drops them when the server starts on another database, address or port', () => {
    for (const other of [
      { DATABASE_URL: 'postgres://localhost/starfin_test' },
      { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3100' },
      { PORT: '3100' },
    ]) {
      const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
      dropCachesOfAnotherScope(dist, site)
      serveAPage(dist)
      expect(dropCachesOfAnotherScope(dist, { ...site, ...other })).toBe(true)
      expect(cached(dist)).toEqual([false, false])
    }
  })

  it('drops caches of unknown origin, left from before the scope was recorded', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    serveAPage(dist)
    expect(dropCachesOfAnotherScope(dist, site)).toBe(true)
    expect(cached(dist)).toEqual([false, false])
  })

  it('drops them after the database was made anew under the same address (the test run)', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    dropCachesOfAnotherScope(dist, site)
    serveAPage(dist)
    forgetCacheScope(dist)
    expect(dropCachesOfAnotherScope(dist, site)).toBe(true)
    expect(cached(dist)).toEqual([false, false])
  })
})
