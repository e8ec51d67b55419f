/**
 * The production server: Next.js's own request handler (what `next start` runs) inside the steps
 * of `pipeline.ts`: the request's class (who, what, its id), its log line and metrics, a drain on
 * stop, security headers, the build's brotli files, stored copies of cached answers, compression,
 * the queue for anonymous API calls and what a shared cache in front is told. A publish committed
 * anywhere expires Next's cache and the stored copies here (`src/publishing`). The metrics are
 * served on a port of their own (METRICS_PORT, src/observe).
 *
 * It runs from a checkout (`npm start`, `npm test`, `npm run bench`) and, compiled to
 * `serve.mjs`, from the Docker image's standalone build.
 */
import { EventEmitter } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'

import next from 'next'

import { needsPrimary, readFromPrimary, replicaURLs } from '../database/primaryReads'
import { sharedMaxAge } from '../edge/cacheHeaders'
import { edgeAnswers } from '../edge/edgeAnswers'
import { currentBuildId } from '../lib/buildId'
import { serverLogger } from '../observe/logger'
import { observeVisitorQueue, serveMetrics, stopCounting } from '../observe/metrics'
import { observeRequest } from './observeRequests'
// The publish path's instance side only (its index would bundle Payload into serve.mjs).
import { expireThisInstance } from '../publishing/instance'

import { barredClients, barredConnection } from './barredClients'
import { dropCachesOfAnotherScope } from './cacheScope'
import { clientAddressOf, fromTrustedProxy, settleClientAddress } from './clientAddress'
import { compressResponses } from './compression'
import { drainOnStop } from './drain'
import { requestPipeline } from './pipeline'
import { loadPrecompressed } from './precompressed'
import { createRequestBodies, defaultBodyLimits } from './requestBodies'
import {
  honourPreviewId,
  payloadVerifiesStaff,
  previewIdOfBuild,
  requestClassifier,
  requestClassOf,
} from './requestClass'
import { secureResponses } from './secureResponses'
import { createStoredResponses, isShared, keyOf } from './storedResponses'
import { serverActionKinds, serverActionsForStaff } from './serverActions'
import { optimizerMadeBefore } from './madePictures'
import { isSelfCheck, selfCheckToken, shownPictures } from './shownPictures'
import { createVisitorQueue } from './visitorQueue'
import { env } from '../lib/env'

const settings = env()
const { PORT: port } = settings
// No metrics port: nothing is counted either.
if (settings.METRICS_PORT === 0) stopCounting()
// Next's own convention: the server it runs is the production one.
// eslint-disable-next-line no-restricted-syntax -- sets Next's NODE_ENV, reads nothing
Object.assign(process.env, { NODE_ENV: 'production' })

// Serve with the configuration the build was made with, as Next's standalone server does.
// (A standalone image has no `next.config.ts` to read.)
const builtWith = JSON.parse(
  readFileSync(path.join('.next', 'required-server-files.json'), 'utf8'),
).config
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)

if (settings.REDIS_URL) {
  // A fleet: pages and data live in Redis, shared by every instance (cacheHandler.ts), and
  // no instance keeps copies of its own that a publish elsewhere would leave stale.
  const standalone = path.resolve('cache-handler.mjs')
  builtWith.cacheHandler = existsSync(standalone)
    ? standalone
    : path.resolve('src/server/cacheHandler.ts')
  builtWith.cacheMaxMemorySize = 0
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)
} else {
  // Pages and data cached in `.next` by a server of another database or address are dropped;
  // Next's own file-system cache keeps the rest, except answers that show nothing.
  dropCachesOfAnotherScope('.next', currentBuildId())
  const standalone = path.resolve('local-cache-handler.mjs')
  builtWith.cacheHandler = existsSync(standalone)
    ? standalone
    : path.resolve('src/server/localCacheHandler.ts')
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)
}

/**
 * Next attaches its WebSocket upgrade listener to the server of the first request it handles
 * (`setupWebSocketHandler`), or to `httpServer` when given one. Its handler runs outside this
 * server's pipeline, and left every refused upgrade's socket open for good: a stranger's 90-byte
 * `Upgrade: websocket` request held a file handle until a restart, unlogged and uncounted (round
 * 59, F1). The site serves no WebSocket: Next gets a stand-in server, ours has no upgrade
 * listener, and Node answers an upgrade request as any other, through the pipeline.
 */
const upgradesNowhere = new EventEmitter() as unknown as Server
const app = next({ dev: false, dir: process.cwd(), port, httpServer: upgradesNowhere })
const handle = app.getRequestHandler()
await app.prepare()

// An editor's or a preview's request reads from the primary, never a lagging replica.
const hasReplicas = replicaURLs().length > 0
const nextWithPrimaryReads = (req: IncomingMessage, res: Parameters<typeof handle>[1]) =>
  hasReplicas &&
  needsPrimary(req.method, {
    staff: requestClassOf(req).who === 'staff',
    cookie: req.headers.cookie,
  })
    ? readFromPrimary(() => handle(req, res))
    : handle(req, res)

const stored = createStoredResponses({
  maxBytes: settings.STORED_RESPONSES_MB * 1024 * 1024,
  safetyMs: settings.STORED_RESPONSES_SAFETY_MS,
})
// Every publish committed on the database expires this instance's caches (src/publishing).
// Imported once Next has started tracing (src/instrumentation.ts): the listener loads `pg`, which
// the tracing's instrumentation must patch before anyone loads it, or Payload's queries have no spans.
const { listenForPublishes } = await import('../publishing/listener')
// Whether the optimizer may show a stranger a file: asked again after every publish.
const selfCheck = selfCheckToken(settings.PAYLOAD_SECRET ?? '')
const pictures = shownPictures({ port, token: selfCheck })
const publishes = settings.DATABASE_URL
  ? listenForPublishes({
      connectionString: settings.DATABASE_URL,
      expire: expireThisInstance({
        port,
        secret: settings.PAYLOAD_SECRET ?? '',
        expireBesideNext: () => {
          stored.expireAll()
          pictures.forget()
        },
      }),
    })
  : undefined
