/**
 * The publish path (src/publishing): a change commits, then every instance expires its caches,
 * then the edge is purged once; a change rolled back expires nothing. The test server is the
 * instance; this process changes content through Payload's local API, as the worker (scheduled
 * publishing) and the seed do, or through the server's REST API, as an editor does.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'

import pg from 'pg'
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expireOnCommit } from '@/publishing'

import { gameByNumber, page, serverURL, staff, testPayload } from './helpers'

/** The body of an answer as a browser asking for brotli gets it, and whether it was the stored copy. */
const get = (path: string) =>
  new Promise<{ body: string; stored: boolean }>((resolve, reject) => {
    const req = request(`${serverURL}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({
          body: (res.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(body)
            : body
          ).toString(),
          // The server's stored copies carry their own ETag per coding (storedResponses.ts).
          stored: /-br"$/.test(String(res.headers.etag)),
        })
      })
    })
    req.on('error', reject)
    req.end()
  })

/** Asks until the server answers from its stored copy, as every later visitor gets it. */
async function storedCopy(path: string) {
  for (let i = 0; i < 50; i++) {
    const answer = await get(path)
    if (answer.stored) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was not stored`)
}

/** The page of the game list that shows the title (the list comes 24 games a page). */
async function listPageOf(title: string) {
  for (let page = 1; page <= 10; page++) {
    const path = page === 1 ? '/en/game' : `/en/game?page=${page}`
    if ((await get(path)).body.includes(title)) return path
  }
  throw new Error(`${title} is on no page of /en/game`)
}

const publishTitle = async (id: number, title: string) =>
  (await testPayload()).update({
    collection: 'games',
    id,
    locale: 'en-US',
    data: { title, _status: 'published' },
    overrideAccess: true,
  })

describe('a publish', () => {
  let game: { id: number; gameId: number; title: string }
  beforeAll(async () => {
    game = await gameByNumber(460)
  })
  afterAll(async () => {
    await publishTitle(game.id, game.title)
  })

  it('from another process (a job, the seed) is live on the page, the API and the stored copies of the instance once the save returns', async () => {
    const paths = [`/en/detail/${game.gameId}`, await listPageOf(game.title), '/api/typeGames']
    for (const path of paths) expect((await storedCopy(path)).body).toContain(game.title)

    const title = `${game.title} Tide ${Date.now() % 100000}`
    await publishTitle(game.id, title)

    // No waiting: the save returned once the instance had expired its caches.
    for (const path of paths) expect((await get(path)).body, path).toContain(title)
    for (const path of paths) expect((await storedCopy(path)).body, path).toContain(title)
  })

  it('by an editor through the REST API is live on the page and the API as the save is answered', async () => {
    const editor = await staff('editor')
    await storedCopy(`/en/detail/${game.gameId}`)
    const title = `${game.title} Reef ${Date.now() % 100000}`
    const saved = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    expect((await get(`/en/detail/${game.gameId}`)).body).toContain(title)
    expect((await get('/api/typeGames')).body).toContain(title)
  })
})

describe('a change rolled back', () => {
  let listener: pg.Client
  const heard: string[] = []
  let onHeard = () => {}
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    listener.on('notification', (message) => {
      heard.push(message.payload ?? '')
      onHeard()
    })
    await listener.query('listen starfin_publish')
  })
  afterAll(() => listener.end())

  it('tells no instance, so nothing expires; a committed change after it is told alone', async () => {
    const payload = await testPayload()
    const game = await gameByNumber(461)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      data: { title: `${game.title} Never ${Date.now() % 100000}`, _status: 'published' },
      overrideAccess: true,
      req,
    })
    await killTransaction(req)

    // Notifications come in commit order: once the marker is heard, nothing else is on its way.
    const marker = `marker:${Date.now()}`
    const markerHeard = new Promise<void>((resolve) => {
      onHeard = () => heard.some((message) => message.includes(marker)) && resolve()
    })
    await expireOnCommit({ payload }, [marker])
    await markerHeard
    expect(heard).toHaveLength(1)
    expect(JSON.parse(heard[0]).tags).toEqual([marker])
    expect((await page(`/en/detail/${game.gameId}`)).html).toContain(game.title)
  })
})

describe('the edge', () => {
  let edge: Server
  let edgeURL: string
  const purges: { tags: string; pageWasFresh: boolean }[] = []
  let expected = ''
  let gamePath = ''

  beforeAll(async () => {
    // An edge that, when told to purge, fetches the page again at once, as Varnish would.
    edge = createServer(async (req, res) => {
      const fresh = await get(gamePath)
      purges.push({
        tags: String(req.headers['xkey-purge']),
        pageWasFresh: fresh.body.includes(expected),
      })
      res.writeHead(200).end()
    })
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve))
    edgeURL = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`
  })
  afterAll(() => {
    delete process.env.VARNISH_PURGE_URLS
    edge.close()
  })

  it('is purged once, after the instance has expired the page, so it fetches the new one', async () => {
    const game = await gameByNumber(462)
    gamePath = `/en/detail/${game.gameId}`
    await storedCopy(gamePath)
    expected = `${game.title} Lagoon ${Date.now() % 100000}`
    process.env.VARNISH_PURGE_URLS = edgeURL
    try {
      await publishTitle(game.id, expected)
    } finally {
      delete process.env.VARNISH_PURGE_URLS
    }
    expect(purges).toHaveLength(1)
    expect(purges[0].tags.split(' ')).toEqual(
      expect.arrayContaining(['games', `game:${game.gameId}`]),
    )
    expect(purges[0].pageWasFresh).toBe(true)
    await publishTitle(game.id, game.title)
  })

  it('that refuses is tried again by the job queue, and at its last attempt listed in the admin (Failed edge purges), for admins only', async () => {
    const payload = await testPayload()
    // Nothing listens there: every attempt is refused.
    const refusing = `http://127.0.0.1:${Number(process.env.TEST_PORT || 3100) + 9}`
    process.env.VARNISH_PURGE_URLS = refusing
    try {
      const tags = [`game:${Date.now()}`, 'games']
      await expireOnCommit({ payload }, tags)
      const queued = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'purgeEdge' }, completedAt: { exists: false } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      const job = queued.docs[0]
      expect(job.input).toEqual({ tags, edges: [`Varnish ${refusing}`] })

      // Each run is one more attempt (Payload's back-off decides when; here they are run now).
      const runs: number[] = []
      for (let run = 0; run < 10; run++) {
        await payload.jobs.runByID({ id: job.id, overrideAccess: true })
        const state = await payload.findByID({
          collection: 'payload-jobs',
          id: job.id,
          overrideAccess: true,
          disableErrors: true,
        })
        runs.push(state?.totalTried ?? 0)
        if (!state || state.completedAt) break
      }
      expect(runs.length).toBe(4)

      const admin = await staff('admin')
      const listed = (await (
        await fetch(`${serverURL}/api/failed-purges?sort=-createdAt&limit=1`, {
          headers: { authorization: admin.headers.authorization },
        })
      ).json()) as { docs: { edge: string; tags: string; attempts: number; error: string }[] }
      expect(listed.docs[0]).toMatchObject({
        edge: `Varnish ${refusing}`,
        tags: tags.join(' '),
        attempts: 5,
      })
      expect(listed.docs[0].error).toBeTruthy()
      expect((await fetch(`${serverURL}/api/failed-purges`)).status).toBe(403)
    } finally {
      delete process.env.VARNISH_PURGE_URLS
    }
  })
})
