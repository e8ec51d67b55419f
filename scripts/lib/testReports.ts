/**
 * Which tests failed, read from the JSON reports of Vitest and Playwright, so that the summary at
 * the end of `npm test` (the part of a CI log that is always shown) names them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export type FailedTest = { name: string; error: string }

/**
 * An error as a summary shows it: its first line and what it expected and received (a CI log
 * keeps the summary; "toHaveText failed" alone did not say which text came), without colours,
 * each line short, on lines indented under the test's name.
 */
function summaryOf(message: string | undefined) {
  const lines = (message ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')
    .map((line) => line.trim())
  const telling = lines
    .slice(1)
    .filter((line) => /^(Expected|Received|Timeout|Locator|- Expected|\+ Received)\b/.test(line))
    .slice(0, 4)
  return [lines[0] ?? '', ...telling]
    .map((line) => (line.length > 160 ? `${line.slice(0, 157)}…` : line))
    .join('\n          ')
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

type VitestReport = {
  testResults?: {
    name: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

/**
 * Tests of a Vitest `--reporter=json` report that failed (a file that failed to load counts as
 * one), or, with `'flaky'`, that failed and then passed on a retry (they keep the first error).
 */
export function vitestTests(file: string, status: 'failed' | 'flaky'): FailedTest[] {
  const report = readJson(file) as VitestReport | undefined
  const found: FailedTest[] = []
  for (const result of report?.testResults ?? []) {
    const path = relative(process.cwd(), result.name)
    const tests = (result.assertionResults ?? []).filter((t) =>
      status === 'failed'
        ? t.status === 'failed'
        : t.status === 'passed' && t.failureMessages?.length,
    )
    for (const test of tests)
      found.push({
        name: `${path} › ${test.fullName}`,
        error: summaryOf(test.failureMessages?.[0]),
      })
    // A file that failed to load, or whose hooks failed, without a failed test to show for it.
    if (status === 'failed' && !tests.length && result.message)
      found.push({ name: path, error: summaryOf(result.message) })
  }
  return found
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: {
    title: string
    line: number
    tests: {
      status: string
      results: { error?: { message?: string }; duration?: number }[]
    }[]
  }[]
  suites?: PlaywrightSuite[]
}

/**
 * Tests of a Playwright JSON report (`PLAYWRIGHT_JSON_OUTPUT_FILE`) that failed, or, with
 * `'flaky'`, that failed and then passed on a retry.
 */
export function playwrightTests(file: string, status: 'unexpected' | 'flaky'): FailedTest[] {
  const report = readJson(file) as
    { config?: { rootDir?: string }; suites?: PlaywrightSuite[] } | undefined
  const root = report?.config?.rootDir ?? process.cwd()
  const found: FailedTest[] = []
  const walk = (suite: PlaywrightSuite, titles: string[], path: string) => {
    const file = suite.file ? relative(process.cwd(), join(root, suite.file)) : path
    const here = suite.file === suite.title ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((t) => t.status === status)) {
        const error = test.results.find((r) => r.error)?.error?.message
        found.push({
          name: [`${file}:${spec.line}`, ...here, spec.title].join(' › '),
          error: summaryOf(error),
        })
      }
    for (const child of suite.suites ?? []) walk(child, here, file)
  }
  for (const suite of report?.suites ?? []) walk(suite, [], suite.title)
  return found
}

export type SlowFile = { name: string; seconds: number }

const slowest = (times: Map<string, number>, count: number): SlowFile[] =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, seconds: ms / 1000 }))

/** The files of a Vitest JSON report that took longest, so a slow CI run says where it went. */
export function vitestSlowest(file: string, count = 3): SlowFile[] {
  const report = readJson(file) as
    { testResults?: { name: string; startTime?: number; endTime?: number }[] } | undefined
  const times = new Map<string, number>()
  for (const result of report?.testResults ?? [])
    if (result.startTime && result.endTime)
      times.set(relative(process.cwd(), result.name), result.endTime - result.startTime)
  return slowest(times, count)
}

/** The files of a Playwright JSON report that took longest, retries included. */
export function playwrightSlowest(file: string, count = 3): SlowFile[] {
  const report = readJson(file) as
    { config?: { rootDir?: string }; suites?: PlaywrightSuite[] } | undefined
  const root = report?.config?.rootDir ?? process.cwd()
  const times = new Map<string, number>()
  const walk = (suite: PlaywrightSuite, path: string) => {
    const file = suite.file ? relative(process.cwd(), join(root, suite.file)) : path
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          times.set(file, (times.get(file) ?? 0) + (result.duration ?? 0))
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.title)
  return slowest(times, count)
}
