/**
 * Walk 34's F7 on the server: a game id another game has was refused by the database's unique
 * index alone, which named the field by its key ("The following field is invalid: gameId") and
 * said nothing of why. It is refused on the field, for a draft and a publish, over REST and
 * GraphQL, naming the other game by its title in the content language (English where it has none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { en } from '@/labels/en'
import { readStatusPage } from '@/translation/statusTable'

import { englishGameData } from '../support/testGame'
import { englishGame, serverURL, staff, testPayload, type StaffLogin } from './helpers'

const stamp = Date.now() % 100000
const taken = 994100 + (stamp % 90)
const title = `Lantern River ${stamp}`
const thaiTitle = `แม่น้ำโคมไฟ ${stamp}`
const newTitle = `Walk34 Duplicate ${stamp}`

const takenMessage = (name: string) =>
  en.validation.gameIdTaken.replace('{{gameId}}', String(taken)).replace('{{title}}', name)

type Refusal = { message?: string; data?: { errors?: { path?: string; message?: string }[] } }

const rest = (login: StaffLogin, path: string, method: string, body: object) =>
  fetch(`${serverURL}${path}`, { method, headers: login.headers, body: JSON.stringify(body) })

async function refusal(response: Response) {
  expect(response.status).toBe(400)
  return ((await response.json()) as { errors: Refusal[] }).errors[0]
}

async function storedWithNewTitle() {
  const { totalDocs } = await (
    await testPayload()
  ).count({ collection: 'games', where: { title: { equals: newTitle } }, overrideAccess: true })
  return totalDocs
}

describe('a game id another game has (walk 34, F7)', () => {
  const created: number[] = []
  let editor: StaffLogin
  let other: number

  beforeAll(async () => {
    editor = await staff('editor')
    const game = await englishGame(created, taken, title)
    await (
      await testPayload()
    ).update({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      data: { title: thaiTitle },
      overrideAccess: true,
    })
    other = (await englishGame(created, taken + 100, `Other ${stamp}`)).id
  }, 120_000)

  afterAll(async () => {
    const payload = await testPayload()
    for (const game of created)
      await payload.delete({ collection: 'games', id: game, overrideAccess: true })
  })

  it('refuses a draft and a publish on the field, naming the game that has it', async () => {
    const data = { ...englishGameData(taken, newTitle) }
    for (const [path, body] of [
      ['/api/games?locale=en-US&draft=true', { ...data, _status: 'draft' }],
      ['/api/games?locale=en-US', data],
    ] as const) {
      const error = await refusal(await rest(editor, path, 'POST', body))
      expect(error.data?.errors).toHaveLength(1)
      expect(error.data?.errors?.[0]).toMatchObject({
        path: 'gameId',
        message: takenMessage(title),
      })
      // The toast names the field by its label, not its key.
      expect(error.message).toContain(en.games.gameId)
      expect(error.message).not.toMatch(/\bgameId\b/)
    }
    expect(await storedWithNewTitle()).toBe(0)
  })

  it('names the other game in the content language on screen, and in English where it has none', async () => {
    const inThai = await refusal(
      await rest(editor, `/api/games/${other}?locale=th-TH&draft=true`, 'PATCH', { gameId: taken }),
    )
    expect(inThai.data?.errors?.[0]).toMatchObject({
      path: 'gameId',
      message: takenMessage(thaiTitle),
    })
    const inJapanese = await refusal(
      await rest(editor, `/api/games/${other}?locale=ja-JP&draft=true`, 'PATCH', { gameId: taken }),
    )
    expect(inJapanese.data?.errors?.[0]?.message).toBe(takenMessage(title))
    // Its own id, as it is, is no one else's.
    const own = await rest(editor, `/api/games/${other}?locale=en-US&draft=true`, 'PATCH', {
      gameId: taken + 100,
    })
    expect(own.status, await own.text()).toBe(200)
    const stored = await (
      await testPayload()
    ).findByID({ collection: 'games', id: other, draft: true, overrideAccess: true })
    expect(stored.gameId).toBe(taken + 100)
  })

  it('refuses it over GraphQL too, with the same message on the field', async () => {
    for (const draft of [true, false]) {
      const response = await fetch(`${serverURL}/api/graphql`, {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify({
          query: `mutation { createGame(locale: en_US, draft: ${draft}, data: { gameId: ${taken}, kind: slot, sites: [en], theme: classic, title: ${JSON.stringify(newTitle)}, _status: ${draft ? 'draft' : 'published'} }) { id } }`,
        }),
      })
      const answer = (await response.json()) as {
        errors?: {
          message?: string
          extensions?: { statusCode?: number; data?: Refusal['data'] }
        }[]
      }
      const error = answer.errors?.[0]
      expect(error?.extensions?.statusCode, JSON.stringify(answer)).toBe(400)
      // Published, the game lacks more than its id: its id's refusal is among them.
      const onId = error?.extensions?.data?.errors?.find(({ path }) => path === 'gameId')
      expect(onId, JSON.stringify(answer)).toMatchObject({
        path: 'gameId',
        message: takenMessage(title),
      })
      expect(error?.message).not.toMatch(/\bgameId\b/)
    }
    expect(await storedWithNewTitle()).toBe(0)
  })
})

describe('the translation status’s groups (walk 34, F4)', () => {
  it('count each kind’s entries on every page, not the page’s rows', async () => {
    const payload = await testPayload()
    const first = await readStatusPage(payload, {})
    let games = 0
    let globals = 0
    for (let page = 1; page <= first.pages; page++)
      for (const { ref } of (await readStatusPage(payload, { page })).entries)
        if ('global' in ref) globals++
        else if (ref.collection === 'games') games++
    expect(first.pages).toBeGreaterThan(1)
    expect(first.typeTotals['collection:games']).toBe(games)
    const globalTotal = Object.entries(first.typeTotals)
      .filter(([type]) => type.startsWith('global:'))
      .reduce((sum, [, entries]) => sum + entries, 0)
    expect(globalTotal).toBe(globals)
    // A language's filter counts the entries it keeps, as the table.
    const thai = await readStatusPage(payload, { locale: 'th-TH' })
    expect(Object.values(thai.typeTotals).reduce((sum, entries) => sum + entries, 0)).toBe(
      thai.total,
    )
  })
})
