/**
 * A penetration test's findings (round 23), each as what a staff account or a stranger notices:
 * a lock is taken only on what its author may edit and an admin removes any, a malformed GraphQL
 * query is a 400, a preference stays within its ceiling through every route, and what a staff
 * account may not do is refused, never a 500.
 */
import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { copyToLocaleAsDraft, formStateLocking } from '@/admin/serverFunctions'

import { gameByNumber, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0].message

/** A local request in the account's name, as the admin's server functions receive it. */
async function requestOf(payload: Payload, login: StaffLogin) {
  const user = await payload.findByID({ collection: 'users', id: login.id })
  return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
}

describe('the admin’s form state', () => {
  it('takes no lock when asked for a document and a global at once, or for an id past the database’s range', async () => {
    const payload = await testPayload()
    const asked = async (login: StaffLogin, target: Record<string, unknown>) => {
      const args = await formStateLocking({
        req: await requestOf(payload, login),
        ...target,
        returnLockStatus: true,
        updateLastEdited: true,
      })
      return [args.returnLockStatus, args.updateLastEdited]
    }
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const [enquiry] = (await payload.find({ collection: 'enquiries', limit: 1, depth: 0 })).docs
    // Payload locks the collection's document when both are named: the global the translator
    // may edit no longer lends its permission to an enquiry or an account.
    for (const collectionSlug of ['enquiries', 'users'])
      expect(
        await asked(translator, {
          collectionSlug,
          globalSlug: 'terms-page',
          id: collectionSlug === 'users' ? 1 : (enquiry?.id ?? 1),
        }),
      ).toEqual([false, false])
    const game = await gameByNumber(182)
    expect(
      await asked(editor, { collectionSlug: 'games', globalSlug: 'site-settings', id: game.id }),
    ).toEqual([false, false])
    // An id PostgreSQL's integer cannot hold: no lock, and no database error.
    for (const id of [2_147_483_648, 9_999_999_999, '2147483648'])
      expect(await asked(editor, { collectionSlug: 'games', id })).toEqual([false, false])
    // One target the account may edit is locked as before.
    expect(await asked(editor, { collectionSlug: 'games', id: game.id })).toEqual([true, true])
    expect(await asked(translator, { globalSlug: 'terms-page' })).toEqual([true, true])
  })
})

describe('a lock of any shape', () => {
  it('is removed by an admin, and by whoever may edit everything it locks', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['th-TH'])
    const admin = await staff('admin')
    const editor = await staff('editor')
    const sales = await staff('sales')
    const game = await gameByNumber(182)
    // The rows Payload's form state wrote before: a document and a global in one lock, only a
    // global (a made-up id's failed insert), and one naming nothing.
    const stored = async (data: Record<string, unknown>) =>
      (
        await payload.create({
          collection: 'payload-locked-documents',
          data: { user: { relationTo: 'users', value: translator.id }, ...data },
          overrideAccess: true,
        })
      ).id
    // Asked in Thai: an editor working on another language never meets the Thai translator's
    // lock (walk 37, F1).
    const remove = (login: StaffLogin, id: number | string) =>
      fetch(`${serverURL}/api/payload-locked-documents/${id}?locale=th-TH`, {
        method: 'DELETE',
        headers: login.headers,
      })
    const onAccount = await stored({
      document: { relationTo: 'users', value: admin.id },
      globalSlug: 'terms-page',
    })
    const onGame = await stored({
      document: { relationTo: 'games', value: game.id },
      globalSlug: 'site-settings',
    })
    const onNothing = await stored({})
    // Sales may edit neither; the editor may not edit the admin's account.
    expect((await remove(sales, onGame)).status).toBe(403)
    expect((await remove(editor, onAccount)).status).toBe(403)
    // The editor may edit the game and the site settings: its take over works.
    expect((await remove(editor, onGame)).status).toBe(200)
    for (const id of [onAccount, onNothing]) expect((await remove(admin, id)).status).toBe(200)
    expect(
      await payload.count({
        collection: 'payload-locked-documents',
        where: { id: { in: [onAccount, onGame, onNothing] } },
      }),
    ).toEqual({ totalDocs: 0 })
  })
})

