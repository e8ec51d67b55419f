/**
 * `npm start`: build when the build is missing or stale, start the database, migrate, load the
 * demo content into an empty database, and serve the site. The build and the database's part
 * need nothing of each other, so they run side by side; the phases' times are printed before
 * the site is served. A first start serves the games with covers drawn on request and uploads
 * them while the site is up (scripts/seed.ts).
 */
import './lib/dotenv'
import { buildIfStale } from './lib/buildStamp'
import { prepareEnvironment } from './lib/environment'
import { runBin, startBin, unsettledTopLevelAwait } from './lib/run'

const port = process.env.PORT || '3000'
const say = (line: string) => console.log(`\x1b[36m▸\x1b[0m ${line}`)

/**
 * A step is done when its script exits, or says it is ready and goes on working in the background
 * (the seed's covers). Migrating and seeding are idempotent: one ended by an unsettled top-level
 * await is run once more.
 */
async function step(what: string, bin: string, args: string[]) {
  say(what)
  let started = startBin(bin, args)
  let outcome = await started.ready
  if (outcome === unsettledTopLevelAwait) {
    started = startBin(bin, args)
    outcome = await started.ready
  }
  if (outcome !== 'ready' && outcome !== 0)
    throw new Error(`${what} failed (exit code ${outcome}).`)
  return started
}

const phases: string[] = []
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    phases.push(`${phase} ${Math.round((Date.now() - started) / 1000)} s`)
  }
}

// The build gets the environment as it was given: the database's part fills in a local one.
const build = timed('build', () => buildIfStale(say, { ...process.env }))
const local = await prepareEnvironment(say).catch(async (error: Error) => {
  await build
  throw error
})
let code = 1
let seeding: ReturnType<typeof startBin> | undefined
try {
  // A fleet migrates once per deploy, as a step of its own (`npm run migrate`), never raced by
  // several instances starting at once.
  if (process.env.MIGRATE_ON_START !== '0') {
    await timed('migrations', () =>
      step('Applying database migrations…', 'tsx', ['scripts/migrate.ts']),
    )
    seeding = await timed('demo content', () =>
      step('Checking the demo content…', 'tsx', [
        'scripts/seed.ts',
        '--unless-finished',
        '--site-covers-later',
      ]),
    )
  }
  if (!(await build)) throw new Error('The build failed.')
  say(`Ready in ${Math.round(process.uptime())} s (${phases.join(', ')}).`)
  const site = process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${port}`
  say(`Site:  ${site}  (e.g. ${site}/en, ${site}/jp)`)
  say(
    process.env.FIRST_USER_SCREEN === 'open'
      ? `Admin: ${site}/admin  (the first visit asks you to create the first admin account)`
      : `Admin: ${site}/admin  (the first admin account comes from: npm run create-admin -- --email you@example.com)`,
  )
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => {})
  code = await runBin('tsx', ['src/server/serve.ts'], { ...process.env, PORT: port })
} catch (error) {
  console.error(`\x1b[31m✖\x1b[0m ${(error as Error).message}`)
  // A build still running is let finish: the next start can use it.
  await build
} finally {
  // Covers still being drawn are left for the next start.
  seeding?.stop()
  await seeding?.exited
  await local?.stop()
}
process.exit(code)
