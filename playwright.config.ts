import { defineConfig } from '@playwright/test'

import { chromeArgs, testChromePath, typesetChromePath, typesetSpecs } from './scripts/lib/chrome'

const port = process.env.TEST_PORT || process.env.PORT || '3100'

/**
 * Runs against the production server that `npm test` starts; Chromium comes from the system: its
 * headless shell where installed, and the whole browser for the tests that measure where lines
 * break (`scripts/lib/chrome.ts`).
 *
 * One worker: the tests share one server and one database. A second worker for the typeset tests
 * (they only read) was tried: on CI's two cores their full Chromium and the demos' animation
 * starved the admin tests into timeouts, and the step took longer (2,491 s against 1,905 s).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
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
      use: { launchOptions: { executablePath: typesetChromePath, args: chromeArgs } },
    },
    {
      name: 'chromium',
      testIgnore: typesetSpecs,
      use: { launchOptions: { executablePath: testChromePath, args: chromeArgs } },
    },
  ],
})
