/**
 * `tsx scripts/with-db.ts -- tsx scripts/translation-status-time.ts [--synthetic N] [--rebuild]
 * [--whole] [--origin URL]`: times what the translation status screen reads for one screen
 * (`readStatusPage` and the review queue) at the catalogue of the database: the demo content's,
 * or the synthetic catalogue of N games that `npm run seed -- --synthetic N` made. Applies
 * pending migrations first (the status table is filled by its migration). `--rebuild` times a
 * rebuild of the whole table too; `--whole` the read of every entry that the screen made before
 * the table, for comparison; `--origin` the screen itself, `/admin/translations` read to its last
 * byte by a signed-in admin from a server started on the same database (`src/server/serve.ts`).
 *
 * Prints the figures; it asserts nothing (the tests prove what the screen shows, not its time).
 */
import './lib/dotenv'

import { chooseSyntheticDatabase } from './lib/syntheticDatabase'

const argv = process.argv.slice(2)
const args = new Set(argv)
const origin = args.has('--origin') ? argv[argv.indexOf('--origin') + 1] : undefined
await chooseSyntheticDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { readReviewQueue, readStatusPage, rebuildTranslationStatus } =
  await import('@/translation/statusTable')
const { readTranslationEntries } = await import('@/translation/freshness')
const { statusOf } = await import('@/translation/status')
const { migrations } = await import('../migrations')
const { signedInAdmin } = await import('./lib/signIn')

type Query = Parameters<typeof readStatusPage>[1]

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as never })
const games = (await payload.count({ collection: 'games', overrideAccess: true })).totalDocs
const rows = (await payload.count({ collection: 'translation-status', overrideAccess: true }))
  .totalDocs
console.log(
  `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}: ${games} games, ${rows} status rows`,
)

const ms = (since: number) => performance.now() - since
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]

if (args.has('--rebuild')) {
  const started = performance.now()
  const entries = await rebuildTranslationStatus(payload)
  console.log(`rebuild of the table: ${entries} entries in ${ms(started).toFixed(0)} ms`)
}

const screens: [string, Query][] = [
  ['first screen (no filter)', {}],
  ['Thai, any work', { locale: 'th-TH' }],
  ['Thai, needs translation, page 3', { locale: 'th-TH', state: 'missing', page: 3 }],
  ['any language, needs update', { state: 'needs-update' }],
]
for (const [what, query] of screens) {
  const times: number[] = []
  let shown = 0
  for (let run = 0; run < 6; run++) {
    const started = performance.now()
    const [page] = await Promise.all([readStatusPage(payload, query), readReviewQueue(payload)])
    times.push(ms(started))
    shown = page.total
  }
  const [first, ...rest] = times
  console.log(
    `${what.padEnd(34)} ${shown} entries: first ${first.toFixed(0)} ms, then median ${median(rest).toFixed(0)} ms`,
  )
}

if (args.has('--whole')) {
  const started = performance.now()
  // Read as an admin reads them (no account is needed to read past access).
  const admin = { id: 0, role: 'admin', collection: 'users' } as never
  const { entries } = await readTranslationEntries({ payload, user: admin })
  entries.map((entry) => statusOf(entry))
  console.log(
    `every entry read whole, as before the table: ${entries.length} entries in ${ms(started).toFixed(0)} ms`,
  )
}

if (origin) {
  const email = 'status-time@starfin.example'
  const signedIn = await signedInAdmin(payload, origin, { email, name: 'Status timing' })
  for (const path of [
    '/admin/translations',
    '/admin/translations?missing=th-TH&state=missing&page=3',
  ]) {
    const times: number[] = []
    let answer = ''
    for (let run = 0; run < 6; run++) {
      const started = performance.now()
      const response = await fetch(origin + path, { headers: signedIn })
      const bytes = (await response.arrayBuffer()).byteLength
      times.push(ms(started))
      answer = `${response.status}, ${(bytes / 1024).toFixed(0)} KB`
    }
    const [first, ...rest] = times
    console.log(
      `${path} (${answer}): first ${first.toFixed(0)} ms, then median ${median(rest).toFixed(0)} ms`,
    )
  }
}

await payload.destroy()
process.exit(0)
