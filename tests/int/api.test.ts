import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { gameNameLocales } from '@/i18n/locales'
import { randomAccount } from '@/lib/account'
import { gameThemes } from '@/lib/catalogue'

import { serverURL, testPayload } from './helpers'

/**
 * Each call speaks from a network of its own (the tests are the test server's trusted proxy,
 * and forward for it), so one test's exhausted rate limit never reaches another's calls. Drawn
 * from the IPv6 documentation range, 2^32 networks (the limits count an IPv6 client by its
 * /64): a handful of random IPv4 addresses collided often enough to fail a run.
 */
function clientAddress() {
  const hex = randomBytes(6).toString('hex')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8)}`
}

function post(
  path: string,
  body: unknown,
  { raw = false, address = clientAddress(), type = 'application/json' } = {},
) {
  return fetch(`${serverURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body: raw ? (body as string) : JSON.stringify(body),
  })
}

async function countMembers(account: string) {
  const payload = await testPayload()
  return (
    await payload.count({
      collection: 'members',
      where: { account: { equals: account } },
      overrideAccess: true,
    })
  ).totalDocs
}

describe('POST /api/createMember', () => {
  it('creates a member for a new 32-character account and answers its public fields', async () => {
    const account = randomAccount()
    const response = await post('/api/createMember', { account, currency: 'CNY' })
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data).toMatchObject({ account, currency: 'CNY' })
    expect(Object.keys(data).sort()).toEqual(['account', 'createdAt', 'currency', 'lastSeenAt'])
    expect(await countMembers(account)).toBe(1)
  })

  it('is idempotent: the same account again is the same member, seen again', async () => {
    const account = randomAccount()
    const first = (await (
      await post('/api/createMember', { account, currency: 'CNY' })
    ).json()) as { data: { lastSeenAt: string; createdAt: string } }
    await new Promise((r) => setTimeout(r, 20))
    const second = await post('/api/createMember', { account, currency: 'CNY' })
    expect(second.status).toBe(200)
    const { data } = (await second.json()) as { data: { lastSeenAt: string; createdAt: string } }
    expect(data.createdAt).toBe(first.data.createdAt)
    // Seen again within a minute: answered as stored, without a write (round 31).
    expect(data.lastSeenAt).toBe(first.data.lastSeenAt)
    expect(await countMembers(account)).toBe(1)
  })

  const account = 'A'.repeat(31) + 'b'
  const bad: [string, unknown, { raw?: boolean; type?: string }?][] = [
    ['a short account', { account: 'abc', currency: 'CNY' }],
    ['a 33-character account', { account: account + 'c', currency: 'CNY' }],
    ['an account with symbols', { account: 'A'.repeat(31) + '-', currency: 'CNY' }],
    ['an account with non-ASCII letters', { account: 'Ä'.repeat(32), currency: 'CNY' }],
    ['another currency', { account, currency: 'USD' }],
    ['a lower-case currency', { account, currency: 'cny' }],
    ['a missing account', { currency: 'CNY' }],
    ['a missing currency', { account }],
    ['a numeric account', { account: 12345678901234567890123456789012, currency: 'CNY' }],
    ['an extra field', { account, currency: 'CNY', balance: 1e9 }],
    ['an array body', [account, 'CNY']],
    ['a null body', null],
    ['malformed JSON', '{"account": ', { raw: true }],
    ['an empty body', '', { raw: true }],
    [
      'a body over the size limit',
      JSON.stringify({ account, currency: 'CNY', padding: 'x'.repeat(5000) }),
      { raw: true },
    ],
    [
      'a form-encoded body',
      `account=${account}&currency=CNY`,
      { raw: true, type: 'application/x-www-form-urlencoded' },
    ],
  ]
  for (const [what, body, options] of bad) {
    it(`rejects ${what} with a clear 4xx JSON error and stores nothing`, async () => {
      const response = await post('/api/createMember', body, options)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      const answer = (await response.json()) as { error?: string }
      expect(typeof answer.error).toBe('string')
      expect(JSON.stringify(answer)).not.toMatch(/at .+\.(js|ts):\d+/)
      expect(await countMembers(account)).toBe(0)
    })
  }

  it('answers 429 when one client creates too many members too fast', async () => {
    const address = clientAddress()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await post(
            '/api/createMember',
            { account: randomAccount(), currency: 'CNY' },
            { address },
          )
        ).status,
      )
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0)
    expect(statuses).toContain(429)
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true)
    // Returning visitors are never turned away.
    const known = randomAccount()
    await post('/api/createMember', { account: known, currency: 'CNY' })
    expect(
      (await post('/api/createMember', { account: known, currency: 'CNY' }, { address })).status,
    ).not.toBe(500)
  })

  it('keeps one member per account under concurrent calls, with no errors', async () => {
    const shared = randomAccount()
    const distinct = Array.from({ length: 20 }, () => randomAccount())
    const calls = [
      ...Array.from({ length: 30 }, () =>
        post('/api/createMember', { account: shared, currency: 'CNY' }),
      ),
      ...distinct.map((account) => post('/api/createMember', { account, currency: 'CNY' })),
    ]
    const statuses = (await Promise.all(calls)).map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true)
    expect(await countMembers(shared)).toBe(1)
    for (const account of distinct) expect(await countMembers(account)).toBe(1)
  })
})

