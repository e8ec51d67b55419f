/**
 * Fails when the Payload config describes a schema that the migrations do not make: a field or a
 * collection added without `npm run migrate:create`. No database, no server and no file written:
 * the schema the config describes is compared, with drizzle-kit as `migrate:create` does, with the
 * snapshot Payload keeps beside the latest migration.
 *
 * `PAYLOAD_CONFIG_PATH` chooses another config (the test of this check uses one with a field
 * added: tests/unit/check-migrations.test.ts).
 */
import './lib/dotenv'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { getPayload, type SanitizedConfig } from 'payload'

// Payload's check of the secret is not this check's business (the config reads it on import).
process.env.PAYLOAD_SECRET ||= 'a placeholder secret: no session is signed while checking'
const configPath = path.resolve(process.env.PAYLOAD_CONFIG_PATH || 'payload.config.ts')
const config = (await import(pathToFileURL(configPath).href)).default as Promise<SanitizedConfig>

const payload = await getPayload({
  config,
  disableDBConnect: true,
  disableOnInit: true,
} as Parameters<typeof getPayload>[0])
const db = payload.db as unknown as DrizzleAdapter
const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()

const latest = readdirSync('migrations')
  .filter((file) => file.endsWith('.json'))
  .sort()
  .at(-1)
let before = latest
  ? JSON.parse(readFileSync(path.join('migrations', latest), 'utf8'))
  : db.defaultDrizzleSnapshot
const after = await generateDrizzleJson(db.schema)
if (upSnapshot && before.version < after.version) before = upSnapshot(before)
const statements = await generateMigration(before, after)

if (statements.length) {
  console.error(
    `✖ The Payload config has changes that no migration makes (${statements.length} statements, e.g. ${statements[0].trim()}): run \`npm run migrate:create -- <name>\` and commit the migration.`,
  )
  process.exit(1)
}
console.log(`✔ The migrations (up to ${latest}) make the schema the Payload config describes.`)
process.exit(0)
