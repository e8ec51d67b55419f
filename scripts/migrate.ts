/**
 * `npm run migrate`: applies the committed migrations through Payload's local API. (The
 * `payload migrate` CLI now and then exited without doing anything on a fresh database.)
 */
import './lib/dotenv'
import config from '@payload-config'
import { getPayload } from 'payload'

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
console.log(
  `Database schema is current (${migrations.length} migration${migrations.length === 1 ? '' : 's'}).`,
)
process.exit(0)
