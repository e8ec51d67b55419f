/**
 * `npm test`: generated files; lint, format, type check and unit tests beside the production build
 * and a fresh, migrated and seeded PostgreSQL database; then, against them, the integration and
 * browser tests.
 *
 * `npm test -- int e2e` runs only the steps named (lint, format, types, generated, unit, int, e2e,
 * outage); the server steps still get their fresh database and server. Extra arguments after
 * `--` go to the last step's runner (`npm test -- int -- tests/int/api.test.ts`).
 */
import './lib/dotenv'
import { createHash } from 'node:crypto'
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { spawn, type ChildProcess } from 'node:child_process'

import pg from 'pg'

import { buildIfStale, sourceFingerprint } from './lib/buildStamp'
import { forgetCacheScope } from '../src/server/cacheScope'
import { testChromePath, typesetChromePath } from './lib/chrome'
import { prepareEnvironment } from './lib/environment'
import { runBin, unsettledTopLevelAwait } from './lib/run'
import {
  playwrightSlowest,
  playwrightTests,
  vitestSlowest,
  vitestTests,
  type FailedTest,
  type SlowFile,
} from './lib/testReports'
import { installTools } from './lib/tools'

const testPort = process.env.TEST_PORT || '3100'
const stepNames = ['lint', 'format', 'types', 'generated', 'unit', 'int', 'e2e', 'outage'] as const
type StepName = (typeof stepNames)[number]
const [named, passThrough = []] = ((args: string[]) => {
  const at = args.indexOf('--')
  return at < 0 ? [args] : [args.slice(0, at), args.slice(at + 1)]
})(process.argv.slice(2))
const unknown = named.filter((name) => !stepNames.includes(name as StepName))
if (unknown.length) {
  console.error(`✖ Unknown step ${unknown.join(', ')}; the steps are: ${stepNames.join(', ')}.`)
  process.exit(2)
}
const chosen = (name: StepName) => !named.length || named.includes(name)
/** The extra arguments go to the last step chosen. */
const extra = (name: StepName) => (named.at(-1) === name ? passThrough : [])
type Result = {
  step: string
  ok: boolean
  seconds?: number
  failed?: FailedTest[]
  flaky?: FailedTest[]
  /** The files that took longest, for a test runner's step. */
  slowest?: SlowFile[]
}
const heading = (line: string) => `\n\x1b[36m━━ ${line}\x1b[0m`
const say = (line: string) => console.log(heading(line))

/**
 * A run of steps one after another: its headings and its commands' output go to the terminal, or
 * to an open file (`output`) shown whole when the run ends; its results, in order, for the summary.
 */
type Track = { say: (line: string) => void; output?: number; results: Result[] }
const onTerminal = (): Track => ({ say, results: [] })
function inFile(file: string): Track {
  const output = openSync(file, 'w')
  return { say: (line) => writeSync(output, `${heading(line)}\n`), output, results: [] }
}

// The test runners' JSON reports, read for the summary (a CI log may show only its end).
const reports = '.data/reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const browsers = [...new Set([testChromePath, typesetChromePath])]
if (chosen('e2e') && browsers.some((path) => !existsSync(path))) {
  console.error(
    `✖ No Chromium found at ${browsers.filter((path) => !existsSync(path)).join(', ')}. The browser tests need it:\n` +
      '  Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell (or set CHROME_PATH to a Chrome/Chromium binary)',
  )
  process.exit(1)
}

async function step(
  name: string,
  bin: string,
  args: string[],
  {
    env,
    attempts = 1,
    report,
    track,
  }: {
    env?: NodeJS.ProcessEnv
    attempts?: number
    report?: () => Pick<Result, 'failed' | 'flaky' | 'slowest'>
    track: Track
  },
) {
  track.say(name)
  const started = performance.now()
  const once = () => runBin(bin, args, env, track.output)
  let code = await once()
  // Every step can be run again; this way of ending is the loader's, not the step's.
  if (code === unsettledTopLevelAwait) {
    track.say(`${name}: ended by an unsettled top-level await (scripts/lib/run.ts), run once more`)
    code = await once()
  }
  let ok = code === 0
  for (let attempt = 2; !ok && attempt <= attempts; attempt++) {
    track.say(`${name}: attempt ${attempt}`)
    ok = (await once()) === 0
  }
  track.results.push({
    step: name,
    ok,
    seconds: (performance.now() - started) / 1000,
    ...report?.(),
  })
  return ok
}

/**
 * A step's Vitest projects (vitest.config.ts): the integration files that must each have a process
 * of their own run in `int-isolated`, after the rest.
 */
const vitestProjects = { unit: ['unit'], int: ['int', 'int-isolated'], outage: ['outage'] }

