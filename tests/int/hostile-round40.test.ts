/**
 * A penetration test's findings of round 40. F1: a translator's draft set their language's cover
 * (a localised picture, not a text) to any uploaded file, over REST and GraphQL; the next
 * "Publish in ไทย" made it public, and with it a file the studio had not announced. A localised
 * field that is not a text is the editors' in every language.
 */
import { afterAll, describe, expect, it } from 'vitest'

import type { Game } from '@/payload-types'

import { englishGameData } from '../support/testGame'

import { serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a translator’s draft', () => {
  it('cannot set their language’s cover to another picture, over REST or GraphQL; the texts beside it still save', async () => {
    const payload = await testPayload()
    const [first, other] = (
      await payload.find({ collection: 'media', limit: 2, depth: 0, overrideAccess: true })
    ).docs
    const gameId = 995000 + Math.floor(Math.random() * 900)
    const game = (await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: { ...englishGameData(gameId, `Cover game ${gameId}`), cover: first.id } as never,
    })) as Game
    created.push(game.id)
    await payload.update({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      overrideAccess: true,
      data: { title: `เกมปก ${gameId}`, cover: first.id } as never,
    })
    const translator = await staff('translator', ['th-TH'])
    const thaiCover = async () =>
      (
        await payload.findByID({
          collection: 'games',
          id: game.id,
          locale: 'th-TH',
          draft: true,
          depth: 0,
          fallbackLocale: false,
          overrideAccess: true,
        })
      ).cover

    const rest = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ title: `เกมปกใหม่ ${gameId}`, cover: other.id }),
    })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    expect(rest.status).toBeLessThan(500)
    expect(JSON.stringify(await rest.json())).toMatch(/cover|ปก/i)
    const graphql = await fetch(`${serverURL}/api/graphql`, {
      method: 'POST',
      headers: translator.headers,
      body: JSON.stringify({
        query: `mutation { updateGame(id: ${game.id}, locale: th_TH, draft: true, data: { cover: ${other.id} }) { id } }`,
      }),
    })
    expect(JSON.stringify(((await graphql.json()) as { errors?: unknown }).errors)).toMatch(
      /cover|ปก/i,
    )
    expect(await thaiCover()).toBe(first.id)

    // The translator's own work goes on: the title alone is saved, and a cover sent unchanged
    // (as the admin's form sends every field) is no change.
    const texts = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
      method: 'PATCH',
      headers: translator.headers,
      body: JSON.stringify({ title: `เกมปกใหม่ ${gameId}`, cover: first.id }),
    })
    expect(texts.status).toBe(200)
    expect(await thaiCover()).toBe(first.id)
  })
})

describe('a text field', () => {
  it('given an object, a list or a number is a 400 naming it, and stores nothing (F2)', async () => {
    const payload = await testPayload()
    const gameId = 995000 + Math.floor(Math.random() * 900)
    const game = (await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: englishGameData(gameId, `Text game ${gameId}`) as never,
    })) as Game
    created.push(game.id)
    const translator = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    for (const [who, title] of [
      [translator, { 'hi-IN': 'ZZobj' }],
      [translator, 12345],
      [translator, ['a', 'b']],
      [editor, { 'en-US': 'x' }],
    ] as const) {
      const response = await fetch(`${serverURL}/api/games/${game.id}?draft=true&locale=th-TH`, {
        method: 'PATCH',
        headers: who.headers,
        body: JSON.stringify({ title }),
      })
      expect(response.status, JSON.stringify(title)).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('title')
    }
    const thai = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'th-TH',
      draft: true,
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(thai.title ?? null).toBeNull()
  })
})
