import { execFileSync } from 'node:child_process'

import { unsettledTopLevelAwait } from '../../scripts/lib/run'

type Failure = {
  status?: number | null
  signal?: string | null
  stdout?: string
  stderr?: string
}

/**
 * Runs one of the repository's scripts as a deployment does (`tsx scripts/migrate.ts`) and
 * returns what it printed; a failure says how it ended and the end of what it wrote. A script that
 * ends with Node's "unsettled top-level await" (exit code 13, nothing printed: the config's module
 * graph now and then left unsettled under tsx, see scripts/lib/run.ts) is run once more, as
 * `npm start` and the test runner do.
 */
export function runScript(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const run = () =>
    execFileSync('node_modules/.bin/tsx', args, { env, encoding: 'utf8', stdio: 'pipe' })
  try {
    try {
      return run()
    } catch (error) {
      if ((error as Failure).status !== unsettledTopLevelAwait) throw error
      return run()
    }
  } catch (error) {
    const { status, signal, stdout, stderr } = error as Failure
    throw new Error(
      `tsx ${args.join(' ')} ended with ${signal ?? `exit code ${status}`}:\n` +
        `${String(stderr ?? '').slice(-4000)}\n${String(stdout ?? '').slice(-2000)}`,
    )
  }
}
