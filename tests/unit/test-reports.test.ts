import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  playwrightSlowest,
  playwrightTests,
  vitestSlowest,
  vitestTests,
} from '../../scripts/lib/testReports'

// Real reports, written by the installed runners for a few tests that fail on purpose, so an
// upgrade that changes a report's shape fails here rather than leaving the summary silent.
const dir = '.data/test-reports-probe'
const report = join(dir, 'report.json')

/** Runs an installed runner in the probe's folder, as from a terminal (none of this Vitest's variables). */
function runInProbe(bin: string, args: string[], env: Record<string, string> = {}) {
  spawnSync(join(process.cwd(), 'node_modules/.bin', bin), args, {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
  })
}

function write(files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the test summary', { timeout: 60_000 }, () => {
  it('names the Vitest tests that failed, a file that could not load, those that passed only on a retry, and the slowest files', () => {
    write({
      'vitest.config.mjs': 'export default { test: { retry: 1 } }',
      'sums.test.ts': `import { describe, expect, it } from 'vitest'
let tries = 0
describe('sums', () => {
  it('adds wrongly', () => { expect(1 + 1).toBe(3) })
  it('adds rightly', () => { expect(1 + 1).toBe(2) })
  it('adds rightly the second time', () => { tries++; expect(tries).toBe(2) })
})`,
      'broken.test.ts': `import './missing-module'\nimport { it } from 'vitest'\nit('never runs', () => {})`,
      'slow.test.ts': `import { it } from 'vitest'\nit('waits', () => new Promise((done) => setTimeout(done, 1500)))`,
    })
    runInProbe('vitest', ['run', '--reporter=json', '--outputFile.json=report.json'])

    const failed = vitestTests(report, 'failed')
    expect(failed.map((t) => t.name).sort()).toEqual([
      `${dir}/broken.test.ts`,
      `${dir}/sums.test.ts › sums adds wrongly`,
    ])
    const [broken, sums] = [...failed].sort((a, b) => a.name.localeCompare(b.name))
    expect(broken.error).toContain('missing-module')
    expect(sums.error).toContain('expected 2 to be 3')
    expect(vitestTests(report, 'flaky')).toEqual([
      {
        name: `${dir}/sums.test.ts › sums adds rightly the second time`,
        error: expect.stringContaining('expected 1 to be 2'),
      },
    ])
    // The summary names the slowest files, slowest first.
    expect(vitestSlowest(report, 1).map((f) => f.name)).toEqual([`${dir}/slow.test.ts`])
    expect(vitestSlowest(report, 1)[0].seconds).toBeGreaterThanOrEqual(1.4)
  })

  it('names the Playwright tests that failed, those that passed only on a retry, and the slowest files', () => {
    write({
      // Its own output folder, named outright: left to Playwright, it is the repository's
      // test-results, which a browser run in progress writes its traces to.
      'playwright.config.mjs':
        "export default { retries: 1, workers: 1, outputDir: new URL('./test-results', import.meta.url).pathname }",
      'menu.spec.ts': `import { expect, test } from '@playwright/test'
test.describe('menu', () => {
  test('opens', () => { expect('closed').toBe('open') })
  test('closes', ({}, info) => { expect(info.retry).toBe(1) })
  test('stays', () => {})
})`,
      'slow.spec.ts': `import { test } from '@playwright/test'
test('waits', () => new Promise((done) => setTimeout(done, 1500)))`,
    })
    runInProbe('playwright', ['test', '--reporter=json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: 'report.json',
    })

    const failed = playwrightTests(report, 'unexpected')
    expect(failed.map((t) => t.name)).toEqual([`${dir}/menu.spec.ts:3 › menu › opens`])
    expect(failed[0].error).toContain('toBe')
    // What came, not only what was asked: a CI log keeps the summary alone.
    expect(failed[0].error).toContain('Expected: "open"')
    expect(failed[0].error).toContain('Received: "closed"')
    expect(playwrightTests(report, 'flaky').map((t) => t.name)).toEqual([
      `${dir}/menu.spec.ts:4 › menu › closes`,
    ])
    const slowest = playwrightSlowest(report, 2)
    expect(slowest.map((f) => f.name)).toEqual([`${dir}/slow.spec.ts`, `${dir}/menu.spec.ts`])
    expect(slowest[0].seconds).toBeGreaterThanOrEqual(1.4)
  })

  it('names nothing when a run left no report', () => {
    rmSync(report, { force: true })
    expect(vitestTests(report, 'failed')).toEqual([])
    expect(playwrightTests(report, 'unexpected')).toEqual([])
    expect(playwrightSlowest(report)).toEqual([])
  })
})
