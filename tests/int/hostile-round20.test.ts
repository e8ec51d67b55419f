/**
 * A penetration test's findings (round 20), each as what a stranger or a limited account notices:
 * addresses that show nothing are not kept in Next's cache, GraphQL reads at most the visitor
 * ceiling of documents, unreadable bodies are the request's fault, a login takes as long for an
 * unknown address as for an account, and the server's internals stay out of its answers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { visitorLimits } from '@/hooks/visitorLimits'

import { gameByNumber, page, randomAddress, serverURL, staff, testPayload } from './helpers'

const routeCache = path.join('.next', 'server', 'route-cache')

/** Every file under Next's page cache (`.next/server/route-cache`). */
function cachedFiles(dir = routeCache): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? cachedFiles(full) : [full]
  })
}

const madeUp = () => 800_000 + Math.floor(Math.random() * 199_999)

describe('an address that shows nothing', () => {
  it('is answered 404 in the site’s own page and never written to Next’s cache, while a real game page is', async () => {
    const before = new Set(cachedFiles())
    const addresses = [
      ...['en', 'jp', 'th'].flatMap((site) => [
        `/${site}/detail/${madeUp()}`,
        `/${site}/play/${madeUp()}`,
      ]),
      ...['hot', 'new'].map((tab) => `/en/game?tab=${tab}&page=${9000 + (madeUp() % 999)}`),
    ]
    for (const address of addresses) {
      const { status, html, text } = await page(address)
      expect(status, address).toBe(404)
      expect(text.length, address).toBeGreaterThan(20)
      // A game's own 404 is the site's page; a list page past the last is Next's (notFound()).
      if (!address.includes('/game?')) {
        expect(html, address).toMatch(/<html[^>]* lang="/)
        expect(html, address).toContain('data-page-not-found')
      }
    }
    const added = cachedFiles().filter((file) => !before.has(file))
    expect(added.filter((file) => /\/(detail|play)\/8\d{5}\b/.test(file))).toEqual([])
    expect(added.filter((file) => /\/game\/(hot|new)\/9\d{3}\b/.test(file))).toEqual([])

    // A game that exists is still rendered once, kept and served from the cache.
    const game = await gameByNumber(701)
    const address = `/en/detail/${game.gameId}?round20=${Date.now()}`
    expect((await page(address)).status).toBe(200)
    const kept = cachedFiles().filter((file) =>
      new RegExp(`/detail/${game.gameId}\\.html$`).test(file),
    )
    expect(kept.length).toBeGreaterThan(0)
    expect(readFileSync(kept[0], 'utf8')).toContain(game.title)
  })

  it('says nothing of Next’s internal route names in its headers', async () => {
    for (const address of ['/en/game?tab=hot', '/en', `/en/detail/${madeUp()}`]) {
      const response = await fetch(`${serverURL}${address}`, { redirect: 'manual' })
      await response.body?.cancel()
      const internal = [...response.headers.keys()].filter((name) =>
        /^x-middleware-|^x-nextjs-(rewritten|matched|cache|redirect|rewrite)/.test(name),
      )
      expect(internal, address).toEqual([])
    }
  })
})

/** A stranger's GraphQL query. */
const graphQL = (query: string) =>
  fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'x-forwarded-for': randomAddress(),
    },
    body: JSON.stringify({ query }),
  })

