/**
 * Round 50 (a fresh penetration tester on round 49's fixes):
 * - F3: `/api/translations/restore` (the languages a restore would change: the document and the
 *   version read in every language, about a second on a busy server) ran as many at once as one
 *   account sent: a translator's ten held every visitor's `/en`. One at a time per account now.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { englishGame, serverURL, staff, testPayload } from './helpers'

const created: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'games', id, overrideAccess: true }).catch(() => {})
})

describe('a restore’s look-up (F3)', () => {
  it('runs one at a time for an account: the others are asked to retry; another account is not held', async () => {
    const thai = await staff('translator', ['th-TH'])
    const editor = await staff('editor')
    const game = await englishGame(created, 990501, 'Restore Look-up')
    const payload = await testPayload()
    const { docs } = await payload.findVersions({
      collection: 'games',
      where: { parent: { equals: game.id } },
      limit: 1,
      overrideAccess: true,
    })
    const path = `/api/translations/restore?collection=games&id=${game.id}&version=${docs[0].id}`
    const ask = (headers: Record<string, string>) => fetch(`${serverURL}${path}`, { headers })

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => ask(thai.headers)),
      ask(editor.headers),
    ])
    const own = answers.slice(0, 6)
    expect(own.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    const refused = own.filter((answer) => answer.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('2')
      expect(((await answer.json()) as { error: string }).error).toMatch(/still running/)
    }
    expect(answers.at(-1)!.status).toBe(200)
    expect(((await answers.at(-1)!.json()) as { changed: unknown }).changed).toBeInstanceOf(Array)
    // Once it has answered, the account asks again.
    expect((await ask(thai.headers)).status).toBe(200)
  })
})
