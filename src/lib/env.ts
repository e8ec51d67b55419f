/** The environment the app reads, checked in one place. */

import { edgeSettingsProblem } from '../edge/purgers'

const MIN_SECRET_LENGTH = 32

/** Why a Payload secret is unusable, or null when it is fine. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'PAYLOAD_SECRET is not set.'
  if (secret.length < MIN_SECRET_LENGTH)
    return `PAYLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`
  if (new Set(secret).size < 10) return 'PAYLOAD_SECRET is too repetitive to be secret.'
  if (/^(change|secret|your|example|payload)/i.test(secret))
    return 'PAYLOAD_SECRET looks like a placeholder.'
  return null
}

/** Why the server cannot start, or null. Checked once at start-up (`src/instrumentation.ts`). */
export function startupProblem(): string | null {
  if (!process.env.DATABASE_URL) {
    return 'DATABASE_URL is not set. Start the app with `npm start` or `npm run dev`, which provide a local database, or set DATABASE_URL.'
  }
  const secret = secretProblem(process.env.PAYLOAD_SECRET)
  if (secret)
    return `${secret} Set a random value of at least 32 characters (for example: openssl rand -base64 32).`
  return edgeSettingsProblem()
}

export function exitOnStartupProblem() {
  const problem = startupProblem()
  if (!problem) return
  console.error(`\n✖ Cannot start: ${problem}\n`)
  process.exit(1)
}
