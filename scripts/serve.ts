/**
 * The production server: Next.js's own request handler (what `next start` runs), plus the
 * brotli copies of the build's scripts and style sheets for browsers that accept them.
 * Pages, API, admin and images are Next's, compressed by Next as usual. Pages and data cached by
 * a server of another database or address are dropped first (`lib/cacheScope`).
 *
 * It runs from a checkout (`npm start`, `npm test`, `npm run bench`) and, compiled to
 * `serve.mjs`, from the Docker image's standalone build.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { dropCachesOfAnotherScope } from './lib/cacheScope'
import { loadPrecompressed, sendPrecompressed } from './lib/precompressed'

const port = Number(process.env.PORT) || 3000
Object.assign(process.env, { NODE_ENV: 'production' })

// Serve with the configuration the build was made with, as Next's standalone server does.
// (A standalone image has no `next.config.ts` to read.)
const builtWith = JSON.parse(readFileSync(path.join('.next', 'required-server-files.json'), 'utf8')).config
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtWith)

dropCachesOfAnotherScope('.next', process.env)

const app = next({ dev: false, dir: process.cwd(), port })
const handle = app.getRequestHandler()
await app.prepare()
const precompressed = loadPrecompressed()

const server = createServer((req, res) => {
  if (!sendPrecompressed(req, res, precompressed)) void handle(req, res)
})
server.listen(port, () => console.log(`▲ Serving the production build on port ${port} (${precompressed.size} brotli files)`))

// Like `next start`: a stop signal ends the process (requests in flight are cut short).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
