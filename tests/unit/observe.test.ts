import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { GraphQLError } from 'graphql'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { productionLogOptions } from '../../src/observe/logger'
import { metrics, serveMetrics } from '../../src/observe/metrics'
import { inRequest } from '../../src/observe/requestContext'
import { answerLevel, observeRequest } from '../../src/server/observeRequests'
import { requestClassifier } from '../../src/server/requestClass'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** A logger with the production options, writing its lines into `lines`. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, log: pino(productionLogOptions(), stream) }
}

/** A refusal as Payload throws one (its class name minified by the build). */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(message), { name: 'e', status, isPublic: true })

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the log', () => {
  it('writes one JSON object per line, with the request id the answer’s X-Request-Id shows', async () => {
    const { lines, log } = capturedLogger()
    const classify = requestClassifier({ verifyStaff: async () => false })
    const origin = await listen(
      createServer(async (req, res) => {
        const requestClass = await classify(req)
        observeRequest(req, res, requestClass, log)
        inRequest({ id: requestClass.id, startedAt: Date.now() }, () => {
          // What Payload logs while it answers (a refused write), with the same options.
          log.error({ err: refusal(403, 'You are not allowed to perform this action.') })
          res.writeHead(403).end()
        })
      }),
    )
    const answer = await fetch(`${origin}/api/games/1?draft=true`, { method: 'PATCH' })
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    while (lines.length < 2) await new Promise((r) => setTimeout(r, 10))
    const [refused, request] = lines
    expect(refused).toMatchObject({ level: 'info', reqId: id })
    expect(Date.parse(String(refused.time))).toBeGreaterThan(0)
    expect(request).toMatchObject({
      level: 'info',
      reqId: id,
      method: 'PATCH',
      path: '/api/games/1',
      status: 403,
      client: 'visitor',
      route: 'api',
    })
    expect(typeof request.durationMs).toBe('number')
  })

  it('keeps error for the server’s own failures, lowers a request’s faults', () => {
    const { lines, log } = capturedLogger()
    log.error({ err: refusal(404, 'Not Found') }, 'not found')
    log.error({ err: refusal(401, 'The email or password provided is incorrect.') }, 'login')
    // PostgreSQL's "invalid input syntax for type integer" under Drizzle's failed query.
    log.error(
      { err: Object.assign(new Error('Failed query'), { cause: { code: '22P02' } }) },
      'sql',
    )
    // A GraphQL mutation refused: GraphQL wraps what the resolver threw.
    const forbidden = refusal(403, 'You are not allowed to perform this action.')
    log.error({ err: new GraphQLError(forbidden.message, { originalError: forbidden }) }, 'gql')
    log.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432') }, 'database down')
    expect(lines.map(({ level, msg }) => [msg, level])).toEqual([
      ['not found', 'info'],
      ['login', 'warn'],
      ['sql', 'info'],
      ['gql', 'info'],
      ['database down', 'error'],
    ])
    expect(lines[3]).not.toHaveProperty('err')
    expect(lines[3].refused).toEqual({
      status: 403,
      message: 'You are not allowed to perform this action.',
    })
    const failure = lines[4]
    expect((failure.err as { stack?: string }).stack).toContain('ECONNREFUSED')
  })

  it('writes a refused database query as the answer says it, without its statement or parameters', () => {
    const { lines, log } = capturedLogger()
    // Drizzle's error for a stranger's id past PostgreSQL's integer, as Payload logs it.
    const failed = Object.assign(
      new Error(
        'Failed query: select count(*) from "games" where "games"."id" in ($1, $2)\nparams: 1,99999999999',
      ),
      {
        cause: Object.assign(new Error('value "99999999999" is out of range for type integer'), {
          code: '22003',
        }),
      },
    )
    log.error({ err: failed })
    expect(lines[0].level).toBe('info')
    const said = JSON.stringify(lines[0])
    expect(said).not.toMatch(/select|Failed query|params/)
    expect((lines[0].refused as { message: string }).message).toMatch(/out of range/)
  })

  it('writes a job’s failed task as one warn line while it will be tried again, an error with its stack at the last', () => {
    const { lines, log } = capturedLogger()
    const job = { id: 12, taskSlug: 'notifyEnquiry', input: { enquiry: 3 }, log: [] }
    // Payload's TaskError (not exported): the message of what the task threw, and its arguments.
    const taskError = (totalTried: number) =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
        args: {
          job: { ...job, totalTried },
          taskSlug: 'notifyEnquiry',
          taskID: '1',
          taskStatus: totalTried ? { totalTried } : null,
          retriesConfig: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
          workflowConfig: { slug: 'singleTask' },
        },
      })
    // As Payload logs each failed attempt (queues/errors/handleTaskError).
    for (const tried of [0, 1, 2])
      log.error({
        err: taskError(tried),
        job: { ...job, totalTried: tried },
        msg: `Error running task 1. Attempt ${tried + 1}`,
        taskSlug: 'notifyEnquiry',
      })
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      [
        'warn',
        'Job 12 (notifyEnquiry): attempt 1 of 3 failed, to be tried again: connect ECONNREFUSED 127.0.0.1:25',
      ],
      [
        'warn',
        'Job 12 (notifyEnquiry): attempt 2 of 3 failed, to be tried again: connect ECONNREFUSED 127.0.0.1:25',
      ],
      [
        'error',
        'Job 12 (notifyEnquiry): attempt 3 of 3 failed, no retry left: connect ECONNREFUSED 127.0.0.1:25',
      ],
    ])
    expect(lines[0].job).toEqual({ id: 12, task: 'notifyEnquiry', attempt: 1, attempts: 3 })
    expect(lines[0]).not.toHaveProperty('err')
    const last = lines[2] as { job: unknown; err: { stack: string } }
    expect(last.job).toEqual({ id: 12, task: 'notifyEnquiry', attempt: 3, attempts: 3 })
    expect(last.err.stack).toContain('ECONNREFUSED')
    // Neither the job's record nor the task's configuration.
    expect(JSON.stringify(lines)).not.toMatch(/backoff|"input"|taskStatus/)
  })

  it('gives each answer a level: error for the server’s failures, warn for refusals that protect it', () => {
    expect([200, 304, 400, 403, 404, 413].map(answerLevel)).toEqual(Array(6).fill('info'))
    expect([401, 429, 503].map(answerLevel)).toEqual(['warn', 'warn', 'warn'])
    expect([500, 502].map(answerLevel)).toEqual(['error', 'error'])
  })
})

