import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { siteOrigin } from '../lib/site'
import { env } from '../lib/env'

/**
 * What cached pages and data were made for: one build, one database, and the public origin their
 * links name (`siteOrigin`: NEXT_PUBLIC_SERVER_URL, or localhost and PORT without it). A fleet's
 * instances share one scope in Redis (the cache handler's keys, the expiry channel); a server in
 * a checkout drops what `.next` holds from another scope (the test run's, on the same build).
 */
export function cacheScope(buildId: string): string {
  return createHash('sha256')
    .update([buildId.trim(), env().DATABASE_URL, siteOrigin()].join('\n'))
    .digest('hex')
    .slice(0, 16)
}

const scopeFileIn = (distDir: string) => path.join(distDir, 'cache-scope')

/**
 * Rendered pages and cached data persist in `.next` across restarts, which is what a deployment
 * wants; a server that finds them made for another scope drops them before it starts.
 */
export function dropCachesOfAnotherScope(distDir: string, buildId: string): boolean {
  const scopeFile = scopeFileIn(distDir)
  const scope = cacheScope(buildId)
  if (existsSync(scopeFile) && readFileSync(scopeFile, 'utf8') === scope) return false
  for (const cache of [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]) {
    rmSync(path.join(distDir, cache), { recursive: true, force: true })
  }
  writeFileSync(scopeFile, scope)
  return true
}

/** For a database made anew under the same address: whatever was cached for the old one goes. */
export function forgetCacheScope(distDir: string) {
  rmSync(scopeFileIn(distDir), { force: true })
}
