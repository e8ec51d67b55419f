/**
 * Runs once when the server starts: refuse to serve with an unusable configuration, start
 * exporting traces if OTEL_EXPORTER_OTLP_ENDPOINT asks for them (src/observe/tracing.ts), and
 * under `next dev`, listen for publishes.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnStartupProblem } = await import('./server/startup')
  exitOnStartupProblem()
  const { startTracing } = await import('./observe/tracing')
  await startTracing()
  // `next dev` has no production server to listen for publishes (src/server/serve.ts does).
  if (process.env.NODE_ENV === 'development') {
    const { env } = await import('./lib/env')
    const { expireThisInstance } = await import('./publishing/instance')
    const { listenForPublishes } = await import('./publishing/listener')
    const { DATABASE_URL, PAYLOAD_SECRET, PORT } = env()
    if (DATABASE_URL)
      listenForPublishes({
        connectionString: DATABASE_URL,
        expire: expireThisInstance({ port: PORT, secret: PAYLOAD_SECRET ?? '' }),
      })
  }
}
