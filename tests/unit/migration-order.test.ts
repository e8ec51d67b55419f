import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * Payload runs the migrations in the order `migrations/index.ts` lists them and makes a new one
 * by comparing the config with the newest schema snapshot by name. A migration made while the
 * clock is behind the newest one's name is listed last but sorts before it: the next one made
 * repeats its statements. Each must be named after the one before it.
 */
describe('the migrations', () => {
  it('are listed in the order of their names', () => {
    const names = [...readFileSync('migrations/index.ts', 'utf8').matchAll(/name: '([^']+)'/g)].map(
      ([, name]) => name!,
    )
    expect(names.length).toBeGreaterThan(20)
    const outOfOrder = names.filter((name, i) => i > 0 && name <= names[i - 1]!)
    expect(
      outOfOrder,
      'rename each to a time after the migration before it (its .ts, its .json and its line in migrations/index.ts)',
    ).toEqual([])
  })
})
