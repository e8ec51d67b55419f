import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

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

type Scope = { DATABASE_URL: string; NEXT_PUBLIC_SERVER_URL: string; PORT: string; build: string }

/** A server starting in this scope: true when it dropped what `.next` held. */
function start(dist: string, { build, ...env }: Scope) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return dropCachesOfAnotherScope(dist, build)
}

describe('dropCachesOfAnotherScope', () => {
  afterEach(() => vi.unstubAllEnvs())
  const site: Scope = {
    DATABASE_URL: 'postgres://localhost/starfin',
    NEXT_PUBLIC_SERVER_URL: 'https://www.example.com',
    PORT: '3000',
    build: 'build-1',
  }

  it('keeps the pages and data a server of the same database and address cached', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    start(dist, site)
    serveAPage(dist)
    expect(start(dist, { ...site })).toBe(false)
    expect(cached(dist)).toEqual([true, true])
  })

  it('keeps them on another port when the public address is set (the links name only that)', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    start(dist, site)
    serveAPage(dist)
    expect(start(dist, { ...site, PORT: '3100' })).toBe(false)
  })

  it('drops them when the server starts on another build, database, address, or port without an address', () => {
    for (const [before, after] of [
      [site, { ...site, build: 'build-2' }],
      [site, { ...site, DATABASE_URL: 'postgres://localhost/starfin_test' }],
      [site, { ...site, NEXT_PUBLIC_SERVER_URL: 'http://localhost:3100' }],
      [
        { ...site, NEXT_PUBLIC_SERVER_URL: '' },
        { ...site, NEXT_PUBLIC_SERVER_URL: '', PORT: '3100' },
      ],
    ]) {
      const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
      start(dist, before)
      serveAPage(dist)
      expect(start(dist, after)).toBe(true)
      expect(cached(dist)).toEqual([false, false])
    }
  })

  it('drops caches of unknown origin, left from before the scope was recorded', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    serveAPage(dist)
    expect(start(dist, site)).toBe(true)
    expect(cached(dist)).toEqual([false, false])
  })

  it('drops them after the database was made anew under the same address (the test run)', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    start(dist, site)
    serveAPage(dist)
    forgetCacheScope(dist)
    expect(start(dist, site)).toBe(true)
    expect(cached(dist)).toEqual([false, false])
  })
})
