/**
 * A penetration test's findings of round 45:
 * - F1: a translator's text (a file or a save) added a link to an outside site the English does not
 *   have: links, like pictures, are the editors' choice.
 * - F3: a stranger's `draft=true` list dropped every published game with a newer draft, telling
 *   which games the studio is editing now.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { linkText, toAddress } from '../support/richText'

import { englishGame, serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

/** A rich text whose one link goes to `url`. */
const linkingTo = (url: string, words: string) => linkText(toAddress(url), words)

describe('a translator’s link', () => {
  it('to an address the English does not link is refused, saying links are the editors’; the English’s own is kept', async () => {
    const payload = await testPayload()
    const gameId = 996900 + Math.floor(Math.random() * 90)
    const game = await englishGame(created, gameId, `Linked Reef ${gameId}`)
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'en-US',
      overrideAccess: true,
      data: { description: linkingTo('https://starfin.example/en/promo', 'Play') } as never,
    })
    const thai = await staff('translator', ['th-TH'])
    const save = (url: string) =>
      fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&draft=true`, {
        method: 'PATCH',
        headers: thai.headers,
        body: JSON.stringify({ description: linkingTo(url, 'เล่น') }),
      })
    const refused = await save('http://evil.example/win')
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('chosen by an editor')
    expect(
      JSON.stringify(
        (
          await payload.findByID({
            collection: 'games',
            id: game.id,
            locale: 'th-TH',
            draft: true,
            fallbackLocale: false,
            overrideAccess: true,
          })
        ).description ?? null,
      ),
    ).not.toContain('evil.example')
    expect((await save('https://starfin.example/en/promo')).status).toBe(200)
  })
})

describe('a stranger’s list with draft=true', () => {
  it('reads the published games, a game with a newer draft among them, over REST and GraphQL', async () => {
    const gameId = 996900 + Math.floor(Math.random() * 90)
    const game = await englishGame(created, gameId, `Drafted Reef ${gameId}`)
    const editor = await staff('editor')
    const drafted = await fetch(`${serverURL}/api/games/${game.id}?locale=en-US&draft=true`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ subtitle: 'An unpublished draft' }),
    })
    expect(drafted.status).toBe(200)
    const listed = await fetch(
      `${serverURL}/api/games?draft=true&depth=0&where[id][equals]=${game.id}`,
    ).then((response) => response.json())
    expect(listed.totalDocs).toBe(1)
    expect(JSON.stringify(listed)).not.toContain('An unpublished draft')
    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ Games(draft: true, where: { id: { equals: ${game.id} } }) { docs { id subtitle } } }`,
      }),
    }).then((response) => response.json())
    expect(graphql.data.Games.docs).toHaveLength(1)
    expect(JSON.stringify(graphql)).not.toContain('An unpublished draft')
  })
})
