/** Fills in what a local start needs when the environment does not say: database and secret. */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { secretProblem } from '../../src/lib/env'

import { dataDir, startLocalDatabase, type LocalDatabase } from './localDatabase'

export async function prepareEnvironment(
  log: (line: string) => void,
): Promise<LocalDatabase | null> {
  let local: LocalDatabase | null = null
  if (!process.env.DATABASE_URL) {
    local = await startLocalDatabase(log)
    process.env.DATABASE_URL = local.url
    // Only this machine's user reaches a local start: it may keep Payload's welcome screen for
    // the first admin (closed everywhere else: src/admin/firstAdmin.ts).
    process.env.FIRST_USER_SCREEN ??= 'open'
    // A local machine without a configured secret gets its own random one, kept with its data.
    if (!process.env.PAYLOAD_SECRET) {
      const file = path.join(dataDir, 'payload-secret')
      if (!existsSync(file)) {
        mkdirSync(dataDir, { recursive: true })
        writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 })
      }
      process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
    }
  }
  const problem = secretProblem(process.env.PAYLOAD_SECRET)
  if (problem) {
    await local?.stop()
    throw new Error(
      `${problem} Set a random value of at least 32 characters (for example: openssl rand -base64 32).`,
    )
  }
  return local
}