describe('a GraphQL query whose fragments spread themselves', () => {
  const ask = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    })

  it('is a 400 saying so, for a stranger and for staff', async () => {
    const translator = await staff('translator', ['th-TH'])
    for (const [query, said] of [
      ['query{ Games(limit:1){docs{...F}}} fragment F on Game { ...F }', /spread fragment "F"/],
      ['query{ ...Q } fragment Q on Query { ...Q }', /spread fragment "Q"/],
      [
        'query{ Games(limit:1){docs{...A}}} fragment A on Game { id ...B } fragment B on Game { ...A }',
        /spread fragment "A"/,
      ],
      ['query{ Games(limit:1){docs{...Missing}}}', /Unknown fragment "Missing"/],
    ] as const)
      for (const headers of [{}, translator.headers]) {
        const response = await ask(query, headers)
        expect(response.status, query).toBe(400)
        expect(await errorOf(response)).toMatch(said)
      }
  })

  it('is a 400 when its fragments spread to more fields than any query needs', async () => {
    // Each fragment spreads the previous one twice (with aliases): 2^30 fields once spread.
    const fragments = Array.from({ length: 30 }, (_, i) =>
      i === 0
        ? 'fragment F0 on Game { id }'
        : `fragment F${i} on Game { ...F${i - 1} ...F${i - 1} }`,
    )
    const started = Date.now()
    const response = await ask(`query{ Games(limit:1){docs{...F29}}} ${fragments.join(' ')}`)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatch(/fragments are spread/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('a query with ordinary fragments is answered as before', async () => {
    const response = await ask(
      'query{ Games(limit:1){docs{...Card}}} fragment Card on Game { id ...Ids } fragment Ids on Game { gameId }',
    )
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: { Games: { docs: unknown[] } } }
    expect(data.Games.docs).toHaveLength(1)
  })
})

describe('a stranger’s GraphQL question whether it may use the admin', () => {
  const ask = (headers: Record<string, string> = {}) =>
    fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query:
          '{ Access { canAccessAdmin } ...A } fragment A on Query { Access { canAccessAdmin } }',
      }),
    })

  it('is refused as an invalid query saying it is answered only when logged in; a logged-in account is answered', async () => {
    // GraphQL over HTTP: a query that does not validate is a 400 to a client that takes
    // `application/graphql-response+json`, and a 200 carrying only the errors to one that takes
    // plain JSON, as every visitor limit is answered. Never Payload's 500 "Something went wrong".
    const strict = await ask({ accept: 'application/graphql-response+json' })
    expect(strict.status).toBe(400)
    expect(await errorOf(strict)).toMatch(/only to a logged-in account/)
    const plain = (await (await ask()).json()) as {
      data?: unknown
      errors: { message: string; extensions?: { statusCode?: number } }[]
    }
    expect(plain.data).toBeUndefined()
    expect(plain.errors[0].message).toMatch(/only to a logged-in account/)
    expect(plain.errors[0].extensions?.statusCode).toBeUndefined()
    const signedIn = await ask((await staff('sales')).headers)
    expect(signedIn.status).toBe(200)
    expect(
      ((await signedIn.json()) as { data: { Access: { canAccessAdmin: boolean } } }).data.Access
        .canAccessAdmin,
    ).toBe(true)
  })
})