/** A Vitest step (unit, int, outage), with its JSON report read for the summary. */
function vitestStep(
  name: string,
  project: keyof typeof vitestProjects,
  track: Track,
  env?: NodeJS.ProcessEnv,
) {
  const report = `${reports}/${project}.json`
  const args = [
    'run',
    ...vitestProjects[project].flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
  ]
  return step(name, 'vitest', [...args, `--outputFile.json=${report}`, ...extra(project)], {
    env,
    track,
    report: () => ({
      failed: vitestTests(report, 'failed'),
      flaky: vitestTests(report, 'flaky'),
      slowest: vitestSlowest(report),
    }),
  })
}

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('The test server exited.')
    const up = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The test server did not answer at ${url}.`)
}

// The type check reads the audit tools' types, and the integration tests run the Observatory.
if (chosen('types') || chosen('int')) await installTools()

// First, as they regenerate files the build and the type check read, and start a database of their own.
const first = onTerminal()
if (chosen('generated')) {
  const generated = (name: string, script: string, env?: NodeJS.ProcessEnv) =>
    step(name, 'tsx', [script], { env, track: first })
  await generated('Generated files are current', 'scripts/check-generated.ts')
  await generated('Migrations make the configured schema', 'scripts/check-migrations.ts', {
    ...process.env,
    DATABASE_URL: '',
  })
  await generated('Alert rules (promtool)', 'scripts/check-alerts.ts')
  await generated('Edge configuration (varnishd -C)', 'scripts/check-vcl.ts')
}

// The checks of the code alone (lint, format, types, unit) and the server's preparation (build,
// migrate, seed) wait on different things: where both run, they run side by side, the checks'
// output kept in a file and shown whole when they end, so a log reads as if one ran after the
// other, and a run takes the longer of the two instead of both (CI keeps to its 35 minutes).
const againstServer = chosen('int') || chosen('e2e') || chosen('outage')
const checksLog = `${reports}/checks.log`
const checkNames: StepName[] = ['lint', 'format', 'types', 'unit']
const checks = againstServer && checkNames.some(chosen) ? inFile(checksLog) : onTerminal()
const checked = (async () => {
  if (chosen('lint')) await step('Lint', 'eslint', ['.', '--max-warnings=0'], { track: checks })
  if (chosen('format'))
    await step('Format (Prettier)', 'prettier', ['--check', '.'], { track: checks })
  if (chosen('types')) await step('Type check', 'tsc', ['--noEmit'], { track: checks })
  if (chosen('unit')) await vitestStep('Unit tests', 'unit', checks)
})()
let shown: Promise<void> | undefined
/** Waits for the checks, then shows their output (once). */
const checksShown = () =>
  (shown ??= checked.then(() => {
    if (checks.output === undefined) return
    closeSync(checks.output)
    say('The checks of the code, run beside the build and the seed:')
    process.stdout.write(readFileSync(checksLog))
  }))

/** Build, a fresh test database, migrated and seeded, and the production server on it. */
async function againstTheServer(track: Track) {
  const buildStarted = performance.now()
  const built = await buildIfStale(say)
  track.results.push({
    step: 'Production build',
    ok: built,
    seconds: (performance.now() - buildStarted) / 1000,
  })

  const local = await prepareEnvironment((line) => console.log(line))
  let server: ChildProcess | undefined
  try {
    // A database of the tests' own, made fresh, so the developer's content is never touched.
    const base = new URL(process.env.DATABASE_URL!)
    const testDb = `${base.pathname.slice(1) || 'postgres'}_test`
    const mediaDir = '.data/test-media'
    // A copy of the last freshly seeded database and its media, kept for as long as nothing the
    // seed reads has changed: a second run (CI's pass on the machine's own Node, or a developer's
    // `npm test -- int`) starts from it instead of migrating and seeding for three minutes again.
    const seededDb = `${testDb}_seeded`
    const seededMedia = '.data/test-media-seeded'
    const seededStamp = '.data/test-seeded-fingerprint'
    const seedScripts = ['scripts/seed.ts', 'scripts/migrate.ts'].map((f) =>
      readFileSync(f, 'utf8'),
    )
    const fingerprint = createHash('sha256')
      .update([sourceFingerprint(), testPort, ...seedScripts].join('\0'))
      .digest('hex')
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const sql = (text: string) => admin.query(text)
    await sql(`drop database if exists "${testDb}" with (force)`)
    const haveSeeded =
      existsSync(seededStamp) &&
      readFileSync(seededStamp, 'utf8') === fingerprint &&
      existsSync(seededMedia) &&
      (await sql(`select 1 from pg_database where datname = '${seededDb}'`)).rowCount === 1
    rmSync(mediaDir, { recursive: true, force: true })
    if (haveSeeded) {
      await sql(`create database "${testDb}" template "${seededDb}"`)
      cpSync(seededMedia, mediaDir, { recursive: true })
    } else {
      rmSync(seededStamp, { force: true })
      rmSync(seededMedia, { recursive: true, force: true })
      await sql(`drop database if exists "${seededDb}" with (force)`)
      await sql(`create database "${testDb}"`)
    }
    base.pathname = `/${testDb}`
    // The database is new: pages cached by an earlier run on it must not be served.
    forgetCacheScope('.next')
    // Notifications go to the tests' own SMTP server (tests/int/notifications.test.ts), the job
    // queue looks every two seconds, and one operator origin may frame the demos.
    const env = {
      ...process.env,
      DATABASE_URL: base.toString(),
      MEDIA_DIR: mediaDir,
      PORT: testPort,
      NEXT_PUBLIC_SERVER_URL: `http://localhost:${testPort}`,
      // The tests are this server's proxy: they give each simulated client its own address
      // through X-Forwarded-For from 127.0.0.1, and play a stranger from another loopback address
      // (tests/int/trust.test.ts), whose X-Forwarded-For is not believed.
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(Number(testPort) + 7),
      ENQUIRY_NOTIFY_TO: 'partners@test.example.com',
      JOBS_CRON: '*/2 * * * * *',
      // One log line per request would bury the tests' own output: only warnings and errors.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The server's metrics, on a port of its own (tests/int/observe.test.ts reads them).
      METRICS_PORT: process.env.METRICS_PORT || String(Number(testPort) + 9),
      // (The browser tests play the operator from another loopback origin, as Chromium keeps public
      // sites from framing local ones whatever the policy says.)
      // The test server is this machine's alone, like a local start: its welcome screen stays open
      // (tests/int/first-admin.test.ts checks a deployment's closed one on a database of its own).
      FIRST_USER_SCREEN: 'open',
      DEMO_FRAME_ANCESTORS: `https://lobby.example.com http://127.0.0.1:${Number(testPort) + 8}`,
    }

    let seeded = haveSeeded
    if (haveSeeded)
      say(`Test database copied from the freshly seeded ${seededDb} (sources unchanged)`)
    else {
      // On a just-created cluster the migration process has now and then ended without a word (seen
      // in CI, not reproduced by hand); migrating is idempotent, so a second attempt is safe.
      const migrated = await step('Migrate a fresh test database', 'tsx', ['scripts/migrate.ts'], {
        env,
        attempts: 2,
        track,
      })
      // The seed carries on where a stopped one left off, so it too may be tried again.
      seeded =
        migrated &&
        (await step('Seed the demo content', 'tsx', ['scripts/seed.ts'], {
          env,
          attempts: 2,
          track,
        }))
      if (seeded) {
        // Kept before the server or any test has touched it.
        await sql(`create database "${seededDb}" template "${testDb}"`)
        cpSync(mediaDir, seededMedia, { recursive: true })
        writeFileSync(seededStamp, fingerprint)
      }
    }
    await admin.end()
    // The tests have the machine to themselves.
    await checksShown()
    if (seeded) {
      say(`Start the production server on port ${testPort}`)
      server = spawn('node_modules/.bin/tsx', ['src/server/serve.ts'], {
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      await waitForServer(`http://localhost:${testPort}/api/health`, server)
      if (chosen('int'))
        await vitestStep(
          'Integration tests (PostgreSQL, Payload, the running server)',
          'int',
          track,
          env,
        )
      const browserReport = `${reports}/e2e.json`
      if (chosen('e2e'))
        await step('Browser tests (Chromium)', 'playwright', ['test', ...extra('e2e')], {
          env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: browserReport },
          track,
          report: () => ({
            failed: playwrightTests(browserReport, 'unexpected'),
            flaky: playwrightTests(browserReport, 'flaky'),
            slowest: playwrightSlowest(browserReport),
          }),
        })
      if (chosen('outage'))
        await vitestStep('A database outage: 503s, cached pages, recovery', 'outage', track, env)
    }
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    track.results.push({ step: 'Test environment', ok: false })
  } finally {
    server?.kill('SIGTERM')
    await local?.stop()
  }
}

const server = onTerminal()
if (againstServer) await againstTheServer(server)
await checksShown()

const results = [...first.results, ...checks.results, ...server.results]
const failed = results.filter((r) => !r.ok)
console.log('\nSummary')
// Each step's time, so a slow CI run shows where its minutes went.
for (const { step: name, ok, seconds, failed: tests = [], flaky = [], slowest = [] } of results) {
  const took = seconds === undefined ? '' : ` (${Math.round(seconds)} s)`
  console.log(`  ${ok ? '✔' : '✖'} ${name}${took}`)
  for (const test of tests) console.log(`      ✖ ${test.name}\n          ${test.error}`)
  for (const test of flaky)
    console.log(`      ↻ passed on a retry: ${test.name}\n          ${test.error}`)
  if (slowest.length)
    console.log(
      `      slowest: ${slowest.map((f) => `${f.name} ${Math.round(f.seconds)} s`).join(', ')}`,
    )
}
console.log(`${results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length ? 1 : 0)
