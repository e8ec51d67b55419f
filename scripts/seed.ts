/**
 * `npm run seed [-- --reset]`: loads the demo content. `--unless-finished` (used by `npm start`)
 * does nothing once a seed has run to the end on this database; until then it finishes what a
 * stopped one began: it loads what is missing, or does a stopped reset again.
 *
 * `--site-covers-later` (`npm start` too) loads the games without their covers, says so to the
 * process that started it (`ready`: the site can be served, drawing each cover on request), then
 * draws and uploads the covers at a low priority and has the running server show them.
 *
 * `--synthetic N` loads the demo content and N synthetic games besides (`src/seed/synthetic`)
 * into a database of their own (`lib/syntheticDatabase`), migrated here, for measuring the site
 * at a larger catalogue (`npm run bench -- --catalogue`). Their covers are drawn on request.
 */
import './lib/dotenv'
import { setPriority } from 'node:os'

import type { SeedProgress } from '@/seed'
import type { SyntheticMark } from '@/seed/synthetic'

import { chooseSyntheticDatabase } from './lib/syntheticDatabase'

const args = new Set(process.argv.slice(2))
const synthetic = await chooseSyntheticDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { cacheTags } = await import('@/lib/cacheTags')
const { expireOnCommit } = await import('@/publishing')
const { seed, seedLaterCovers, seedProgress } = await import('@/seed')
const { seedSyntheticGames, syntheticMarkKey } = await import('@/seed/synthetic')
const { migrations } = await import('../migrations')
const coversLater = args.has('--site-covers-later')
// On a first start the build runs beside the seed, and is the longer of the two unless it gets
// the processors first: the seed takes what the build leaves.
if (coversLater) setPriority(19)

const payload = await getPayload({ config })
/**
 * Ctrl-C loses nothing: each game and global is saved whole or not at all. It also stops the local
 * database, whose goodbye (57P01) to this process's connections often comes before the signal.
 */
const stopped = () => {
  console.log('\nStopped before the end. The next `npm start` (or `npm run seed`) loads the rest.')
  process.exit(130)
}
process.once('SIGINT', stopped)
process.on('uncaughtException', (error) => {
  if ((error as { code?: string }).code === '57P01') stopped()
  console.error(error)
  process.exit(1)
})

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
const bar: SeedProgress = (done, total, what) => {
  const width = 30
  const filled = Math.round((done / total) * width)
  const line = `  [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} ${what}`
  if (process.stdout.isTTY) process.stdout.write(`\r${line.padEnd(70)}`)
  else if (done === total || done % 10 === 0) console.log(line)
}

try {
  if (synthetic !== null) {
    const using = (payload.db as unknown as { pool?: { options?: { connectionString?: string } } })
      .pool?.options?.connectionString
    if (!using || !new URL(using).pathname.endsWith(`_synthetic_${synthetic}`))
      throw new Error('The synthetic catalogue must go to a database of its own; stopped.')
    await payload.db.migrate({ migrations: migrations as never })
    const mark = await payload.kv.get<SyntheticMark>(syntheticMarkKey)
    if (mark?.games === synthetic) {
      console.log(`The synthetic catalogue of ${synthetic} games was loaded before.`)
    } else {
      const started = Date.now()
      await seed(payload, { siteCovers: 'later', onProgress: bar })
      if (process.stdout.isTTY) process.stdout.write('\n')
      await seedSyntheticGames(payload, synthetic, (done, total) =>
        bar(done, total, 'synthetic games'),
      )
      if (process.stdout.isTTY) process.stdout.write('\n')
      const mark: SyntheticMark = { games: synthetic, seconds: (Date.now() - started) / 1000 }
      await payload.kv.set(syntheticMarkKey, mark)
      console.log(
        `The demo content and ${synthetic} synthetic games loaded in ${seconds(started)} s.`,
      )
    }
    console.log(`Database: ${new URL(process.env.DATABASE_URL!).pathname.slice(1)}`)
  } else {
    const progress = await seedProgress(payload)
    if (
      args.has('--unless-finished') &&
      (progress === 'finished' || (progress === 'site covers' && coversLater))
    ) {
      console.log('The demo content was loaded before; it was not loaded again.')
    } else {
      const started = Date.now()
      if (progress === 'resetting')
        console.log('A reset of the demo content was stopped; doing it again.')
      const reset = args.has('--reset') || progress === 'resetting'
      await seed(payload, { reset, siteCovers: coversLater ? 'later' : 'now', onProgress: bar })
      if (process.stdout.isTTY) process.stdout.write('\n')
      console.log(`Demo content loaded in ${seconds(started)} s.`)
      // A running server shows the new content at once (every instance, and the edge).
      await expireOnCommit({ payload }, [cacheTags.all])
    }
    if (coversLater && (await seedProgress(payload)) === 'site covers') {
      process.send?.('ready')
      // Still at the lowest priority: visitors come first, the covers are drawn with what is left.
      const started = Date.now()
      console.log('Uploading the covers in the background (until then, each is drawn on request).')
      await seedLaterCovers(payload)
      console.log(`The covers are in (${seconds(started)} s).`)
      await expireOnCommit({ payload }, [cacheTags.all])
    }
  }
} finally {
  await payload.destroy()
}
process.exit(0)