describe('an admin preference', () => {
  const big = { columns: ['x'.repeat(100 * 1024)] }

  it('is at most 64 KB through the collection’s own REST routes, GraphQL and the local API', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['th-TH'])
    const key = `round23-${Date.now()}`
    const created = await fetch(`${serverURL}/api/payload-preferences`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ key, value: big }),
    })
    expect(created.status).toBe(413)
    expect(await errorOf(created)).toMatch(/at most 64 KB/)
    const small = await fetch(`${serverURL}/api/payload-preferences`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({ key, value: { columns: ['title'] } }),
    })
    expect(small.status).toBe(201)
    const patched = await fetch(
      `${serverURL}/api/payload-preferences?where[key][equals]=${encodeURIComponent(key)}`,
      { method: 'PATCH', headers: translator.headers, body: JSON.stringify({ value: big }) },
    )
    expect(patched.status).toBeGreaterThanOrEqual(400)
    expect(patched.status).toBeLessThan(500)
    const graphQL = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        query: `mutation($value: JSON){ createPayloadPreference(data:{ key: "${key}-g", value: $value }){ id } }`,
        variables: { value: big },
      }),
    })
    expect(
      ((await graphQL.json()) as { errors?: { message: string }[] }).errors?.[0].message,
    ).toMatch(/at most 64 KB/)
    // The admin's `table-state` saves a list's columns through the local API.
    const req = await requestOf(payload, translator)
    await expect(
      payload.create({
        collection: 'payload-preferences',
        data: { key: `${key}-t`, user: { relationTo: 'users', value: translator.id }, value: big },
        req,
        user: req.user,
      }),
    ).rejects.toThrow(/at most 64 KB/)
    // Only the small one is stored, as it was sent.
    const stored = await payload.find({
      collection: 'payload-preferences',
      where: { key: { like: key } },
      depth: 0,
    })
    expect(stored.docs.map((doc) => [doc.key, doc.value])).toEqual([[key, { columns: ['title'] }]])
    await payload.delete({ collection: 'payload-preferences', where: { key: { like: key } } })
  })
})

describe('what a staff account may not do', () => {
  it('a copy between languages it may not make is refused with a message, not thrown', async () => {
    const payload = await testPayload()
    const translator = await staff('translator', ['th-TH'])
    const game = await gameByNumber(182)
    const [enquiry] = (await payload.find({ collection: 'enquiries', limit: 1, depth: 0 })).docs
    const copy = async (args: Record<string, unknown>) =>
      copyToLocaleAsDraft({
        req: await requestOf(payload, translator),
        importMap: {},
        fromLocale: 'en-US',
        ...args,
      } as unknown as Parameters<typeof copyToLocaleAsDraft>[0])
    const hindi = (await gameByNumber(182, 'hi-IN')).title
    for (const args of [
      { collectionSlug: 'games', docID: game.id, toLocale: 'hi-IN' },
      { collectionSlug: 'enquiries', docID: enquiry?.id ?? 1, toLocale: 'th-TH' },
      { collectionSlug: 'games', docID: 2_147_483_648, toLocale: 'th-TH' },
      { collectionSlug: 'games', docID: game.id, toLocale: 'xx-XX' },
      { collectionSlug: 'games', globalSlug: 'terms-page', docID: game.id, toLocale: 'th-TH' },
    ])
      expect(await copy(args), JSON.stringify(args)).toEqual({ error: expect.any(String) })
    // Nothing reached the Hindi text.
    expect((await gameByNumber(182, 'hi-IN')).title).toBe(hindi)
  })

  it('the versions of a global that keeps none are a 404, before Payload reads them', async () => {
    const sales = await staff('sales')
    for (const path of [
      '/api/globals/site-settings/versions',
      '/api/globals/site-settings/versions/1',
      '/api/translation-status/versions',
    ]) {
      const response = await fetch(`${serverURL}${path}`, { headers: sales.headers })
      expect(response.status, path).toBe(404)
      expect(await errorOf(response)).toMatch(/keeps no versions/)
    }
    // One that keeps them still answers.
    const editor = await staff('editor')
    const kept = await fetch(`${serverURL}/api/globals/terms-page/versions?limit=1`, {
      headers: editor.headers,
    })
    expect(kept.status).toBe(200)
  })
})
