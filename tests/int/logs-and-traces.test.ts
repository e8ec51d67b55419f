/**
 * The log and the traces of a production server, as an operator's tools read them: a second
 * server on the test database, logging at `info` (the test server logs only warnings),
 * exporting traces over OTLP to a receiver in this test (a tiny HTTP server that keeps what it
 * is sent), with its page cache in a Redis of its own (Debian's `redis-server`), as a fleet's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staff } from './helpers'

type Attribute = { key: string; value: { stringValue?: string; intValue?: string | number } }
type Span = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  attributes?: Attribute[]
  /** The instrumentation that made it (OTLP's scope). */
  scope?: string
}
type Export = {
  resourceSpans?: { scopeSpans?: { scope?: { name?: string }; spans?: Span[] }[] }[]
}

const spans: Span[] = []
/** The server's log, line by line (each parsed as JSON, or kept apart when it is not). */
const logLines: Record<string, unknown>[] = []
const unparsed: string[] = []
let receiver: Server
let server: ChildProcess
let redis: ChildProcess
const port = Number(process.env.PORT) + 4
const redisPort = port + 1
const origin = `http://127.0.0.1:${port}`

const attribute = (span: Span, key: string) =>
  span.attributes?.find((a) => a.key === key)?.value.stringValue

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as Export
        for (const resource of sent.resourceSpans ?? [])
          for (const { scope, spans: made } of resource.scopeSpans ?? [])
            spans.push(...(made ?? []).map((span) => ({ ...span, scope: scope?.name })))
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  await new Promise<void>((resolve, reject) => {
    redis.once('error', () =>
      reject(
        new Error('redis-server is missing (Debian/Ubuntu: sudo apt-get install -y redis-server).'),
      ),
    )
    redis.once('spawn', resolve)
  })
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      JOBS_RUNNER: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      LOG_LEVEL: 'info',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let partial = ''
  server.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines.filter(Boolean))
      try {
        logLines.push(JSON.parse(line))
      } catch {
        unparsed.push(line)
      }
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/api/health/live`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    if (i > 240 || server.exitCode !== null) throw new Error('The traced server did not start.')
    await new Promise((r) => setTimeout(r, 250))
  }
})

afterAll(async () => {
  server?.kill('SIGKILL')
  redis?.kill('SIGKILL')
  await new Promise((resolve) => receiver?.close(resolve))
})

/**
 * Sends a GET that continues a trace from the edge, and waits until the span that `wanted` picks
 * and every span above it, up to the one that continues the edge's, have been exported (spans
 * leave in batches, a parent after its children).
 */
async function traced(path: string, wanted: (span: Span) => boolean, what: string) {
  const traceId = randomBytes(16).toString('hex')
  const edgeSpanId = randomBytes(8).toString('hex')
  const separator = path.includes('?') ? '&' : '?'
  // A query of its own, so that no stored copy answers it.
  const answer = await fetch(`${origin}${path}${separator}trace=${traceId}`, {
    headers: { traceparent: `00-${traceId}-${edgeSpanId}-01` },
  })
  expect(answer.status).toBe(200)
  for (let waited = 0; ; waited += 100) {
    const trace = spans.filter((span) => span.traceId === traceId)
    const byId = new Map(trace.map((span) => [span.spanId, span]))
    const chain: Span[] = []
    for (let span = trace.find(wanted); span; span = byId.get(span.parentSpanId ?? ''))
      chain.push(span)
    if (chain.at(-1)?.parentSpanId === edgeSpanId)
      return { trace, chain, requestId: answer.headers.get('x-request-id') }
    if (waited > 20_000)
      throw new Error(`No ${what} under the edge's span in ${JSON.stringify(trace)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('a trace', () => {
  it('follows one request from the edge through Next to the database query, with its request id', async () => {
    // (The current semantic conventions name it db.system.name, older ones db.system.)
    const isQuery = (span: Span) =>
      (attribute(span, 'db.system.name') ?? attribute(span, 'db.system')) === 'postgresql'
    const { trace, chain, requestId } = await traced(
      '/api/games?limit=1&depth=0',
      isQuery,
      'database span',
    )
    // The query, Next's spans of the route and of the request, which continues the edge's trace.
    expect(chain.length).toBeGreaterThan(2)
    expect(trace.every((span) => attribute(span, 'starfin.request_id') === requestId)).toBe(true)
  })

  it('follows a page to the shared page cache’s commands in Redis, with its request id', async () => {
    // The Redis client's own spans (the instrumentation's), not the site's span around the lookup.
    const isCommand = (span: Span) => span.scope === '@opentelemetry/instrumentation-redis'
    const { chain, requestId } = await traced('/en/tc', isCommand, 'Redis span')
    const [command, lookup] = chain
    expect(attribute(command, 'starfin.request_id')).toBe(requestId)
    // Under the site's lookup in the shared cache, itself under Next's span of the request.
    expect(lookup.name).toBe('redis.cache.get')
    expect(chain.length).toBeGreaterThan(2)
  })
})

describe('the log', () => {
  const linesOf = async (id: string | null, count: number) => {
    for (let waited = 0; logLines.filter((l) => l.reqId === id).length < count; waited += 50) {
      if (waited > 10_000) break
      await new Promise((r) => setTimeout(r, 50))
    }
    return logLines.filter((line) => line.reqId === id)
  }

  it('is JSON lines, one per request, with the request id the answer’s X-Request-Id shows', async () => {
    const answer = await fetch(`${origin}/en`)
    expect(answer.status).toBe(200)
    const id = answer.headers.get('x-request-id')
    const [line] = await linesOf(id, 1)
    expect(line).toMatchObject({
      level: 'info',
      reqId: id,
      method: 'GET',
      path: '/en',
      status: 200,
      client: 'visitor',
      route: 'page',
    })
    expect(typeof line.durationMs).toBe('number')
    expect(Date.parse(String(line.time))).toBeGreaterThan(Date.now() - 60_000)
    // Next's own line as it starts ("✓ Running next.config …") is its console's, not the log's.
    expect(unparsed.filter((line) => !line.startsWith('✓ '))).toEqual([])
  })

  it('does not log a refused write or a malformed id at error', async () => {
    const refused = await fetch(`${origin}/api/games/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Not yours' }),
    })
    expect([401, 403]).toContain(refused.status)
    const malformed = await fetch(`${origin}/api/games?where[id][equals]=NaN`)
    expect(malformed.status).toBeLessThan(500)
    for (const answer of [refused, malformed]) {
      // Payload's own line of the refusal, and the request's.
      const lines = await linesOf(answer.headers.get('x-request-id'), 2)
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.filter((line) => line.level === 'error')).toEqual([])
    }
  })

  it('does not log a stranger’s admin question or the versions of a global that keeps none at error', async () => {
    const question = await fetch(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ Access { canAccessAdmin } }' }),
    })
    expect(question.status).toBe(400)
    const versions = await fetch(`${origin}/api/globals/site-settings/versions`, {
      headers: (await staff('sales')).headers,
    })
    expect(versions.status).toBe(404)
    for (const answer of [question, versions]) {
      const lines = await linesOf(answer.headers.get('x-request-id'), 1)
      expect(lines.length).toBeGreaterThan(0)
      // Any line of the request a moment later, Payload's own included.
      await new Promise((r) => setTimeout(r, 300))
      expect(
        logLines.filter(
          (line) => line.reqId === answer.headers.get('x-request-id') && line.level === 'error',
        ),
      ).toEqual([])
    }
  })
})
