/**
 * The fleet (scripts/fleet/topology): two app instances A and B, Varnish in front of both (the
 * edge), one worker, PostgreSQL primary + streaming replica, Redis, S3. Each test is something a
 * visitor or an editor would notice if the instances did not share their state. The destructive
 * ones (replica, Redis, SIGTERM) come last.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request, Agent } from 'node:http'

import autocannon from 'autocannon'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staff, testPayload, type StaffLogin } from '../int/helpers'
import { englishGameData } from '../support/testGame'

const A = process.env.FLEET_A!
const B = process.env.FLEET_B!
const EDGE = process.env.FLEET_EDGE!
type State = {
  pids: Record<string, number>
  exits: Record<string, number | null>
  ports: Record<string, number>
}
const state = (): State => JSON.parse(readFileSync(process.env.FLEET_STATE!, 'utf8'))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const html = (origin: string, path: string) =>
  fetch(origin + path).then(async (r) => ({
    status: r.status,
    text: await r.text(),
    headers: r.headers,
  }))

/** Polls until `check` holds, returning the time it took; fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await sleep(50)
  }
}

let editor: StaffLogin
let game: { id: number; gameId: number; titles: Record<string, string> }
const locales = { en: 'en-US', jp: 'ja-JP', th: 'th-TH' } as const

beforeAll(async () => {
  editor = await staff('editor')
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'games',
    where: { gameId: { equals: 409 } },
    limit: 1,
    overrideAccess: true,
  })
  const titles: Record<string, string> = {}
  for (const locale of Object.values(locales))
    titles[locale] = (
      await payload.findByID({ collection: 'games', id: docs[0].id, locale, overrideAccess: true })
    ).title
  game = { id: docs[0].id, gameId: docs[0].gameId, titles }
})

const patch = (origin: string, locale: string, data: Record<string, unknown>, draft = false) =>
  fetch(`${origin}/api/games/${game.id}?locale=${locale}${draft ? '&draft=true' : ''}`, {
    method: 'PATCH',
    headers: editor.headers,
    body: JSON.stringify(data),
  })

describe('one cache for the fleet', () => {
  it('a publish through A shows on B’s pages and game-list API within a second, in three locales', async () => {
    // B has the pages and the API answer cached first.
    for (const [prefix, locale] of Object.entries(locales)) {
      expect((await html(B, `/${prefix}/detail/${game.gameId}`)).text).toContain(
        game.titles[locale],
      )
      await html(B, `/${prefix}/detail/${game.gameId}`)
    }
    await fetch(`${B}/api/typeGames`)

    const stamp = Date.now() % 100000
    const fresh = Object.fromEntries(
      Object.values(locales).map((locale) => [locale, `${game.titles[locale]} Fleet ${stamp}`]),
    )
    for (const locale of Object.values(locales))
      expect((await patch(A, locale, { title: fresh[locale], _status: 'published' })).status).toBe(
        200,
      )

    for (const [prefix, locale] of Object.entries(locales)) {
      const took = await within(1000, async () =>
        (await html(B, `/${prefix}/detail/${game.gameId}`)).text.includes(fresh[locale]),
      )
      console.log(`B shows the /${prefix} title after ${took} ms`)
    }
    await within(1000, async () => {
      const names = JSON.stringify(await fetch(`${B}/api/typeGames`).then((r) => r.json()))
      return Object.values(fresh).every((title) => names.includes(title))
    })
  })

  it('a scheduled publish run by the worker shows on both instances, and runs exactly once', async () => {
    const title = `${game.titles['en-US']} Scheduled ${Date.now() % 100000}`
    expect((await patch(A, 'en-US', { title }, true)).status).toBe(200)
    expect((await html(B, `/en/detail/${game.gameId}`)).text).not.toContain(title)
    const payload = await testPayload()
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 1000),
      input: {
        type: 'publish',
        doc: { relationTo: 'games', value: game.id },
        user: { relationTo: 'users', value: editor.id },
      },
    })
    await within(20_000, async () =>
      (await html(B, `/en/detail/${game.gameId}`)).text.includes(title),
    )
    expect((await html(A, `/en/detail/${game.gameId}`)).text).toContain(title)
    // Give a second runner (there must be none) time to publish it again, then count.
    await sleep(3000)
    const published = await payload.findVersions({
      collection: 'games',
      where: {
        parent: { equals: game.id },
        'version.title': { equals: title },
        'version._status': { equals: 'published' },
      },
      locale: 'en-US',
      overrideAccess: true,
    })
    expect(published.totalDocs).toBe(1)
  })
})

describe('one rate limit for the fleet', () => {
  it('the enquiry limit is reached by alternating instances at the single-instance count', async () => {
    const limit = Number(process.env.ENQUIRY_RATE_LIMIT ?? 5)
    const from = `198.51.100.${Date.now() % 200}`
    // The spam trap is filled: counted by the limit, answered like a person, nothing stored or sent.
    const body = {
      type: 'partnership',
      name: 'Fleet Test',
      email: 'fleet@test.example.com',
      company: 'Fleet Co',
      country: 'Thailand',
      channel: 'email',
      message: 'Several instances, one limit.',
      site: 'en',
      locale: 'en-US',
      website: 'trap',
    }
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      const response = await fetch(`${i % 2 ? B : A}/api/submitEnquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify(body),
      })
      statuses.push(response.status)
    }
    expect(
      statuses.slice(0, limit).every((status) => status === 201),
      String(statuses),
    ).toBe(true)
    expect(statuses[limit]).toBe(429)
  })
})

describe('one media store for the fleet', () => {
  it('an image uploaded through A is served by B once a page shows it, also through the image optimizer', async () => {
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      `fleet-${Date.now()}.png`,
    )
    form.append('_payload', JSON.stringify({ alt: 'Fleet test' }))
    const uploaded = await fetch(`${A}/api/media`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { id: number; url: string } }
    const path = new URL(doc.url, A).pathname
    // No page shows it yet: not a stranger's, on either instance.
    expect((await fetch(B + path)).status).toBe(404)

    const gameId = 996000 + Math.floor(Math.random() * 900)
    const created = await fetch(`${A}/api/games?locale=en-US`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ ...englishGameData(gameId, `Fleet cover ${gameId}`), cover: doc.id }),
    })
    expect(created.status).toBe(201)
    const { doc: shown } = (await created.json()) as { doc: { id: number } }
    try {
      const page = (await html(B, `/en/detail/${gameId}`)).text.replaceAll('&amp;', '&')
      const address = new RegExp(
        `/_next/image\\?url=(${encodeURIComponent(path)}[^&"]*)&w=\\d+&q=\\d+`,
      ).exec(page)
      expect(address, 'B’s game page shows the uploaded cover').not.toBeNull()
      const served = await fetch(B + decodeURIComponent(address![1]))
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
      const optimized = await fetch(B + address![0], { headers: { accept: 'image/webp' } })
      expect(optimized.status).toBe(200)
      expect(optimized.headers.get('content-type')).toBe('image/webp')
    } finally {
      await fetch(`${A}/api/games/${shown.id}`, { method: 'DELETE', headers: editor.headers })
    }
  })

  it('the seed’s cover art is in the bucket and served by both instances', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'media',
      limit: 1,
      overrideAccess: true,
      sort: 'id',
    })
    const path = new URL(docs[0].url!, A).pathname
    for (const origin of [A, B]) expect((await fetch(origin + path)).status).toBe(200)
  })
})

describe('what operators see (each instance’s and the worker’s metrics)', () => {
  const scrape = (name: 'metricsA' | 'metricsB' | 'metricsWorker') =>
    fetch(`http://127.0.0.1:${state().ports[name]}/metrics`).then((r) => r.text())
  /** The sum of a metric's series whose labels contain `labels` (0 when there are none). */
  const sum = (text: string, metric: string, labels = '') =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
      .filter((line) => line.includes(labels))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)

  it('each instance counts its requests and cache hits, and A its publish and purge', async () => {
    const [a0, b0] = await Promise.all([scrape('metricsA'), scrape('metricsB')])
    const path = `/th/detail/${game.gameId}`
    // B renders or reads the shared cache, then answers from its stored copy (made on the
    // address's second ask, once compressed).
    for (let i = 0; i < 3; i++) await html(B, path)
    await within(5000, async () => {
      await html(B, path)
      const hits = (text: string) => sum(text, 'starfin_stored_responses_total', 'result="hit"')
      return hits(await scrape('metricsB')) > hits(b0)
    })
    await html(A, path)
    // An anonymous API read: from the replica.
    expect((await fetch(`${A}/api/games?limit=1&depth=0&metrics=${Date.now()}`)).status).toBe(200)
    const title = `${game.titles['th-TH']} Metrics ${Date.now() % 100000}`
    expect((await patch(A, 'th-TH', { title, _status: 'published' })).status).toBe(200)
    await within(5000, async () => (await html(EDGE, path)).text.includes(title))
    const [a1, b1] = await Promise.all([scrape('metricsA'), scrape('metricsB')])
    const moved = (before: string, after: string, metric: string, labels = '') =>
      sum(after, metric, labels) - sum(before, metric, labels)
    expect(moved(b0, b1, 'starfin_http_requests_total', 'route="page"')).toBeGreaterThanOrEqual(3)
    expect(moved(a0, a1, 'starfin_http_requests_total', 'client="staff"')).toBeGreaterThanOrEqual(1)
    expect(moved(b0, b1, 'starfin_stored_responses_total', 'result="hit"')).toBeGreaterThanOrEqual(
      1,
    )
    // B's first answer came from the fleet's Redis cache or was rendered into it.
    expect(
      moved(b0, b1, 'starfin_redis_cache_total') + moved(b0, b1, 'starfin_next_cache_total'),
    ).toBeGreaterThanOrEqual(1)
    expect(moved(a0, a1, 'starfin_publishes_total')).toBeGreaterThanOrEqual(1)
    expect(
      moved(a0, a1, 'starfin_db_pool_acquisitions_total', 'pool="replica-1"'),
    ).toBeGreaterThanOrEqual(1)
    await within(5000, async () => {
      const a2 = await scrape('metricsA')
      return moved(a0, a2, 'starfin_edge_purges_total', 'edge="Varnish') >= 1
    })
    expect(sum(await scrape('metricsA'), 'starfin_edge_purge_failures_total')).toBe(0)
    expect(a1).toMatch(/^starfin_db_replica_lag_seconds\{pool="replica-1"\} [\d.e-]+$/m)
  })

  it('the worker counts the jobs it ran and the depth of the queue; the instances run none', async () => {
    const worker = await scrape('metricsWorker')
    // The scheduled publish and the enquiries' notifications above ran there.
    expect(sum(worker, 'starfin_job_runs_total')).toBeGreaterThanOrEqual(1)
    expect(worker).toMatch(/^starfin_jobs_queued \d+$/m)
    expect(worker).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(sum(await scrape('metricsA'), 'starfin_job_runs_total')).toBe(0)
  })

  it('the public ports answer no /metrics', async () => {
    for (const origin of [A, B, EDGE]) expect((await fetch(`${origin}/metrics`)).status).toBe(404)
  })
})

