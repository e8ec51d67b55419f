import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Rendered pages and cached data persist in `.next` across restarts, which is what a deployment
 * wants. They came from one database and one public address, though: a server with another (the
 * test run's, on the same build) would show the other's content and links. So a server that
 * finds them made for another scope drops them before it starts.
 */
const scopeFileIn = (distDir: string) => path.join(distDir, 'cache-scope')

export function dropCachesOfAnotherScope(
  distDir: string,
  env: Record<string, string | undefined>,
): boolean {
  const scopeFile = scopeFileIn(distDir)
  const scope = createHash('sha256')
    .update([env.DATABASE_URL, env.NEXT_PUBLIC_SERVER_URL, env.PORT].join('\n'))
    .digest('hex')
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
