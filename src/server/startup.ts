/** Whether the server may start: its environment checked once, at start-up (`src/instrumentation.ts`). */
import { edgeSettingsProblem } from '../edge/purgers'

import { env, secretProblem, type Env } from '../lib/env'

/** Why the server cannot start, or null. Checked once at start-up (`src/instrumentation.ts`). */
export function startupProblem(): string | null {
  let settings: Env
  try {
    settings = env()
  } catch (error) {
    return (error as Error).message
  }
  if (!settings.DATABASE_URL) {
    return 'DATABASE_URL is not set. Start the app with `npm start` or `npm run dev`, which provide a local database, or set DATABASE_URL.'
  }
  const secret = secretProblem(settings.PAYLOAD_SECRET)
  if (secret)
    return `${secret} Set a random value of at least 32 characters (for example: openssl rand -base64 32).`
  return edgeSettingsProblem(settings)
}

export function exitOnStartupProblem() {
  const problem = startupProblem()
  if (!problem) return
  console.error(`\n✖ Cannot start: ${problem}\n`)
  process.exit(1)
}
