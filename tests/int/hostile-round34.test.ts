/**
 * A penetration test's open findings of round 33, closed in round 34, each as a translator could
 * cause them: a page of 500 versions in every language (6.8 MB, 20.8 s of the server's only thread
 * while `/en` waited 15.5 s), and a translation file of 40,000 made-up units (10.5 s, `/en` waited
 * 8.1 s).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { staffVersionsLimits } from '@/hooks/visitorLimits'
import { maxImportUnits } from '@/translation/exchange'

import { longRichText } from '../support/richText'

import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'games', id, overrideAccess: true })
})

async function get(path: string, login: StaffLogin) {
  const response = await fetch(`${serverURL}${path}`, { headers: login.headers })
  return { status: response.status, text: await response.text() }
}

async function graphQL(query: string, login: StaffLogin) {
  const response = await fetch(`${serverURL}/api/graphql`, {
    method: 'POST',
    // GraphQL over HTTP: a query refused before it runs is a 400 to a client that asks for it.
    headers: { ...login.headers, accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query }),
  })
  return { status: response.status, text: await response.text() }
}

describe('a page of versions', () => {
  it('holds at most the admin’s own page of versions, over REST and GraphQL', async () => {
    const translator = await staff('translator', ['th-TH'])
    const most = staffVersionsLimits.documents
    for (const path of [
      '/api/games/versions?limit=500&locale=all&depth=0',
      '/api/games/versions?limit=500&locale=th-TH&depth=0',
      `/api/games/versions?limit=${most + 1}&depth=0`,
      `/api/globals/home-sections/versions?limit=${most + 1}`,
    ]) {
      const { status, text } = await get(path, translator)
      // Refused for what it asks, before the database reads a version (not for what it read:
      // Payload's hooks call a page of versions a `read`, and the ceiling once never applied).
      expect(status, path).toBe(400)
      expect(text, path).toMatch(new RegExp(`versions.*1 and ${most}`))
    }
    const tooMany = await graphQL(
      `{ versionsGames(limit: 500, locale: th_TH) { docs { id } } }`,
      translator,
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.text).toMatch(new RegExp(`versions.*at most ${most}`))
    // The admin's versions list asks for pages of 10 to 100; those are answered.
    for (const path of [
      `/api/games/versions?limit=${most}&depth=0&select[updatedAt]=true`,
      '/api/games/versions?limit=10&locale=all&depth=0',
    ]) {
      const { status } = await get(path, translator)
      expect(status, path).toBe(200)
    }
    expect(
      (await graphQL(`{ versionsGames(limit: ${most}) { docs { id } } }`, translator)).status,
    ).toBe(200)
  })

  it('holds at most its budget of text: a larger page is a 400 naming it, one version is always answered', async () => {
    const translator = await staff('translator', ['th-TH'])
    const game = await englishGame(created, 990341, 'Heavy Harbour')
    // Drafts of a Thai description of 180 KB of text each (about 215 KB stored, within round 31's
    // 256 KB): seven of them are over the budget of a page.
    const drafts = Math.ceil(staffVersionsLimits.bytes / (180 * 1024)) + 1
    for (let i = 0; i < drafts; i++) {
      const response = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: translator.headers,
        body: JSON.stringify({ description: longRichText(180 * 1024, `ร่าง ${i}`) }),
      })
      expect(response.status, `draft ${i}: ${await response.clone().text()}`).toBe(200)
    }
    const versions = `/api/games/versions?where[parent][equals]=${game.id}&sort=-updatedAt&depth=0`
    const budget = `${staffVersionsLimits.bytes / 1024 / 1024} MB`
    for (const locale of ['th-TH', 'all']) {
      const { status, text } = await get(`${versions}&limit=${drafts}&locale=${locale}`, translator)
      expect(status, locale).toBe(400)
      expect(text, locale).toContain(`at most ${budget}`)
    }
    const graph = await graphQL(
      `{ versionsGames(where: { parent: { equals: ${game.id} } }, limit: ${drafts}, locale: th_TH) { docs { id } } }`,
      translator,
    )
    expect(graph.text).toContain(`at most ${budget}`)
    // A page of one, and the same page without the long text, are answered.
    const one = await get(`${versions}&limit=1&locale=th-TH`, translator)
    expect(one.status).toBe(200)
    expect(one.text).toContain('ร่าง')
    const dates = await get(
      `${versions}&limit=${drafts}&locale=th-TH&select[updatedAt]=true`,
      translator,
    )
    expect(dates.status).toBe(200)
  })
})

describe('a translation file', () => {
  const xliff = (units: number) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2"><file source-language="en-US" target-language="th-TH" datatype="plaintext" original="x"><body>' +
    Array.from(
      { length: units },
      (_, i) =>
        `<trans-unit id="games/${999_990 + i}/title"><source>A</source><target>ก</target></trans-unit>`,
    ).join('') +
    '</body></file></xliff>'
  const upload = (login: StaffLogin, type: string, body: string) =>
    fetch(`${serverURL}/api/translations/import?locale=th-TH`, {
      method: 'POST',
      headers: { ...login.headers, 'content-type': type },
      body,
    })

  it('holds at most its ceiling of units, with room to grow over the whole catalogue', async () => {
    const translator = await staff('translator', ['th-TH'])
    // The whole catalogue's texts in one language, as exported: a twentieth of the ceiling at most.
    const exported = await fetch(`${serverURL}/api/translations/export?locale=th-TH&format=xliff`, {
      headers: translator.headers,
    })
    const units = (await exported.text()).match(/<trans-unit\b/g)?.length ?? 0
    expect(units).toBeGreaterThan(100)
    expect(units * 20).toBeLessThanOrEqual(maxImportUnits)

    for (const [type, body] of [
      ['application/x-xliff+xml', xliff(maxImportUnits + 1)],
      [
        'text/csv',
        'key,th-TH\r\n' +
          Array.from({ length: maxImportUnits + 1 }, (_, i) => `games/${i}/title,ก`).join('\r\n'),
      ],
      [
        'application/json',
        JSON.stringify({
          locale: 'th-TH',
          texts: Object.fromEntries(
            Array.from({ length: maxImportUnits + 1 }, (_, i) => [
              `games/${i}/title`,
              { 'th-TH': 'ก' },
            ]),
          ),
        }),
      ],
    ]) {
      const response = await upload(translator, type, body)
      expect(response.status, type).toBe(400)
      const answer = (await response.json()) as { code?: string; errors?: { message: string }[] }
      expect(JSON.stringify(answer), type).toContain('tooManyUnits')
      expect(JSON.stringify(answer), type).toContain(`more than ${maxImportUnits} fields`)
    }
    // A file at the ceiling is read (its made-up keys are counted, as before).
    const atCeiling = await upload(translator, 'application/x-xliff+xml', xliff(2_000))
    expect(atCeiling.status).toBe(200)
  })
})
