/** Runs once when the server starts: refuse to serve with an unusable configuration. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnStartupProblem } = await import('./lib/env')
  exitOnStartupProblem()
  // The job queue runs from the start, not from the first request (src/jobs/runner.ts).
  const { startJobsRunner } = await import('./jobs/runner')
  void startJobsRunner()
}
