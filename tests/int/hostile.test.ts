/**
 * What a hostile visitor tries: private records, drafts and versions through every door (REST,
 * GraphQL, the pages and their flight data), and staff accounts stepping outside their role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const get = (path: string, init?: RequestInit) =>
  fetch(`${serverURL}${path}`, { redirect: 'manual', ...init })
const graphql = async (
  query: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => {
  const response = await fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query }),
  })
  return { status: response.status, text: await response.text() }
}

/** Words that exist only in a draft, an enquiry, a member, a job or a preference. */
const secret = `hostile${Date.now()}`
const draftWords = `${secret}-draft-subtitle`
const enquiryWords = `${secret}-enquiry-message`
const gameId = 701

describe('anonymous visitors', () => {
  let id: number
  let original: string | null | undefined

  beforeAll(async () => {
    const payload = await testPayload()
    const game = await gameByNumber(gameId, 'en-US')
    id = game.id
    original = game.subtitle
    // A newer draft over the published game, and private records of every kind.
    await payload.update({
      collection: 'games',
      id,
      data: { subtitle: draftWords },
      draft: true,
      locale: 'en-US',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Hostile',
        company: `${secret} Ltd`,
        email: 'h@example.com',
        country: 'X',
        channel: 'email',
        type: 'other',
        message: enquiryWords,
        status: 'new',
        locale: 'en-US',
        site: 'en',
      },
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'notifyEnquiry',
      input: { enquiry: 0 },
      queue: `${secret}-never-run`,
    })
    const admin = await staff('admin')
    // A preference, saved as the admin's UI saves one.
    const saved = await fetch(`${serverURL}/api/payload-preferences/${secret}-pref`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ value: { secret } }),
    })
    expect(saved.status).toBe(200)
  })

  afterAll(async () => {
    const payload = await testPayload()
    await payload.update({
      collection: 'games',
      id,
      data: { subtitle: original ?? null },
      draft: true,
      locale: 'en-US',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.delete({
      collection: 'payload-jobs',
      where: { queue: { equals: `${secret}-never-run` } },
      overrideAccess: true,
    })
  })

  it('are refused private collections and versions through REST, whatever the query', async () => {
    const refused = [
      '/api/users',
      '/api/members',
      '/api/enquiries',
      '/api/payload-jobs',
      '/api/payload-preferences',
      '/api/payload-locked-documents',
      '/api/games/versions',
      `/api/games/versions?where[parent][equals]=${id}`,
      '/api/globals/home-sections/versions',
      '/api/users?where[email][like]=admin',
      '/api/enquiries?select[message]=true',
      '/api/users?depth=3&locale=all',
    ]
    for (const path of refused) {
      const response = await get(path)
      expect(response.status, path).toBeGreaterThanOrEqual(401)
      expect(response.status, path).toBeLessThan(500)
      expect(await response.text(), path).not.toContain(secret)
    }
    const me = (await (await get('/api/users/me')).json()) as { user: unknown }
    expect(me.user).toBeNull()
  })

  it('read only the published game, with drafts, selects, populates, depth and all locales asked for', async () => {
    const variants = [
      `/api/games/${id}?draft=true`,
      `/api/games/${id}?draft=true&locale=all`,
      `/api/games?draft=true&where[gameId][equals]=${gameId}`,
      `/api/games?draft=true&locale=all&where[subtitle][like]=${secret}`,
      `/api/games?where[_status][equals]=draft&draft=true`,
      `/api/games?draft=true&select[subtitle]=true&select[_status]=true`,
      `/api/games?draft=true&depth=10&populate[media][filename]=true`,
      `/api/games?where[updatedBy.email][exists]=true`,
      `/api/games?where[subtitle][like]=${secret}`,
      `/api/globals/home-sections?draft=true&locale=all&depth=5`,
    ]
    for (const path of variants) {
      const response = await get(path)
      const text = await response.text()
      expect(response.status, path).toBeLessThan(500)
      expect(text, path).not.toContain(secret)
      expect(text, path).not.toMatch(/"(hash|salt|email|resetPasswordToken)"/)
    }
    // Filtering on a draft's words finds nothing: no oracle for what a draft says.
    const filtered = (await (
      await get(`/api/games?draft=true&where[subtitle][like]=${secret}`)
    ).json()) as { totalDocs?: number }
    expect(filtered.totalDocs ?? 0).toBe(0)
  })

  it('get nothing private through GraphQL', async () => {
    const queries = [
      `{ Games(draft: true, where: { gameId: { equals: ${gameId} } }) { docs { subtitle _status } } }`,
      `{ Game(id: ${id}, draft: true, locale: en_US) { subtitle } }`,
      `{ versionsGames { docs { version { subtitle } } } }`,
      `{ Users { docs { email } } }`,
      `{ Members { docs { account } } }`,
      `{ Enquiries(where: { message: { like: "${secret}" } }) { docs { message } } }`,
      '{ meUser { user { email } } }',
      `{ versionsHomeSection { docs { id } } }`,
      `{ HomeSection(draft: true) { updatedAt } }`,
    ]
    for (const query of queries) {
      const { status, text } = await graphql(query)
      expect(status, query).toBeLessThan(500)
      expect(text, query).not.toContain(secret)
      expect(text, query).not.toMatch(/@test\.example\.com/)
      // The query itself is valid: what it is refused is the data, not a misspelt field.
      expect(text, query).not.toMatch(/Cannot query field|has invalid value|Unknown argument/)
    }
  })

  it('see no draft in the pages or their flight data, with ?draft=true or _rsc', async () => {
    const paths = [
      `/en/detail/${gameId}`,
      `/en/detail/${gameId}?draft=true`,
      `/en/detail/${gameId}?_rsc=x1`,
      `/en?draft=true`,
      `/en/game?draft=true&_rsc=abc`,
    ]
    for (const path of paths) {
      for (const headers of [{}, { rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }] as Record<
        string,
        string
      >[]) {
        const response = await get(path, { headers })
        const text = await response.text()
        expect(response.status, path).toBeLessThan(500)
        expect(text, `${path} ${JSON.stringify(headers)}`).not.toContain(secret)
      }
    }
    // Draft mode needs an editor's session: the preview route refuses a visitor.
    const preview = await get(`/next/preview?path=${encodeURIComponent(`/en/detail/${gameId}`)}`)
    expect(preview.headers.get('set-cookie') ?? '').not.toMatch(/__prerender_bypass=[^;]/)
  })

  it("see no draft with an editor's draft-mode cookie, nor with it after the editor logged out", async () => {
    const path = `/en/detail/${gameId}`
    // An editor previews, as from the admin (a same-origin navigation with the session cookie).
    const editor = await staff('editor')
    const session = `payload-token=${editor.token}`
    const entry = await get(`/next/preview?path=${encodeURIComponent(path)}`, {
      headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
    })
    expect(entry.status).toBe(307)
    // Next's draft-mode cookie: one value for the whole build, whoever turned preview on.
    const bypass = /__prerender_bypass=[^;]+/.exec(entry.headers.get('set-cookie') ?? '')?.[0]
    expect(bypass).toBeDefined()
    const html = async (cookie: string) =>
      (await get(path, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).text()
    expect(await html(`${bypass}; ${session}`)).toContain(draftWords)

    // The same cookie in a stranger's hands (passed on, or left in a shared browser).
    expect(await html(bypass!)).not.toContain(draftWords)
    // The editor's session ended: the cookie stays, the drafts do not.
    const logout = await fetch(`${serverURL}/api/users/logout`, {
      method: 'POST',
      headers: editor.headers,
    })
    expect(logout.status).toBe(200)
    expect(await html(`${bypass}; ${session}`)).not.toContain(draftWords)
  })
})

describe('staff outside their role, by REST and GraphQL alike', () => {
  let translator: StaffLogin
  let sales: StaffLogin
  let id: number

  beforeAll(async () => {
    translator = await staff('translator', ['th-TH'])
    sales = await staff('sales')
    const payload = await testPayload()
    id = (
      await payload.find({
        collection: 'games',
        where: { gameId: { equals: 24 } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0].id
  })

  const expectRefused = (result: { status: number; text: string }, what: string) => {
    expect(result.status, what).toBeLessThan(500)
    const body = JSON.parse(result.text) as {
      errors?: unknown[]
      data?: Record<string, unknown> | null
    }
    expect(body.errors?.length, what).toBeGreaterThan(0)
    expect(result.text, what).not.toMatch(/Cannot query field|has invalid value|Unknown argument/)
    for (const value of Object.values(body.data ?? {})) expect(value, what).toBeNull()
  }

  it('a translator cannot publish, nor edit another language', async () => {
    const rest = (locale: string, data: object, draft: boolean) =>
      fetch(`${serverURL}/api/games/${id}?locale=${locale}${draft ? '&draft=true' : ''}`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify(data),
      })
    expect((await rest('th-TH', { subtitle: 'x', _status: 'published' }, false)).status).toBe(403)
    expect((await rest('ja-JP', { subtitle: 'x' }, true)).status).toBe(403)
    expect(
      (
        await fetch(`${serverURL}/api/globals/home-sections?locale=th-TH`, {
          method: 'POST',
          headers: translator.headers,
          body: JSON.stringify({ _status: 'published' }),
        })
      ).status,
    ).toBe(403)

    expectRefused(
      await graphql(
        `mutation { updateGame(id: ${id}, locale: th_TH, data: { subtitle: "x", _status: published }) { id } }`,
        translator.headers,
      ),
      'publish by GraphQL',
    )
    expectRefused(
      await graphql(
        `mutation { updateGame(id: ${id}, locale: ja_JP, draft: true, data: { subtitle: "x" }) { id } }`,
        translator.headers,
      ),
      'other language by GraphQL',
    )
    expectRefused(
      await graphql(`mutation { deleteGame(id: ${id}) { id } }`, translator.headers),
      'delete by GraphQL',
    )

    const payload = await testPayload()
    const game = await payload.findByID({
      collection: 'games',
      id,
      locale: 'ja-JP',
      overrideAccess: true,
      draft: true,
    })
    expect(game.subtitle).not.toBe('x')
  })

  it('a sales user cannot touch content, accounts or members', async () => {
    const headers = sales.headers
    expect(
      (
        await fetch(`${serverURL}/api/games/${id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ subtitle: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await fetch(`${serverURL}/api/games`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ gameId: 99999, title: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await fetch(`${serverURL}/api/globals/site-settings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ studioName: 'x' }),
        })
      ).status,
    ).toBe(403)
    expect((await fetch(`${serverURL}/api/games/versions`, { headers })).status).toBe(403)
    expect((await fetch(`${serverURL}/api/payload-jobs`, { headers })).status).toBe(403)

    expectRefused(
      await graphql(`mutation { updateGame(id: ${id}, data: { subtitle: "x" }) { id } }`, headers),
      'update game',
    )
    expectRefused(
      await graphql(
        `
          mutation {
            updateSiteSetting(
              data: {
                studioName: "x"
                contactEmail: "x@example.com"
                demo: { launchUrlTemplate: "/x" }
              }
            ) {
              studioName
            }
          }
        `,
        headers,
      ),
      'site settings',
    )
    // Their own role is not theirs to change: the field keeps its value.
    await graphql(
      `mutation { updateUser(id: ${sales.id}, data: { role: admin }) { role } }`,
      headers,
    )
    expect(
      (
        await (
          await testPayload()
        ).findByID({ collection: 'users', id: sales.id, overrideAccess: true })
      ).role,
    ).toBe('sales')
    expectRefused(await graphql('{ Members { docs { account } } }', headers), 'members')
  })
})