describe('the game lists', () => {
  type Item = { gameID: string; gameName: Record<string, string> }

  it('serve the hot and new lists in the editors’ order, with names in thirteen languages', async () => {
    const payload = await testPayload()
    // The lists name games by their ids (never filled in: the global's fields have maxDepth 0).
    const order = await payload.findGlobal({ slug: 'catalogue-order', overrideAccess: true })
    const { docs } = await payload.find({
      collection: 'games',
      pagination: false,
      depth: 0,
      select: { gameId: true },
      overrideAccess: true,
    })
    const gameIdOf = new Map(docs.map((game) => [game.id, game.gameId]))
    for (const list of ['hot', 'new'] as const) {
      const response = await fetch(`${serverURL}/api/${list}Games`)
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as { data: Item[] }
      const expected = (order[list] ?? []).map((game) =>
        String(gameIdOf.get(typeof game === 'object' ? game.id : game)),
      )
      expect(data.map((item) => item.gameID)).toEqual(expected)
      for (const item of data) {
        expect(Object.keys(item.gameName).sort()).toEqual([...gameNameLocales].sort())
        for (const name of Object.values(item.gameName)) expect(name.trim()).not.toBe('')
      }
    }
  })

  it('serve every published game by theme group', async () => {
    const response = await fetch(`${serverURL}/api/typeGames`)
    const { data } = (await response.json()) as { data: Record<string, Item[]> }
    expect(Object.keys(data).sort()).toEqual([...gameThemes].sort())
    const ids = Object.values(data)
      .flat()
      .map((item) => item.gameID)
    expect(new Set(ids).size).toBe(ids.length)
    expect(data.fishing.map((item) => item.gameID)).toContain('701')
  })

  it('answer 304 to a client that has the current version, and change their ETag on publish', async () => {
    const first = await fetch(`${serverURL}/api/typeGames`)
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toMatch(/must-revalidate/)
    const again = await fetch(`${serverURL}/api/typeGames`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('never list a draft', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'games',
      draft: true,
      overrideAccess: true,
      data: {
        gameId: 990001,
        kind: 'slot',
        theme: 'classic',
        title: 'Unreleased Draft',
        layout: { mode: 'lines', reels: 5, rows: 3, lines: 10 },
        sites: ['en'],
      } as never,
    })
    try {
      const body = await (await fetch(`${serverURL}/api/typeGames`)).text()
      expect(body).not.toContain('990001')
      expect(body).not.toContain('Unreleased Draft')
    } finally {
      await payload.delete({ collection: 'games', id: draft.id, overrideAccess: true })
    }
  })

  it('reject an unknown site filter', async () => {
    expect((await fetch(`${serverURL}/api/hotGames?site=zz`)).status).toBe(400)
    const vn = (await (await fetch(`${serverURL}/api/typeGames?site=vn`)).json()) as {
      data: Record<string, Item[]>
    }
    const en = (await (await fetch(`${serverURL}/api/typeGames?site=en`)).json()) as {
      data: Record<string, Item[]>
    }
    expect(
      Object.values(vn.data)
        .flat()
        .map((i) => i.gameID),
    ).toContain('104')
    expect(
      Object.values(en.data)
        .flat()
        .map((i) => i.gameID),
    ).not.toContain('104')
  })
})

