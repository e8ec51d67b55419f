import { execFileSync } from 'node:child_process'

/**
 * Runs one of the repository's scripts as a deployment does (`tsx scripts/migrate.ts`) and
 * returns what it printed; a failure says how it ended and the end of what it wrote.
 */
export function runScript(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  try {
    return execFileSync('node_modules/.bin/tsx', args, { env, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const { status, signal, stdout, stderr } = error as {
      status?: number | null
      signal?: string | null
      stdout?: string
      stderr?: string
    }
    throw new Error(
      `tsx ${args.join(' ')} ended with ${signal ?? `exit code ${status}`}:\n` +
        `${String(stderr ?? '').slice(-4000)}\n${String(stdout ?? '').slice(-2000)}`,
    )
  }
}
