/**
 * The site's Prometheus metrics (prom-client), and the named functions that move them: the code
 * that serves, caches, limits, publishes, purges and runs jobs calls these, never prom-client
 * itself. `docs/operating.md` explains each series and the alerts on them.
 *
 * One registry per process, kept on globalThis: the production server, Next's bundles and the
 * cache handler may each load this module, and all of them count into the same series. It is
 * served on a port of its own (`serveMetrics`), never on the site's.
 */
import { createServer, type Server } from 'node:http'

import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client'

/** What the metrics need of a `pg` pool. */
export type ObservedPool = {
  totalCount: number
  idleCount: number
  waitingCount: number
  on: (event: 'acquire', listener: () => void) => unknown
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/** What the gauges read when the metrics are read. */
type Sources = {
  visitorQueue?: () => { busy: number; waiting: number }
  jobQueueDepth?: () => Promise<number>
  pools: Map<string, { pool: ObservedPool; replica: boolean }>
}

const replicaLagQuery = `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0) end as lag`

function createMetrics() {
  const sources: Sources = { pools: new Map() }
  const registry = new Registry()
  const registers = [registry]
  const counter = <L extends string>(config: CounterConfiguration<L>) =>
    new Counter<L>({ ...config, registers })
  const gauge = <L extends string>(config: GaugeConfiguration<L>) =>
    new Gauge<L>({ ...config, registers })
  const histogram = <L extends string>(config: HistogramConfiguration<L>) =>
    new Histogram<L>({ ...config, registers })
  // Event-loop lag, heap, GC, handles, CPU: prom-client's `process_*` and `nodejs_*` series.
  collectDefaultMetrics({ register: registry })

  const requestLabels = ['route', 'client', 'status'] as const
  return {
    registry,
    sources,
    requests: counter({
      name: 'starfin_http_requests_total',
      help: 'Requests answered, by route class (page, flight, api, endpoint, image, static, admin), client class (visitor, member, staff) and status code.',
      labelNames: requestLabels,
    }),
    requestDuration: histogram({
      name: 'starfin_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by route class, client class and status code.',
      labelNames: requestLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    storedResponses: counter({
      name: 'starfin_stored_responses_total',
      help: 'Anonymous GET and HEAD requests that a stored copy could answer: hit, not_modified (304) or miss (sent to Next).',
      labelNames: ['result'],
    }),
    nextCache: counter({
      name: 'starfin_next_cache_total',
      help: "Next's answers by what its cache said (x-nextjs-cache): hit, miss, stale, revalidated.",
      labelNames: ['result'],
    }),
    redisCache: counter({
      name: 'starfin_redis_cache_total',
      help: 'Lookups in the shared page cache in Redis (a fleet): hit or miss.',
      labelNames: ['result'],
    }),
    visitorQueueRunning: gauge({
      name: 'starfin_visitor_queue_running',
      help: 'Anonymous API calls running now (the visitor queue).',
      collect() {
        const stats = sources.visitorQueue?.()
        if (stats) this.set(stats.busy)
      },
    }),
    visitorQueueWaiting: gauge({
      name: 'starfin_visitor_queue_waiting',
      help: 'Anonymous API calls waiting for their turn now (the visitor queue).',
      collect() {
        const stats = sources.visitorQueue?.()
        if (stats) this.set(stats.waiting)
      },
    }),
    visitorQueueWait: histogram({
      name: 'starfin_visitor_queue_wait_seconds',
      help: 'How long anonymous API calls waited for their turn.',
      buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    staffHeavyWait: histogram({
      name: 'starfin_staff_heavy_wait_seconds',
      help: 'How long signed-in accounts’ heavy calls (large pages, versions, GraphQL, translation files) waited for their turn.',
      buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    rateLimitRefusals: counter({
      name: 'starfin_rate_limit_refusals_total',
      help: 'Requests refused by a limit: login, login-account, create-member, enquiry (per client address), visitor-queue (the API was busy), pages (too many page requests from one address at once).',
      labelNames: ['limit'],
    }),
    publishes: counter({
      name: 'starfin_publishes_total',
      help: 'Publishes whose caches this process expired (a save, a scheduled publish, a revalidation).',
    }),
    publishToLive: histogram({
      name: 'starfin_publish_to_live_seconds',
      help: 'From the start of the request that published to the end of the edge purge (caches of every instance expired, edges purged).',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    }),
    purges: counter({
      name: 'starfin_edge_purges_total',
      help: 'Purge requests an edge took, by edge (varnish, fastly, cloudflare).',
      labelNames: ['edge'],
    }),
    failedPurges: counter({
      name: 'starfin_edge_purge_failures_total',
      help: 'Purge requests that failed at every attempt, by edge (listed in the admin under Failed edge purges).',
      labelNames: ['edge'],
    }),
    jobRuns: counter({
      name: 'starfin_job_runs_total',
      help: 'Jobs run by this process (scheduled publishing, enquiry notifications).',
    }),
    jobFailures: counter({
      name: 'starfin_job_failures_total',
      help: 'Job runs that failed; final="true" when the job has no retry left.',
      labelNames: ['final'],
    }),
    jobsQueued: gauge({
      name: 'starfin_jobs_queued',
      help: 'Jobs waiting to run or to be retried (read by the process that runs them).',
      async collect() {
        if (sources.jobQueueDepth) this.set(await sources.jobQueueDepth().catch(() => Number.NaN))
      },
    }),
    poolConnections: gauge({
      name: 'starfin_db_pool_connections',
      help: 'Open connections of a database pool (primary, replica-1, …).',
      labelNames: ['pool'],
      collect() {
        for (const [pool, { pool: of }] of sources.pools) this.set({ pool }, of.totalCount)
      },
    }),
    poolIdle: gauge({
      name: 'starfin_db_pool_idle_connections',
      help: 'Idle connections of a database pool.',
      labelNames: ['pool'],
      collect() {
        for (const [pool, { pool: of }] of sources.pools) this.set({ pool }, of.idleCount)
      },
    }),
    poolWaiting: gauge({
      name: 'starfin_db_pool_waiting_clients',
      help: 'Queries waiting for a connection of a database pool.',
      labelNames: ['pool'],
      collect() {
        for (const [pool, { pool: of }] of sources.pools) this.set({ pool }, of.waitingCount)
      },
    }),
    poolAcquisitions: counter({
      name: 'starfin_db_pool_acquisitions_total',
      help: 'Connections taken from a database pool for a query or transaction: primary against replica use.',
      labelNames: ['pool'],
    }),
    replicaLag: gauge({
      name: 'starfin_db_replica_lag_seconds',
      help: 'How far a read replica is behind the primary (0 when it has replayed all it received).',
      labelNames: ['pool'],
      async collect() {
        const replicas = [...sources.pools].filter(([, { replica }]) => replica)
        const lags = await Promise.all(
          replicas.map(([, { pool }]) =>
            pool
              .query(replicaLagQuery)
              .then(({ rows }) => Number(rows[0]?.lag))
              .catch(() => Number.NaN),
          ),
        )
        replicas.forEach(([pool], i) => this.set({ pool }, lags[i]))
      },
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const key = Symbol.for('starfin.metrics')
const offKey = Symbol.for('starfin.metricsOff')

/** This process's metrics. */
export const metrics = (): Metrics =>
  ((globalThis as Record<symbol, unknown>)[key] ??= createMetrics()) as Metrics

/**
 * Stops this process counting (METRICS_PORT=0: nobody can read them): the functions below do
 * nothing from then on, and no series is made.
 */
export function stopCounting() {
  ;(globalThis as Record<symbol, unknown>)[offKey] = true
}

/** Moves the metrics, unless this process counts nothing. */
function count(move: (of: Metrics) => void) {
  if ((globalThis as Record<symbol, unknown>)[offKey] !== true) move(metrics())
}

/** A request answered (or given up by its client), by its classes and status. */
export function requestAnswered(
  labels: { route: string; client: string; status: number },
  seconds: number,
) {
  count((of) => {
    const series = requestSeries(of, labels)
    series.requests.inc()
    series.duration.observe(seconds)
  })
}

/**
 * The request series of one route class, client class and status, bound once: prom-client hashes
 * a label object on every call, a cost paid on every request. There are at most a few hundred.
 */
const boundSeries = new WeakMap<Metrics, Map<string, ReturnType<typeof bindRequestSeries>>>()
const bindRequestSeries = (of: Metrics, named: Record<'route' | 'client' | 'status', string>) => ({
  requests: of.requests.labels(named),
  duration: of.requestDuration.labels(named),
})
function requestSeries(
  of: Metrics,
  { route, client, status }: { route: string; client: string; status: number },
) {
  let series = boundSeries.get(of)
  if (!series) boundSeries.set(of, (series = new Map()))
  const key = `${route} ${client} ${status}`
  let bound = series.get(key)
  if (!bound)
    series.set(key, (bound = bindRequestSeries(of, { route, client, status: String(status) })))
  return bound
}

export const storedResponse = (result: 'hit' | 'not_modified' | 'miss') =>
  count((of) => of.storedResponses.inc({ result }))

/** Next's `x-nextjs-cache` value (HIT, MISS, STALE, REVALIDATED). */
export const nextCacheAnswered = (value: string) =>
  count((of) => of.nextCache.inc({ result: value.toLowerCase() }))

export const redisCacheLookup = (hit: boolean) =>
  count((of) => of.redisCache.inc({ result: hit ? 'hit' : 'miss' }))

export const visitorQueueWaited = (seconds: number) =>
  count((of) => of.visitorQueueWait.observe(seconds))

export const visitorQueueRefused = () => rateLimitRefused('visitor-queue')

export const staffHeavyCallWaited = (seconds: number) =>
  count((of) => of.staffHeavyWait.observe(seconds))

/** Reads the visitor queue's figures whenever the metrics are read. */
export function observeVisitorQueue(stats: () => { busy: number; waiting: number }) {
  count((of) => (of.sources.visitorQueue = stats))
}

export const rateLimitRefused = (limit: string) =>
  count((of) => of.rateLimitRefusals.inc({ limit }))

/** A publish: this process expired its caches for changed content. */
export const published = () => count((of) => of.publishes.inc())

/** A publish is live everywhere: caches expired and edges purged, `seconds` after it started. */
export const publishedLive = (seconds: number) => count((of) => of.publishToLive.observe(seconds))

/** One purge request that an edge took. */
export const edgePurged = (edge: string) => count((of) => of.purges.inc({ edge }))

/** One purge request that failed at every attempt. */
export const edgePurgeFailed = (edge: string) => count((of) => of.failedPurges.inc({ edge }))

/** The results of one run of the job queue (Payload's `jobStatus`). */
export function jobsRan(statuses: { status?: string }[]) {
  count((of) => {
    for (const { status } of statuses) {
      of.jobRuns.inc()
      if (status === 'error') of.jobFailures.inc({ final: 'false' })
      if (status === 'error-reached-max-retries') of.jobFailures.inc({ final: 'true' })
    }
  })
}

/** Reads the job queue's depth whenever the metrics are read (only where jobs run). */
export function observeJobQueue(depth: () => Promise<number>) {
  count((of) => (of.sources.jobQueueDepth = depth))
}

/** Counts a database pool's connections and uses; a replica's lag is read as the metrics are. */
export function observeDatabasePool(name: string, pool: ObservedPool, replica: boolean) {
  count(({ sources: { pools } }) => {
    if (pools.get(name)?.pool === pool) return
    pools.set(name, { pool, replica })
    pool.on('acquire', () => count((of) => of.poolAcquisitions.inc({ pool: name })))
  })
}

/**
 * Serves the metrics at `http://host:port/metrics` (Prometheus's text format). A port already
 * taken is reported through `warn` and the site carries on without it.
 */
export function serveMetrics({
  port,
  host,
  warn,
}: {
  port: number
  host: string
  warn: (message: string) => void
}): Server {
  const { registry } = metrics()
  const server = createServer((req, res) => {
    if (
      (req.url ?? '').split('?')[0] !== '/metrics' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: /metrics only.\n')
      return
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: Error) => {
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`${error.message}\n`)
      },
    )
  })
  server.on('error', (error) =>
    warn(`The metrics are not served on ${host}:${port}: ${(error as Error).message}`),
  )
  server.listen(port, host)
  server.unref()
  return server
}
