import { existsSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

/** next-intl imports `next/navigation` without an extension, which only a bundler resolves. */
const server = { deps: { inline: ['next-intl'] } }

/**
 * In CI a test that fails is tried once more, as the browser tests are (playwright.config.ts);
 * `npm test`'s summary names any that passed only then.
 */
const retry = process.env.CI ? 1 : 0

/**
 * The integration files CI runs a second time on the machine's older Node (NODE_RUNTIME_TESTS,
 * .ci/run): those whose behaviour rests on the Node under the server rather than on Payload and
 * the database — its HTTP server (deadlines, body ceilings, slow and odd clients), zlib, Intl and
 * fetch. A file renamed away from this list fails the run instead of leaving it silently.
 */
const nodeRuntimeTests = [
  'tests/int/trust.test.ts',
  'tests/int/fuzz.test.ts',
  'tests/int/security-headers.test.ts',
  'tests/int/compression.test.ts',
  'tests/int/stored-responses.test.ts',
  'tests/int/conventions.test.ts',
  'tests/int/languages.test.ts',
  'tests/int/api.test.ts',
  'tests/int/game-list.test.ts',
  'tests/int/page-weight.test.ts',
  'tests/int/visitor-limits.test.ts',
]
for (const file of nodeRuntimeTests) {
  if (!existsSync(path.resolve(import.meta.dirname, file)))
    throw new Error(`vitest.config.ts: ${file} (nodeRuntimeTests) is gone.`)
}

/**
 * The integration files that change the modules they load (a mocked module, the content registry
 * given a probe collection): each runs in a process of its own, after the rest, which share one
 * (`isolate: false`). A file that mocks a module or extends the registry belongs here
 * (tests/unit/test-projects.test.ts finds one that is missing).
 */
export const isolatedIntTests = ['tests/int/registry.test.ts']

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/** What every integration file needs: one Payload, one database, files one after another. */
const integration = {
  server,
  environment: 'node',
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  retry,
} as const

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          server,
          // A test that imports a collection loads much of Payload: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          // CI's second pass, on the machine's older Node, runs nodeRuntimeTests only.
          include: process.env.NODE_RUNTIME_TESTS ? nodeRuntimeTests : ['tests/int/**/*.test.ts'],
          // The outage test takes the database away; it runs on its own, last (see scripts/test.ts).
          exclude: ['tests/int/outage.test.ts', ...isolatedIntTests],
          // The files share one process and its modules: Payload and the config are loaded once,
          // not once a file (7 of the step's 23 minutes on CI's two cores went to loading them).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int-isolated',
          include: process.env.NODE_RUNTIME_TESTS ? [] : isolatedIntTests,
          // After the shared-process files, never beside them.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'outage',
          include: ['tests/int/outage.test.ts'],
          environment: 'node',
          server,
          testTimeout: 60_000,
        },
      },
      {
        // Run by `npm run test:fleet` against the fleet it starts (scripts/fleet).
        resolve: { alias },
        test: {
          name: 'fleet',
          include: ['tests/fleet/**/*.test.ts'],
          environment: 'node',
          server,
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
