/**
 * The fleet's shared page cache (`src/server/cacheHandler.ts`) against a Redis of its own: a
 * publish expires what carries its tag, everything else stays, and expiring a tag costs the same
 * however many entries the cache holds (no scan of every entry's tags).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiringTagsByTime } from '@/server/cacheHandler'

const port = Number(process.env.TEST_PORT ?? 3100) + 1137
let redis: ChildProcess
const client = createClient({ url: `redis://127.0.0.1:${port}` })
const keyPrefix = 'test:'

const page = (html: string, tags: string[]) =>
  ({
    lastModified: Date.now(),
    tags,
    lifespan: null,
    value: { kind: 'APP_PAGE', html, headers: {}, status: 200, postponed: undefined },
  }) as never

const listening = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
    socket.once('close', () => socket.destroy())
    setTimeout(() => socket.end(), 50)
  })

beforeAll(async () => {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  })
  // Connects once Redis listens (a client left retrying would not connect again).
  for (let tries = 0; !(await listening()); tries++) {
    if (tries > 50) throw new Error(`redis-server did not listen on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await client.connect()
})

afterAll(async () => {
  await client.quit().catch(() => {})
  redis?.kill('SIGTERM')
})

describe('the shared page cache', () => {
  const options = { client: client as never, keyPrefix, timeoutMs: 2000 }
  const handler = () => expiringTagsByTime(createRedisHandler(options), options)

  it('misses what a publish expired and keeps the rest, and stores again after it', async () => {
    const cache = handler()
    await cache.set('/en/detail/182', page('Koi 182', ['games', 'game:182']))
    await cache.set('/en/detail/701', page('Coral 701', ['games', 'game:701']))
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.revalidateTag('game:182')

    expect(await cache.get('/en/detail/182', { implicitTags: [] })).toBeNull()
    const kept = await cache.get('/en/detail/701', { implicitTags: [] })
    expect((kept?.value as { html?: string } | undefined)?.html).toBe('Coral 701')

    await cache.set('/en/detail/182', page('Koi 182, new', ['games', 'game:182']))
    const again = await cache.get('/en/detail/182', { implicitTags: [] })
    expect((again?.value as { html?: string } | undefined)?.html).toBe('Koi 182, new')
  })

  it('expires a tag without reading every stored entry’s tags', async () => {
    const cache = handler()
    const batch = client.multi()
    for (let i = 0; i < 20_000; i++)
      batch.hSet(`${keyPrefix}__sharedTags__`, `/page/${i}`, JSON.stringify(['game:1']))
    await batch.exec()
    await client.configResetStat()
    await cache.revalidateTag('game:2')
    const stats = await client.info('commandstats')
    expect(stats).not.toMatch(/cmdstat_hscan/)
    expect(stats).toMatch(/cmdstat_hset:calls=1,/)
  })
})
