import { describe, expect, it } from 'vitest'

import { gameByNumber, serverURL, staff, testPayload } from './helpers'

/** The English title kept beside every language, as the database holds it (latest draft). */
async function englishTitleOf(id: number) {
  const game = await (
    await testPayload()
  ).findByID({ collection: 'games', id, draft: true, depth: 0, overrideAccess: true })
  return (game as { englishTitle?: string | null }).englishTitle
}

describe('the English title beside every language', () => {
  it('is not a translator’s to change, even as an object of languages in their own save', async () => {
    // A game no other test reads: the refused saves may leave a Thai draft.
    const game = await gameByNumber(466)
    const before = await englishTitleOf(game.id)
    expect(before).toBe(game.title)
    const thai = await staff('translator', ['th-TH'])
    for (const title of [{ 'en-US': 'Forged English title' }, []]) {
      const answer = await fetch(`${serverURL}/api/games/${game.id}?locale=th-TH&draft=true`, {
        method: 'PATCH',
        headers: thai.headers,
        body: JSON.stringify({ _status: 'draft', title }),
      })
      expect(answer.status, JSON.stringify(title)).toBeLessThan(500)
      expect(await englishTitleOf(game.id), JSON.stringify(title)).toBe(before)
    }
  })
})