describe('the metrics', () => {
  it('are served as Prometheus text on their own port, and nothing else is', async () => {
    metrics().requests.reset()
    const { log } = capturedLogger()
    const classify = requestClassifier({ verifyStaff: async () => false })
    const site = await listen(
      createServer(async (req, res) => {
        observeRequest(req, res, await classify(req), log)
        res.end('ok')
      }),
    )
    await fetch(`${site}/en`)
    await fetch(`${site}/api/hotGames`)
    const server = serveMetrics({ port: 0, host: '127.0.0.1', warn: () => {} })
    await new Promise((resolve) => server.once('listening', resolve))
    servers.push(server)
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const answer = await fetch(`${origin}/metrics`)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await answer.text()
    expect(text).toContain(
      'starfin_http_requests_total{route="page",client="visitor",status="200"} 1',
    )
    expect(text).toContain(
      'starfin_http_requests_total{route="endpoint",client="visitor",status="200"} 1',
    )
    expect(text).toMatch(/^starfin_http_request_duration_seconds_bucket\{/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toContain('# TYPE starfin_edge_purge_failures_total counter')
    expect((await fetch(`${origin}/`)).status).toBe(404)
  })

  it('are the ones the alert rules and the Grafana dashboard read, by name', async () => {
    const names = new Set(
      (await metrics().registry.getMetricsAsJSON()).map(({ name }) => name as string),
    )
    const read = ['deploy/prometheus/alerts.yml', 'deploy/grafana/dashboards/starfin.json']
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:starfin|nodejs)_\w+/g)])
      .map(([name]) => name.replace(/_(?:bucket|sum|count)$/, ''))
    expect(read.length).toBeGreaterThan(20)
    expect([...new Set(read)].filter((name) => !names.has(name))).toEqual([])
  })
})