describe('the edge (Varnish in front of both instances)', () => {
  const edge = (path: string, headers: Record<string, string> = {}) =>
    fetch(EDGE + path, {
      headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
      redirect: 'manual',
    }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
      cache: r.headers.get('x-cache'),
      headers: r.headers,
    }))
  /** The router's flight-data address for a page (Next redirects to the `_rsc` it expects). */
  const flightAddress = async (path: string) => {
    const first = await fetch(`${A}${path}?_rsc=x`, { headers: { rsc: '1' }, redirect: 'manual' })
    return first.status === 307 ? first.headers.get('location')! : `${path}?_rsc=x`
  }
  const flight = async (path: string) => {
    const at = await flightAddress(path)
    return (text = '') => edge(at, { rsc: '1' }).then((r) => ({ ...r, has: r.text.includes(text) }))
  }
  const untouched = ['/en/tc', '/jp/tc']

  it('is told each page’s tags and a lifetime no longer than the deployment’s, by either instance', async () => {
    // Rendered by A into the fleet's cache, then answered by B from it (HTML and flight data),
    // and again from B's own copy.
    const path = `/pt/detail/${game.gameId}`
    const flightAt = await flightAddress(path)
    const answers = [
      await fetch(A + path),
      await fetch(B + path),
      await fetch(B + path),
      await fetch(B + flightAt, { headers: { rsc: '1' } }),
      await fetch(B + flightAt, { headers: { rsc: '1' } }),
    ]
    for (const [i, answer] of answers.entries()) {
      const tags = answer.headers.get('xkey')?.split(' ') ?? []
      expect(tags, `answer ${i}`).toEqual(expect.arrayContaining(['games', `game:${game.gameId}`]))
      expect(answer.headers.get('surrogate-key'), `answer ${i}`).toBe(tags.join(' '))
      expect(answer.headers.get('cache-tag'), `answer ${i}`).toBe(tags.join(','))
      expect(answer.headers.get('cache-control'), `answer ${i}`).toBe(
        'public, max-age=0, must-revalidate, s-maxage=86400',
      )
    }
    const terms = (await fetch(`${A}/en/tc`)).headers.get('xkey')!.split(' ')
    expect(terms).toContain('terms')
    expect(terms).not.toContain('games')
    const list = await fetch(`${A}/api/typeGames`)
    expect(list.headers.get('xkey')!.split(' ')).toContain('games')
  })

  it('a publish through A shows at the edge within a second in each locale it touched; untouched pages stay hits', async () => {
    const flights = Object.fromEntries(
      await Promise.all(
        Object.keys(locales).map(
          async (prefix) => [prefix, await flight(`/${prefix}/detail/${game.gameId}`)] as const,
        ),
      ),
    )
    const paths = [
      ...Object.keys(locales).map((prefix) => `/${prefix}/detail/${game.gameId}`),
      ...untouched,
    ]
    for (const path of paths) await edge(path)
    for (const read of Object.values(flights)) await read()
    for (const path of paths) expect((await edge(path)).cache, path).toBe('HIT')
    for (const read of Object.values(flights)) expect((await read()).cache).toBe('HIT')

    const stamp = Date.now() % 100000
    const fresh = Object.fromEntries(
      Object.values(locales).map((locale) => [locale, `${game.titles[locale]} Edge ${stamp}`]),
    )
    for (const locale of Object.values(locales))
      expect((await patch(A, locale, { title: fresh[locale], _status: 'published' })).status).toBe(
        200,
      )
    for (const [prefix, locale] of Object.entries(locales)) {
      const took = await within(1000, async () =>
        (await edge(`/${prefix}/detail/${game.gameId}`)).text.includes(fresh[locale]),
      )
      await within(1000, async () => (await flights[prefix](fresh[locale])).has)
      console.log(`the edge shows the /${prefix} title after ${took} ms`)
    }
    for (const path of untouched) expect((await edge(path)).cache, path).toBe('HIT')
  })

  it('a scheduled publish run by the worker reaches the edge', async () => {
    const title = `${game.titles['en-US']} Edge scheduled ${Date.now() % 100000}`
    expect((await patch(A, 'en-US', { title }, true)).status).toBe(200)
    expect((await edge(`/en/detail/${game.gameId}`)).text).not.toContain(title)
    const payload = await testPayload()
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() + 500),
      input: {
        type: 'publish',
        doc: { relationTo: 'games', value: game.id },
        user: { relationTo: 'users', value: editor.id },
      },
    })
    await within(20_000, async () => (await edge(`/en/detail/${game.gameId}`)).text.includes(title))
  })

  it('never stores an admin page, a preview or an answer that sets a cookie', async () => {
    // As the editor's browser sends it: Payload takes a session cookie only from the site itself.
    const session = { cookie: `payload-token=${editor.token}`, 'sec-fetch-site': 'same-origin' }
    const preview = await fetch(
      `${EDGE}/next/preview?path=${encodeURIComponent(`/en/detail/${game.gameId}`)}`,
      { headers: session, redirect: 'manual' },
    )
    const draftCookies = preview.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    expect(draftCookies).toMatch(/__prerender_bypass=/)
    const personal: [string, Record<string, string>][] = [
      ['/admin', {}],
      ['/admin/login', {}],
      ['/admin', session],
      ['/api/users/me', session],
      [`/en/detail/${game.gameId}`, { ...session, cookie: `${session.cookie}; ${draftCookies}` }],
      [`/next/preview?path=${encodeURIComponent('/en')}`, session],
      ['/next/exit-preview', {}],
      ['/', { cookie: 'i18n_redirected=jp' }],
    ]
    const draftView = await edge(`/en/detail/${game.gameId}`, {
      ...session,
      cookie: `${session.cookie}; ${draftCookies}`,
    })
    expect(draftView.text).toContain('this page shows unpublished drafts')
    for (const [path, headers] of personal)
      for (let i = 0; i < 3; i++) {
        const answer = await edge(path, headers)
        expect(answer.cache, `${path} ${JSON.stringify(headers)}`).not.toBe('HIT')
      }
    // A visitor after the editor gets the public page, not the draft view.
    const visitor = await edge(`/en/detail/${game.gameId}`)
    expect(visitor.text).not.toContain('this page shows unpublished drafts')
    expect(visitor.headers.get('set-cookie')).toBeNull()
  })

  it('with both instances stopped it still answers cached pages (200) and says so at /api/health; it recovers when they return', async () => {
    const pages = ['/en', '/jp/game', `/th/detail/${game.gameId}`, '/en/tc']
    for (const path of pages) await edge(path)
    const { pids } = state()
    for (const name of ['a', 'b'] as const) process.kill(pids[name], 'SIGSTOP')
    try {
      // The edge's probes (every second) find both sick after two misses.
      await sleep(4000)
      await within(10_000, async () => (await edge('/api/health')).status === 503)
      for (const path of pages) {
        const answer = await edge(path)
        expect(answer.status, path).toBe(200)
        expect(answer.cache, path).toBe('HIT')
      }
      expect(JSON.parse((await edge('/api/health')).text)).toMatchObject({ status: 'down' })
    } finally {
      for (const name of ['a', 'b'] as const) process.kill(pids[name], 'SIGCONT')
    }
    await within(10_000, async () => (await edge('/api/health')).status === 200)
    expect((await edge('/kr/game')).status).toBe(200)
  })
})

