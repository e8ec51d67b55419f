/**
 * `npm run worker`: the fleet's one job runner. Payload 3 can run one job twice when several
 * processes poll a queue, so web instances run none (JOBS_RUNNER=0) and this process runs every
 * queue: scheduled publishing, edge purges tried again, and whatever else the site queues. A
 * publish committed here reaches every instance through the database (src/publishing), and this
 * process purges the edge once they have all expired it: it needs the instances' edge settings.
 *
 * WORKER_INTERVAL_MS: the pause between two runs (10 s). SIGTERM: the current run finishes first.
 * Its metrics (job runs, failures, queue depth, database pools) are served on METRICS_PORT, its
 * traces exported as the server's are (src/observe).
 */
import './lib/dotenv'
import { env } from '../src/lib/env'
import { serveMetrics, stopCounting } from '../src/observe/metrics'
import { startTracing } from '../src/observe/tracing'

// No metrics port: nothing is counted either.
if (env().METRICS_PORT === 0) stopCounting()
// Before Payload loads its database driver, which the tracing instruments.
await startTracing()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { observeJobQueueDepth } = await import('../src/observe/jobs')

const interval = Number(process.env.WORKER_INTERVAL_MS) || 10_000
const payload = await getPayload({ config })
observeJobQueueDepth(payload)
const settings = env()
if (settings.METRICS_PORT > 0)
  serveMetrics({
    port: settings.METRICS_PORT,
    host: settings.METRICS_HOST,
    warn: (message) => payload.logger.warn(message),
  })
let stopping = false
let wake: (() => void) | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    wake?.()
  })
}

payload.logger.info(`Job worker: running every queue every ${interval} ms.`)
while (!stopping) {
  try {
    await payload.jobs.run({ allQueues: true, limit: 50 })
  } catch (error) {
    payload.logger.error({ err: error }, 'A job run failed; trying again at the next interval.')
  }
  if (!stopping) await new Promise<void>((resolve) => setTimeout((wake = resolve), interval))
}
const pool = (payload.db as unknown as { pool?: import('pg').Pool }).pool
await pool?.end().catch(() => {})
process.exit(0)