describe('a stranger’s GraphQL', () => {
  const over = visitorLimits.limit + 1
  it.each([
    ['single documents', (i: number) => `a${i}: Game(id: ${i + 1}) { id }`],
    ['counts', (i: number) => `a${i}: countGames(where: { title: { like: "a" } }) { totalDocs }`],
    ['globals', (i: number) => `a${i}: SiteSetting { __typename }`],
  ])('reads at most the visitor ceiling of documents, as aliased %s too', async (_, field) => {
    const response = await graphQL(
      `{ ${Array.from({ length: over }, (_, i) => field(i)).join(' ')} }`,
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(new RegExp(`${over} documents`))
    const within = await graphQL(`{ ${field(0)} }`)
    expect(within.status).toBe(200)
  })

  it('names its errors as documented, not by minified class names', async () => {
    const response = await graphQL('{ Game(id: 999999) { id } }')
    const body = (await response.json()) as { errors: { extensions?: { name?: string } }[] }
    expect(body.errors[0].extensions?.name).toBe('NotFound')
  })
})

describe('a body that cannot be read', () => {
  const unreadable = (
    address: string,
    contentType: string,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${serverURL}${address}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': randomAddress(), ...headers },
      body,
      redirect: 'manual',
    })

  it.each([
    '/api/users/login',
    '/api/games',
    '/api/submitEnquiry',
    '/api/globals/glossary',
    '/api/payload-jobs',
    '/api/graphql',
  ])('as multipart is a 400 with a JSON error at %s', async (address) => {
    const response = await unreadable(address, 'multipart/form-data; boundary=x', '{}')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/multipart/)
  })

  it('from staff, as text or as JSON that is no object, is a 415 or a 400, never a 500', async () => {
    const editor = await staff('editor')
    const signedIn = { authorization: `JWT ${editor.token}` }
    const text = await unreadable('/api/games', 'text/plain', 'hello', signedIn)
    expect(text.status).toBe(415)
    for (const body of ['null', 'x', '5']) {
      const response = await unreadable(
        '/api/payload-preferences',
        'application/json',
        body,
        signedIn,
      )
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1)
    }
    // A well-formed form still goes through to Payload (refused there for what it says).
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'nobody@test.example.com', password: 'x' }))
    const login = await fetch(`${serverURL}/api/users/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': randomAddress() },
      body: form,
    })
    expect(login.status).toBe(401)
  })
})

describe('translation endpoints, asked about an entry that is not there', () => {
  let translator: { authorization: string }
  beforeAll(async () => {
    translator = { authorization: `JWT ${(await staff('translator', ['th-TH'])).token}` }
  })
  const call = (address: string, body?: unknown) =>
    fetch(`${serverURL}/api/translations/${address}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...translator, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('answer 404 "No such document" for a missing id and 400 for one that is not a whole number', async () => {
    const entry = 'locale=th-TH&collection=games&id='
    for (const [address, body] of [
      [`entry?${entry}999999`, undefined],
      [`review?${entry}999999`, { ready: true }],
      [`confirm?${entry}999999`, {}],
      ['publication?collection=games&id=99999999999', undefined],
      ['publication?collection=games&id=2147483648', undefined],
    ] as const) {
      const response = await call(address, body)
      expect(response.status, address).toBe(404)
      expect(await response.json()).toEqual({ error: 'No such document.' })
    }
    for (const id of ['1.5', '0x10', '%201']) {
      const response = await call(`entry?${entry}${id}`)
      expect(response.status, id).toBe(400)
    }
  })
})

describe('accounts', () => {
  it('take as long to refuse a wrong password for an unknown address as for a staff account', async () => {
    const editor = await staff('editor')
    const timeOf = async (email: string) => {
      const started = performance.now()
      const response = await fetch(`${serverURL}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
        body: JSON.stringify({ email, password: 'not the password at all' }),
      })
      await response.body?.cancel()
      expect(response.status).toBe(401)
      return performance.now() - started
    }
    const median = async (email: string) => {
      const times = [await timeOf(email), await timeOf(email), await timeOf(email)]
      return times.sort((a, b) => a - b)[1]
    }
    const known = await median(editor.email)
    const unknown = await median(`nobody-${Date.now()}@test.example.com`)
    expect(unknown / known).toBeGreaterThan(1 / 3)
    expect(unknown / known).toBeLessThan(3)
  })

  it('keep the studio’s last admin: deleting it is refused', async () => {
    const payload = await testPayload()
    const admin = await staff('admin')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      // Every other admin gone, inside a transaction that is rolled back.
      const { docs } = await payload.find({
        collection: 'users',
        where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: admin.id } }] },
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const other of docs)
        await payload.delete({ collection: 'users', id: other.id, overrideAccess: true, req })
      await expect(
        payload.delete({ collection: 'users', id: admin.id, overrideAccess: true, req }),
      ).rejects.toThrow(/last admin/)
    } finally {
      await killTransaction(req)
    }
    expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('admin')
  })
})

describe('the admin’s server functions', () => {
  it('are refused to strangers at the first-account screen once an account exists', async () => {
    await staff('admin')
    const manifest = JSON.parse(
      readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8'),
    ) as { node: Record<string, unknown> }
    const action = Object.keys(manifest.node)[0]
    const response = await fetch(`${serverURL}/admin/create-first-user`, {
      method: 'POST',
      headers: { 'next-action': action, 'content-type': 'text/plain' },
      body: JSON.stringify([{ name: 'form-state', args: {} }]),
    })
    expect(response.status).toBe(403)
  })
})
