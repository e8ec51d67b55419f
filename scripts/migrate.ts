/**
 * `npm run migrate`: applies the committed migrations through Payload's local API (the
 * `payload migrate` CLI now and then exited without doing anything on a fresh database), then
 * rebuilds the translation status table if the registered content's shape changed
 * (`keepStatusTableCurrent`): every deploy runs this step, so the rebuild, seconds at thousands
 * of games, is done before the servers start and no editor's screen waits for it.
 */
import './lib/dotenv'
import config from '@payload-config'
import { getPayload } from 'payload'

import { keepStatusTableCurrent } from '../src/translation/statusTable'

import { migrations } from '../migrations'

const payload = await getPayload({ config })
// Payload types a migration's arguments as unknown; the generated files declare theirs.
await payload.db.migrate({
  migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends {
    migrations?: infer M
  }
    ? M
    : never,
})
const { docs } = await payload.find({
  collection: 'payload-migrations',
  limit: 0,
  pagination: false,
  depth: 0,
})
const applied = new Set(docs.map((doc) => doc.name))
const missing = migrations.filter((migration) => !applied.has(migration.name))
if (missing.length) {
  console.error(`✖ Not applied: ${missing.map((m) => m.name).join(', ')}`)
  process.exit(1)
}
const status = await keepStatusTableCurrent(payload)
// One line the catalogue bench reads (scripts/lib/catalogueBench.ts).
if (status.rebuilt)
  console.log(
    `Translation status rebuilt for the content's shape: ${status.entries} entries in ${Math.round(status.ms)} ms.`,
  )
console.log(
  `Database schema is current (${migrations.length} migration${migrations.length === 1 ? '' : 's'}).`,
)
process.exit(0)
