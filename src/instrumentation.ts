/** Runs once when the server starts: refuse to serve with an unusable configuration. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnStartupProblem } = await import('./lib/startup')
  exitOnStartupProblem()
}