describe('POST /api/submitEnquiry', () => {
  const valid = () => ({
    name: 'Mai Tran',
    company: `Lotus Play ${randomBytes(4).toString('hex')}`,
    email: 'mai@lotus-play.example.com',
    country: 'Vietnam',
    channel: 'telegram',
    handle: '@lotusplay',
    type: 'integration',
    message:
      'We run a sweepstakes platform in Vietnam and would like to integrate your fishing games.',
    locale: 'vi-VN',
    site: 'vn',
  })

  async function stored(company: string) {
    const payload = await testPayload()
    return payload.find({
      collection: 'enquiries',
      where: { company: { equals: company } },
      overrideAccess: true,
    })
  }

  it('stores a valid enquiry with status “new” and the visitor’s locale before answering', async () => {
    const enquiry = valid()
    const response = await post('/api/submitEnquiry', enquiry)
    expect(response.status).toBe(201)
    const { docs } = await stored(enquiry.company)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'new',
      locale: 'vi-VN',
      site: 'vn',
      channel: 'telegram',
      handle: '@lotusplay',
    })
  })

  const invalid: [string, (e: ReturnType<typeof valid>) => unknown, string?][] = [
    ['a missing name', (e) => ({ ...e, name: '' }), 'name'],
    ['an invalid e-mail', (e) => ({ ...e, email: 'not-an-address' }), 'email'],
    ['a messaging channel without a handle', (e) => ({ ...e, handle: '' }), 'handle'],
    ['an unknown enquiry type', (e) => ({ ...e, type: 'casino' }), 'type'],
    ['an unknown channel', (e) => ({ ...e, channel: 'fax' }), 'channel'],
    ['a one-word message', (e) => ({ ...e, message: 'hi' }), 'message'],
    ['a message over 5,000 characters', (e) => ({ ...e, message: 'x'.repeat(5001) }), 'message'],
    ['an unknown locale', (e) => ({ ...e, locale: 'xx-XX' }), 'locale'],
    ['an extra field', (e) => ({ ...e, status: 'answered' })],
    ['a wrong type', (e) => ({ ...e, name: ['Mai'] }), 'name'],
    ['a name with a forged header line', (e) => ({ ...e, name: 'Mai\r\nX-Priority: 1' }), 'name'],
    ['a company with a line break', (e) => ({ ...e, company: `${e.company}\nCEO` }), 'company'],
    [
      'an e-mail with a line break',
      (e) => ({ ...e, email: `${e.email}\r\nBcc: x@x.example` }),
      'email',
    ],
    ['a country with a tab', (e) => ({ ...e, country: 'Viet\tnam' }), 'country'],
    ['a handle with a control character', (e) => ({ ...e, handle: '@lotus\u0000' }), 'handle'],
  ]
  for (const [what, change, field] of invalid) {
    it(`rejects ${what} with 400, names the field, and stores nothing`, async () => {
      const enquiry = valid()
      const response = await post('/api/submitEnquiry', change(enquiry))
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; fields?: Record<string, string> }
      expect(body.error).toBeTruthy()
      if (field) expect(Object.keys(body.fields ?? {})).toContain(field)
      expect((await stored(enquiry.company)).totalDocs).toBe(0)
    })
  }

  it('names each one-line field that has a line break, and keeps the message’s lines', async () => {
    const enquiry = { ...valid(), name: 'Mai\r\nX: 1', country: 'Viet\nnam' }
    const response = await post('/api/submitEnquiry', enquiry)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.fields).toEqual({ name: 'oneLine', country: 'oneLine' })
    expect(body.error).toMatch(/name must be one line.*country must be one line/)
    expect((await stored(enquiry.company)).totalDocs).toBe(0)

    const lines = { ...valid(), message: 'First line of our enquiry.\r\nSecond line.\n\nThird.' }
    expect((await post('/api/submitEnquiry', lines)).status).toBe(201)
    expect((await stored(lines.company)).docs[0]?.message).toBe(lines.message)
  })

  it('refuses a line break in a one-line field on every way in, not only the endpoint', async () => {
    const payload = await testPayload()
    const company = `Forged ${randomBytes(4).toString('hex')}`
    await expect(
      payload.create({
        collection: 'enquiries',
        data: {
          ...valid(),
          company,
          name: 'Mai\r\nX: 1',
          channel: 'telegram',
          type: 'integration',
          locale: 'vi-VN',
          status: 'new',
        },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/name/i)
    expect((await stored(company)).totalDocs).toBe(0)
  })

  it('accepts an e-mail enquiry without a handle', async () => {
    const enquiry = { ...valid(), channel: 'email', handle: '' }
    expect((await post('/api/submitEnquiry', enquiry)).status).toBe(201)
  })

  it('answers a filled spam trap like a person, but stores nothing', async () => {
    const enquiry = { ...valid(), website: 'http://spam.example.com' }
    expect((await post('/api/submitEnquiry', enquiry)).status).toBe(201)
    expect((await stored(enquiry.company)).totalDocs).toBe(0)
  })

  it('answers 429 with a clear message when one client sends too many', async () => {
    const address = clientAddress()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push((await post('/api/submitEnquiry', valid(), { address })).status)
    expect(statuses).toContain(429)
    const response = await post('/api/submitEnquiry', valid(), { address })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await response.json()) as { error: string }).error).toMatch(/too many/i)
  })
})

