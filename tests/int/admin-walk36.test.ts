/**
 * Walk 36, F1: the game's lock stopped the editor with "… is currently editing this document",
 * not saying that the colleague translates another language. A translator holding a lock is named
 * with the languages they write.
 * Walk 35, F21: "Waiting for review: हिन्दी (from …)" reloaded the same form; it leads to the
 * version page comparing the new draft with what visitors read, in that language.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { paragraph } from '../support/richText'

import { englishGame, serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a lock on a game', () => {
  it('names a translator who holds it with the languages they write, for the editor who meets it', async () => {
    const payload = await testPayload()
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const gameId = 994000 + Math.floor(Math.random() * 900)
    const game = await englishGame(created, gameId, `Locked ${gameId}`)
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'games', value: game.id },
        user: { relationTo: 'users', value: thai.id },
      },
      overrideAccess: true,
    })
    const response = await fetch(
      // Working on the Thai: an editor on the English never meets it (walk 37, F1).
      `${serverURL}/api/payload-locked-documents?where[document.value][equals]=${game.id}&depth=1&locale=th-TH`,
      { headers: editor.headers },
    )
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { user: { value: { email: string } } }[] }
    const { name, email } = await payload.findByID({
      collection: 'users',
      id: thai.id,
      overrideAccess: true,
    })
    expect(docs[0].user.value.email).toBe(`${name} <${email}> (Thai translator)`)
  })
})

describe('a language waiting for review', () => {
  it('leads the editor to the versions to compare: the latest draft and the one visitors read', async () => {
    const hindi = await staff('translator', ['hi-IN'])
    const editor = await staff('editor')
    const gameId = 994000 + Math.floor(Math.random() * 900)
    const game = await englishGame(created, gameId, `Review ${gameId}`)
    const rest = (path: string, login: typeof editor, init: RequestInit = {}) =>
      fetch(`${serverURL}${path}`, { ...init, headers: { ...login.headers, ...init.headers } })
    expect(
      (
        await rest(`/api/games/${game.id}?locale=hi-IN&draft=true`, hindi, {
          method: 'PATCH',
          body: JSON.stringify({
            title: `समीक्षा ${gameId}`,
            subtitle: 'नया उपशीर्षक',
            description: paragraph('समीक्षा के लिए तैयार खेल।'),
          }),
        })
      ).status,
    ).toBe(200)
    const marked = await rest(
      `/api/translations/review?locale=hi-IN&collection=games&id=${game.id}`,
      hindi,
      { method: 'POST', body: JSON.stringify({ ready: true }) },
    )
    expect(marked.status, await marked.clone().text()).toBe(200)
    // The translator is not shown versions to compare; the editor is.
    const forTranslator = await (
      await rest(`/api/translations/entry?locale=hi-IN&collection=games&id=${game.id}`, hindi)
    ).json()
    expect(forTranslator.review).toBeUndefined()
    const entry = await (
      await rest(`/api/translations/entry?locale=en-US&collection=games&id=${game.id}`, editor)
    ).json()
    const { docs } = await (
      await testPayload()
    ).findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      sort: '-updatedAt',
      limit: 5,
      depth: 0,
    })
    const published = docs.find((version) => version.version._status === 'published')
    expect(entry.review).toEqual({ latest: docs[0].id, published: published!.id })
  })
})
