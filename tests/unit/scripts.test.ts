import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const packageScripts = Object.values(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
).join(' && ')

/** Every script file package.json runs (`tsx scripts/….ts`). */
const entries = [
  ...new Set([...packageScripts.matchAll(/\bscripts\/[\w/-]+\.ts\b/g)].map((m) => m[0])),
]

const firstImport = (file: string) =>
  /^import\s+(?:[^'"]+\s+from\s+)?['"]([^'"]+)['"]/m.exec(readFileSync(file, 'utf8'))?.[1]

describe('the scripts package.json runs', () => {
  it('load .env before any module can read a setting', () => {
    expect(entries.length).toBeGreaterThan(10)
    for (const file of entries) expect(firstImport(file), file).toMatch(/lib\/dotenv$/)
  })

  it('.env is loaded by a module that imports nothing of the project first', () => {
    const imports = [
      ...readFileSync('scripts/lib/dotenv.ts', 'utf8').matchAll(
        /^import [^\n]*['"]([^'"\n]+)['"]$/gm,
      ),
    ].map((m) => m[1])
    expect(imports.every((name) => name.startsWith('node:'))).toBe(true)
  })
})
