/**
 * Walk 36, F1: the game's lock stopped the editor with "… is currently editing this document",
 * not saying that the colleague translates another language. A translator holding a lock is named
 * with the languages they write.
 */
import { afterAll, describe, expect, it } from 'vitest'

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
      `${serverURL}/api/payload-locked-documents?where[document.value][equals]=${game.id}&depth=1`,
      { headers: editor.headers },
    )
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { user: { value: { email: string } } }[] }
    const { name } = await payload.findByID({
      collection: 'users',
      id: thai.id,
      overrideAccess: true,
    })
    expect(docs[0].user.value.email).toBe(`${name} (ไทย)`)
  })
})
