/**
 * A penetration test's findings (round 25), each as what a stranger or a staff account notices: a
 * `select` that leaves fields out, a query on a global's versions, a scheduled publish of a made-up
 * kind, an odd copy between languages or field to render, a picture without a size and a GraphQL
 * filter thousands of levels deep are each a clear refusal that stores nothing, never a 500; the
 * admin's own screens are for signed-in staff.
 */
import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  adminServerFunctions,
  copyToLocaleAsDraft,
  guardedSchedulePublish,
} from '@/admin/serverFunctions'

import { gameByNumber, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0].message

/** A local request in the account's name, as the admin's server functions receive it. */
async function requestOf(payload: Payload, login: StaffLogin) {
  const user = await payload.findByID({ collection: 'users', id: login.id })
  return createLocalReq({ user: { ...user, collection: 'users' } }, payload)
}

describe('a select that leaves fields out', () => {
  it('of the home sections (a global with blocks) is a 400 saying what to ask, not a 500', async () => {
    for (const field of ['updatedAt', 'sections.hero.eyebrow', 'x']) {
      const response = await fetch(`${serverURL}/api/globals/home-sections?select[${field}]=false`)
      expect(response.status, field).toBe(400)
      expect(await errorOf(response)).toMatch(/select/)
    }
    // Naming the fields to include still works.
    const included = await fetch(`${serverURL}/api/globals/home-sections?select[sections]=true`)
    expect(included.status).toBe(200)
    expect(((await included.json()) as { sections?: unknown[] }).sections?.length).toBeGreaterThan(
      0,
    )
  })
})

describe('a query on the versions of a global', () => {
  it('follows the query rules of every other query: a 400 naming the fault, within the bounds', async () => {
    const translator = await staff('translator', ['th-TH'])
    const versions = (query: string) =>
      fetch(`${serverURL}/api/globals/home-sections/versions?${query}`, {
        headers: translator.headers,
      })
    for (const query of [
      'where[version.sections.eyebrow][near]=1',
      'where[updatedAt][like]=x',
      'where[version.updatedAt][all]=1',
    ]) {
      const response = await versions(query)
      expect(response.status, query).toBe(400)
      expect(await errorOf(response), query).toMatch(/does not apply|is not a field/)
    }
    // A body of 500 conditions, sent as a query (the override the admin uses for long filters):
    // past the 100 conditions a query may hold, within the 1,000 parameters any request may have.
    const conditions = Array.from(
      { length: 500 },
      (_, i) => `where[or][${i}][updatedAt][equals]=2026-01-0${1 + (i % 9)}`,
    ).join('&')
    const many = await fetch(`${serverURL}/api/globals/home-sections/versions`, {
      method: 'POST',
      headers: {
        authorization: translator.headers.authorization,
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: conditions,
    })
    expect(many.status).toBe(400)
    expect(await errorOf(many)).toMatch(/more than 100 conditions/)
    // A query the rules take is answered as before.
    expect((await versions('where[updatedAt][greater_than]=2020-01-01&limit=1')).status).toBe(200)
  })
})

describe('a scheduled publish', () => {
  it('of a made-up kind, language, time zone or time is refused, and queues nothing', async () => {
    const payload = await testPayload()
    const req = await requestOf(payload, await staff('editor'))
    const game = await gameByNumber(182)
    const jobs = async () =>
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'schedulePublish' } },
        })
      ).totalDocs
    const before = await jobs()
    const tomorrow = new Date(Date.now() + 86_400_000)
    const asked = (args: Record<string, unknown>) =>
      guardedSchedulePublish({
        req,
        type: 'publish',
        date: tomorrow,
        doc: { relationTo: 'games', value: game.id },
        ...args,
      } as unknown as Parameters<typeof guardedSchedulePublish>[0])
    // `evil` was queued, and its job unpublished the game in every language when it ran.
    for (const args of [
      { type: 'evil' },
      { localeToPublish: 'zz' },
      { timezone: 'Mars/Olympus' },
      { date: 'x' },
      { date: tomorrow.toISOString() },
      { date: new Date(Number.NaN) },
    ]) {
      const answer = (await asked(args)) as { error?: string }
      expect(answer.error, JSON.stringify(args)).toMatch(/./)
    }
    expect(await jobs()).toBe(before)
  })
})

describe('the admin’s server functions, called with odd arguments', () => {
  it('answer a copy between languages naming a list as its id, or a collection named after Object’s own keys, with an error', async () => {
    const payload = await testPayload()
    const req = await requestOf(payload, await staff('translator', ['th-TH']))
    const game = await gameByNumber(182)
    for (const target of [
      { collectionSlug: 'games', docID: [String(game.id)] },
      { collectionSlug: 'constructor', docID: String(game.id) },
      { collectionSlug: 'toString', docID: String(game.id) },
    ]) {
      const answer = (await copyToLocaleAsDraft({
        req,
        ...target,
        fromLocale: 'en-US',
        toLocale: 'th-TH',
      } as unknown as Parameters<typeof copyToLocaleAsDraft>[0])) as { error?: string }
      expect(answer.error, JSON.stringify(target)).toMatch(/./)
    }
  })

  it('answer a field to render that does not exist with an error, not a throw', async () => {
    const payload = await testPayload()
    const req = await requestOf(payload, await staff('editor'))
    // The function the admin's layout hands Payload for `render-field`.
    const renderField = (adminServerFunctions as Record<string, (args: unknown) => unknown>)[
      'render-field'
    ]
    for (const schemaPath of ['collection.games.title<>', 'collection.nothing.title', 5]) {
      const answer = (await renderField({ req, schemaPath, path: 'title<>' })) as {
        error?: string
      }
      expect(answer.error, String(schemaPath)).toMatch(/No such field/)
    }
  })
})

describe('an uploaded SVG without a size', () => {
  it('is a 400 that says to give it one, and nothing is stored', async () => {
    const editor = await staff('editor')
    const payload = await testPayload()
    const count = async () => (await payload.count({ collection: 'media' })).totalDocs
    const before = await count()
    const form = new FormData()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'round25-sizeless.svg')
    form.append('_payload', JSON.stringify({ alt: 'Round 25' }))
    const response = await fetch(`${serverURL}/api/media?depth=0`, {
      method: 'POST',
      headers: { authorization: editor.headers.authorization },
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatch(/width and height|viewBox/)
    expect(await count()).toBe(before)
  })
})

describe('a GraphQL filter written into the query', () => {
  it('nested 3,000 levels deep is a 400 that says so, like the same as a variable', async () => {
    const levels = 3000
    const where = '{AND: ['.repeat(levels) + '{gameId: {equals: 1}}' + ']}'.repeat(levels)
    const response = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ Games(where: ${where}) { docs { gameId } } }` }),
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatch(/nest/)
  })
})

describe('the admin’s “Editors’ work” screen', () => {
  it('sends a stranger to sign in, as every other admin screen does', async () => {
    const screen = async (path: string) => (await fetch(`${serverURL}${path}`)).text()
    // Payload's own screens send a stranger on from inside the streamed page (Next's redirect).
    const toSignIn = /NEXT_REDIRECT;\w+;\/admin\/login/
    expect(await screen('/admin/collections/games')).toMatch(toSignIn)
    const editorsWork = await screen('/admin/editors-work?collection=enquiries')
    expect(editorsWork).toMatch(toSignIn)
    expect(editorsWork).not.toContain('Only editors can add to Inquiries')
  })
})