describe('losing a part of the fleet', () => {
  afterAll(async () => {
    const payload = await testPayload()
    for (const [, locale] of Object.entries(locales))
      await payload.update({
        collection: 'games',
        id: game.id,
        locale,
        data: { title: game.titles[locale], _status: 'published' },
        overrideAccess: true,
      })
  })

  it('without the replica, public pages still serve and writes still succeed', async () => {
    process.kill(state().pids.replica, 'SIGINT')
    await sleep(1500)
    for (const origin of [A, B])
      for (const path of ['/en', '/jp/game', `/th/detail/${game.gameId}`])
        expect((await html(origin, path)).status, origin + path).toBe(200)
    const title = `${game.titles['en-US']} Primary ${Date.now() % 100000}`
    expect((await patch(B, 'en-US', { title, _status: 'published' })).status).toBe(200)
    await within(1000, async () =>
      (await html(A, `/en/detail/${game.gameId}`)).text.includes(title),
    )
  })

  it('without Redis, pages still serve (rendered); the cache fills again when Redis is back, without a restart', async () => {
    const { ports } = state()
    const dbsize = () =>
      Number(
        spawnSync('redis-cli', ['-p', String(ports.redis), 'dbsize'], {
          encoding: 'utf8',
        }).stdout.trim() || 0,
      )
    await html(A, '/en')
    expect(dbsize()).toBeGreaterThan(0)
    spawnSync('redis-cli', ['-p', String(ports.redis), 'shutdown', 'nosave'])
    await sleep(500)
    for (const origin of [A, B])
      for (const path of ['/en', '/kr/game'])
        expect((await html(origin, path)).status, origin + path).toBe(200)

    spawnSync('redis-server', [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
    ])
    await within(10_000, async () => {
      await html(A, '/en')
      return dbsize() > 0
    })
    // Shared again: a publish through B reaches A's cached page.
    await html(A, `/en/detail/${game.gameId}`)
    const title = `${game.titles['en-US']} Back ${Date.now() % 100000}`
    expect((await patch(B, 'en-US', { title, _status: 'published' })).status).toBe(200)
    await within(1000, async () =>
      (await html(A, `/en/detail/${game.gameId}`)).text.includes(title),
    )
  })

  it('SIGTERM to A under load: no failed request to B, no cut response from A, A exits 0', async () => {
    const pid = state().pids.a
    const onB = autocannon({ url: `${B}/en`, connections: 4, duration: 6 })
    // A's own load: keep-alive clients, telling a refused connection (A has stopped accepting,
    // a balancer sends those elsewhere) from a response cut short.
    const agent = new Agent({ keepAlive: true, maxSockets: 4 })
    const tally = { complete: 0, cut: 0, refused: 0, draining: 0 }
    let loading = true
    const one = (path: string) =>
      new Promise<void>((resolve) => {
        const req = request(`${A}${path}`, { agent }, (res) => {
          res.on('data', () => {})
          res.on('end', () => {
            if (res.complete) {
              tally.complete++
              if (res.statusCode === 503) tally.draining++
            } else tally.cut++
            resolve()
          })
          res.on('error', () => (tally.cut++, resolve()))
        })
        req.on('error', () => (tally.refused++, resolve()))
        req.end()
      })
    const clients = Array.from({ length: 4 }, async (_, i) => {
      while (loading) await one(i === 0 ? '/api/health' : '/en')
    })
    const exited = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if ('a' in state().exits) {
          clearInterval(poll)
          resolve()
        }
      }, 100)
    })
    await sleep(1500)
    process.kill(pid, 'SIGTERM')
    await Promise.race([exited, sleep(12_000)])
    loading = false
    await Promise.all(clients)
    const result = await onB
    console.log(
      `B: ${result['2xx']} 2xx responses, ${result.errors} errors, ${result.non2xx} non-2xx; A: ${JSON.stringify(tally)}`,
    )
    expect(result.errors + result.timeouts + result.non2xx).toBe(0)
    expect(result['2xx']).toBeGreaterThan(0)
    expect(tally.cut).toBe(0)
    expect(tally.complete).toBeGreaterThan(0)
    await sleep(300)
    expect(state().exits.a).toBe(0)
  })
})
