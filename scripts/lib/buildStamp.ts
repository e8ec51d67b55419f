/** A fingerprint of everything `next build` reads, to tell whether the last build is stale. */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { run } from './run'

// What `npm run build` reads: the sources, and the build's own steps (package.json's script, fonts, brotli copies).
const inputs = [
  'src',
  'public',
  'migrations',
  'payload.config.ts',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/fonts.ts',
  'scripts/precompress.ts',
  'scripts/lib/compileHints.ts',
]
const stampFile = path.join('.next', 'source-fingerprint')

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name))
  } else yield entry
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256')
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update('\0').update(readFileSync(file))
  return hash.digest('hex')
}

export function buildIsCurrent(): boolean {
  return (
    existsSync(path.join('.next', 'BUILD_ID')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourceFingerprint()
  )
}

/** Notes that the build in `.next` is of the sources as they are now (the build's last step). */
export const recordBuild = () => writeFileSync(stampFile, sourceFingerprint())

/** Builds for production (`npm run build`, which records itself) unless the last build is of these sources. */
export async function buildIfStale(
  say: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (buildIsCurrent()) return true
  say('Building the site for production (first start, or the sources changed)…')
  return (await run('npm', ['run', '--silent', 'build'], env)) === 0
}
