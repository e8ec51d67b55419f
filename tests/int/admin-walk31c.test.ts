import { describe, expect, it } from 'vitest'

import { paragraph } from '../support/richText'
import { serverURL, staff, testPayload } from './helpers'

/**
 * Walk 31, F1: a game made while the content language was Thai stored its title as the Thai one
 * and none in English. A new game is made in English; a create in another language is refused on
 * its title, with the reason in the account's admin language, and nothing is stored.
 */
describe('a new game is made in English', () => {
  const stamp = Date.now() % 10000
  const draft = (gameId: number, title: string) => ({
    _status: 'draft',
    gameId,
    theme: 'classic',
    title,
  })

  it('is refused in another language, on its title, and stored in English', async () => {
    const editor = await staff('editor')
    const gameId = 931_000 + stamp
    const thai = await fetch(`${serverURL}/api/games?locale=th-TH&draft=true`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify(draft(gameId, 'Tidewalker Test')),
    })
    expect(thai.status).toBe(400)
    const { errors } = (await thai.json()) as {
      errors: { data?: { errors?: { path: string; message: string }[] } }[]
    }
    const fieldErrors = errors.flatMap((error) => error.data?.errors ?? [])
    expect(fieldErrors.map((error) => error.path)).toContain('title')
    expect(fieldErrors.find((error) => error.path === 'title')?.message).toMatch(/English/)
    const payload = await testPayload()
    const stored = await payload.find({
      collection: 'games',
      where: { gameId: { equals: gameId } },
      draft: true,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)

    const english = await fetch(`${serverURL}/api/games?locale=en-US&draft=true`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify(draft(gameId, 'Tidewalker Test')),
    })
    expect(english.status, await english.clone().text()).toBe(201)
    const { doc } = (await english.json()) as { doc: { id: number } }
    const game = await payload.findByID({
      collection: 'games',
      id: doc.id,
      draft: true,
      locale: 'all',
      overrideAccess: true,
    })
    expect((game.title as unknown as Record<string, string>)['en-US']).toBe('Tidewalker Test')
  })

  it('may still be duplicated from another language: the copy keeps the English', async () => {
    const payload = await testPayload()
    const gameId = 932_000 + stamp
    const original = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: {
        _status: 'published',
        gameId,
        theme: 'classic',
        title: 'Duplicated Lantern',
        description: paragraph('A test game.'),
        layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
        maxMultiplier: { kind: 'unlimited' },
        sites: ['en'],
      } as never,
    })
    const editor = await staff('editor')
    const copy = await fetch(
      `${serverURL}/api/games/${original.id}/duplicate?locale=th-TH&draft=true`,
      {
        method: 'POST',
        headers: editor.headers,
        body: JSON.stringify({ gameId: gameId + 1 }),
      },
    )
    expect(copy.status, await copy.clone().text()).toBeLessThan(300)
  })
})

/**
 * Walk 31, F9: a Thai text that matched the English of the version an editor restored still said
 * "needs update" after the restore, its freshness stamp that of the newer English.
 */
describe('a restore', () => {
  it('brings each translation back with the English it was made from', async () => {
    const payload = await testPayload()
    const gameId = 933_000 + (Date.now() % 10000)
    const home = 'Set a wish afloat and let the lanterns carry it home.'
    const tonight = 'Set a wish afloat and let the lanterns carry it home, tonight.'
    const game = await payload.create({
      collection: 'games',
      locale: 'en-US',
      overrideAccess: true,
      data: {
        _status: 'published',
        gameId,
        theme: 'classic',
        title: 'Restored Lanterns',
        subtitle: home,
        description: paragraph('A test game.'),
        layout: { mode: 'lines', reels: 5, rows: 3, lines: 20 },
        maxMultiplier: { kind: 'unlimited' },
        sites: ['en'],
      } as never,
    })
    const update = (locale: 'en-US' | 'th-TH', data: object) =>
      payload.update({
        collection: 'games',
        id: game.id,
        locale,
        overrideAccess: true,
        data: { _status: 'published', ...data } as never,
      })
    await update('th-TH', { title: 'โคมลอย', subtitle: 'ปล่อยโคมให้ลอยกลับบ้าน' })
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    const restorable = docs[0].id
    await update('en-US', { subtitle: tonight })
    await update('th-TH', { subtitle: 'ปล่อยโคมให้ลอยกลับบ้านคืนนี้' })
    const stampOf = async () => {
      const { docs: states } = await payload.find({
        collection: 'translation-states',
        where: { and: [{ entry: { equals: `games/${gameId}` } }, { locale: { equals: 'th-TH' } }] },
        overrideAccess: true,
      })
      return (states[0]?.sources as Record<string, string> | undefined)?.subtitle
    }
    expect(await stampOf()).toBe(tonight)

    const editor = await staff('editor')
    const restored = await fetch(`${serverURL}/api/games/versions/${restorable}?draft=false`, {
      method: 'POST',
      headers: editor.headers,
    })
    expect(restored.status, await restored.clone().text()).toBe(200)
    const after = await payload.findByID({
      collection: 'games',
      id: game.id,
      locale: 'all',
      draft: true,
      overrideAccess: true,
    })
    expect((after.subtitle as unknown as Record<string, string>)['th-TH']).toBe(
      'ปล่อยโคมให้ลอยกลับบ้าน',
    )
    expect(await stampOf()).toBe(home)
  })
})
