/**
 * The production server: Next.js's own request handler (what `next start` runs), plus
 * - the brotli copies of the build's scripts and style sheets, made by the build at brotli's
 *   highest quality, for browsers that accept them;
 * - brotli (or gzip) on the fly for everything else Next answers: pages, their flight data, the
 *   API. Next itself only gzips (its `compress` is off in next.config.ts); a page is a quarter
 *   smaller in brotli, and most then fit in the first round trip of a new connection (14 KB).
 * - cached pages, flight data and public API answers kept compressed in memory once Next has
 *   answered them (`lib/storedResponses`), so a request for one costs what a static file costs;
 *   every revalidation in this process expires them (`src/lib/storedResponses`);
 * - anonymous calls of Payload's REST and GraphQL API a few at a time (`lib/visitorQueue`), so
 *   that clients hammering the API cannot starve the pages.
 * Pages and data cached by a server of another database or address are dropped first
 * (`lib/cacheScope`).
 *
 * It runs from a checkout (`npm start`, `npm test`, `npm run bench`) and, compiled to
 * `serve.mjs`, from the Docker image's standalone build.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { needsPrimary, readFromPrimary, replicaURLs } from '../src/lib/primaryReads'
import { onStoredResponsesExpired } from '../src/lib/storedResponses'

import { dropCachesOfAnotherScope } from './lib/cacheScope'
import { drainOnStop } from './lib/drain'
import { shareExpiryAcrossFleet } from './lib/fleetExpiry'
import { loadPrecompressed, sendPrecompressed } from './lib/precompressed'
import { secureResponses } from './lib/secureResponses'
import { createStoredResponses } from './lib/storedResponses'
import { createVisitorQueue } from './lib/visitorQueue'

const port = Number(process.env.PORT) || 3000
Object.assign(process.env, { NODE_ENV: 'production' })

// Serve with the configuration the build was made with, as Next's standalone server does.
// (A standalone image has no `next.config.ts` to read.)
const builtWith = JSON.parse(
  readFileSync(path.join('.next', 'required-server-files.json'), 'utf8'),
).config
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)

if (process.env.REDIS_URL) {
  // A fleet: pages and data live in Redis, shared by every instance (lib/cacheHandler.mjs), and
  // no instance keeps copies of its own that a publish elsewhere would leave stale.
  const standalone = path.resolve('cache-handler.mjs')
  builtWith.cacheHandler = existsSync(standalone)
    ? standalone
    : path.resolve('scripts/lib/cacheHandler.mjs')
  builtWith.cacheMaxMemorySize = 0
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)
} else {
  dropCachesOfAnotherScope('.next', process.env)
}

const app = next({ dev: false, dir: process.cwd(), port })
const handle = app.getRequestHandler()
await app.prepare()
const precompressed = loadPrecompressed()
// Quality 5: as fast as gzip (about 1.5 ms for a 110 KB page) and a quarter smaller; quality 11
// would save another tenth at a hundred times the time.
// (Typed for Express; it only uses what Node's own request and response have.)
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const hasReplicas = replicaURLs().length > 0
const withReadsFromPrimaryFor = (req: IncomingMessage, fn: () => unknown) =>
  hasReplicas && needsPrimary(req.method, req.headers.cookie) ? readFromPrimary(fn) : fn()
const stored = createStoredResponses({
  maxBytes: (Number(process.env.STORED_RESPONSES_MB) || 64) * 1024 * 1024,
  safetyMs: Number(process.env.STORED_RESPONSES_SAFETY_MS) || 10_000,
})
onStoredResponsesExpired(() => stored.expireAll())
// A fleet (REDIS_URL): a revalidation on any instance expires every instance's stored copies.
if (process.env.REDIS_URL) shareExpiryAcrossFleet(process.env.REDIS_URL, () => stored.expireAll())
const visitorQueue = createVisitorQueue({ secret: process.env.PAYLOAD_SECRET ?? '' })
// Security headers on every response (CSP with the hashes of each page's inline scripts).
const secure = secureResponses({ port })

const server = createServer(async (req, res) => {
  if (drain.refuse(req, res)) return
  const holdDocument = await secure(req, res)
  if (sendPrecompressed(req, res, precompressed)) return
  if (stored.serve(req, res)) return
  compress(req, res, () => {
    stored.record(req, res)
    void visitorQueue.admit(req, res, () => {
      // Innermost, so that the document is held (and hashed) as Next writes it, and the stored
      // copy keeps the policy with its hashes.
      holdDocument()
      void withReadsFromPrimaryFor(req, () => handle(req, res))
    })
  })
})
server.listen(port, () => {
  console.log(`▲ Serving the production build on port ${port} (${precompressed.size} brotli files)`)
  // Payload starts with the first request to its API, and the job queue with it
  // (src/jobs/runner.ts): one request now runs jobs left by a stopped server without waiting for
  // a visitor. (Starting Payload from instrumentation instead would give it that bundle's copy of
  // Payload's classes, and the API's error answers would no longer recognise its errors.)
  fetch(`http://127.0.0.1:${port}/api/health`)
    .then((response) => response.body?.cancel())
    .catch(() => {})
})

// A stop signal (a deploy, a scale-down) lets the requests in flight finish first (lib/drain).
const drain = drainOnStop(server)