describe('fuzzing the two write endpoints', () => {
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]
  const randomValue = (depth = 0): unknown =>
    pick([
      () => null,
      () => Math.random() * 1e12 - 5e11,
      () => randomBytes(Math.floor(Math.random() * 64)).toString('base64'),
      () => randomBytes(Math.floor(Math.random() * 40)).toString('latin1'),
      () => '💥'.repeat(Math.floor(Math.random() * 40)),
      () => Math.random() > 0.5,
      () =>
        depth < 2
          ? Array.from({ length: Math.floor(Math.random() * 4) }, () => randomValue(depth + 1))
          : [],
      () =>
        depth < 2
          ? Object.fromEntries(
              Array.from({ length: Math.floor(Math.random() * 5) }, () => [
                pick([
                  'account',
                  'currency',
                  'name',
                  'email',
                  'message',
                  '__proto__',
                  'constructor',
                  randomBytes(3).toString('hex'),
                ]),
                randomValue(depth + 1),
              ]),
            )
          : {},
      () => randomAccount(),
      () => 'CNY',
    ])()
  const randomBody = () =>
    pick([
      () => JSON.stringify(randomValue()),
      () => JSON.stringify({ account: randomValue(), currency: randomValue() }),
      () =>
        JSON.stringify({
          name: randomValue(),
          company: randomValue(),
          email: randomValue(),
          country: randomValue(),
          channel: randomValue(),
          type: randomValue(),
          message: randomValue(),
          locale: randomValue(),
          site: randomValue(),
        }),
      () => randomBytes(Math.floor(Math.random() * 200)).toString('latin1'),
      () => JSON.stringify(randomValue()).slice(0, Math.floor(Math.random() * 30)),
    ])()

  it('answers a thousand random and malformed bodies without a 5xx, and stores nothing that breaks the rules', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'enquiries', overrideAccess: true })
    const statuses = new Map<number, number>()
    const paths = ['/api/createMember', '/api/submitEnquiry']
    for (let batch = 0; batch < 50; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(paths[i % 2], randomBody(), {
            raw: true,
            address: `192.0.2.${(batch * 20 + i) % 250}`,
          }),
        ),
      )
      for (const r of responses) {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
        expect(r.status, `status ${r.status}`).toBeLessThan(500)
        await r.arrayBuffer()
      }
    }
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(1000)
    const members = await payload.find({
      collection: 'members',
      limit: 0,
      pagination: false,
      overrideAccess: true,
      select: { account: true, currency: true },
    })
    for (const member of members.docs) {
      expect(member.account).toMatch(/^[A-Za-z0-9]{32}$/)
      expect(member.currency).toBe('CNY')
    }
    const after = await payload.count({ collection: 'enquiries', overrideAccess: true })
    const added = await payload.find({
      collection: 'enquiries',
      sort: '-createdAt',
      limit: after.totalDocs - before.totalDocs,
      overrideAccess: true,
    })
    for (const enquiry of added.docs) expect(enquiry.email).toMatch(/@/)
  })
})
