/** Runs once when the server starts: refuse to serve with an unusable configuration. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startupProblem } = await import('./lib/env')
  const problem = startupProblem()
  if (problem) {
    console.error(`\n✖ Cannot start: ${problem}\n`)
    process.exit(1)
  }
}
