/**
 * What the log says of a job that fails: Payload's own job runner, on the test database, with the
 * production log options, retrying an edge purge that a refusing Varnish turns down. The job is
 * on a queue of this test's own, which the test server's runner leaves alone.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { productionLogOptions } from '@/observe/logger'
import { purgeRetries } from '@/publishing/edge'

import { testPayload } from './helpers'

let payload: Payload
let edge: Server
let edgeURL: string
let payloadLogger: Payload['logger']
const lines: Record<string, unknown>[] = []
const queue = `job-log-${randomBytes(4).toString('hex')}`

beforeAll(async () => {
  payload = await testPayload()
  edge = createServer((_req, res) => res.writeHead(503).end('Backend fetch failed'))
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve))
  edgeURL = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`
  // The purge job reads the edges from this process's settings.
  process.env.VARNISH_PURGE_URLS = edgeURL
  // Payload's logger, as production configures it, writing into `lines`.
  payloadLogger = payload.logger
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  payload.logger = pino(productionLogOptions(), stream)
})

afterAll(async () => {
  payload.logger = payloadLogger
  delete process.env.VARNISH_PURGE_URLS
  await new Promise((resolve) => edge.close(resolve))
})

describe('a job that fails', () => {
  it('is a one-line warning per attempt that will be tried again, and an error when none is left', async () => {
    const tag = `job-log-${randomBytes(4).toString('hex')}`
    const edgeName = `Varnish ${edgeURL}`
    const job = await payload.jobs.queue({
      task: 'purgeEdge',
      input: { tags: [tag], edges: [edgeName] },
      queue,
    })
    for (let attempt = 1; attempt <= purgeRetries + 1; attempt++) {
      // Tried again now rather than after the back-off.
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: null },
        overrideAccess: true,
      })
      await payload.jobs.run({ queue })
    }

    const retried = lines.filter((line) => line.level === 'warn')
    expect(retried.map((line) => line.msg)).toEqual(
      [1, 2, 3].map(
        (attempt) =>
          `Job ${job.id} (purgeEdge): attempt ${attempt} of ${purgeRetries + 1} failed, to be tried again: ${edgeName}: answered 503 Service Unavailable`,
      ),
    )
    for (const line of retried) {
      expect(line.job).toMatchObject({ id: job.id, task: 'purgeEdge' })
      // One line: no stack, no job record, no task configuration.
      expect(line).not.toHaveProperty('err')
      expect(JSON.stringify(line).length).toBeLessThan(400)
    }
    // The purge's last attempt is the one error: the edge and the tags, listed in the admin.
    const errors = lines.filter((line) => line.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0].msg).toContain(`The edge purge of ${tag} at ${edgeName} failed 5 times`)

    const failed = await payload.find({
      collection: 'failed-purges',
      where: { tags: { equals: tag } },
      overrideAccess: true,
    })
    expect(failed.docs).toHaveLength(1)
    await payload.delete({
      collection: 'failed-purges',
      id: failed.docs[0].id,
      overrideAccess: true,
    })
  })
})