const precompressed = loadPrecompressed()

const log = serverLogger()
const trust = {
  proxies: [...settings.TRUSTED_PROXIES, ...(settings.TRUST_PROXY ? ['loopback', 'private'] : [])],
  hops: settings.TRUSTED_PROXY_HOPS,
}
const clientOf = clientAddressOf(trust)
// An address the queue keeps refusing is shut out for a while at the connection (round 38, F3).
const barred = barredClients()
const isBarred = barredConnection(trust, barred)
const visitorQueue = createVisitorQueue({
  perAccount: settings.STAFF_REQUESTS_AT_ONCE,
  madeBefore: optimizerMadeBefore(path.resolve(builtWith.distDir ?? '.next'), builtWith),
  onRefused: barred.refused,
})
observeVisitorQueue(visitorQueue.stats)
const bodyLimits = {
  visitorBytes: settings.VISITOR_BODY_KB * 1024,
  staffBytes: settings.STAFF_BODY_MB * 1024 * 1024,
  uploadBytes: settings.UPLOAD_BODY_MB * 1024 * 1024,
  visitorMs: settings.VISITOR_BODY_TIMEOUT_MS,
  staffMs: settings.STAFF_BODY_TIMEOUT_MS,
  idleMs: settings.BODY_IDLE_TIMEOUT_MS,
  totalBytes: defaultBodyLimits.totalBytes,
  perClientBytes: settings.BODY_PER_CLIENT_MB * 1024 * 1024,
}
const server = createServer({
  // Headers must arrive within this (checked every second, not Node's every 30 s); the body has
  // its own deadlines (requestBodies.ts), and Node's limit on a whole request stays above them.
  headersTimeout: settings.HEADERS_TIMEOUT_MS,
  requestTimeout: settings.HEADERS_TIMEOUT_MS + bodyLimits.staffMs + 1000,
  connectionsCheckingInterval: 1000,
})
// A preview cookie counts only with the value Next honours (round 46, F3).
honourPreviewId(previewIdOfBuild(path.resolve(builtWith.distDir ?? '.next')))

const pipeline = requestPipeline({
  // A stop signal (a deploy, a scale-down) lets the requests in flight finish first.
  drain: drainOnStop(server, undefined, async () => publishes?.close()),
  // The server's own checks of a file count as a client of their own (`shownPictures.ts`).
  client: settleClientAddress((req) =>
    isSelfCheck(req, selfCheck) ? 'this-server' : clientOf(req),
  ),
  classify: requestClassifier({
    verifyStaff: payloadVerifiesStaff(),
    fromTrustedProxy: fromTrustedProxy(trust),
  }),
  observe: (req, res, requestClass) => observeRequest(req, res, requestClass, log),
  pictures,
  actions: serverActionsForStaff({
    // The first-account screen of a local start (src/admin/firstAdmin.ts).
    firstUserScreenOpen: settings.FIRST_USER_SCREEN === 'open',
    // Asked of Payload itself; an answer that does not say "none yet" keeps the screen closed.
    accountsExist: () =>
      fetch(`http://127.0.0.1:${port}/api/users/init`, { signal: AbortSignal.timeout(5000) })
        .then(async (response) => (await response.json()) as { initialized?: unknown })
        .then(({ initialized }) => initialized !== false)
        .catch(() => true),
  }),
  bodies: createRequestBodies(bodyLimits, serverActionKinds()),
  secure: secureResponses({ port }),
  precompressed,
  stored,
  compress: compressResponses(),
  visitorQueue,
  // Shared caches in front keep what everyone gets alike, as the stored responses do.
  edge: edgeAnswers({
    maxAge: sharedMaxAge(),
    anonymous: (req) => keyOf(req) !== undefined,
    shared: (status, headers) => status === 304 || isShared(status, headers),
  }),
  next: nextWithPrimaryReads,
})
server.on('connection', (socket: Socket) => {
  if (isBarred(socket)) socket.destroy()
})
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  if (isBarred(req.socket)) return void req.socket.destroy()
  // A publish listener that lost its connection comes back with the traffic, not on a timer.
  void publishes?.ready()
  void pipeline(req, res)
})
if (settings.METRICS_PORT > 0)
  serveMetrics({
    port: settings.METRICS_PORT,
    host: settings.METRICS_HOST,
    warn: (message) => log.warn(message),
  })
server.listen(port, () => {
  log.info(
    `Serving the production build on port ${port} (${precompressed.size} brotli files)` +
      (settings.METRICS_PORT > 0
        ? `; metrics on http://${settings.METRICS_HOST}:${settings.METRICS_PORT}/metrics`
        : ''),
  )
  // Payload starts with the first request to its API, and the job queue with it
  // (src/jobs/runner.ts): one request now runs jobs left by a stopped server without waiting for
  // a visitor. (Starting Payload from instrumentation instead would give it that bundle's copy of
  // Payload's classes, and the API's error answers would no longer recognise its errors.)
  fetch(`http://127.0.0.1:${port}/api/health`)
    .then((response) => response.body?.cancel())
    .catch(() => {})
})
