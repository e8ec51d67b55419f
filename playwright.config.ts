import { defineConfig } from '@playwright/test'

import { chromeArgs, testChromePath, typesetChromePath, typesetSpecs } from './scripts/lib/chrome'

const port = process.env.TEST_PORT || process.env.PORT || '3100'

/**
 * Runs against the production server that `npm test` starts; Chromium comes from the system: its
 * headless shell where installed, and the whole browser for the tests that measure where lines
 * break (`scripts/lib/chrome.ts`).
 *
 * The tests share one server and one database, and most change what the others read: they run
 * one at a time, in one worker. The typeset tests only read public pages, and run in a second
 * worker beside them: minutes off the browser step, whose work is mostly waiting.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // `npm test` reads this report for its summary (scripts/lib/testReports.ts).
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'typeset',
      testMatch: typesetSpecs,
      workers: 1,
      use: { launchOptions: { executablePath: typesetChromePath, args: chromeArgs } },
    },
    {
      name: 'chromium',
      testIgnore: typesetSpecs,
      workers: 1,
      use: { launchOptions: { executablePath: testChromePath, args: chromeArgs } },
    },
  ],
})
