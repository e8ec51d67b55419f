import path from 'node:path'

import { defineConfig } from 'vitest/config'

/** next-intl imports `next/navigation` without an extension, which only a bundler resolves. */
const server = { deps: { inline: ['next-intl'] } }

/**
 * In CI a test that fails is tried once more, as the browser tests are (playwright.config.ts);
 * `npm test`'s summary names any that passed only then.
 */
const retry = process.env.CI ? 1 : 0

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

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
          name: 'int',
          server,
          include: ['tests/int/**/*.test.ts'],
          // The outage test takes the database away; it runs on its own, last (see scripts/test.ts).
          // CI's second pass, on the machine's older Node, runs the server's tests only
          // (SERVER_TESTS_ONLY, .ci/run): not the files that check the database and the seeded
          // content, which do not depend on the Node under the server.
          exclude: [
            'tests/int/outage.test.ts',
            ...(process.env.SERVER_TESTS_ONLY
              ? [
                  'tests/int/migrations.test.ts',
                  'tests/int/search-migration.test.ts',
                  'tests/int/seeded-content.test.ts',
                  'tests/int/synthetic-catalogue.test.ts',
                ]
              : []),
          ],
          environment: 'node',
          // One Payload instance against one database: files run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry,
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
