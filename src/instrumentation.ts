/**
 * Runs once when the server starts: refuse to serve with an unusable configuration; under
 * `next dev`, listen for publishes.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnStartupProblem } = await import('./lib/startup')
  exitOnStartupProblem()
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
