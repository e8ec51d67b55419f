import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isolatedIntTests } from '../../vitest.config'

/**
 * What a file does that outlives it in a shared process: a mocked module stays mocked for the files
 * after it; a Payload of its own config (a probe collection) joins the registry every file reads.
 */
const changesItsModules = /\bvi\.(?:mock|doMock|resetModules|stubGlobal)\(|\bgetPayload\(/

describe('the integration files sharing one process (vitest.config.ts)', () => {
  it('leave out exactly the files that change the modules they load: each runs in a process of its own', () => {
    const changing = readdirSync('tests/int')
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `tests/int/${name}`)
      .filter((file) => changesItsModules.test(readFileSync(file, 'utf8')))
    expect(changing.length).toBeGreaterThan(0)
    expect(changing.sort()).toEqual([...isolatedIntTests].sort())
  })
})
