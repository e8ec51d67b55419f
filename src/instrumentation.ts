/**
 * Runs once when the server starts: refuse to serve with an unusable configuration, then start
 * exporting traces if OTEL_EXPORTER_OTLP_ENDPOINT asks for them (src/observe/tracing.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnStartupProblem } = await import('./lib/startup')
  exitOnStartupProblem()
  const { startTracing } = await import('./observe/tracing')
  await startTracing()
}
